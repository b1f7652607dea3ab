import { asc, sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase, selectRows } from '../../server/db/client';
import { tidyCatalogueTables } from '../../server/db/maintenance';
import { type STOCK_LOCATIONS, stockUnits } from '../../server/db/schema';
import { CATALOGUE } from '../../server/db/seed/catalogue';
import { createRandom } from '../../server/db/seed/prng';
import { buildVin, VIN_PATTERN } from '../../server/db/seed/vin';

type UnitRow = typeof stockUnits.$inferSelect;
type NewUnit = typeof stockUnits.$inferInsert;

interface Color {
  readonly name: string;
  readonly hex: string;
}

export interface LoadSummary {
  readonly before: number;
  readonly inserted: number;
  readonly after: number;
  readonly ms: number;
}

const BATCH_SIZE = 500;
/** Far above the demo's serial numbers; a collision with an existing chassis is still checked and skipped. */
const FIRST_SERIAL = 700_000;

// The demo catalogue's shares (server/db/seed/stock.ts), plus a few sold units, which a real table keeps.
const LOCATION_WEIGHTS: readonly (readonly [(typeof STOCK_LOCATIONS)[number], number])[] = [
  ['Godoy Cruz', 5],
  ['San Rafael', 2.5],
  ['San Juan', 2.5],
];
const STATUS_WEIGHTS = [
  ['available', 92],
  ['held', 1],
  ['reserved', 3],
  ['sold', 4],
] as const;

/** Pesos in whole thousands (discounts in fifty thousands), dollars in hundreds, as the demo prices them. */
const STEPS: Readonly<Record<string, { price: number; discount: number }>> = {
  ars: { price: 1_000, discount: 50_000 },
  usd: { price: 100, discount: 100 },
};

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function mean(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Adds `count` units spread over the catalogue already in the database, so the same families, versions and ids
 * answer with more stock: each version receives units in proportion to the units it already has (versions left
 * without stock on purpose stay so), prices stay within 2 % of the version's existing units of the same model
 * year, discounts are as frequent and as large as in the demo, and every chassis is a valid VIN unique in the table.
 * Deterministic: the same demo catalogue always receives the same units.
 */
export async function loadStockUnits(target: DatabaseTarget, count: number): Promise<LoadSummary> {
  const handle = await openDatabase(target);
  try {
    const { db } = handle;
    const started = performance.now();
    // In id order, so that the same demo catalogue always yields the same units.
    const existing = await db.select().from(stockUnits).orderBy(asc(stockUnits.id));
    if (existing.length === 0) throw new Error('the database has no stock units to model the new ones on');

    const unitsByVersion = new Map<number, UnitRow[]>();
    for (const unit of existing) {
      const list = unitsByVersion.get(unit.subfamilyId) ?? [];
      list.push(unit);
      unitsByVersion.set(unit.subfamilyId, list);
    }
    // The foreign keys guarantee these versions and their families exist: new units reuse their ids.
    const stockedVersions = [...unitsByVersion.entries()]
      .sort(([a], [b]) => a - b)
      .map(([versionId, units]) => [versionId, units.length] as const);

    const palettes = colorPalettes(existing);
    const chassisTaken = new Set(existing.map((unit) => unit.chassis));
    const random = createRandom('bench-stock-10k');
    let serial = FIRST_SERIAL;
    const heldUntil = new Date(Date.now() + 3 * 24 * 3600 * 1000);

    const units: NewUnit[] = [];
    for (let index = 0; index < count; index++) {
      const versionId = random.weighted(stockedVersions);
      const siblings = unitsByVersion.get(versionId) ?? [];
      const template = random.pick(siblings);
      const modelYear = random.chance(0.3) ? 2025 : 2026;
      const steps = STEPS[template.currency] ?? { price: 1, discount: 1 };
      // Near the version's current list price: a unit bought on an older or newer price list differs a little.
      const listPrice = roundTo(basePrice(siblings, modelYear) * random.between(0.98, 1.02), steps.price);
      // As in the demo: most of last year's units and about half of this year's are on offer.
      const discount = random.chance(modelYear === 2025 ? 0.8 : 0.55)
        ? roundTo(listPrice * random.between(0.025, template.currency === 'usd' ? 0.07 : 0.1), steps.discount)
        : 0;
      const specialDiscount = random.chance(0.14)
        ? roundTo(listPrice * random.between(0.01, 0.03), steps.discount)
        : 0;
      const color = random.pick(
        palettes.get(template.brandId) ?? [{ name: template.color, hex: template.colorHex }],
      );
      const status = random.weighted(STATUS_WEIGHTS);

      let chassis: string;
      do {
        chassis = nextChassis(template.chassis, modelYear, serial++);
      } while (chassisTaken.has(chassis));
      chassisTaken.add(chassis);

      units.push({
        brandId: template.brandId,
        familyId: template.familyId,
        subfamilyId: template.subfamilyId,
        model: template.model,
        chassis,
        doors: template.doors,
        color: color.name,
        colorHex: color.hex,
        location: random.weighted(LOCATION_WEIGHTS),
        currency: template.currency,
        modelYear,
        listPrice,
        discount,
        specialDiscount,
        licenseCost: template.licenseCost,
        preparationCost: template.preparationCost,
        deliveryPrice: template.deliveryPrice,
        status,
        heldUntil: status === 'held' ? heldUntil : null,
      });
    }

    // One transaction, statements of BATCH_SIZE rows: the statement-level triggers refresh each touched
    // family, version and offer once per statement, as an import would.
    await db.transaction(async (tx) => {
      for (let offset = 0; offset < units.length; offset += BATCH_SIZE) {
        await tx.insert(stockUnits).values(units.slice(offset, offset + BATCH_SIZE));
      }
    });
    // What the stock import does after writing, too.
    await tidyCatalogueTables(handle);
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from stock_units`,
    );
    return {
      before: existing.length,
      inserted: units.length,
      after: row?.count ?? 0,
      ms: performance.now() - started,
    };
  } finally {
    await handle.close();
  }
}

/** The average list price of a version's units of that model year; a year older lists about 4 % lower. */
function basePrice(siblings: readonly UnitRow[], modelYear: number): number {
  const sameYear = mean(
    siblings.filter((unit) => unit.modelYear === modelYear).map((unit) => unit.listPrice),
  );
  if (sameYear !== undefined) return sameYear;
  const all = siblings.map((unit) => unit.listPrice * 1.04 ** (modelYear - unit.modelYear));
  return mean(all) ?? 1;
}

/** The maker's paint list for each brand (as the demo uses), or the colours its units already have. */
function colorPalettes(existing: readonly UnitRow[]): Map<number, readonly Color[]> {
  const seen = new Map<number, Map<string, Color>>();
  for (const unit of existing) {
    const colors = seen.get(unit.brandId) ?? new Map<string, Color>();
    colors.set(unit.color, { name: unit.color, hex: unit.colorHex });
    seen.set(unit.brandId, colors);
  }
  const palettes = new Map<number, readonly Color[]>();
  for (const [brandId, colors] of seen) palettes.set(brandId, [...colors.values()]);
  for (const brand of CATALOGUE) palettes.set(brand.brandId, brand.colors);
  return palettes;
}

/** Keeps the maker, descriptor and plant of a sibling's VIN, with the new unit's model year and serial. */
function nextChassis(sibling: string, modelYear: number, serial: number): string {
  const vin = buildVin({
    wmi: sibling.slice(0, 3),
    vds: sibling.slice(3, 8),
    plant: sibling.slice(10, 11),
    modelYear,
    serial: serial % 1_000_000,
  });
  if (vin.length !== 17 || !VIN_PATTERN.test(vin)) throw new Error(`generated an invalid chassis ${vin}`);
  return vin;
}
