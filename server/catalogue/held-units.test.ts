/**
 * docs/product.md §4: a unit held by a buyer's open payment is not available. Every count and list of the catalogue API
 * leaves it out (families, versions, offers, similar units), the units list shows it held, and it is counted again as
 * soon as the hold lapses, without waiting for anything to write it down, or when the hold is given back.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createStockUnit, createVersion, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { stockUnits } from '../db/schema';
import { createDatabaseCatalogue } from './database-catalogue';

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  app = createTestApp(handle.db);
});
afterAll(() => handle.close());

async function data<T>(path: string): Promise<T> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type Counted = { id: number; stock_count: number; held_count?: number };

/** What the catalogue API says of the family and of each of its versions, and which units it offers. */
async function catalogueOf(familyId: number) {
  const family = (await data<Counted[]>('/v1/vw/stock/families')).find((f) => f.id === familyId);
  const versions = await data<Counted[]>(`/v1/vw/stock/subfamilies?family_id=${familyId}`);
  const units = await data<{ id: number; status: string; available: boolean }[]>(
    `/v1/vw/stock/stock?family_id=${familyId}`,
  );
  const offers = (await data<{ id: number; family_id: number }[]>('/v1/vw/offers'))
    .filter((offer) => offer.family_id === familyId)
    .map((offer) => offer.id);
  return {
    family: family && { stock: family.stock_count, held: family.held_count },
    versions: versions.map((version) => ({ stock: version.stock_count, held: version.held_count })),
    units: new Map(units.map((unit) => [unit.id, { status: unit.status, available: unit.available }])),
    offers,
  };
}

const holdFor = (minutes: number) => sql`now() + make_interval(mins => ${minutes})`;

/** A family of two versions: the first with an available unit and a held one, the second with only a held one. */
async function familyWithHolds() {
  const family = await createFamily(handle.db);
  const first = await createVersion(handle.db, { familyId: family.id });
  const second = await createVersion(handle.db, { familyId: family.id });
  const unit = (subfamilyId: number, color: string) =>
    createStockUnit(handle.db, { familyId: family.id, subfamilyId, color, discount: 500_000 });
  const free = await unit(first.id, 'Blanco');
  const held = await unit(first.id, 'Rojo');
  const onlyHeld = await unit(second.id, 'Azul');
  await handle.db
    .update(stockUnits)
    .set({ status: 'held', heldUntil: holdFor(20) })
    .where(sql`${stockUnits.id} in (${held.id}, ${onlyHeld.id})`);
  return { family, free, held, onlyHeld };
}

describe('a unit held by a buyer’s open payment', () => {
  it('is counted nowhere as available, and is listed as held', async () => {
    const { family, free, held, onlyHeld } = await familyWithHolds();
    const seen = await catalogueOf(family.id);
    expect(seen.family).toEqual({ stock: 1, held: 2 });
    expect(seen.versions).toEqual([
      { stock: 1, held: 1 },
      { stock: 0, held: 1 },
    ]);
    expect(seen.units.get(free.id)).toEqual({ status: 'available', available: true });
    expect(seen.units.get(held.id)).toEqual({ status: 'held', available: false });
    expect(seen.units.get(onlyHeld.id)).toEqual({ status: 'held', available: false });
    expect(seen.offers).toEqual([free.id]);

    // Offered instead of a unit that can't be reserved: only units that can be.
    const similar = await createDatabaseCatalogue(handle.db).unitAlternatives?.(1, {
      stock_id: free.id,
      limit: 100,
    });
    const similarIds = similar?.similar.map((unit) => unit.id) ?? [];
    expect(similarIds).not.toContain(held.id);
    expect(similarIds).not.toContain(onlyHeld.id);
  });

  it('is counted again the moment its hold lapses, before anything writes it down', async () => {
    const { family, held, onlyHeld } = await familyWithHolds();
    await handle.db
      .update(stockUnits)
      .set({ heldUntil: new Date(Date.now() - 1_000) })
      .where(sql`${stockUnits.id} in (${held.id}, ${onlyHeld.id})`);
    const seen = await catalogueOf(family.id);
    expect(seen.family).toEqual({ stock: 3, held: 0 });
    expect(seen.versions).toEqual([
      { stock: 2, held: 0 },
      { stock: 1, held: 0 },
    ]);
    expect(seen.units.get(held.id)).toEqual({ status: 'available', available: true });
  });

  it('is counted again when its hold is given back, and not when it is reserved', async () => {
    const { family, held, onlyHeld } = await familyWithHolds();
    await handle.db
      .update(stockUnits)
      .set({ status: 'available', heldUntil: null })
      .where(eq(stockUnits.id, held.id));
    await handle.db
      .update(stockUnits)
      .set({ status: 'reserved', heldUntil: null })
      .where(eq(stockUnits.id, onlyHeld.id));
    const seen = await catalogueOf(family.id);
    expect(seen.family).toEqual({ stock: 2, held: 0 });
    expect(seen.versions).toEqual([
      { stock: 2, held: 0 },
      { stock: 0, held: 0 },
    ]);
    expect(seen.offers).toContain(held.id);
    expect(seen.offers).not.toContain(onlyHeld.id);
  });
});
