import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeskFilters } from '#domain/back-office/reservations-desk';
import { parseDeskQuery } from '#domain/back-office/reservations-desk-query';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import {
  mailOutbox,
  operationEvents,
  operations,
  operationUsedVehicles,
  payments,
  staffAccounts,
} from '../db/schema';
import { createValuationRow } from './operations.fixtures';
import { createLocation, createOperationRow, createSalesperson } from './reservations-desk.fixtures';
import { listReservations, reservationDetail } from './reservations-desk-source';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await insertBrands(db);
});
afterAll(async () => {
  await handle.close();
});

const filters = (overrides: Partial<DeskFilters> = {}): DeskFilters => ({
  dateField: 'creada',
  page: 1,
  ...overrides,
});

const codes = async (scope: 'all' | number[], given: Partial<DeskFilters> = {}) =>
  (await listReservations(db, scope, filters(given))).rows.map((row) => row.code);

describe('the desk list', () => {
  beforeEach(async () => {
    await db.delete(operations);
  });

  it('lists every status and stage, newest first, with one Spanish stage per operation', async () => {
    const base = Date.parse('2026-11-20T15:00:00Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const started = await createOperationRow(db, { createdAt: at(0) });
    const pending = await createOperationRow(db, { status: 'payment_pending', createdAt: at(1) });
    const reserved = await createOperationRow(db, {
      status: 'reserved',
      reservedAt: at(3),
      createdAt: at(2),
    });
    const delivered = await createOperationRow(db, {
      status: 'reserved',
      fulfilment: 'delivered',
      deliveredAt: at(10),
      createdAt: at(3),
    });
    const cancelled = await createOperationRow(db, { status: 'cancelled', createdAt: at(4) });

    const list = await listReservations(db, 'all', filters());
    expect(list.rows.map((row) => [row.code, row.stage])).toEqual([
      [cancelled.code, 'cancelled'],
      [delivered.code, 'delivered'],
      [reserved.code, 'awaiting_documents'],
      [pending.code, 'payment_pending'],
      [started.code, 'started'],
    ]);
    expect(list.total).toBe(5);
    expect(list.pageCount).toBe(1);
  });

  it('filters by stage: a fulfilment stage means a reserved operation at that stage', async () => {
    const location = await createLocation(db);
    const scheduled = await createOperationRow(db, {
      status: 'reserved',
      fulfilment: 'delivery_scheduled',
      deliveryAt: new Date('2026-12-01T13:00:00Z'),
      deliveryLocationId: location.id,
    });
    await createOperationRow(db, { status: 'reserved' });
    const expired = await createOperationRow(db, { status: 'expired' });

    expect(await codes('all', { stage: 'delivery_scheduled' })).toEqual([scheduled.code]);
    expect(await codes('all', { stage: 'expired' })).toEqual([expired.code]);
    expect(await codes('all', { stage: 'delivered' })).toEqual([]);
    expect(await codes('all', { locationId: location.id })).toEqual([scheduled.code]);
    const [row] = (await listReservations(db, 'all', filters({ stage: 'delivery_scheduled' }))).rows;
    expect(row?.deliveryLocation).toBe(location.name);
  });

  it('filters by brand, and by creation or reservation day as lived in Mendoza', async () => {
    // 23:30 in Mendoza on 10 November is 02:30 UTC on the 11th.
    const lateOnThe10th = await createOperationRow(db, {
      brandId: 2,
      createdAt: new Date('2026-11-11T02:30:00Z'),
    });
    const onThe11th = await createOperationRow(db, {
      brandId: 1,
      createdAt: new Date('2026-11-11T12:00:00Z'),
      status: 'reserved',
      reservedAt: new Date('2026-11-15T12:00:00Z'),
    });

    expect(await codes('all', { brandId: 2 })).toEqual([lateOnThe10th.code]);
    expect(await codes('all', { from: '2026-11-10', to: '2026-11-10' })).toEqual([lateOnThe10th.code]);
    expect(await codes('all', { from: '2026-11-11' })).toEqual([onThe11th.code]);
    expect(await codes('all', { to: '2026-11-11' })).toEqual([onThe11th.code, lateOnThe10th.code]);
    expect(await codes('all', { dateField: 'reservada', from: '2026-11-15', to: '2026-11-15' })).toEqual([
      onThe11th.code,
    ]);
    expect(await codes('all', { dateField: 'reservada', to: '2026-11-14' })).toEqual([]);
  });

  it('finds an operation by its code, e-mail, name, DNI or chassis', async () => {
    const juana = await createOperationRow(db, {
      email: 'juana.perez@example.com',
      name: 'Juana',
      lastname: 'Pérez',
      dni: '30123456',
      chassis: '9BWZZZ377VT004251',
    });
    const mario = await createOperationRow(db, {
      email: 'mario@example.com',
      name: 'Mario',
      lastname: 'Sánchez',
      dni: '28999111',
    });

    const findsOnly = async (q: string, expected: string[]) =>
      expect(await codes('all', { q }), `search «${q}»`).toEqual(expected);

    await findsOnly(juana.code, [juana.code]);
    // Typed as people type a code: lower case, hyphens, O for zero.
    await findsOnly(`${juana.code.slice(0, 4).toLowerCase()}-${juana.code.slice(4)}`.replace(/0/g, 'o'), [
      juana.code,
    ]);
    await findsOnly('JUANA.PEREZ@', [juana.code]);
    await findsOnly('juana perez', [juana.code]);
    await findsOnly('Sanchez Mario', [mario.code]);
    await findsOnly('30.123.456', [juana.code]);
    await findsOnly('vt004251', [juana.code]);
    await findsOnly('example.com', [mario.code, juana.code]);
    // LIKE's own characters are taken literally.
    await findsOnly('%', []);
    await findsOnly('_', []);
  });

  it('pages 25 at a time and tells the total', async () => {
    const base = Date.parse('2026-10-01T12:00:00Z');
    const made = [];
    for (let i = 0; i < 27; i++)
      made.push(await createOperationRow(db, { createdAt: new Date(base + i * 1000) }));
    const newestFirst = made.reverse().map((row) => row.code);

    const first = await listReservations(db, 'all', filters());
    expect(first.rows.map((row) => row.code)).toEqual(newestFirst.slice(0, 25));
    expect([first.total, first.page, first.pageCount, first.pageSize]).toEqual([27, 1, 2, 25]);
    const second = await listReservations(db, 'all', filters({ page: 2 }));
    expect(second.rows.map((row) => row.code)).toEqual(newestFirst.slice(25));
    const beyond = await listReservations(db, 'all', filters({ page: 9 }));
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(27);
  });

  it("keeps a sales member's list to their brands in the query itself: pages and totals count no other brand", async () => {
    const base = Date.parse('2026-10-01T12:00:00Z');
    const own = [];
    for (let i = 0; i < 3; i++) {
      // Other brands' operations are the newest: a filter applied after paging would leave the page short.
      own.push(await createOperationRow(db, { brandId: 2, createdAt: new Date(base + i * 1000) }));
      await createOperationRow(db, { brandId: 1, createdAt: new Date(base + 10_000 + i * 1000) });
    }
    const list = await listReservations(db, [2], filters(), 2);
    expect(list.rows.map((row) => row.code)).toEqual([own[2]?.code, own[1]?.code]);
    expect(list.total).toBe(3);
    expect(list.pageCount).toBe(2);
    // A brand filter outside the scope finds nothing; no brands, nothing at all.
    expect(await codes([2], { brandId: 1 })).toEqual([]);
    expect(await codes([])).toEqual([]);
    expect((await listReservations(db, [2, 1], filters())).total).toBe(6);
  });
});

describe('the desk query in the address', () => {
  it('reads valid filters and leaves out, with a message, the values that are not', () => {
    const good = parseDeskQuery(
      new URLSearchParams(
        'q=%20juana%20%20perez%20&marca=2&estado=delivery_scheduled&sucursal=3&fecha=reservada&desde=2026-11-01&hasta=2026-11-30&pagina=2',
      ),
    );
    expect(good).toEqual({
      filters: {
        q: 'juana perez',
        brandId: 2,
        stage: 'delivery_scheduled',
        locationId: 3,
        dateField: 'reservada',
        from: '2026-11-01',
        to: '2026-11-30',
        page: 2,
      },
      issues: [],
    });

    const bad = parseDeskQuery(
      new URLSearchParams(
        'marca=99&estado=vendida&sucursal=x&desde=2026-02-30&hasta=ayer&pagina=-1&fecha=hoy',
      ),
    );
    expect(bad.filters).toEqual({ dateField: 'creada', page: 1 });
    expect(bad.issues).toEqual([
      'Elegí una marca de la lista.',
      'Elegí un estado de la lista.',
      'Elegí una sucursal de la lista.',
      'Elegí qué fecha filtrar: de inicio o de reserva.',
      'La fecha «desde» no es válida.',
      'La fecha «hasta» no es válida.',
      'El número de página no es válido.',
    ]);

    const reversed = parseDeskQuery(new URLSearchParams('desde=2026-11-30&hasta=2026-11-01'));
    expect(reversed.filters).toEqual({ dateField: 'creada', page: 1 });
    expect(reversed.issues).toHaveLength(1);
  });
});

describe('the desk detail', () => {
  it('holds the buyer, the unit, every amount, the payments, the e-mails and the timeline', async () => {
    const location = await createLocation(db);
    const salesperson = await createSalesperson(db, 1, 'Lucía Gómez');
    const buyer = {
      email: 'juana@example.com',
      name: 'Juana',
      lastname: 'Pérez',
      dni: '30123456',
      telephone: '261 555-1234',
      birthdate: '1985-03-15',
      maritalStatusId: 2,
    };
    const operation = await createOperationRow(db, {
      ...buyer,
      status: 'reserved',
      fulfilment: 'delivery_scheduled',
      reservedAt: new Date('2026-11-20T15:00:00Z'),
      deliveryAt: new Date('2026-11-28T13:30:00Z'),
      deliveryLocationId: location.id,
      salespersonId: salesperson.id,
      unitPrice: 30_000_000,
      totalAmount: 30_000_000,
      cashAmount: 12_000_000,
      pendingAmount: 0,
    });
    const valuation = await createValuationRow(db, { amount: 8_000_000, operationCode: operation.code });
    await db
      .insert(operationUsedVehicles)
      .values({ operationId: operation.id, position: 1, valuationId: valuation.id });
    await db.insert(payments).values({
      operationId: operation.id,
      brandId: 1,
      gateway: 'sandbox',
      gatewayPaymentId: 'sb-123',
      status: 'approved',
      statusDetail: 'accredited',
      amount: 200_000,
      installments: 1,
      paymentMethod: 'visa',
    });
    await db.insert(mailOutbox).values({
      kind: 'payment.approved',
      operationId: operation.id,
      toAddress: 'juana@example.com',
      subject: 'Tu reserva está confirmada',
      textBody: 'Hola',
      messageId: `<desk-${operation.code}@territorio.test>`,
      status: 'sent',
      sentAt: new Date(),
    });
    const [staff] = await db
      .insert(staffAccounts)
      .values({ email: 'ventas@territorio.test', name: 'Pedro Ventas', role: 'sales', brandIds: [1] })
      .returning();
    await db.insert(operationEvents).values([
      { operationId: operation.id, kind: 'reserved', at: new Date('2026-11-20T15:00:00Z') },
      {
        operationId: operation.id,
        kind: 'delivery_scheduled',
        actorAccountId: staff?.id,
        detail: { location: location.name },
        at: new Date('2026-11-21T15:00:00Z'),
      },
    ]);

    const lookup = await reservationDetail(db, 'all', operation.code.toLowerCase());
    if (!lookup.found) throw new Error('not found');
    const { detail } = lookup;
    expect(detail.stage).toBe('delivery_scheduled');
    expect(detail.buyer).toEqual({ ...buyer, address: null });
    expect(detail.unit).toMatchObject({ chassis: operation.chassis, unitStatus: 'available' });
    expect(detail.amounts).toEqual({
      unitPrice: 30_000_000,
      promotionCode: null,
      promotionDiscount: 0,
      total: 30_000_000,
      cash: 12_000_000,
      usedVehicles: 8_000_000,
      credit: 0,
      pending: 0,
    });
    expect(detail.usedVehicles).toEqual([
      expect.objectContaining({ vehicle: valuation.vehicle, valuation: 8_000_000, year: 2019, kms: 80_000 }),
    ]);
    expect(detail.credit).toBeNull();
    expect(detail.payments).toEqual([
      expect.objectContaining({ gatewayPaymentId: 'sb-123', status: 'approved', amount: 200_000 }),
    ]);
    expect(detail.mails).toEqual([
      expect.objectContaining({ subject: 'Tu reserva está confirmada', status: 'sent' }),
    ]);
    expect(detail.events.map((event) => [event.kind, event.actor])).toEqual([
      ['reserved', null],
      ['delivery_scheduled', 'Pedro Ventas'],
    ]);
    expect(detail.salesperson).toEqual({ id: salesperson.id, fullname: 'Lucía Gómez' });
    expect(detail.delivery).toEqual({
      at: '2026-11-28T13:30:00.000Z',
      locationId: location.id,
      location: location.name,
    });
  });

  it("answers forbidden for another brand's operation, and not found for an unknown or malformed code", async () => {
    const operation = await createOperationRow(db, { brandId: 2 });
    expect(await reservationDetail(db, [1], operation.code)).toEqual({ found: false, reason: 'forbidden' });
    expect((await reservationDetail(db, [2], operation.code)).found).toBe(true);
    expect(await reservationDetail(db, 'all', 'ZZZZZZZZZZZZ')).toEqual({ found: false, reason: 'not_found' });
    expect(await reservationDetail(db, 'all', 'no es un código')).toEqual({
      found: false,
      reason: 'not_found',
    });
    await db.delete(operations).where(eq(operations.id, operation.id));
  });
});
