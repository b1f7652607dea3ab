import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Family } from '#domain/catalogue/catalogue';
import { toRouteParam } from '#domain/shared/route-params';

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

/**
 * One h1, and no heading that skips a level after the one before it, within `scope` (the page's main, or the whole
 * document). With `startsWithH1`, the first heading of the scope is the h1.
 */
export async function expectHeadingsInOrder(scope: Locator, { startsWithH1 = true } = {}): Promise<void> {
  await expect(scope.getByRole('heading', { level: 1 })).toHaveCount(1);
  const levels = await scope
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  if (startsWithH1) expect(levels[0], 'the first heading is the h1').toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0)
      expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  }
}

/**
 * Scrolls to the footer, then has every picture of the page load (lazy ones too) and waits until each one has
 * loaded or failed: the page as a visitor who scrolled through it sees it, reached by waiting for the pictures
 * themselves rather than for the network to fall quiet.
 */
export async function loadEveryPicture(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), {
      message: 'every picture has loaded',
    })
    .toBe(true);
}

/**
 * window.scrollY once it has held still for a few animation frames: smooth scrolling (html has scroll-behavior:
 * smooth) moves the page on every frame until it arrives, so frames, not a clock, tell when it has stopped.
 */
export function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          const now = window.scrollY;
          if (now === last) still++;
          else {
            still = 0;
            last = now;
          }
          if (still >= 5) resolve(now);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * 'Manejalo antes' of a unit or a version (docs/product.md §2 "Prueba de manejo"): the booking page's address, with the
 * brand, the family (as its versions page names it) and the version chosen.
 */
export async function expectTestDriveLink(
  link: Locator,
  chosen: { brand: string; familyName: string; versionId: number },
): Promise<void> {
  await expect(link).toHaveText('Manejalo antes');
  const url = new URL((await link.getAttribute('href')) ?? '', 'http://localhost');
  expect(url.pathname).toBe('/prueba-de-manejo');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    marca: chosen.brand,
    familia: toRouteParam(chosen.familyName),
    version: String(chosen.versionId),
  });
}
