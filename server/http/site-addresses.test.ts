import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type SiteAddress, siteAddresses } from './site-addresses';

/** The shape of the build's route manifest, for the routes that matter here. */
const build = {
  routes: {
    root: { id: 'root', path: '' },
    frame: { id: 'frame', parentId: 'root' },
    home: { id: 'home', parentId: 'frame', index: true },
    brand: { id: 'brand', parentId: 'frame', path: 'vehiculos-0km/:brand' },
    step: { id: 'step', parentId: 'frame', path: 'concesionario-digital/tus-datos/:operation_code' },
    // A step nobody has listed anywhere: its place in the site is its rule.
    newStep: { id: 'newStep', parentId: 'frame', path: 'concesionario-digital/otro-paso/:operation_code' },
    offers: { id: 'offers', parentId: 'frame', path: 'oportunidades/:brand?' },
    exact: { id: 'exact', parentId: 'frame', path: 'Exacta', caseSensitive: true },
    notFound: { id: 'notFound', parentId: 'frame', path: '*' },
    sitemap: { id: 'sitemap', parentId: 'root', path: 'sitemap.xml' },
    reset: { id: 'reset', parentId: 'root', path: 'admin/restablecer/:token' },
    admin: { id: 'admin', parentId: 'root', path: 'admin' },
    adminHome: { id: 'adminHome', parentId: 'admin', index: true },
    adminNew: { id: 'adminNew', parentId: 'admin', path: 'seccion-nueva/:id' },
  },
} as unknown as ServerBuild;

/** An app with a few Hono routes of the real kinds, that answers what it made of each address. */
function addressesApp(options: { build?: ServerBuild | (() => Promise<ServerBuild>) } = { build }) {
  const app = new Hono();
  const addresses = siteAddresses({ build: options.build, honoRoutes: () => app.routes });
  app.use(addresses.canonicalAddresses);
  app.get('/pagos/sandbox/:code', (c) => c.json(addresses.of(c)));
  app.post('/api/v2/territorio/dealership/start', (c) => c.json(addresses.of(c)));
  app.get('/v2/nissan/stock/:id', (c) => c.json(addresses.of(c)));
  app.get('/media/*', (c) => c.json(addresses.of(c)));
  app.all('/api/*', (c) => c.json(addresses.of(c), 404));
  app.all('*', (c) => c.json(addresses.of(c)));
  return app;
}

const app = addressesApp();

async function read(path: string, init?: RequestInit): Promise<SiteAddress> {
  const response = await app.request(path, init);
  expect(response.headers.get('location'), path).toBeNull();
  return (await response.json()) as SiteAddress;
}

async function sentTo(path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, location: response.headers.get('location') };
}

describe('the route an address names', () => {
  it('is the route, not the path: one label per route', async () => {
    expect((await read('/')).route).toBe('/');
    expect((await read('/vehiculos-0km/nissan')).route).toBe('/vehiculos-0km/:brand');
    expect((await read('/concesionario-digital/tus-datos/AB12CD34')).route).toBe(
      '/concesionario-digital/tus-datos/:operation_code',
    );
    expect((await read('/pagos/sandbox/AB12CD34')).route).toBe('/pagos/sandbox/:code');
    expect((await read('/api/v2/territorio/no-existe')).route).toBe('/api/*');
  });

  it("counts a client navigation's .data request as its page, and an unknown address as the not-found route", async () => {
    expect((await read('/vehiculos-0km/nissan.data')).route).toBe('/vehiculos-0km/:brand');
    expect((await read('/_root.data')).route).toBe('/');
    expect((await read('/no/existe/nada')).route).toBe('/*');
  });

  it('is read again from a development build that changes under the app', async () => {
    const development = addressesApp({ build: async () => build });
    const response = await development.request('/Vehiculos-0km/nissan');
    expect(response.headers.get('location')).toBe('/vehiculos-0km/nissan');
    const address = (await (await development.request('/admin')).json()) as SiteAddress;
    expect(address).toMatchObject({ route: '/admin', backOffice: true });
  });

  it('without a build, is one of the app’s own routes or none', async () => {
    const apiOnly = addressesApp({});
    expect(await (await apiOnly.request('/pagos/sandbox/AB12CD34')).json()).toMatchObject({
      route: '/pagos/sandbox/:code',
      personalData: true,
    });
    expect(await (await apiOnly.request('/concesionario-digital/tus-datos/AB12CD34')).json()).toMatchObject({
      personalData: false,
      loggablePath: '/…',
    });
    expect((await apiOnly.request('/Pagos/sandbox/AB12CD34')).headers.get('location')).toBe(
      '/pagos/sandbox/AB12CD34',
    );
  });
});

describe('another spelling of an address', () => {
  it('is sent to the route’s own, query kept: other capitals, escaped letters, trailing slashes', async () => {
    for (const [path, canonical] of [
      ['/Vehiculos-0KM/nissan', '/vehiculos-0km/nissan'],
      ['/VEHICULOS-0KM/nissan?orden=precio', '/vehiculos-0km/nissan?orden=precio'],
      ['/%76ehiculos-0km/nissan', '/vehiculos-0km/nissan'],
      ['/vehiculos%2D0km/nissan', '/vehiculos-0km/nissan'],
      ['/sitemap%2Exml', '/sitemap.xml'],
      ['/vehiculos-0km/nissan/', '/vehiculos-0km/nissan'],
      ['/vehiculos-0km/nissan//', '/vehiculos-0km/nissan'],
      ['//', '/'],
      ['/oportunidades/', '/oportunidades'],
      ['/Oportunidades/Nissan', '/oportunidades/Nissan'],
      ['/ADMIN', '/admin'],
      ['/Admin/Seccion-Nueva/7', '/admin/seccion-nueva/7'],
      ['/Pagos/Sandbox/AB12CD34', '/pagos/sandbox/AB12CD34'],
      ['/V2/Nissan/stock/12?x=1', '/v2/nissan/stock/12?x=1'],
      ['/Media/fotos/Auto.JPG', '/media/fotos/Auto.JPG'],
      ['/API/v2/territorio/no-existe', '/api/v2/territorio/no-existe'],
    ]) {
      expect(await sentTo(path as string), path).toEqual({ status: 301, location: canonical });
    }
  });

  it('keeps each parameter as the visitor wrote it, escapes and case', async () => {
    expect(await sentTo('/Concesionario-Digital/tus-datos/ab12cd34?firma=x')).toEqual({
      status: 301,
      location: '/concesionario-digital/tus-datos/ab12cd34?firma=x',
    });
    expect(await sentTo('/ADMIN/restablecer/Ab%2Fc-_x')).toEqual({
      status: 301,
      location: '/admin/restablecer/Ab%2Fc-_x',
    });
  });

  it("sends a page's .data request to the page's own .data address", async () => {
    for (const [path, canonical] of [
      [
        '/Concesionario-Digital/tus-datos/AB12CD34.data?_routes=step',
        '/concesionario-digital/tus-datos/AB12CD34.data?_routes=step',
      ],
      ['/vehiculos-0km/nissan/.data', '/vehiculos-0km/nissan.data'],
      ['/Admin.data', '/admin.data'],
      ['//.data', '/_root.data'],
    ]) {
      expect(await sentTo(path as string), path).toEqual({ status: 301, location: canonical });
    }
    expect((await read('/_root.data')).canonical).toBeUndefined();
  });

  it('keeps the method and body of anything but a read (308)', async () => {
    expect(
      await sentTo('/API/v2/territorio/dealership/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ).toEqual({ status: 308, location: '/api/v2/territorio/dealership/start' });
    expect(await sentTo('/Admin', { method: 'HEAD' })).toEqual({ status: 301, location: '/admin' });
  });

  it('is left alone where React Router would not read the same route: an escaped slash, a case-sensitive route', async () => {
    for (const path of [
      '/vehiculos-0km%2Fnissan',
      '/admin%2Frestablecer/x',
      '/%2Fvehiculos-0km/nissan',
      '/exacta',
      '/vehiculos-0km.DATA',
      // A dotless ı is no i to React Router's case-insensitive matching.
      '/adm%C4%B1n',
    ]) {
      const address = await read(path);
      expect(address.canonical, path).toBeUndefined();
      expect(address, path).toMatchObject({ route: '/*', personalData: false });
    }
    expect((await read('/Exacta')).route).toBe('/Exacta');
  });

  it('never leaves the not-found page, and never sends anyone to an address that names another host', async () => {
    for (const path of ['/No/Existe/', '//evil.example/x', '//', '/vehiculos-0km/%E0%A4%A']) {
      const response = await app.request(path);
      const location = response.headers.get('location');
      if (location !== null) expect(location, path).toBe('/');
      else expect(((await response.json()) as SiteAddress).canonical, path).toBeUndefined();
    }
  });
});

describe('the rules of the route', () => {
  it('follow the part of the site a route is in, listed or not', async () => {
    const rules = async (path: string) => {
      const { personalData, backOffice, api } = await read(path);
      return { personalData, backOffice, api };
    };
    const none = { personalData: false, backOffice: false, api: false };
    expect(await rules('/vehiculos-0km/nissan')).toEqual(none);
    expect(await rules('/no/existe')).toEqual(none);
    expect(await rules('/concesionario-digital/tus-datos/AB12CD34')).toEqual({ ...none, personalData: true });
    expect(await rules('/concesionario-digital/otro-paso/AB12CD34.data')).toEqual({
      ...none,
      personalData: true,
    });
    expect(await rules('/admin/seccion-nueva/7')).toEqual({ ...none, personalData: true, backOffice: true });
    expect(await rules('/admin/restablecer/x')).toEqual({ ...none, personalData: true, backOffice: true });
    expect(await rules('/admin.data')).toEqual({ ...none, personalData: true, backOffice: true });
    expect(await rules('/pagos/sandbox/AB12CD34')).toEqual({ ...none, personalData: true });
    expect(await rules('/v2/nissan/stock/12')).toEqual({ ...none, api: true });
    expect(await rules('/api/v2/territorio/no-existe')).toEqual({ ...none, api: true });
    const start = await app.request('/api/v2/territorio/dealership/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await start.json()).toMatchObject({ personalData: true, api: true });
  });

  it('log an address without the parameters of a route with personal data, nor what a catch-all took', async () => {
    for (const [path, logged] of [
      ['/concesionario-digital/tus-datos/ABCDEFGH2345', '/concesionario-digital/tus-datos/…'],
      ['/concesionario-digital/tus-datos/ABCDEFGH2345.data', '/concesionario-digital/tus-datos/….data'],
      ['/admin/restablecer/un-token-secreto', '/admin/restablecer/…'],
      ['/pagos/sandbox/ABCDEFGH2345', '/pagos/sandbox/…'],
      ['/admin', '/admin'],
      ['/vehiculos-0km/nissan', '/vehiculos-0km/nissan'],
      ['/vehiculos-0km/nissan.data', '/vehiculos-0km/nissan.data'],
      ['/concesionario-digital/reservado/ABCDEFGH2345/otra-cosa', '/…'],
      ['/api/v2/territorio/dealership/ABCDEFGH2345', '/api/…'],
      ['/', '/'],
    ]) {
      expect((await read(path as string)).loggablePath, path).toBe(logged);
    }
  });
});
