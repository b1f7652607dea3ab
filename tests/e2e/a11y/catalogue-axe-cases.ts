import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { familyCards } from '../support/offers-helpers';
import { openHydrated } from '../support/page-checks';
import {
  type FamilyCase,
  FIND_VERSION,
  findFamily,
  REQUEST_PRICES,
  VERSIONS_NOT_FOUND,
  withPricesUnlocked,
} from '../versions-support';
import { type AxeCase, type AxeState, followLink, followTab, mainHeading } from './axe-case';

const TAGS = ['@vehicles'];

/** The first family of the brand with a version in stock, as the demo catalogue has for every brand. */
async function familyInStock(request: APIRequestContext, slug: string): Promise<FamilyCase> {
  const found = await findFamily(request, [slug], (versions) =>
    versions.some((version) => version.stock_count > 0),
  );
  if (!found) throw new Error(`The demo catalogue has no ${slug} family with stock`);
  return found;
}

async function openFamilyWithPrices(
  page: Page,
  request: APIRequestContext,
  slug: string,
): Promise<FamilyCase> {
  const found = await familyInStock(request, slug);
  await withPricesUnlocked(page);
  await openHydrated(page, found.path);
  await expect(page.getByRole('button', { name: FIND_VERSION }).first()).toBeVisible();
  return found;
}

const brandPage = (brand: string): AxeState => ({
  name: `/vehiculos-0km/${brand.toLowerCase()}, by its link`,
  reach: async (page) => {
    if (new URL(page.url()).pathname !== '/vehiculos-0km') await page.goBack();
    const link = page.getByRole('link', { name: `Ver modelos ${brand}` });
    await followLink(page, link, `/vehiculos-0km/${brand.toLowerCase()}`);
    await expect(mainHeading(page, `${brand} 0 km`)).toBeVisible();
  },
});

/** The catalogue pages and their states that axe checks (a11y.spec.ts). Each brand has its own theme colours. */
export const CATALOGUE_AXE_CASES: readonly AxeCase[] = [
  {
    name: '/vehiculos-0km',
    tags: TAGS,
    open: (page) => openHydrated(page, '/vehiculos-0km'),
    // Chevrolet's page has the OnStar banner besides its theme.
    next: ['Volkswagen', 'Chevrolet', 'Nissan'].map(brandPage),
  },
  {
    name: '/vehiculos-0km/versiones/volkswagen/…, prices shown',
    tags: TAGS,
    open: async (page, request) => {
      await openFamilyWithPrices(page, request, 'volkswagen');
    },
    next: [
      {
        name: 'the units overlay open',
        reach: async (page) => {
          await page.getByRole('button', { name: FIND_VERSION }).first().click();
          await expect(page.getByRole('dialog', { name: 'Unidades disponibles' })).toBeVisible();
        },
      },
      {
        // The page itself with the table added to it.
        name: 'the units overlay closed, the compare table open',
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
          const toggle = page.getByRole('button', { name: 'Comparar versiones' });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('table')).toBeVisible();
        },
      },
    ],
  },
  {
    name: '/vehiculos-0km/versiones/nissan/…',
    tags: [...TAGS, '@price-request'],
    open: async (page, request) => openHydrated(page, (await familyInStock(request, 'nissan')).path),
    next: [
      {
        name: 'the price request open',
        reach: async (page) => {
          await page.getByRole('button', { name: REQUEST_PRICES }).first().click();
          await expect(page.getByRole('dialog', { name: REQUEST_PRICES })).toBeVisible();
        },
      },
    ],
  },
  {
    name: '/vehiculos-0km/versiones/baic/…, prices shown',
    tags: TAGS,
    open: async (page, request) => {
      await openFamilyWithPrices(page, request, 'baic');
    },
  },
  {
    name: '/vehiculos-0km/versiones/…, an unknown family (404)',
    tags: TAGS,
    open: async (page) => {
      await openHydrated(page, '/vehiculos-0km/versiones/volkswagen/polo/999999');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VERSIONS_NOT_FOUND);
    },
  },
  {
    name: '/oportunidades',
    tags: ['@offers'],
    open: (page) => openHydrated(page, '/oportunidades'),
    next: [
      {
        name: '/oportunidades/chevrolet, by its tab',
        reach: (page) => followTab(page, 'Chevrolet', '/oportunidades/chevrolet'),
      },
      {
        name: '/oportunidades/volkswagen, by its tab, a family’s units open',
        reach: async (page) => {
          await followTab(page, 'Volkswagen', '/oportunidades/volkswagen');
          const opener = familyCards(page, 'Volkswagen').first().getByRole('button');
          const name = (await opener.textContent()) ?? '';
          await opener.click();
          const dialog = page.getByRole('dialog', { name });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
        },
      },
    ],
  },
];
