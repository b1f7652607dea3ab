import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobApplications, operations, payments, testDrives } from '../db/schema';
import { buildOperationApp, startOperation, updateOperation } from '../dealership/operations.fixtures';
import { storeCv } from '../leads/cv-storage';
import { createFolderStorage } from '../storage';
import { createTestDriveFleet, insertTestDrive } from '../test-drives/test-drives.fixtures';
import { applyRetention } from '.';

const DAY = 24 * 60 * 60 * 1000;
/** The clock the retention runs at: every age below is measured from it. */
const NOW = new Date('2027-06-15T12:00:00Z');

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'retention-'));
});
afterAll(async () => {
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const config = (overrides: Partial<Record<string, number>> = {}) => ({
  RETENTION_JOB_APPLICATIONS_MONTHS: 12,
  RETENTION_UNPAID_OPERATIONS_DAYS: 90,
  RETENTION_TEST_DRIVES_DAYS: 90,
  ...overrides,
});

async function application(receivedAt: Date) {
  const received = path.join(dataDir, `received-${receivedAt.getTime()}`);
  await fs.writeFile(received, '%PDF-1.4 curriculum');
  const stored = await storeCv(storage(), received, { ext: 'pdf', mimeType: 'application/pdf' }, receivedAt);
  const [row] = await handle.db
    .insert(jobApplications)
    .values({
      name: 'Ana',
      lastname: 'Pérez',
      cellphone: '2615551234',
      email: 'ana@example.com',
      cvPath: stored.key,
      cvMimeType: 'application/pdf',
      cvBytes: 19,
      createdAt: receivedAt,
    })
    .returning();
  if (!row) throw new Error('application not stored');
  return row;
}

/** The CVs in DATA_DIR/uploads, as the server keeps them without S3_BUCKET. */
const storage = () => createFolderStorage(path.join(dataDir, 'uploads'));
const storedFile = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));

const exists = (key: string) =>
  fs.access(storedFile(key)).then(
    () => true,
    () => false,
  );

describe('job applications (Ley 25.326)', () => {
  it('deletes the application and its CV file after the configured months, and keeps the newer ones', async () => {
    const old = await application(new Date('2026-06-14T12:00:00Z'));
    const recent = await application(new Date('2026-06-16T12:00:00Z'));

    const result = await applyRetention({
      db: handle.db,
      config: config(),
      storage: storage(),
      now: () => NOW,
    });
    expect(result.jobApplications).toBe(1);
    const left = await handle.db.select({ id: jobApplications.id }).from(jobApplications);
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    expect(await exists(old.cvPath)).toBe(false);
    expect(await exists(recent.cvPath)).toBe(true);

    // A shorter period, set in the configuration, applies on the next run.
    const shorter = await applyRetention({
      db: handle.db,
      config: config({ RETENTION_JOB_APPLICATIONS_MONTHS: 6 }),
      storage: storage(),
      now: () => NOW,
    });
    expect(shorter.jobApplications).toBe(1);
    expect(await handle.db.select().from(jobApplications)).toEqual([]);
    expect(await exists(recent.cvPath)).toBe(false);
  });

  it('deletes a row whose file is already gone', async () => {
    const row = await application(new Date('2025-01-01T12:00:00Z'));
    await fs.rm(storedFile(row.cvPath));
    const result = await applyRetention({
      db: handle.db,
      config: config(),
      storage: storage(),
      now: () => NOW,
    });
    expect(result.jobApplications).toBe(1);
  });
});

describe('operations never paid (Ley 25.326)', () => {
  const app = () => buildOperationApp(handle.db);

  async function operationLastChanged(daysAgo: number, personal = true) {
    const started = await startOperation(app(), await createStockUnit(handle.db));
    const view = personal
      ? ((
          await updateOperation(app(), started, {
            customer: { name: 'Juana', lastname: 'Gómez', dni: '30123456', telephone: '2614445566' },
            purchase: {
              birthdate: '1985-03-15',
              marital_status_id: 2,
              cuit: '27-12345678-0',
              iva_condition: 'monotributista',
            },
          })
        ).body.data as typeof started)
      : started;
    const [row] = await handle.db
      .update(operations)
      .set({ updatedAt: new Date(NOW.getTime() - daysAgo * DAY) })
      .where(eq(operations.code, view.code))
      .returning();
    if (!row) throw new Error('operation not stored');
    return row;
  }

  async function rowOf(id: number) {
    const [row] = await handle.db.select().from(operations).where(eq(operations.id, id));
    if (!row) throw new Error('operation gone');
    return row;
  }

  it('empties the personal data of an operation unchanged for the configured days, and only of those', async () => {
    const stale = await operationLastChanged(91);
    const fresh = await operationLastChanged(89);
    const result = await applyRetention({
      db: handle.db,
      config: config(),
      storage: storage(),
      now: () => NOW,
    });
    expect(result.operations).toBe(1);

    expect(await rowOf(stale.id)).toMatchObject({
      email: '',
      name: null,
      lastname: null,
      dni: null,
      telephone: null,
      birthdate: null,
      maritalStatusId: null,
      address: null,
      cuit: null,
      ivaCondition: null,
      // What is not personal stays: the unit, the amounts, the code.
      code: stale.code,
      stockUnitId: stale.stockUnitId,
      totalAmount: stale.totalAmount,
    });
    expect(await rowOf(fresh.id)).toMatchObject({
      email: 'juana@example.com',
      dni: '30123456',
      cuit: '27123456780',
    });

    // Run again: nothing left to do.
    expect(
      (await applyRetention({ db: handle.db, config: config(), storage: storage(), now: () => NOW }))
        .operations,
    ).toBe(0);
  });

  it('keeps the data of an operation with a payment that may have taken money, and strips one only rejected', async () => {
    const paid = await operationLastChanged(400);
    const rejected = await operationLastChanged(400);
    const base = {
      brandId: 1,
      gateway: 'sandbox' as const,
      amount: 200_000,
      installments: 1,
      paymentMethod: 'visa',
    };
    await handle.db.insert(payments).values([
      { ...base, operationId: paid.id, status: 'approved' },
      { ...base, operationId: rejected.id, status: 'rejected' },
    ]);
    await handle.db.update(operations).set({ status: 'cancelled' }).where(eq(operations.id, paid.id));

    await applyRetention({ db: handle.db, config: config(), storage: storage(), now: () => NOW });
    expect(await rowOf(paid.id)).toMatchObject({ email: 'juana@example.com', dni: '30123456' });
    expect(await rowOf(rejected.id)).toMatchObject({ email: '', dni: null });
  });

  it('never touches a reserved operation or one whose payment is under way', async () => {
    const reserved = await operationLastChanged(400);
    const pending = await operationLastChanged(400);
    await handle.db.update(operations).set({ status: 'reserved' }).where(eq(operations.id, reserved.id));
    await handle.db
      .update(operations)
      .set({ status: 'payment_pending' })
      .where(eq(operations.id, pending.id));
    await applyRetention({ db: handle.db, config: config(), storage: storage(), now: () => NOW });
    expect(await rowOf(reserved.id)).toMatchObject({ dni: '30123456' });
    expect(await rowOf(pending.id)).toMatchObject({ dni: '30123456' });
  });
});

describe('test drives (Ley 25.326)', () => {
  it('empty the buyer’s personal data the configured days after their time, and keep what was driven where and when', async () => {
    const fleet = await createTestDriveFleet(handle.db);
    const old = await insertTestDrive(handle.db, fleet, { startsAt: new Date(NOW.getTime() - 91 * DAY) });
    const recent = await insertTestDrive(handle.db, fleet, { startsAt: new Date(NOW.getTime() - 89 * DAY) });
    const result = await applyRetention({
      db: handle.db,
      config: config(),
      storage: storage(),
      now: () => NOW,
    });
    expect(result.testDrives).toBe(1);
    const [stripped] = await handle.db.select().from(testDrives).where(eq(testDrives.id, old.id));
    expect(stripped).toMatchObject({
      name: '',
      lastname: '',
      email: '',
      phone: '',
      dni: '',
      vehicle: old.vehicle,
    });
    expect(stripped?.startsAt).toEqual(old.startsAt);
    expect(stripped?.personalDataRemovedAt).not.toBeNull();
    const [kept] = await handle.db.select().from(testDrives).where(eq(testDrives.id, recent.id));
    expect(kept).toMatchObject({ name: 'Ana', dni: '30111222', personalDataRemovedAt: null });
    // Already emptied: a later run finds nothing more.
    expect(
      (await applyRetention({ db: handle.db, config: config(), storage: storage(), now: () => NOW }))
        .testDrives,
    ).toBe(0);
  });
});
