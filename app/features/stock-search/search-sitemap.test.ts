import { describe, expect, it } from 'vitest';
import {
  FACETS,
  type FacetChoice,
  type StockSearchQuery,
  type StockSearchResult,
} from '#domain/catalogue/stock-search';
import { indexableSearchPaths } from './search-sitemap';

/** A stock of Chevrolet SUVs and pick-ups and one Nissan sedan, as the search's facets count it. */
const STOCK: readonly { brand: string; body: string }[] = [
  { brand: 'chevrolet', body: 'suv' },
  { brand: 'chevrolet', body: 'suv' },
  { brand: 'chevrolet', body: 'pickup' },
  { brand: 'nissan', body: 'sedan' },
];

function counted(values: readonly string[], all: readonly string[]): FacetChoice[] {
  return all.map((value) => ({ value, label: value, count: values.filter((each) => each === value).length }));
}

async function search(query: StockSearchQuery): Promise<StockSearchResult> {
  const units = STOCK.filter((unit) => query.brand === undefined || unit.brand === query.brand);
  const facets = Object.fromEntries(
    FACETS.map((facet) => [facet, []]),
  ) as unknown as StockSearchResult['facets'];
  // A facet's counts leave its own filter out: every brand is counted whatever the brand asked.
  facets.brand = counted(
    STOCK.map((unit) => unit.brand),
    ['volkswagen', 'chevrolet', 'nissan', 'baic'],
  );
  facets.body_type = counted(
    units.map((unit) => unit.body),
    ['hatchback', 'sedan', 'suv', 'pickup'],
  );
  return {
    units: [],
    total: units.length,
    page: 1,
    page_size: 1,
    pages: units.length,
    facets,
    usd_rate: 1000,
  };
}

describe('indexableSearchPaths', () => {
  it('names the whole stock, each brand with units and each of its body types with units', async () => {
    expect(await indexableSearchPaths(search)).toEqual([
      '/vehiculos-0km/stock',
      '/vehiculos-0km/stock?marca=chevrolet',
      '/vehiculos-0km/stock?marca=chevrolet&carroceria=suv',
      '/vehiculos-0km/stock?marca=chevrolet&carroceria=pickup',
      '/vehiculos-0km/stock?marca=nissan',
      '/vehiculos-0km/stock?marca=nissan&carroceria=sedan',
    ]);
  });

  it('names none while the stock is empty', async () => {
    const empty = async (query: StockSearchQuery) => ({ ...(await search(query)), total: 0 });
    expect(await indexableSearchPaths(empty)).toEqual([]);
  });
});
