import { BRANDS } from '#domain/catalogue/brands';
import type { Database } from '../../server/db/client';
import {
  brands,
  creditPlans,
  families,
  savingsPlans,
  stockUnits,
  usdRates,
  versions,
} from '../../server/db/schema';

type NewFamily = typeof families.$inferInsert;
type NewVersion = typeof versions.$inferInsert;
type NewStockUnit = typeof stockUnits.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

// VIN characters exclude I, O and Q.
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A valid 17-character chassis number, unique within the test file (each file has a database of its own). */
export function uniqueChassis(): string {
  let n = next();
  let tail = '';
  for (let i = 0; i < 8; i++) {
    tail = VIN_ALPHABET[n % VIN_ALPHABET.length] + tail;
    n = Math.floor(n / VIN_ALPHABET.length);
  }
  return `9BWTEST00${tail}`;
}

/** The five brands of docs/product.md §3; every other row refers to one of them. */
export async function insertBrands(db: Database): Promise<void> {
  await db
    .insert(brands)
    .values(BRANDS.map((brand) => ({ id: brand.id, slug: brand.slug, name: brand.name })))
    .onConflictDoNothing();
}

export async function createFamily(db: Database, overrides: Partial<NewFamily> = {}) {
  const n = next();
  const [family] = await db
    .insert(families)
    .values({
      brandId: 1,
      family: `FAMILIA-${n}`,
      name: `Familia ${n}`,
      bodyStyle: 'suv',
      sortOrder: n,
      ...overrides,
    })
    .returning();
  if (!family) throw new Error('family not created');
  return family;
}

export async function createVersion(db: Database, overrides: Partial<NewVersion> & { familyId: number }) {
  const n = next();
  const [version] = await db
    .insert(versions)
    .values({
      name: `Versión ${n}`,
      features: ['6 airbags', 'Control de estabilidad'],
      sortOrder: n,
      ...overrides,
    })
    .returning();
  if (!version) throw new Error('version not created');
  return version;
}

/** A stock unit; without a family or version it gets new ones of its brand. */
export async function createStockUnit(db: Database, overrides: Partial<NewStockUnit> = {}) {
  const brandId = overrides.brandId ?? 1;
  const familyId = overrides.familyId ?? (await createFamily(db, { brandId })).id;
  const subfamilyId = overrides.subfamilyId ?? (await createVersion(db, { familyId })).id;
  const [unit] = await db
    .insert(stockUnits)
    .values({
      brandId,
      familyId,
      subfamilyId,
      model: 'Modelo de prueba',
      chassis: uniqueChassis(),
      doors: 5,
      color: 'Blanco Cristal',
      colorHex: '#f4f5f0',
      location: 'Godoy Cruz',
      currency: brandId === 6 ? 'usd' : 'ars',
      modelYear: 2026,
      listPrice: 30_000_000,
      discount: 0,
      specialDiscount: 0,
      licenseCost: 900_000,
      preparationCost: 450_000,
      deliveryPrice: 300_000,
      ...overrides,
    })
    .returning();
  if (!unit) throw new Error('stock unit not created');
  return unit;
}

export async function createSavingsPlan(
  db: Database,
  overrides: Partial<typeof savingsPlans.$inferInsert> = {},
) {
  const [plan] = await db
    .insert(savingsPlans)
    .values({
      brandId: 1,
      product: 'Autoahorro Volkswagen',
      name: 'Plan 84 cuotas 100%',
      model: 'Polo Track',
      family: 'POLO',
      installments: 84,
      initialInstallment: 450_000,
      firstInstallment: 380_000,
      integration: '100%',
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('savings plan not created');
  return plan;
}

export async function createCreditPlan(
  db: Database,
  overrides: Partial<typeof creditPlans.$inferInsert> = {},
) {
  const [plan] = await db
    .insert(creditPlans)
    .values({
      brandId: 1,
      bank: 'Banco de Prueba',
      name: 'Prendario 24 meses',
      months: 24,
      annualRatePct: 30,
      maxAmount: 20_000_000,
      maxSharePct: 70,
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('credit plan not created');
  return plan;
}

export async function createUsdRate(db: Database, value = 1450, effectiveAt = new Date()) {
  await db.insert(usdRates).values({ value, effectiveAt });
}
