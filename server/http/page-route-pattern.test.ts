import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutePatterns } from './page-route-pattern';

/** The shape of the build's route manifest, for the routes that matter here. */
const build = {
  routes: {
    root: { id: 'root', path: '' },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true },
    'routes/vehiculos-0km.brand': {
      id: 'routes/vehiculos-0km.brand',
      parentId: 'root',
      path: 'vehiculos-0km/:brand',
    },
    'routes/concesionario-digital.tus-datos': {
      id: 'routes/concesionario-digital.tus-datos',
      parentId: 'root',
      path: 'concesionario-digital/tus-datos/:operation_code',
    },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
  },
} as unknown as ServerBuild;

describe('page route patterns', () => {
  const patternOf = pageRoutePatterns(build);

  it('names the route a path matches, not the path', () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/vehiculos-0km/nissan')).toBe('/vehiculos-0km/:brand');
    expect(patternOf('/concesionario-digital/tus-datos/AB12CD34')).toBe(
      '/concesionario-digital/tus-datos/:operation_code',
    );
  });

  it("counts a client navigation's .data request as its page, and an unknown address as the not-found route", () => {
    expect(patternOf('/vehiculos-0km/nissan.data')).toBe('/vehiculos-0km/:brand');
    expect(patternOf('/_root.data')).toBe('/');
    expect(patternOf('/no/existe/nada')).toBe('/*');
  });
});
