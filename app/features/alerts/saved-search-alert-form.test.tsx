import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ALERT_CONSENT_LABEL, ALERT_SEARCH_EMPTY_MESSAGE } from '#domain/content/alerts';
import { SavedSearchAlertForm } from './saved-search-alert-form';

/** The search page's form (docs/product.md §2 "Avisos por e-mail"), as the server renders it for a page at `at`. */
async function render(
  query: URLSearchParams | Record<string, string | undefined>,
  at = '/vehiculos-0km/stock',
) {
  const handler = createStaticHandler([{ path: '*', element: <SavedSearchAlertForm query={query} /> }]);
  const context = await handler.query(new Request(`http://localhost${at}`));
  if (context instanceof Response) throw new Error('no page');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false })).replaceAll(
    '<!-- -->',
    '',
  );
}

describe('SavedSearchAlertForm', () => {
  it('posts the search’s filters, not its order or page, with the consent and the way back', async () => {
    const page = await render(
      new URLSearchParams('marca=chevrolet&carroceria=suv&precio_max=40000000&orden=precio&pagina=2'),
      '/vehiculos-0km/stock?marca=chevrolet&carroceria=suv',
    );
    expect(page).toContain(
      '<summary class="alert-toggle__summary">Avisame cuando entre una unidad así</summary>',
    );
    expect(page).toContain(
      'aria-label="Avisame cuando entre una unidad así" action="/alertas" method="post"',
    );
    expect(page).toContain('<input type="hidden" name="kind" value="saved_search"/>');
    for (const [name, value] of [
      ['marca', 'chevrolet'],
      ['carroceria', 'suv'],
      ['precio_max', '40000000'],
    ])
      expect(page).toContain(`<input type="hidden" name="busqueda[${name}]" value="${value}"/>`);
    expect(page).not.toContain('busqueda[orden]');
    expect(page).not.toContain('busqueda[pagina]');
    expect(page).toContain('name="volver" value="/vehiculos-0km/stock?marca=chevrolet&amp;carroceria=suv"');
    expect(page).toContain(ALERT_CONSENT_LABEL);
  });

  it('asks for a filter first when the search has none', async () => {
    const page = await render({ orden: 'precio', marca: '' });
    expect(page).toContain(ALERT_SEARCH_EMPTY_MESSAGE);
    expect(page).not.toContain('<form');
  });
});
