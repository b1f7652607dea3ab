import { Link } from 'react-router';

/** Every page's `<main>` carries this id, so the skip link lands on the content. */
export const MAIN_CONTENT_ID = 'contenido';

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Saltar al contenido
    </a>
  );
}

function LogoMark() {
  return (
    <svg
      className="site-bar__mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" />
      <path d="M8 9h16v4h-6v12h-4V13H8z" />
    </svg>
  );
}

/** A minimal top bar until the site navigation (SPEC §2 "Global navigation") arrives. */
export function SiteBar() {
  return (
    <header className="site-bar">
      <div className="container site-bar__inner">
        <Link to="/vehiculos-0km" className="site-bar__brand" prefetch="intent">
          <LogoMark />
          <span className="site-bar__name">Territorio</span>
        </Link>
        <p className="site-bar__tagline">Concesionario oficial en Mendoza y San Juan</p>
      </div>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__name">Territorio</p>
        <p>Más de 40 años vendiendo 0 km en Mendoza y San Juan.</p>
      </div>
    </footer>
  );
}
