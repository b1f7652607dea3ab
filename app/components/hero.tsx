import type { ReactNode } from 'react';
import { Link } from './link';

export interface Crumb {
  label: string;
  /** Omitted on the last crumb: the current page. */
  to?: string;
}

interface HeroProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: readonly Crumb[];
  /** Decorative picture shown beside the text on wide screens. */
  media?: ReactNode;
  children?: ReactNode;
}

/** docs/product.md §2 shared piece: the hero banner with breadcrumbs. Colours come from the enclosing `.theme-*` class. */
export function Hero({ title, lead, eyebrow, breadcrumbs, media, children }: HeroProps) {
  return (
    <div className={media ? 'hero hero--with-media' : 'hero'}>
      <div className="hero__decor" aria-hidden="true" />
      <div className="container hero__inner">
        <div className="hero__text">
          {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
          {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
          <h1 className="hero__title">{title}</h1>
          {lead && <p className="hero__lead">{lead}</p>}
          {children}
        </div>
        {media && <div className="hero__media">{media}</div>}
      </div>
    </div>
  );
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Ruta de navegación">
      <ol className="breadcrumbs__list">
        {items.map((item) =>
          item.to ? (
            <li key={item.label}>
              <Link to={item.to} prefetch="intent">
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
