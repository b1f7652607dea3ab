/**
 * Ownership on the reservations desk (issue 33): the asesor filter and "Mis reservas", sorting by each column on the
 * server, bounded page sizes, and bulk actions checked and audited operation by operation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESK_SORT_COLUMNS, type DeskFilters, type DeskListRow } from '#domain/back-office/reservations-desk';
import { parseDeskQuery } from '#domain/back-office/reservations-desk-query';
import type { FulfilmentActor, OperationFulfilment } from '#domain/operation/operation-fulfilment';
import type { Database, DatabaseHandle } from '../db/client';
import { auditLog, operationEvents, operations } from '../db/schema';
import { fulfilmentActor, fulfilmentTestBed } from './fulfilment.fixtures';
import { createLocation, createOperationRow, createSalesperson } from './reservations-desk.fixtures';
import { deskFilterOptions, listReservations, reservationsDeskSource } from './reservations-desk-source';

let handle: DatabaseHandle;
let db: Database;
let fulfilment: OperationFulfilment;
let vw: FulfilmentActor;
let vw2: FulfilmentActor;
let chevrolet: FulfilmentActor;

beforeAll(async () => {
  ({ handle, db, fulfilment } = await fulfilmentTestBed());
  vw = await fulfilmentActor(
    db,
    { email: 'vale@t.test', name: 'Valentín Ventas', role: 'sales', brandIds: [1] },
    null,
  );
  vw2 = await fulfilmentActor(
    db,
    { email: 'bruno@t.test', name: 'Bruno Ventas', role: 'sales', brandIds: [1] },
    null,
  );
  chevrolet = await fulfilmentActor(
    db,
    { email: 'carla@t.test', name: 'Carla Chevrolet', role: 'sales', brandIds: [2] },
    null,
  );
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db.delete(operationEvents);
  await db.delete(operations);
  await db.delete(auditLog);
});

const filters = (given: Partial<DeskFilters> = {}): DeskFilters => ({
  dateField: 'creada',
  page: 1,
  ...given,
});
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 13));

describe('the asesor filter and "Mis reservas"', () => {
  it('lists only the operations owned by the person asked, or by the signed-in one with «yo»', async () => {
    const mine = await createOperationRow(db, { status: 'reserved', advisorAccountId: vw.member.id });
    await createOperationRow(db, { status: 'reserved', advisorAccountId: vw2.member.id });
    await createOperationRow(db, { status: 'reserved' });
    const desk = reservationsDeskSource({ db });
    const { filters: parsed } = parseDeskQuery(new URLSearchParams('asesor=yo'));
    const own = await desk.list(vw, parsed);
    expect(own.rows.map((row) => row.code)).toEqual([mine.code]);
    expect(own.rows[0]?.advisor).toEqual({ id: vw.member.id, name: 'Valentín Ventas' });
    expect((await listReservations(db, 'all', filters({ advisor: 'ninguno' }))).total).toBe(1);
    expect((await listReservations(db, 'all', filters({ advisor: vw2.member.id }))).total).toBe(1);
    const options = await deskFilterOptions(db, [1]);
    expect(options.advisors.map((person) => person.name)).not.toContain('Carla Chevrolet');
  });
});

describe('sorting and page size', () => {
  it('sorts by each column, both ways, on the server', async () => {
    const branch = await createLocation(db, 'Godoy Cruz');
    for (let index = 0; index < 5; index += 1) {
      await createOperationRow(db, {
        brandId: index % 2 === 0 ? 1 : 2,
        status: index === 4 ? 'cancelled' : 'reserved',
        fulfilment: index === 1 ? 'delivery_scheduled' : 'awaiting_documents',
        deliveryAt: index === 1 ? at(20) : null,
        deliveryLocationId: index === 1 ? branch.id : null,
        name: `Comprador ${String.fromCharCode(69 - index)}`,
        lastname: 'Pérez',
        totalAmount: 30_000_000 + index * 1_000_000,
        pendingAmount: 0,
        reservedAt: at(10 - index),
        advisorAccountId: index % 2 === 0 ? vw.member.id : chevrolet.member.id,
        createdAt: at(1 + index),
      });
    }
    const stageIndex = (row: DeskListRow) =>
      [
        'started',
        'payment_selected',
        'data_complete',
        'payment_pending',
        'awaiting_documents',
        'documents_received',
        'delivery_scheduled',
        'delivered',
        'cancelled',
        'expired',
      ].indexOf(row.stage);
    const keyOf: Record<(typeof DESK_SORT_COLUMNS)[number], (row: DeskListRow) => string | number> = {
      codigo: (row) => row.code,
      estado: stageIndex,
      marca: (row) => row.brandName.toLowerCase(),
      comprador: (row) => (row.buyerName ?? '').toLowerCase(),
      unidad: (row) => row.vehicle.toLowerCase(),
      total: (row) => row.totalAmount,
      asesor: (row) => row.advisor?.name.toLowerCase() ?? '',
      inicio: (row) => row.createdAt,
      reserva: (row) => row.reservedAt ?? '',
      entrega: (row) => row.deliveryAt ?? '~',
    };
    const ascending = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    for (const sort of DESK_SORT_COLUMNS) {
      const up = (await listReservations(db, 'all', filters({ sort, dir: 'asc' }))).rows.map(keyOf[sort]);
      expect(up, sort).toHaveLength(5);
      expect(up, sort).toEqual([...up].sort(ascending));
      const down = (await listReservations(db, 'all', filters({ sort, dir: 'desc' }))).rows.map(keyOf[sort]);
      // Empty values stay last either way.
      const filled = down.filter((value) => value !== '~' && value !== '');
      expect(filled, sort).toEqual([...filled].sort(ascending).reverse());
    }
  });

  it('shows the page size asked among those offered, and refuses any other with a message', async () => {
    for (let index = 0; index < 11; index += 1) await createOperationRow(db, { createdAt: at(1 + index) });
    expect(await listReservations(db, 'all', filters({ perPage: 10 }))).toMatchObject({
      pageSize: 10,
      pageCount: 2,
    });
    for (const asked of ['1000', '0', '26']) {
      const { filters: parsed, issues } = parseDeskQuery(new URLSearchParams(`por_pagina=${asked}`));
      expect(parsed.perPage).toBeUndefined();
      expect(issues).toEqual(['Elegí cuántas filas mostrar: 10, 25, 50, 100.']);
      expect((await listReservations(db, 'all', parsed)).pageSize).toBe(25);
    }
    expect(parseDeskQuery(new URLSearchParams('orden=chasis')).issues).toHaveLength(1);
  });
});

describe('bulk actions', () => {
  it("assigns each operation on its own, and refuses another brand's even by a forged code", async () => {
    const card = await createSalesperson(db, 1, 'Bruno Ventas', vw2.member.id);
    const own = [
      await createOperationRow(db, { status: 'reserved' }),
      await createOperationRow(db, { status: 'reserved' }),
    ];
    const foreign = await createOperationRow(db, { brandId: 2, status: 'reserved' });
    const result = await fulfilment.bulk(vw, {
      action: 'assign',
      codes: [...own.map((row) => row.code), foreign.code],
      account_id: String(vw2.member.id),
    });
    expect(result).toEqual({
      ok: true,
      outcome: {
        changed: 2,
        unchanged: 0,
        refused: [{ code: foreign.code, message: 'No tenés permiso para modificar esta reserva.' }],
      },
    });
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'operation.assign_advisor'));
    expect(entries.map((entry) => entry.subjectId).sort()).toEqual(own.map((row) => row.code).sort());
    const [untouched] = await db.select().from(operations).where(eq(operations.id, foreign.id));
    expect(untouched?.advisorAccountId).toBeNull();
    const [assigned] = await db
      .select()
      .from(operations)
      .where(eq(operations.id, own[0]?.id ?? 0));
    expect(assigned).toMatchObject({ advisorAccountId: vw2.member.id, salespersonId: card.id });
  });

  it('a cancelled operation refuses the assignment by itself; the same person again writes nothing', async () => {
    const cancelled = await createOperationRow(db, { status: 'cancelled' });
    const owned = await createOperationRow(db, { status: 'reserved', advisorAccountId: vw.member.id });
    const result = await fulfilment.bulk(vw, {
      action: 'assign',
      codes: [cancelled.code, owned.code],
      account_id: String(vw.member.id),
    });
    expect(result.ok && result.outcome).toMatchObject({
      changed: 0,
      unchanged: 1,
      refused: [{ code: cancelled.code }],
    });
    expect(await db.select().from(auditLog)).toHaveLength(0);
    expect(await db.select().from(operationEvents)).toHaveLength(0);
  });
});
