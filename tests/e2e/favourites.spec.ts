import { type APIRequestContext, expect, test } from '@playwright/test';
import { findBrandById } from '#domain/catalogue/brands';
import type { StockUnit } from '#domain/catalogue/catalogue';
import { FAVOURITES_KEY, type SavedUnitRecord } from '../../app/features/favourites/favourites-store';
import { expectTestDriveLink } from './support/catalogue-helpers';
import { DEALERSHIP_API, findReservedUnit, heldOperation, uniqueEmail } from './support/dealership-helpers';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  waitForHydration,
} from './support/page-checks';
import {
  buyPath,
  FIND_VERSION,
  familiesOf,
  findFamily,
  HELD_LABEL,
  unitsOf,
  versionCard,
  versionsBrand,
  versionsPath,
  withPricesUnlocked,
} from './versions-support';

/*
 * Favourites without an account (docs/decisions/0079): a unit saved with the heart of the units list is listed at
 * /favoritos with its price and state read from the server, and removed from there; a unit saved that another buyer
 * holds or reserved since says so.
 */

/** A unit as the heart of its units list saves it (app/features/favourites/favourites-store.ts), with its family. */
async function savedRecordOf(request: APIRequestContext, unit: StockUnit) {
  const brand = versionsBrand(findBrandById(unit.brand_id)?.slug ?? '');
  const family = (await familiesOf(request, brand)).find((candidate) => candidate.id === unit.family_id);
  if (!family) throw new Error(`Unit ${unit.id} names a family its brand does not list`);
  const record: SavedUnitRecord = {
    id: unit.id,
    chassis: unit.chassis,
    brandId: unit.brand_id,
    familyId: unit.family_id,
    versionId: unit.subfamily_id,
    model: unit.model,
    color: unit.color,
    buyPath: buyPath(brand, family, unit),
    versionsPath: versionsPath(brand, family),
  };
  return { record, brand, family };
}
test.describe('favourites (/favoritos)', { tag: ['@vehicles'] }, () => {
  test('a unit saved from the units list shows at /favoritos with Reservar online, and is removed from there', async ({
    page,
    request,
  }) => {
    const found = await findFamily(request, ['volkswagen', 'chevrolet'], (versions) =>
      versions.some((version) => version.stock_count > 0),
    );
    if (!found) throw new Error('The demo catalogue has no family with stock');
    const version = found.versions.find((candidate) => candidate.stock_count > 0);
    if (!version) throw new Error('unreachable');
    const unit = (await unitsOf(request, found.brand, found.family.id, version.id)).find(
      (candidate) => candidate.available,
    );
    if (!unit) throw new Error(`${version.name} has stock but no unit to reserve`);
    const heartName = `Guardar en favoritos: ${unit.model} ${unit.color}`;

    await test.step('nothing saved yet: the empty state, with the way to the catalogue', async () => {
      await page.goto('/favoritos');
      await waitForHydration(page);
      await expect(page).toHaveTitle(/^Tus favoritos \|/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { name: 'Todavía no guardaste ninguna unidad' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver vehículos 0 km' })).toHaveAttribute(
        'href',
        '/vehiculos-0km',
      );
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });

    await test.step('the heart of a unit in the units list saves it', async () => {
      await withPricesUnlocked(page);
      await page.goto(found.path);
      await waitForHydration(page);
      // By keyboard, as a keyboard user reaches the heart (the focus ring shows for keyboard focus).
      await versionCard(page, version.name).getByRole('button', { name: FIND_VERSION }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Unidades disponibles' });
      const item = dialog.getByRole('article').filter({ hasText: unit.chassis });
      const heart = item.getByRole('button', { name: heartName });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const size = await heart.boundingBox();
      expect(size?.width).toBeGreaterThanOrEqual(44);
      expect(size?.height).toBeGreaterThanOrEqual(44);
      await heart.focus();
      expect(await hasVisibleFocus(heart)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const link = dialog.getByRole('link', { name: 'Ver tus favoritos (1)' });
      await expect(link).toBeVisible();
      await expectNoHorizontalScroll(page);
      await link.click();
    });

    await test.step('/favoritos lists it with its current data and Reservar online', async () => {
      await expect(page).toHaveURL(/\/favoritos$/);
      const saved = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: unit.model }) });
      await expect(saved).toHaveCount(1);
      await expect(saved.getByText(unit.color, { exact: true })).toBeVisible();
      await expect(saved.getByText(String(unit.model_year), { exact: true })).toBeVisible();
      await expect(saved.getByText(unit.location, { exact: true })).toBeVisible();
      await expect(saved.getByRole('link', { name: 'Reservar online' })).toHaveAttribute(
        'href',
        buyPath(found.brand, found.family, unit),
      );
      await expectTestDriveLink(saved.getByRole('link', { name: 'Manejalo antes' }), {
        brand: found.brand.slug,
        familyName: found.family.name,
        versionId: version.id,
      });
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('favoritos.png'), fullPage: true });
    });

    await test.step('the confirmation page shows the same unit saved, with its heart pressed', async () => {
      await page.goto(buyPath(found.brand, found.family, unit));
      await waitForHydration(page);
      const heart = page.getByRole('button', { name: heartName });
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.screenshot({ path: test.info().outputPath('confirmacion.png') });
      await page.goto('/favoritos');
      await waitForHydration(page);
    });

    await test.step('another tab sees the same favourites, and removing it leaves the empty state', async () => {
      const other = await page.context().newPage();
      await other.goto('/favoritos');
      await waitForHydration(other);
      await expect(other.getByRole('main').getByRole('link', { name: 'Reservar online' })).toHaveCount(1);

      await page.getByRole('button', { name: 'Quitar de favoritos' }).click();
      await expect(page.getByRole('heading', { name: 'Todavía no guardaste ninguna unidad' })).toBeVisible();
      // The storage event reaches the other tab.
      await expect(other.getByRole('heading', { name: 'Todavía no guardaste ninguna unidad' })).toBeVisible();
      await other.close();
    });
  });

  test('a saved unit another buyer holds, and one reserved, say so at /favoritos, without Reservar online', async ({
    page,
    request,
  }) => {
    // The hold is made through the product API, as another buyer's 'Ir al pago de la seña' makes it.
    const email = uniqueEmail('favorito-apartado');
    const held = await heldOperation(request, 'nissan', email);
    try {
      const { unit: reserved } = await findReservedUnit(request);
      const heldCase = await savedRecordOf(request, held.unit);
      const records = [heldCase.record, (await savedRecordOf(request, reserved)).record];
      await page.addInitScript(
        ([key, value]) => {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        },
        [FAVOURITES_KEY, JSON.stringify({ v: 1, units: records })] as const,
      );
      await page.goto('/favoritos');
      await waitForHydration(page);
      const item = (unit: StockUnit) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { name: unit.model }) });

      await test.step('the held unit: reserved for the moment, and why it may come free', async () => {
        const saved = item(held.unit);
        await expect(saved.getByText(HELD_LABEL, { exact: true })).toBeVisible();
        await expect(saved.getByText('Otro comprador está pagando la seña.', { exact: false })).toBeVisible();
        await expect(saved.getByRole('link', { name: 'Reservar online' })).toHaveCount(0);
        // A held unit's version can still be driven.
        await expectTestDriveLink(saved.getByRole('link', { name: 'Manejalo antes' }), {
          brand: heldCase.brand.slug,
          familyName: heldCase.family.name,
          versionId: held.unit.subfamily_id,
        });
      });

      await test.step('the reserved unit: Reservado', async () => {
        const saved = item(reserved);
        await expect(saved.getByText('Reservado', { exact: true })).toBeVisible();
        await expect(saved.getByRole('link', { name: 'Reservar online' })).toHaveCount(0);
      });
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    } finally {
      // Withdrawing the unpaid operation gives the unit back (docs/product.md §4).
      const cancelled = await request.post(DEALERSHIP_API.cancel, {
        data: { code: held.operation.code, email },
      });
      expect(cancelled.status(), 'the hold is given back').toBe(200);
    }
  });
});
