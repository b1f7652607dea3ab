/**
 * "Mi reserva"'s server side (docs/decisions/0027): the signed link opens the buyer's operation and nothing else; a
 * tampered or borrowed signature opens nothing and counts as a miss; the code with its e-mail gives the signed link,
 * answering a wrong e-mail as an unknown code; what the page shows follows the operation through its stages.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyReservationOpening } from '#domain/operation/my-reservation';
import type { FulfilmentActor, OperationFulfilment } from '#domain/operation/operation-fulfilment';
import {
  OPERATION_NOT_FOUND_MESSAGE,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
} from '#domain/operation/operation-messages';
import { formatMoney } from '#domain/shared/money';
import { bookableDay } from '../../tests/support/bookable-day';
import { createPagesTestApp, html, pagesUnder } from '../../tests/support/pages-app';
import type { Database, DatabaseHandle } from '../db/client';
import { operations } from '../db/schema';
import {
  CANCELLATION_PATH,
  DEFAULT_DEPOSIT,
  type PaymentApp,
  paidOperation,
  postJson,
} from '../payments/payments.fixtures';
import { RESERVATION_LINK_DEVELOPMENT_SECRET } from '../platform/config';
import { siteEditing } from '../site-editing';
import { fulfilmentActor, fulfilmentTestBed } from './fulfilment.fixtures';
import { myReservationSignature } from './my-reservation-link';
import { myReservationSource } from './my-reservation-source';
import { newClient } from './operations.fixtures';
import { createLocation, createSalesperson } from './reservations-desk.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let handle: DatabaseHandle;
let db: Database;
let app: PaymentApp;
let fulfilment: OperationFulfilment;
let actor: FulfilmentActor;
let secret: string;
/** The page's server side as the page calls it, one request at a time, from a client of the test's choosing. */
let pages: Hono;

beforeAll(async () => {
  let config: Awaited<ReturnType<typeof fulfilmentTestBed>>['config'];
  ({ handle, db, app, config, fulfilment } = await fulfilmentTestBed());
  secret = config.RESERVATION_LINK_SECRET;
  const source = myReservationSource({ db, config });
  pages = new Hono()
    .post('/open', async (c) => {
      const { code, signature } = await c.req.json();
      return c.json(await source(c).open(code, signature));
    })
    .post('/find', async (c) => c.json(await source(c).find(await c.req.json())));
  actor = await fulfilmentActor(db, { email: 'ventas@territorio.test', name: 'Ventas', role: 'admin' }, null);
  await createLocation(db, 'Godoy Cruz');
});
afterAll(() => handle.close());

async function call<T>(path: string, body: unknown, client = newClient()): Promise<T> {
  const response = await pages.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const open = (code: string, signature: string, client?: string) =>
  call<MyReservationOpening>('/open', { code, signature }, client);

async function reserved() {
  const { operation } = await paidOperation(app, db, 'APRO');
  return { code: operation.code, email: operation.email };
}

describe('the signed link', () => {
  it('opens the operation it was made for, with the unit, the amounts, the steps and the right to cancel', async () => {
    const { code, email } = await reserved();
    const opened = await open(code.toLowerCase(), myReservationSignature(secret, code));
    if (!opened.found) throw new Error(`not opened: ${opened.reason}`);
    const { reservation } = opened;
    expect(reservation).toMatchObject({
      code,
      status: 'reserved',
      firstName: 'Juana',
      email,
      fulfilment: 'awaiting_documents',
      depositPaid: DEFAULT_DEPOSIT,
      testPayment: true,
      delivery: null,
      salesperson: null,
      cancelled: null,
      cancellation: { open: true, days: 10 },
      branch: { name: 'Godoy Cruz' },
    });
    expect(reservation.unit.chassis).toMatch(/^9BW/);
    expect(reservation.unit.image).toMatch(/^\/img\/vehicles\/\w+\/[0-9a-f]{6}\.svg$/);
    // Paid in cash: the cash and the delivery fee, less the deposit, is what is paid at the delivery.
    const [price, cash, pending, deposit] = reservation.amounts;
    expect(reservation.amounts).toHaveLength(4);
    expect(price).toMatchObject({ label: 'Total a pagar', kind: 'total' });
    expect(cash).toMatchObject({ label: 'Efectivo', amount: `\u2212${price?.amount}` });
    expect(pending).toMatchObject({ label: 'Saldo pendiente', amount: formatMoney(0, 'ars') });
    expect(deposit).toEqual({
      label: 'Seña pagada',
      amount: formatMoney(DEFAULT_DEPOSIT, 'ars'),
      kind: 'deposit',
    });
    expect(reservation.atDelivery.map((line) => [line.label, line.amount])).toEqual([
      ['Efectivo', price?.amount],
      ['Entrega', formatMoney(300_000, 'ars')],
      ['Seña', `\u2212${formatMoney(DEFAULT_DEPOSIT, 'ars')}`],
      ['A pagar en la entrega', expect.any(String)],
    ]);
    expect(reservation.atDelivery.at(-1)?.detail).toBe('El efectivo, el saldo y la entrega, menos la seña.');
    expect(reservation.steps.map((step) => [step.label, step.state])).toEqual([
      ['Reservado', 'current'],
      ['Documentación', 'upcoming'],
      ['Entrega programada', 'upcoming'],
      ['Entregado', 'upcoming'],
    ]);
    expect(reservation.checklist).toContain('Tu DNI original.');
  });

  it('opens nothing when tampered, cut, or borrowed from another operation, and counts each as a miss', async () => {
    const mine = await reserved();
    const other = await reserved();
    const signature = myReservationSignature(secret, mine.code);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    // The same bytes spelled otherwise: the last character's lowest bit is one a base64url decoder drops.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1) ?? 'A') ^ 1]}`;
    const client = newClient();
    for (const bad of [
      flipped,
      respelled,
      signature.slice(0, 10),
      myReservationSignature(secret, other.code),
      '',
      'x'.repeat(200),
    ]) {
      expect(await open(mine.code, bad, client)).toEqual({ found: false, reason: 'invalid_link' });
    }
    expect(await open('NOTACODE', signature, client)).toEqual({ found: false, reason: 'invalid_link' });
    // A signature made with another secret is not the site's.
    expect(
      await open(mine.code, myReservationSignature('another-secret-of-sixteen', mine.code), client),
    ).toEqual({
      found: false,
      reason: 'invalid_link',
    });
    // Eight misses so far; two more reach the limit, and then even a good link waits.
    for (let miss = 0; miss < 2; miss++) await open(mine.code, flipped, client);
    expect(await open(mine.code, signature, client)).toEqual({ found: false, reason: 'too_many_lookups' });
    expect((await open(mine.code, signature)).found).toBe(true);
  });
});

describe('the code and the e-mail', () => {
  it('give the signed link; a wrong e-mail answers as an unknown code', async () => {
    const { code, email } = await reserved();
    const found = await call<{ ok: boolean; path: string }>('/find', {
      code: ` ${code.toLowerCase()} `,
      email: email.toUpperCase(),
    });
    expect(found).toEqual({
      ok: true,
      path: `/concesionario-digital/mi-reserva/${code}?firma=${myReservationSignature(secret, code)}`,
    });
    const wrongEmail = await call('/find', { code, email: 'otra.persona@example.com' });
    const unknownCode = await call('/find', { code: 'ZZZZZZZZZZZZ', email });
    expect(wrongEmail).toEqual({ ok: false, message: OPERATION_NOT_FOUND_MESSAGE, field: 'code' });
    expect(unknownCode).toEqual(wrongEmail);
    expect(await call('/find', { code, email: 'no-es-un-email' })).toEqual({
      ok: false,
      message: 'Ingresá un e-mail válido.',
      field: 'email',
    });
  });

  it('is limited like every look-up by code', async () => {
    const { code, email } = await reserved();
    const client = newClient();
    for (let miss = 0; miss < 10; miss++)
      await call('/find', { code, email: `x${miss}@example.com` }, client);
    expect(await call('/find', { code, email }, client)).toEqual({
      ok: false,
      message: TOO_MANY_CODE_LOOKUPS_MESSAGE,
    });
  });
});

describe('what the page shows as the operation moves on', () => {
  it('the appointment with its branch, the salesperson with WhatsApp, and the end of the right to cancel', async () => {
    const { code } = await reserved();
    const signature = myReservationSignature(secret, code);
    await createSalesperson(db, 1, 'Lucía Gómez', actor.member.id);
    const date = bookableDay(2);
    const [branch] = (await fulfilment.options(code))?.locations ?? [];
    expect(
      (await fulfilment.scheduleDelivery(actor, code, { date, time: '11:00', location_id: branch?.id })).ok,
    ).toBe(true);
    expect((await fulfilment.assignAdvisor(actor, code, { account_id: actor.member.id })).ok).toBe(true);

    const scheduled = await open(code, signature);
    if (!scheduled.found) throw new Error('not opened');
    expect(scheduled.reservation.delivery).toEqual({
      at: new Date(`${date}T14:00:00Z`).toISOString(),
      branch: expect.objectContaining({ name: 'Godoy Cruz', mapUrl: 'https://maps.example/x' }),
    });
    expect(scheduled.reservation.salesperson).toEqual({
      fullname: 'Lucía Gómez',
      whatsappUrl: `https://wa.me/5492615550000?text=${encodeURIComponent(`Hola Lucía Gómez, te escribo por mi reserva ${code}.`)}`,
    });

    // Past its window, the Botón de arrepentimiento is no longer offered.
    await db
      .update(operations)
      .set({ reservedAt: new Date(Date.now() - 12 * DAY) })
      .where(eq(operations.code, code));
    const late = await open(code, signature);
    expect(late.found && late.reservation.cancellation.open).toBe(false);

    expect((await fulfilment.markDelivered(actor, code, { antes_de_la_cita: 'si' })).ok).toBe(true);
    const delivered = await open(code, signature);
    if (!delivered.found) throw new Error('not opened');
    expect(delivered.reservation).toMatchObject({ fulfilment: 'delivered', cancellation: { open: false } });
    expect(delivered.reservation.deliveredAt).not.toBeNull();
  });

  it("shows the card linked in Sitio to the asesor's account, and the card linked anew once it is assigned again", async () => {
    const editing = siteEditing({ db });
    const seller = await fulfilmentActor(
      db,
      { email: 'mara@territorio.test', name: 'Mara Vélez', role: 'sales', brandIds: [1] },
      null,
    );
    /** A card saved and linked as the Sitio page saves it. */
    const saveCard = async (id: number | null, fields: Record<string, string>) => {
      const saved = await editing.saveRecord(actor, 'salesperson', id, {
        brand_id: '1',
        active: 'on',
        ...fields,
      });
      if (!saved.ok) throw new Error(saved.message);
      return saved.id;
    };
    const shown = async (code: string) => {
      const opened = await open(code, myReservationSignature(secret, code));
      if (!opened.found) throw new Error('not opened');
      return opened.reservation.salesperson;
    };
    const card = (fullname: string, digits: string, code: string) => ({
      fullname,
      whatsappUrl: `https://wa.me/${digits}?text=${encodeURIComponent(`Hola ${fullname}, te escribo por mi reserva ${code}.`)}`,
    });
    const first = await saveCard(null, {
      fullname: 'Mara Vélez',
      whatsapp_number: '+54 9 261 555 1111',
      account_id: String(seller.member.id),
    });
    const { code } = await reserved();
    expect((await fulfilment.assignAdvisor(actor, code, { account_id: seller.member.id })).ok).toBe(true);
    expect(await shown(code)).toEqual(card('Mara Vélez', '5492615551111', code));

    // Relinked: the card moves to another card of the brand. What the buyer was shown stays until an assignment
    // (docs/decisions/0065); the next one, even of the same person, shows the card linked now.
    await saveCard(first, { fullname: 'Mara Vélez', whatsapp_number: '+54 9 261 555 1111', account_id: '' });
    await saveCard(null, {
      fullname: 'Mara Vélez (Godoy Cruz)',
      whatsapp_number: '+54 9 261 555 2222',
      account_id: String(seller.member.id),
    });
    expect(await shown(code)).toEqual(card('Mara Vélez', '5492615551111', code));
    const other = await reserved();
    expect((await fulfilment.assignAdvisor(actor, other.code, { account_id: seller.member.id })).ok).toBe(
      true,
    );
    expect(await shown(other.code)).toEqual(card('Mara Vélez (Godoy Cruz)', '5492615552222', other.code));
    const again = await fulfilment.assignAdvisor(actor, code, { account_id: seller.member.id });
    expect(again.ok && 'unchanged' in again).toBe(false);
    expect(await shown(code)).toEqual(card('Mara Vélez (Godoy Cruz)', '5492615552222', code));
    expect(await fulfilment.assignAdvisor(actor, code, { account_id: seller.member.id })).toMatchObject({
      ok: true,
      unchanged: true,
    });
  });

  it('a reservation cancelled by the dealership says so, with the refund', async () => {
    const { code } = await reserved();
    const done = await fulfilment.cancel(
      actor,
      code,
      { reason: 'Pedido del cliente.' },
      { outsideWindowAllowed: false },
    );
    if (!done.ok) throw new Error(done.message);
    const opened = await open(code, myReservationSignature(secret, code));
    if (!opened.found) throw new Error('not opened');
    expect(opened.reservation).toMatchObject({
      status: 'cancelled',
      cancellation: { open: false },
      cancelled: { by: 'dealership', code: done.cancellationCode, refunded: DEFAULT_DEPOSIT },
      atDelivery: [],
    });
    expect(opened.reservation.amounts.map((line) => line.label)).toEqual([
      'Total a pagar',
      'Efectivo',
      'Saldo pendiente',
      'Seña (devuelta)',
    ]);
  });
});

describe('the page itself', () => {
  it('promises no step ahead once cancelled, by the buyer or the dealership, at any stage: never "hasta la entrega"', async () => {
    const site = await createPagesTestApp(db, { keep: pagesUnder('/concesionario-digital/mi-reserva') });
    const pageOf = async (code: string) => {
      const signature = myReservationSignature(RESERVATION_LINK_DEVELOPMENT_SECRET, code);
      const response = await site.request(`/concesionario-digital/mi-reserva/${code}?firma=${signature}`, {
        headers: { 'x-forwarded-for': newClient() },
      });
      expect(response.status).toBe(200);
      return html(response);
    };
    const promises = (page: string) =>
      /hasta la entrega|Qué traer a la entrega|A pagar en la entrega/.test(page);
    const [branch] = (await fulfilment.options((await reserved()).code))?.locations ?? [];
    await createSalesperson(db, 1, 'Lucía Gómez', actor.member.id);

    /** A reservation at each stage a buyer may cancel it in: just paid, with its asesor, with its delivery booked. */
    const stages = [
      async (_code: string) => {},
      async (code: string) => {
        await fulfilment.assignAdvisor(actor, code, { account_id: actor.member.id });
      },
      async (code: string) => {
        await fulfilment.assignAdvisor(actor, code, { account_id: actor.member.id });
        const booked = { date: bookableDay(2), time: '11:00', location_id: branch?.id };
        expect((await fulfilment.scheduleDelivery(actor, code, booked)).ok).toBe(true);
      },
    ];
    for (const [index, stage] of stages.entries())
      for (const by of ['buyer', 'dealership'] as const) {
        const { code, email } = await reserved();
        await stage(code);
        // Before: the page follows the purchase to the delivery.
        expect(promises(await pageOf(code)), `stage ${index}, before`).toBe(true);
        if (by === 'buyer') {
          expect((await postJson(app, CANCELLATION_PATH, { code, email })).status).toBe(200);
        } else {
          const done = await fulfilment.cancel(
            actor,
            code,
            { reason: 'Pedido del cliente.' },
            { outsideWindowAllowed: false },
          );
          expect(done.ok).toBe(true);
        }
        const page = await pageOf(code);
        expect(page, `stage ${index}, by the ${by}`).toContain('que quedó cancelada');
        expect(promises(page), `stage ${index}, by the ${by}`).toBe(false);
      }
  });
});
