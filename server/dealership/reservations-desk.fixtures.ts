/**
 * Operations as the desk finds them, made straight in the database: a desk test needs dozens of operations in every
 * status and stage, which the public flow would take seconds each to reach. The flow itself is tested elsewhere.
 */
import { generateOperationCode, generateTransactionCode } from '#domain/operation/operation-code';
import { createStockUnit } from '../../tests/support/factories';
import type { Database } from '../db/client';
import { locations, operations, salespeople } from '../db/schema';

type NewOperation = typeof operations.$inferInsert;

/** An operation of a new unit of the brand (1 unless given), started by `email`; every column can be overridden. */
export async function createOperationRow(db: Database, overrides: Partial<NewOperation> = {}) {
  const brandId = overrides.brandId ?? 1;
  const unit = await createStockUnit(db, { brandId });
  const [row] = await db
    .insert(operations)
    .values({
      code: generateOperationCode(),
      brandId,
      stockUnitId: unit.id,
      family: 'FAMILIA',
      familyId: unit.familyId,
      model: unit.model,
      chassis: unit.chassis,
      currency: brandId === 6 ? 'usd' : 'ars',
      usdRate: brandId === 6 ? 1450 : null,
      email: 'comprador@example.com',
      unitPrice: 31_650_000,
      totalAmount: 31_650_000,
      pendingAmount: 31_650_000,
      transactionCode: generateTransactionCode(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('operation not created');
  return row;
}

let locationCount = 0;

const WEEKDAY_HOURS = [
  { from: '09:00', to: '13:00' },
  { from: '16:00', to: '20:00' },
];

/**
 * A branch as the demo's are: its appointment hours loaded, Monday to Friday 9 to 13 and 16 to 20, Saturday 9 to 13
 * (a branch without them takes no appointments, domain/back-office/branch-agenda.ts `NO_HOURS_REASON`).
 */
export async function createLocation(db: Database, name = `Sucursal ${++locationCount}`) {
  const [row] = await db
    .insert(locations)
    .values({
      name,
      province: 'Mendoza',
      address: 'San Martín 1000',
      mapUrl: 'https://maps.example/x',
      weeklyHours: [
        [],
        WEEKDAY_HOURS,
        WEEKDAY_HOURS,
        WEEKDAY_HOURS,
        WEEKDAY_HOURS,
        WEEKDAY_HOURS,
        [{ from: '09:00', to: '13:00' }],
      ],
    })
    .returning();
  if (!row) throw new Error('location not created');
  return row;
}

/** A public salesperson card, linked to a staff account when `accountId` is given (docs/decisions/0065). */
export async function createSalesperson(
  db: Database,
  brandId: number,
  fullname = 'Lucía Gómez',
  accountId: number | null = null,
) {
  const [row] = await db
    .insert(salespeople)
    .values({ brandId, fullname, whatsappNumber: '5492615550000', accountId })
    .returning();
  if (!row) throw new Error('salesperson not created');
  return row;
}
