import { describe, expect, it } from 'vitest';
import { stockSearchQuerySchema } from '#domain/catalogue/stock-search-query';
import { searchCanonical, stockSearchPagePath } from './search-canonical';

/** The search an address asks, read as the page reads it. */
const canonicalOf = (address: string) =>
  searchCanonical(stockSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(address))));

describe('searchCanonical', () => {
  it.each([
    ['', '/vehiculos-0km/stock'],
    ['marca=chevrolet', '/vehiculos-0km/stock?marca=chevrolet'],
    ['marca=chevrolet&carroceria=suv', '/vehiculos-0km/stock?marca=chevrolet&carroceria=suv'],
    // The same search written in another order, or saying it is the first page, is the same page.
    ['carroceria=suv&marca=chevrolet', '/vehiculos-0km/stock?marca=chevrolet&carroceria=suv'],
    ['marca=nissan&pagina=1', '/vehiculos-0km/stock?marca=nissan'],
    // A cleared field of a form sent without scripts asks nothing.
    ['marca=baic&familia=&precio_max=', '/vehiculos-0km/stock?marca=baic'],
  ])('indexes ?%s at %s', (address, path) => {
    expect(canonicalOf(address)).toEqual({ path, indexable: true });
  });

  it.each([
    ['carroceria=suv', '/vehiculos-0km/stock'],
    ['precio_max=40000000', '/vehiculos-0km/stock'],
    ['orden=precio', '/vehiculos-0km/stock'],
    ['pagina=2', '/vehiculos-0km/stock'],
    ['marca=chevrolet&orden=-precio', '/vehiculos-0km/stock?marca=chevrolet'],
    ['marca=chevrolet&combustible=diesel', '/vehiculos-0km/stock?marca=chevrolet'],
    ['marca=chevrolet&carroceria=pickup&pagina=3', '/vehiculos-0km/stock?marca=chevrolet&carroceria=pickup'],
    [
      'precio_max=40000000&carroceria=suv&marca=chevrolet&orden=precio',
      '/vehiculos-0km/stock?marca=chevrolet&carroceria=suv',
    ],
    ['marca=volkswagen&ofertas=1', '/vehiculos-0km/stock?marca=volkswagen'],
    ['marca=volkswagen&por_pagina=60', '/vehiculos-0km/stock?marca=volkswagen'],
    ['familia=12&marca=volkswagen&carroceria=suv', '/vehiculos-0km/stock?marca=volkswagen&carroceria=suv'],
  ])('keeps ?%s out of the index, pointing at %s', (address, path) => {
    expect(canonicalOf(address)).toEqual({ path, indexable: false });
  });

  it('leaves out an offers filter that asks nothing', () => {
    expect(canonicalOf('marca=chevrolet&ofertas=0')).toEqual({
      path: '/vehiculos-0km/stock?marca=chevrolet',
      indexable: true,
    });
  });
});

describe('stockSearchPagePath', () => {
  it('writes every filter in the schema’s order, each once, and nothing for what the search leaves out', () => {
    expect(
      stockSearchPagePath({
        order: 'descuento',
        branch: 'San Juan',
        price_max: 40_000_000,
        brand: 'chevrolet',
        offers_only: true,
        page: 2,
      }),
    ).toBe(
      '/vehiculos-0km/stock?marca=chevrolet&precio_max=40000000&sucursal=San+Juan&ofertas=1&orden=descuento&pagina=2',
    );
    expect(stockSearchPagePath({ offers_only: false })).toBe('/vehiculos-0km/stock');
  });
});
