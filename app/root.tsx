// The global styles first, so the components' own rules (imported below) come later in the cascade.
import './styles/global.css';
import './styles/themes.css';
import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { PageMain } from './components/site-frame';
import { contentContext, pageErrorsContext } from './context';
import { loadFrame } from './features/navigation/frame-data.server';
import { SiteFrame } from './features/navigation/site-frame';
import { pageTitle } from './lib/noindex-meta';

// Inline, so browsers never ask the server for /favicon.ico (which would render a 404 page).
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%23111418'/%3E%3Cpath d='M8 9h16v4h-6v12h-4V13H8z' fill='%23FFC72C'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

/**
 * The frame's data (contact links, appointment and social addresses), cut down from the site parameters so each
 * page carries only what the header, the bottom navigation and the footer show. It never fails: without the
 * parameters the frame shows the dealership's own details.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  return { frame: await loadFrame(() => content.parameters(), context.get(pageErrorsContext)) };
}

/** The frame's data changes with the site's settings, not with the page: one load per visit is enough. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document once React owns it: scripts and browser tests can tell a hydrated page from server HTML.
  // Here rather than in App, so error pages (rendered without App) are marked too.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111418" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteFrame>{children}</SiteFrame>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'No encontramos esta página.' : 'Algo salió mal.';
  const detail = notFound
    ? 'La dirección no existe o cambió.'
    : 'No pudimos mostrar esta página. Probá de nuevo en unos minutos.';
  return (
    <PageMain className="error-page theme-territorio">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <div className="container error-page__inner">
        <p className="error-page__code" aria-hidden="true">
          {notFound ? '404' : 'Error'}
        </p>
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__detail">{detail}</p>
        <a className="button" href="/vehiculos-0km">
          Ver vehículos 0 km
        </a>
      </div>
    </PageMain>
  );
}
