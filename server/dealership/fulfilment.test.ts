/**
 * The staff actions after the deposit (docs/decisions/0026): each allowed only where the operation's status and stage
 * let it, each written with its timeline line, its audit line and the buyer's e-mail (mail_outbox.operation_id), and
 * the cancellation with its refund through the same path as the Botón de arrepentimiento.
 */
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FulfilmentActor, OperationFulfilment } from '#domain/operation/operation-fulfilment';
import { formatLongDate } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { bookableDay } from '../../tests/support/bookable-day';
import type { Database, DatabaseHandle } from '../db/client';
import { auditLog, mailOutbox, operationEvents, operations } from '../db/schema';
import type { ReservationService } from '../payments';
import { PAYMENT_MAIL_KINDS } from '../payments/payment-mails';
import {
  CANCELLATION_PATH,
  DEFAULT_DEPOSIT,
  lapseHold,
  mailsOfOperation,
  newCompleteOperation,
  operationRow,
  type PaymentApp,
  paidOperation,
  pay,
  paymentRows,
  postJson,
  sandboxPaymentRow,
  startPayment,
  unitRow,
} from '../payments/payments.fixtures';
import { fulfilmentActor, fulfilmentTestBed } from './fulfilment.fixtures';
import { FULFILMENT_MAIL_KINDS } from './fulfilment-mails';
import { OPERATION_MAIL_KINDS } from './operation-mails';
import { createLocation, createSalesperson } from './reservations-desk.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let handle: DatabaseHandle;
let db: Database;
let app: PaymentApp;
let fulfilment: OperationFulfilment;
let reservations: ReservationService;
let actor: FulfilmentActor;
let branch: { id: number; name: string };

beforeAll(async () => {
  ({ handle, db, app, reservations, fulfilment } = await fulfilmentTestBed());
  actor = await fulfilmentActor(
    db,
    { email: 'lucia@territorio.test', name: 'Lucía Gómez', role: 'sales', brandIds: [1] },
    '203.0.113.9',
  );
  branch = await createLocation(db, 'Godoy Cruz');
});
afterAll(() => handle.close());

/** A reserved operation, paid through the sandbox as a buyer pays it. */
async function reserved() {
  const { unit, operation } = await paidOperation(app, db, 'APRO');
  return { unit, code: operation.code, row: await operationRow(db, operation.code) };
}

/** Tomorrow (in Mendoza) at 10:30: a delivery the schema accepts. */
function tomorrow(days = 1) {
  // A day the branch opens (not a holiday): the calendar's own tests are in branch-agenda-pages.test.ts.
  const day =
    days > 0
      ? bookableDay(days)
      : new Date(Date.now() + days * DAY).toLocaleDateString('en-CA', {
          timeZone: 'America/Argentina/Mendoza',
        });
  return { date: day, time: '10:30', location_id: branch.id };
}

/** Delivered ahead of its appointment, confirmed as the desk confirms it (docs/decisions/0072). */
const EARLY = { antes_de_la_cita: 'si' };

async function eventsOf(operationId: number) {
  return db
    .select()
    .from(operationEvents)
    .where(eq(operationEvents.operationId, operationId))
    .orderBy(asc(operationEvents.id));
}

async function auditOf(code: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'operation'), eq(auditLog.subjectId, code)))
    .orderBy(asc(auditLog.id));
}

const mailsOf = (operationId: number) => mailsOfOperation(db, operationId);
const lastMail = async (operationId: number) => (await mailsOf(operationId)).at(-1);

describe('documents received', () => {
  it('moves the stage, writes the timeline with the actor and the audit log, and e-mails the buyer', async () => {
    const { code, row } = await reserved();
    const done = await fulfilment.receiveDocuments(actor, code.toLowerCase());
    expect(done).toMatchObject({ ok: true, operation: { code, fulfilment: 'documents_received' } });

    const after = await operationRow(db, code);
    expect(after.fulfilment).toBe('documents_received');
    expect(after.documentsReceivedAt).toBeInstanceOf(Date);
    expect(after.version).toBe(row.version + 1);

    const event = (await eventsOf(row.id)).at(-1);
    expect(event).toMatchObject({ kind: 'documents_received', actorAccountId: actor.member.id });
    const [audit] = await auditOf(code);
    expect(audit).toMatchObject({
      action: 'operation.documents_received',
      accountId: actor.member.id,
      accountEmail: 'lucia@territorio.test',
      ipAddress: '203.0.113.9',
      before: { fulfilment: 'awaiting_documents', documentsReceivedAt: null },
      after: { fulfilment: 'documents_received' },
    });
    // The audit log keeps the stage, never the buyer's data.
    expect(JSON.stringify(audit)).not.toContain(row.email);

    const mail = await lastMail(row.id);
    expect(mail).toMatchObject({ kind: FULFILMENT_MAIL_KINDS.documentsReceived, to: row.email });
    expect(mail?.subject).toBe(`[PRUEBA] Recibimos tu documentación: ${row.model}`);
    expect(mail?.text).toMatch(new RegExp(`/concesionario-digital/mi-reserva/${code}\\?firma=[\\w-]{22}`));
  });

  it('is refused when already recorded, for an operation not reserved, and for an unknown code', async () => {
    const { code } = await reserved();
    expect((await fulfilment.receiveDocuments(actor, code)).ok).toBe(true);
    expect(await fulfilment.receiveDocuments(actor, code)).toEqual({
      ok: false,
      status: 409,
      message: 'La documentación ya está registrada.',
    });
    const { operation } = await newCompleteOperation(app, db);
    expect(await fulfilment.receiveDocuments(actor, operation.code)).toEqual({
      ok: false,
      status: 409,
      message: 'La operación todavía no está reservada: falta el pago de la seña.',
    });
    expect(await fulfilment.receiveDocuments(actor, 'ZZZZZZZZZZZZ')).toMatchObject({
      ok: false,
      status: 404,
    });
    // Nothing refused reaches the timeline or the audit log.
    expect(await auditOf(operation.code)).toEqual([]);
  });
});

describe('delivery scheduled', () => {
  it('books the day, time and branch, e-mails them with what to bring, and reschedules', async () => {
    const { code, row } = await reserved();
    const when = tomorrow(3);
    const done = await fulfilment.scheduleDelivery(actor, code, when);
    expect(done).toMatchObject({
      ok: true,
      operation: { fulfilment: 'delivery_scheduled', deliveryLocationId: branch.id },
    });
    const after = await operationRow(db, code);
    expect(after.deliveryAt?.toISOString()).toBe(new Date(`${when.date}T13:30:00Z`).toISOString());

    const mail = await lastMail(row.id);
    expect(mail?.kind).toBe(FULFILMENT_MAIL_KINDS.deliveryScheduled);
    expect(mail?.text).toContain(`${formatLongDate(new Date(`${when.date}T13:30:00Z`))} a las 10:30`);
    expect(mail?.text).toContain('Godoy Cruz');
    expect(mail?.text).toContain('Tu DNI original.');
    expect(mail?.text).toContain('Cómo llegar: https://maps.example/x');

    const moved = tomorrow(5);
    const again = await fulfilment.scheduleDelivery(actor, code, {
      ...moved,
      time: '16:00',
      reason: 'El cliente pidió la tarde.',
    });
    expect(again.ok).toBe(true);
    expect((await lastMail(row.id))?.kind).toBe(FULFILMENT_MAIL_KINDS.deliveryRescheduled);
    const events = await eventsOf(row.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'delivery_rescheduled',
      actorAccountId: actor.member.id,
      detail: {
        location: 'Godoy Cruz',
        reason: 'El cliente pidió la tarde.',
        previous_delivery_at: after.deliveryAt?.toISOString(),
      },
    });
    expect((await auditOf(code)).map((entry) => entry.action)).toEqual([
      'operation.schedule_delivery',
      'operation.reschedule_delivery',
    ]);
  });

  it('refuses the past and an unknown branch with the field at fault, and changes nothing', async () => {
    const { code, row } = await reserved();
    const yesterday = tomorrow(-1);
    expect(await fulfilment.scheduleDelivery(actor, code, yesterday)).toEqual({
      ok: false,
      status: 400,
      message: 'La entrega no puede quedar en el pasado.',
      fieldErrors: { date: 'La entrega no puede quedar en el pasado.' },
    });
    expect(
      await fulfilment.scheduleDelivery(actor, code, { ...tomorrow(), location_id: 999_999 }),
    ).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { location_id: 'Elegí una sucursal de la lista.' },
    });
    expect((await operationRow(db, code)).fulfilment).toBe('awaiting_documents');
    expect((await mailsOf(row.id)).map((mail) => mail.kind)).not.toContain(
      FULFILMENT_MAIL_KINDS.deliveryScheduled,
    );
  });
});

describe('delivered', () => {
  it('is refused before the delivery is scheduled', async () => {
    const { code } = await reserved();
    expect(await fulfilment.markDelivered(actor, code, EARLY)).toEqual({
      ok: false,
      status: 409,
      message: 'Primero programá la entrega.',
    });
  });

  it('sells the unit: it leaves the catalogue and the public API, the buyer is e-mailed, nothing more can be done', async () => {
    const { unit, code, row } = await reserved();
    const single = () => app.request(`/v1/vw/stock/stock?id=${unit.id}`);
    const familyIds = async () => {
      const answer = await app.request(`/v1/vw/stock/stock?family_id=${unit.familyId}&limit=100`);
      return ((await answer.json()) as { data: { id: number }[] }).data.map((listed) => listed.id);
    };
    // Reserved, it is still listed (as 'Reservado').
    expect((await single()).status).toBe(200);
    expect(await familyIds()).toContain(unit.id);

    expect((await fulfilment.scheduleDelivery(actor, code, tomorrow())).ok).toBe(true);
    const done = await fulfilment.markDelivered(actor, code, EARLY);
    expect(done).toMatchObject({ ok: true, operation: { fulfilment: 'delivered', status: 'reserved' } });

    const after = await operationRow(db, code);
    expect(after.deliveredAt).toBeInstanceOf(Date);
    // Scheduled before the documents were recorded: handing the car over records them.
    expect(after.documentsReceivedAt).toEqual(after.deliveredAt);
    expect(await unitRow(db, unit.id)).toMatchObject({ status: 'sold', holderOperationId: row.id });
    expect((await single()).status).toBe(404);
    expect(await familyIds()).not.toContain(unit.id);

    expect(await lastMail(row.id)).toMatchObject({ kind: FULFILMENT_MAIL_KINDS.delivered, to: row.email });
    expect((await eventsOf(row.id)).at(-1)).toMatchObject({
      kind: 'delivered',
      actorAccountId: actor.member.id,
      detail: { documents_confirmed: true },
    });

    expect(
      await fulfilment.cancel(
        actor,
        code,
        { reason: 'El cliente se arrepintió.' },
        { outsideWindowAllowed: true },
      ),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'La unidad ya se entregó: la reserva no se puede cancelar.',
    });
    // The buyer's Botón de arrepentimiento is refused too: a delivered car is not returned for its deposit.
    const buyer = await postJson(app, CANCELLATION_PATH, { code, email: row.email });
    expect(buyer.status).toBe(409);
    expect(buyer.body.error).toMatch(/ya se entregó/);
    expect((await fulfilment.scheduleDelivery(actor, code, tomorrow())).ok).toBe(false);
  });
});

describe('cancelled by staff, with the refund', () => {
  it('does what the Botón de arrepentimiento does, recorded as the staff’s with their reason', async () => {
    const { unit, code, row } = await reserved();
    const mine = await fulfilment.cancel(
      actor,
      code,
      { reason: 'El cliente pidió cancelar por teléfono.' },
      {
        outsideWindowAllowed: false,
      },
    );
    expect(mine).toMatchObject({ ok: true, refunded: DEFAULT_DEPOSIT, operation: { status: 'cancelled' } });

    // The same reservation cancelled by its buyer, for comparison.
    const other = await reserved();
    const buyer = await postJson(app, CANCELLATION_PATH, { code: other.code, email: other.row.email });
    expect(buyer.status).toBe(200);

    for (const [cancelled, by] of [
      [row, 'staff'],
      [other.row, 'buyer'],
    ] as const) {
      const after = await operationRow(db, cancelled.code);
      expect(after).toMatchObject({ status: 'cancelled', cancellationReason: by });
      expect(after.cancellationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      const [payment] = await paymentRows(db, cancelled.id);
      expect(payment).toMatchObject({ status: 'refunded' });
      expect(await sandboxPaymentRow(db, payment?.gatewayPaymentId ?? '')).toMatchObject({
        status: 'refunded',
      });
      expect(await unitRow(db, cancelled.stockUnitId)).toMatchObject({
        status: 'available',
        holderOperationId: null,
      });
    }
    expect((await unitRow(db, unit.id)).status).toBe('available');

    const cancellationCode = mine.ok ? mine.cancellationCode : '';
    const mail = await lastMail(row.id);
    expect(mail).toMatchObject({ kind: PAYMENT_MAIL_KINDS.cancelledByDealership, to: row.email });
    expect(mail?.text).toContain(cancellationCode);
    expect(mail?.text).toContain(formatMoney(DEFAULT_DEPOSIT, 'ars'));
    // The reason is internal.
    expect(mail?.text).not.toContain('por teléfono');

    expect((await eventsOf(row.id)).at(-1)).toMatchObject({
      kind: 'cancelled',
      actorAccountId: actor.member.id,
      detail: { by: 'staff', reason: 'El cliente pidió cancelar por teléfono.', refunded: DEFAULT_DEPOSIT },
    });
    expect((await eventsOf(other.row.id)).at(-1)).toMatchObject({
      kind: 'cancelled',
      actorAccountId: null,
      detail: { by: 'buyer' },
    });
    expect(await auditOf(code)).toMatchObject([
      {
        action: 'operation.cancel',
        before: { status: 'reserved' },
        after: { status: 'cancelled', reason: 'El cliente pidió cancelar por teléfono.' },
      },
    ]);
    expect(
      await fulfilment.cancel(
        actor,
        code,
        { reason: 'Otra vez, por las dudas.' },
        { outsideWindowAllowed: true },
      ),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: 'La operación está cancelada: no se puede modificar.',
    });
  });

  it('outside the right-to-cancel window only when the caller allows it; never without a reason', async () => {
    const { code, row } = await reserved();
    expect(
      await fulfilment.cancel(actor, code, { reason: '' }, { outsideWindowAllowed: true }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { reason: 'Escribí el motivo (al menos 5 caracteres).' },
    });
    await db
      .update(operations)
      .set({ reservedAt: new Date(Date.now() - 20 * DAY) })
      .where(eq(operations.id, row.id));
    const refused = await fulfilment.cancel(
      actor,
      code,
      { reason: 'Fuera de plazo, lo aprobó gerencia.' },
      {
        outsideWindowAllowed: false,
      },
    );
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(refused.ok ? '' : refused.message).toMatch(
      /^El plazo de arrepentimiento terminó el .+: cancelar fuera de plazo necesita un permiso de administración\.$/,
    );
    expect((await operationRow(db, code)).status).toBe('reserved');
    expect((await paymentRows(db, row.id))[0]?.status).toBe('approved');

    const allowed = await fulfilment.cancel(
      actor,
      code,
      { reason: 'Fuera de plazo, lo aprobó gerencia.' },
      {
        outsideWindowAllowed: true,
      },
    );
    expect(allowed).toMatchObject({ ok: true, refunded: DEFAULT_DEPOSIT });
    expect((await eventsOf(row.id)).at(-1)?.detail).toMatchObject({ outside_window: true });
  });
});

describe('resending, notes and the salesperson', () => {
  it('resends the code and the receipt, with the operation named', async () => {
    const { code, row } = await reserved();
    expect(await fulfilment.resendMail(actor, code, { mail: 'code' })).toMatchObject({ ok: true });
    expect(await lastMail(row.id)).toMatchObject({ kind: OPERATION_MAIL_KINDS.started, to: row.email });
    expect(await fulfilment.resendMail(actor, code, { mail: 'receipt' })).toMatchObject({ ok: true });
    const receipt = await lastMail(row.id);
    expect(receipt).toMatchObject({ kind: PAYMENT_MAIL_KINDS.receipt, to: row.email });
    expect(receipt?.text).toMatch(
      /Ver mi reserva: http:\/\/127\.0\.0\.1:9\/concesionario-digital\/mi-reserva\//,
    );
    expect((await eventsOf(row.id)).slice(-2).map((event) => event.detail)).toEqual([
      { mail: 'code' },
      { mail: 'receipt' },
    ]);
    expect(await fulfilment.resendMail(actor, code, { mail: 'factura' })).toMatchObject({
      ok: false,
      status: 400,
    });
    const { operation } = await newCompleteOperation(app, db);
    expect(await fulfilment.resendMail(actor, operation.code, { mail: 'receipt' })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('keeps an internal note in the timeline and the audit log, never in an e-mail', async () => {
    const { code, row } = await reserved();
    const mailsBefore = (await mailsOf(row.id)).length;
    expect(
      await fulfilment.addNote(actor, code, { note: 'Llamó: viene el sábado con la esposa.' }),
    ).toMatchObject({
      ok: true,
    });
    expect((await eventsOf(row.id)).at(-1)).toMatchObject({
      kind: 'note',
      note: 'Llamó: viene el sábado con la esposa.',
      actorAccountId: actor.member.id,
    });
    expect((await auditOf(code)).at(-1)?.action).toBe('operation.note');
    expect((await mailsOf(row.id)).length).toBe(mailsBefore);
    expect(await fulfilment.addNote(actor, code, { note: '   ' })).toMatchObject({ ok: false, status: 400 });
  });

  it("assigns an account who may act on the brand's reservations, and shows the buyer that account's card", async () => {
    const { code, row } = await reserved();
    const card = await createSalesperson(db, 1, 'Lucía Gómez', actor.member.id);
    const otherBrand = await fulfilmentActor(
      db,
      { email: 'pedro@territorio.test', name: 'Pedro Chevrolet', role: 'sales', brandIds: [2] },
      '203.0.113.9',
    );
    const viewer = await fulfilmentActor(
      db,
      { email: 'vera@territorio.test', name: 'Vera Consulta', role: 'viewer', brandIds: [] },
      '203.0.113.9',
    );
    for (const refused of [otherBrand.member.id, viewer.member.id, 999_999]) {
      expect(await fulfilment.assignAdvisor(actor, code, { account_id: refused })).toMatchObject({
        ok: false,
        status: 422,
      });
    }
    expect(
      await fulfilment.assignAdvisor(actor, code, { account_id: String(actor.member.id) }),
    ).toMatchObject({
      ok: true,
      operation: { advisorAccountId: actor.member.id, salespersonId: card.id },
    });
    expect((await eventsOf(row.id)).at(-1)).toMatchObject({
      kind: 'salesperson_assigned',
      detail: { account_id: actor.member.id, advisor: 'Lucía Gómez', salesperson_id: card.id },
    });
    expect((await auditOf(code)).at(-1)?.action).toBe('operation.assign_advisor');
    const options = await fulfilment.options(code);
    expect(options?.advisors).toContainEqual({
      id: actor.member.id,
      name: 'Lucía Gómez',
      card: 'Lucía Gómez',
    });
    expect(options?.advisors.map((person) => person.id)).not.toContain(otherBrand.member.id);
    expect(options?.state.advisorAccountId).toBe(actor.member.id);
    expect(options?.actions).toEqual(['receive_documents', 'schedule_delivery', 'cancel']);
    expect(options?.outsideCancellationWindow).toBe(false);
  });

  it('reassigning the same person writes nothing: no timeline line, no audit entry', async () => {
    const { code, row } = await reserved();
    expect((await fulfilment.assignAdvisor(actor, code, { account_id: actor.member.id })).ok).toBe(true);
    const events = (await eventsOf(row.id)).length;
    const audits = (await auditOf(code)).length;
    expect(await fulfilment.assignAdvisor(actor, code, { account_id: actor.member.id })).toMatchObject({
      ok: true,
      unchanged: true,
    });
    expect((await eventsOf(row.id)).length).toBe(events);
    expect((await auditOf(code)).length).toBe(audits);
  });

  it('a cancelled reservation refuses the assignment and the resending, and writes nothing', async () => {
    const { code, row } = await reserved();
    const done = await fulfilment.cancel(
      actor,
      code,
      { reason: 'El comprador desistió.' },
      { outsideWindowAllowed: true },
    );
    expect(done.ok).toBe(true);
    const events = (await eventsOf(row.id)).length;
    const audits = (await auditOf(code)).length;
    expect(await fulfilment.assignAdvisor(actor, code, { account_id: actor.member.id })).toMatchObject({
      ok: false,
      status: 409,
    });
    for (const mail of ['code', 'receipt'])
      expect(await fulfilment.resendMail(actor, code, { mail })).toMatchObject({ ok: false, status: 409 });
    expect((await eventsOf(row.id)).length).toBe(events);
    expect((await auditOf(code)).length).toBe(audits);
  });
});

describe("the buyer's and the system's changes", () => {
  it('are in the timeline without an actor, and every e-mail about the operation names it', async () => {
    const { code, row } = await reserved();
    expect((await eventsOf(row.id)).map((event) => [event.kind, event.actorAccountId])).toEqual([
      ['started', null],
      ['payment_started', null],
      ['reserved', null],
    ]);
    const kinds = (await mailsOf(row.id)).map((mail) => mail.kind);
    expect(kinds).toEqual([
      OPERATION_MAIL_KINDS.started,
      PAYMENT_MAIL_KINDS.receipt,
      // The brand's sales team (Lucía) hears of it, rather than the general address (docs/product.md §6).
      'staff-notice.reservation_new',
    ]);
    const unnamed = await db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(like(mailOutbox.textBody, `%${code}%`), isNull(mailOutbox.operationId)));
    expect(unnamed).toEqual([]);
  });

  it('record a rejected card and a hold that lapsed', async () => {
    const { operation } = await newCompleteOperation(app, db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    await pay(app, operation.code, 'OTHE');
    const row = await operationRow(db, operation.code);
    await lapseHold(db, row);
    await reservations.reconcile(0);
    expect((await eventsOf(row.id)).map((event) => event.kind)).toEqual([
      'started',
      'payment_started',
      'payment_rejected',
      'hold_lapsed',
    ]);
    expect((await operationRow(db, operation.code)).status).toBe('data_complete');
  });
});
