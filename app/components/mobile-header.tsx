import { Link } from 'react-router';
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
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
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
