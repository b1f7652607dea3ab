// The global styles: a route's own stylesheets are linked after the root's, so their rules come later in the cascade.
import './styles/global.css';
import './styles/themes.css';
import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';

// Inline, so browsers never ask the server for /favicon.ico (which would render a 404 page); its spaces escaped too,
// as a valid URL has none.
const FAVICON =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2032%2032'%3E%3Crect%20width='32'%20height='32'%20rx='7'%20fill='%23111418'/%3E%3Cpath%20d='M8%209h16v4h-6v12h-4V13H8z'%20fill='%23FFC72C'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

/**
 * The document every page shares, public or back office, and nothing more: every page loads the root's code, so the
 * public site's frame (header, footer, bottom navigation) lives in its own layout route, app/routes/site-layout.tsx,
 * which the back office, with a frame of its own, never loads (docs/decisions/0034).
 */
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
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * What no layout below caught: a failure of the site frame's own loader, or of a page outside the frame (signing in,
 * the password links). The error page without the frame, whose data may be what failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
