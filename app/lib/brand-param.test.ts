import { describe, expect, it } from 'vitest';
import { brandFromParam } from './brand-param';

const BRANDS = [{ slug: 'chevrolet' }, { slug: 'nissan' }] as const;
const pathFor = (slug: string) => `/oportunidades/${slug}`;
const address = (path: string) => new URL(`http://localhost${path}`);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('the brand of a page address', () => {
  it('is none without the segment, and the brand the segment names', () => {
    expect(brandFromParam(undefined, BRANDS, pathFor, address('/oportunidades'))).toBeNull();
    expect(brandFromParam('nissan', BRANDS, pathFor, address('/oportunidades/nissan'))).toBe(BRANDS[1]);
  });

  it('answers 404 for a brand the page does not show', () => {
    const error = thrown(() => brandFromParam('ford', BRANDS, pathFor, address('/oportunidades/ford')));
    // A loader's thrown `data(null, { status: 404 })`: the router renders it as the 404 page.
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });

  it('sends a capitalised segment to the lower-case address for good, query string kept', () => {
    const response = thrown(() =>
      brandFromParam('Nissan', BRANDS, pathFor, address('/oportunidades/Nissan?source=campaign')),
    ) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/oportunidades/nissan?source=campaign');
  });
});
