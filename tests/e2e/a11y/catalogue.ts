import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { familyCards } from '../support/offers';
import { openHydrated } from '../support/page-checks';
import {
  type FamilyCase,
  FIND_VERSION,
  findFamily,
  REQUEST_PRICES,
  VERSIONS_NOT_FOUND,
  versionCard,
  withPricesUnlocked,
} from '../versions-support';
import type { AxeCase } from './axe-case';

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

const brandPage = (slug: string): AxeCase => ({
  name: `/vehiculos-0km/${slug}`,
  tags: TAGS,
  open: (page) => openHydrated(page, `/vehiculos-0km/${slug}`),
});

/** The catalogue pages and their states that axe checks (a11y.spec.ts). Each brand has its own theme colours. */
export const CATALOGUE_AXE_CASES: readonly AxeCase[] = [
  {
    name: '/vehiculos-0km',
    tags: TAGS,
    open: (page) => openHydrated(page, '/vehiculos-0km'),
  },
  // Chevrolet's page has the OnStar banner besides its theme.
  ...['volkswagen', 'chevrolet', 'nissan'].map(brandPage),
  {
    // The page itself with the table added to it.
    name: '/vehiculos-0km/versiones/volkswagen/…, the compare table open',
    tags: TAGS,
    open: async (page, request) => {
      const found = await familyInStock(request, 'volkswagen');
      await openHydrated(page, found.path);
      const toggle = page.getByRole('button', { name: 'Comparar versiones' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: '/vehiculos-0km/versiones/nissan/…',
    tags: TAGS,
    open: async (page, request) => openHydrated(page, (await familyInStock(request, 'nissan')).path),
  },
  {
    name: '/vehiculos-0km/versiones/nissan/…, the price request open',
    tags: [...TAGS, '@price-request'],
    open: async (page, request) => {
      await openHydrated(page, (await familyInStock(request, 'nissan')).path);
      await page.getByRole('button', { name: REQUEST_PRICES }).first().click();
      await expect(page.getByRole('dialog', { name: REQUEST_PRICES })).toBeVisible();
    },
  },
  {
    name: '/vehiculos-0km/versiones/baic/…, prices shown',
    tags: TAGS,
    open: async (page, request) => {
      await openFamilyWithPrices(page, request, 'baic');
    },
  },
  {
    name: '/vehiculos-0km/versiones/volkswagen/…, the units overlay open',
    tags: TAGS,
    open: async (page, request) => {
      const found = await openFamilyWithPrices(page, request, 'volkswagen');
      const version = found.versions.find((candidate) => candidate.stock_count > 0);
      if (!version) throw new Error('unreachable');
      await versionCard(page, version.name).getByRole('button', { name: FIND_VERSION }).click();
      await expect(page.getByRole('dialog', { name: 'Unidades disponibles' })).toBeVisible();
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
  },
  {
    name: '/oportunidades/chevrolet',
    tags: ['@offers'],
    open: (page) => openHydrated(page, '/oportunidades/chevrolet'),
  },
  {
    name: '/oportunidades/volkswagen, a family’s units open',
    tags: ['@offers'],
    open: async (page) => {
      await openHydrated(page, '/oportunidades/volkswagen');
      const opener = familyCards(page, 'Volkswagen').first().getByRole('button');
      const name = (await opener.textContent()) ?? '';
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    },
  },
];
