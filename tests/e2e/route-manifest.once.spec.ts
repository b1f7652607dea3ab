import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * The routes a page's first answer hands the browser (window.__reactRouterManifest): those of its own address and
 * those of every parent address, so that following a link up the path needs no further request. The pages are asked
 * in turn, twice: what one render matched must never reach the next one's answer.
 */
async function manifestRoutes(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const manifest = /window\.__reactRouterManifest\s*=\s*(\{.*?\});/s.exec(await response.text())?.[1];
  expect(manifest, `${path} hands the browser its routes`).toBeDefined();
  return Object.keys((JSON.parse(manifest ?? '{}') as { routes: Record<string, unknown> }).routes).sort();
}

test('each page names its own routes and its parent addresses’, whatever was rendered before it', async ({
  request,
}) => {
  const home = ['root', 'site-frame', 'routes/home'];
  const expected: Record<string, string[]> = {
    '/vehiculos-0km/volkswagen': [...home, 'routes/vehiculos-0km', 'routes/vehiculos-0km.brand'],
    '/privacidad': [...home, 'routes/privacidad'],
    '/oportunidades/nissan': [...home, 'routes/oportunidades'],
    '/admin/login': [...home, 'routes/admin/login', 'admin-layout', 'routes/admin/_index'],
    '/': home,
  };
  for (const round of [1, 2]) {
    for (const [path, routes] of Object.entries(expected)) {
      expect(await manifestRoutes(request, path), `${path}, round ${round}`).toEqual([...routes].sort());
    }
  }
});
