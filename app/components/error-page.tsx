import { isRouteErrorResponse } from 'react-router';
import { pageTitle } from '../lib/noindex-meta';
import { unavailableMessage } from '../lib/unavailable-message';
import { PageMain } from './page-main';

/**
 * The 404, 503 and 500 pages: inside the site's frame when a public page fails (app/routes/site-layout.tsx), bare when
 * the frame itself or a page outside it fails (app/root.tsx).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'No encontramos esta página.' : 'Algo salió mal.';
  const detail = notFound
    ? 'La dirección no existe o cambió.'
    : (unavailableMessage(error) ?? 'No pudimos mostrar esta página. Probá de nuevo en unos minutos.');
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
