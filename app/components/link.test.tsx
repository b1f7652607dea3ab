import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink, ServerNavLink } from './link';

/** The markup of `element` rendered on a page at `path`, as the server renders pages. */
async function markup(path: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: '*', element }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('no page');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const icon = createElement('svg', { 'aria-hidden': true }, createElement('use', { href: '/icons.svg#x' }));

const links = [
  { to: '/vehiculos-0km' },
  { to: '/vehiculos-0km/volkswagen', className: 'card', prefetch: 'intent' as const, children: 'Ver' },
  { to: '/oportunidades?marca=volkswagen&orden=precio', 'aria-label': 'Ofertas', children: icon },
  { to: '/contacto/', target: '_blank', rel: 'noopener', onClick: () => {} },
  { to: '/', replace: true, state: { from: 'x' }, preventScrollReset: true, reloadDocument: true },
  { to: '/noticias', discover: 'none' as const },
  { to: 'versiones/1', children: 'relativa' },
  { to: '/a/../b' },
  { to: '/./x' },
  { to: '/vehiculos-0km/reservar/chevrolet/52/onix/7/onix-premier-1.0t-at' },
  { to: `/${'1.0t-'.repeat(2000)}#foto` },
  { to: { pathname: '/planes-de-ahorro', search: '?marca=1' } },
];

describe('the server’s links', () => {
  it('write the markup React Router’s Link writes', async () => {
    for (const props of links) {
      const children = 'children' in props ? props.children : 'texto';
      const expected = await markup('/vehiculos-0km/volkswagen', createElement(RouterLink, props, children));
      expect(
        await markup('/vehiculos-0km/volkswagen', createElement(ServerLink, props, children)),
        JSON.stringify(props.to),
      ).toBe(expected);
    }
  });

  it('write the markup React Router’s NavLink writes, active or not', async () => {
    const navLinks = [
      { to: '/vehiculos-0km', className: 'site-header__link', prefetch: 'intent' as const },
      { to: '/vehiculos-0km', end: true, className: 'bottom-nav__tab' },
      { to: '/VEHICULOS-0km' },
      { to: '/VEHICULOS-0km', caseSensitive: true },
      {
        to: '/vehiculos-0km/volkswagen/',
        className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off'),
      },
      { to: '/', end: true },
      { to: '/', 'aria-current': 'location' as const, style: { color: 'red' } },
      { to: '/oportunidades' },
    ];
    for (const path of ['/vehiculos-0km/volkswagen', '/vehiculos-0km', '/']) {
      for (const props of navLinks) {
        const expected = await markup(path, createElement(RouterNavLink, props, 'Vehículos'));
        expect(
          await markup(path, createElement(ServerNavLink, props, 'Vehículos')),
          `${path} ${props.to}`,
        ).toBe(expected);
      }
    }
  });
});
