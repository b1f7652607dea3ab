import { Icon } from './icons';
import { Link } from './link';
import './components.css';

export interface MobileHeaderProps {
  backTo: string;
  title: string;
  /** An optional 'Info' link (e.g. how reserving works). */
  infoTo?: string;
  /** The title's element: a heading when the mobile header names the page. */
  titleAs?: 'h1' | 'h2' | 'p';
  className?: string;
}

/** docs/product.md §2: a compact bar for phones with a back link, the title and an optional 'Info' link. */
export function MobileHeader({ backTo, title, infoTo, titleAs: Title = 'p', className }: MobileHeaderProps) {
  return (
    <div className={className ? `mobile-header ${className}` : 'mobile-header'}>
      <Link to={backTo} className="mobile-header__back" aria-label="Volver">
        <Icon name="chevron-left-thin" size={24} />
      </Link>
      <Title className="mobile-header__title">{title}</Title>
      {infoTo ? (
        <Link to={infoTo} className="mobile-header__info">
          Info
        </Link>
      ) : (
        <span className="mobile-header__spacer" aria-hidden="true" />
      )}
    </div>
  );
}
