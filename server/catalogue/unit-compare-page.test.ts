/**
 * docs/product.md §2 compare units, on the real page and a real database: units of several brands read by id, their
 * state by the one rule of what can be reserved (docs/product.md §4), a unit gone from the stock named as gone, and the
 * addresses the page refuses.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_TOO_MANY_MESSAGE } from '#domain/catalogue/unit-compare-query';
import { formatMoney } from '#domain/shared/money';
import { createFamily, createStockUnit, createUsdRate, createVersion } from '../../tests/support/factories';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { stockUnits } from '../db/schema';

const pages = adminPagesTestBed({ keep: pagesUnder('/vehiculos-0km/comparar'), brands: true });

/** The page's text, its tags taken out (the cells' words, in order), every space a plain one (money has hard ones). */
const textOf = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

let volkswagen: Awaited<ReturnType<typeof createStockUnit>>;
let baic: Awaited<ReturnType<typeof createStockUnit>>;

beforeAll(async () => {
  await createUsdRate(pages.db, 1_200);
  const polo = await createFamily(pages.db, { brandId: 1, name: 'Polo' });
  const track = await createVersion(pages.db, {
    familyId: polo.id,
    name: 'Track',
    features: ['6 airbags', 'Pantalla táctil de 6,5"', 'Aire acondicionado'],
  });
  volkswagen = await createStockUnit(pages.db, {
    brandId: 1,
    familyId: polo.id,
    subfamilyId: track.id,
    model: 'Polo Track',
    color: 'Blanco Cristal',
    discount: 500_000,
  });
  const bj40 = await createFamily(pages.db, { brandId: 6, name: 'BJ40', currency: 'usd' });
  const elite = await createVersion(pages.db, {
    familyId: bj40.id,
    name: 'Elite',
    features: ['6 airbags', 'Pantalla táctil de 14,6"', 'Techo panorámico'],
  });
  baic = await createStockUnit(pages.db, {
    brandId: 6,
    familyId: bj40.id,
    subfamilyId: elite.id,
    model: 'BJ40 Elite',
    color: 'Arena Desierto',
    location: 'San Rafael',
    listPrice: 40_000,
    licenseCost: 1_000,
    preparationCost: 500,
    deliveryPrice: 200,
  });
});

const compare = (query: string) => pages.app.request(`/vehiculos-0km/comparar${query}`);

describe('the compare page', () => {
  it('sets units of two brands side by side, their features compared by feature, their prices in pesos too', async () => {
    const response = await compare(`?unidades=${volkswagen.id},${baic.id}`);
    expect(response.status).toBe(200);
    const page = await html(response);
    const text = textOf(page);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain('Volkswagen Polo Track');
    expect(text).toContain('BAIC BJ40 Elite');
    expect(text).toMatch(/Marca Distinto Volkswagen BAIC/);
    // The same feature in other sizes, each its own; one the other lacks, No; one both have alike, unmarked.
    expect(text).toContain('Pantalla táctil Distinto Pantalla táctil de 6,5" Pantalla táctil de 14,6"');
    expect(text).toContain('Techo panorámico Distinto No Sí');
    expect(text).toContain('6 airbags Sí Sí');
    expect(text).toContain(
      textOf(
        `Precio final en pesos Distinto ${formatMoney(30_000_000 - 500_000 + 900_000 + 450_000, 'ars')} ${formatMoney((40_000 + 1_000 + 500) * 1_200, 'ars')} al dólar de hoy`,
      ),
    );
    expect(text).toContain('Descuento web Distinto');
    expect(page.match(/>Reservar online</g)).toHaveLength(2);
  });

  it('reads a repeated parameter as the comma list, each unit once', async () => {
    const text = textOf(
      await html(await compare(`?unidades=${volkswagen.id}&unidades=${baic.id},${volkswagen.id}`)),
    );
    expect(text).toContain('Comparación de 2 unidades');
  });

  it('shows a held unit as reserved for the moment, without Reservar online, and free again once its hold lapses', async () => {
    const held = await createStockUnit(pages.db, { brandId: 2, color: 'Rojo Carmín' });
    await pages.db
      .update(stockUnits)
      .set({ status: 'held', heldUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(stockUnits.id, held.id));
    const query = `?unidades=${volkswagen.id},${held.id}`;
    const whileHeld = textOf(await html(await compare(query)));
    expect(whileHeld).toMatch(/Estado Distinto Disponible Reservada por el momento/);
    expect(whileHeld).toContain('Otro comprador está pagando la seña.');
    expect(whileHeld.match(/Reservar online/g)).toHaveLength(1);

    await pages.db
      .update(stockUnits)
      .set({ heldUntil: new Date(Date.now() - 1_000) })
      .where(eq(stockUnits.id, held.id));
    const lapsed = textOf(await html(await compare(query)));
    expect(lapsed).toMatch(/Estado Disponible Disponible/);
    expect(lapsed.match(/Reservar online/g)).toHaveLength(2);
  });

  it('shows a reserved unit as reserved, and one sold as no longer available', async () => {
    const reserved = await createStockUnit(pages.db, { brandId: 4, status: 'reserved' });
    const sold = await createStockUnit(pages.db, { brandId: 4, status: 'sold' });
    const response = await compare(`?unidades=${reserved.id},${sold.id},${volkswagen.id}`);
    expect(response.status).toBe(200);
    const text = textOf(await html(response));
    expect(text).toMatch(/Estado Distinto Reservado Disponible/);
    expect(text).toContain(`Unidad n.º ${sold.id}: Esta unidad ya no está disponible.`);
    expect(text).toContain('Comparación de 2 unidades');
  });

  it('answers 404 when none of the units is in stock, naming them', async () => {
    const response = await compare('?unidades=999999998,999999999');
    expect(response.status).toBe(404);
    const text = textOf(await html(response));
    expect(text).toContain('Unidad n.º 999999998: Esta unidad ya no está disponible.');
    expect(text).toContain('Cómo comparar unidades');
  });

  it('refuses more than three units, or one that is no number, with 400 and why', async () => {
    const tooMany = await compare('?unidades=1,2,3,4');
    expect(tooMany.status).toBe(400);
    expect(textOf(await html(tooMany))).toContain(COMPARE_TOO_MANY_MESSAGE);
    const notANumber = await compare('?unidades=1,dos');
    expect(notANumber.status).toBe(400);
    expect(textOf(await html(notANumber))).toContain('«dos» no es un número de unidad válido.');
    expect((await compare('?unidades=1,2&diferencias=todas')).status).toBe(400);
  });

  it('explains how to compare when no unit is asked for', async () => {
    for (const query of ['', '?unidades=', '?unidades=,', '?unidades=%20,%20,']) {
      const response = await compare(query);
      expect(response.status).toBe(200);
      const page = await html(response);
      expect(textOf(page)).toContain('Cómo comparar unidades');
      expect(page).toContain('href="/favoritos"');
    }
  });

  it('shows only the differences with diferencias=1', async () => {
    const text = textOf(await html(await compare(`?unidades=${volkswagen.id},${baic.id}&diferencias=1`)));
    expect(text).toContain('solo lo que cambia');
    expect(text).not.toContain('6 airbags');
    expect(text).toContain('Techo panorámico Distinto');
    expect(text).toContain('Mostrar todo');
  });
});
