import { type APIRequestContext, expect } from '@playwright/test';
import type { Family } from '../../../domain/catalogue';

export interface CatalogueBrand {
  slug: string;
  name: string;
  styleKey: string;
  /** The dealer-intranet endpoint of docs/product.md §7 that lists the brand's families. */
  familiesPath: string;
}

/** docs/product.md §3 catalogue brands, in the order the families page shows them. */
export const CATALOGUE_BRANDS: readonly CatalogueBrand[] = [
  { slug: 'volkswagen', name: 'Volkswagen', styleKey: 'vw', familiesPath: '/v1/vw/stock/families' },
  { slug: 'chevrolet', name: 'Chevrolet', styleKey: 'gm', familiesPath: '/v1/gm/stock/families' },
  { slug: 'nissan', name: 'Nissan', styleKey: 'nissan', familiesPath: '/v2/nissan/family' },
  { slug: 'baic', name: 'BAIC', styleKey: 'baic', familiesPath: '/v2/baic/family' },
];

export function catalogueBrand(slug: string): CatalogueBrand {
  const brand = CATALOGUE_BRANDS.find((candidate) => candidate.slug === slug);
  if (!brand) throw new Error(`Not a catalogue brand: ${slug}`);
  return brand;
}

/**
 * The families the server knows, read from its own intranet API: the demo data set may change, so specs compare the
 * page with the catalogue instead of hard-coding model names.
 */
export async function familiesOf(request: APIRequestContext, brand: CatalogueBrand): Promise<Family[]> {
  const response = await request.get(brand.familiesPath);
  expect(response.status(), `${brand.familiesPath} answers`).toBe(200);
  const body = (await response.json()) as { data: Family[] };
  expect(body.data.length, `${brand.name} has families in the demo catalogue`).toBeGreaterThan(0);
  return body.data;
}

/** How React escapes text in server HTML, so a family name can be looked up in the raw page. */
export function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
