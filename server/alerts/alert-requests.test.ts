/**
 * Asking for an e-mail alert (docs/product.md §7, docs/decisions/0084): the API checks the request with the shared
 * schema and answers in Spanish; a new alert queues exactly one e-mail, which asks to confirm it and carries a link and
 * the RFC 8058 headers to stop it; nothing else is sent until it is confirmed; each address has its caps; one click
 * removes an alert.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ALERT_ACTIVE_CAP,
  ALERT_ACTIVE_CAP_MESSAGE,
  ALERT_CONFIRM_SENT_MESSAGE,
  ALERT_CONSENT_MESSAGE,
  ALERT_DAILY_CAP_MESSAGE,
  ALERT_DAILY_MAIL_CAP,
  ALERT_SEARCH_EMPTY_MESSAGE,
  ALERT_UNIT_FREE_MESSAGE,
  ALERT_UNIT_GONE_MESSAGE,
  ALERT_UNSUBSCRIBED_MESSAGE,
  UNIT_ALERT_PATH,
} from '#domain/content/alerts';
import { formatMoney } from '#domain/shared/money';
import { createStockUnit } from '../../tests/support/factories';
import { alerts, stockUnits } from '../db/schema';
import { checkAlerts } from './alert-checks';
import {
  alertMailsTo,
  alertsOf,
  alertsTestBed,
  confirmationToken,
  newAddress,
  oneClickPath,
  PUBLIC_URL,
  postAlert,
  startNextDay,
} from './alerts.fixtures';

const bed = alertsTestBed();

const heldUnit = () =>
  createStockUnit(bed.db, { status: 'held', heldUntil: new Date(Date.now() + 20 * 60_000) });

describe('POST /api/v2/territorio/alerts', () => {
  it('keeps the alert unconfirmed and queues one e-mail that asks to confirm it, with a way out', async () => {
    const unit = await createStockUnit(bed.db, { model: 'Amarok V6', color: 'Gris Indio' });
    const email = newAddress();
    const answer = await postAlert(bed.app, {
      kind: 'price_drop',
      stock_id: unit.id,
      email,
      name: 'Rocío',
      consent: true,
    });
    expect(answer).toEqual({ status: 201, body: { data: { message: ALERT_CONFIRM_SENT_MESSAGE } } });

    const [alert] = await alertsOf(bed.db, email);
    expect(alert).toMatchObject({ kind: 'price_drop', stockUnitId: unit.id, confirmedAt: null });
    const mails = await alertMailsTo(bed.db, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.kind).toBe('alert.confirm');
    expect(mail?.text).toContain('Hola, Rocío:');
    expect(mail?.text).toContain('Avisame si baja el precio');
    expect(mail?.text).toContain('Volkswagen Amarok V6, Gris Indio');
    const token = confirmationToken(mail?.text ?? '');
    expect(token).toBe(alert?.token);
    expect(mail?.text).toContain(`Confirmar el aviso: ${PUBLIC_URL}/alertas/confirmar/${token}`);
    expect(mail?.text).toContain(`Darme de baja de este aviso: ${PUBLIC_URL}/alertas/baja/${token}`);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/v2/territorio/alerts/baja/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Unconfirmed, a lower price sends nothing.
    await bed.db.update(stockUnits).set({ discount: 2_000_000 }).where(eq(stockUnits.id, unit.id));
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await alertMailsTo(bed.db, email)).toHaveLength(1);
  });

  it('is the same alert when asked again: a waiting one is asked again, a confirmed one sends nothing', async () => {
    const unit = await createStockUnit(bed.db);
    const email = newAddress();
    const body = { kind: 'price_drop', stock_id: unit.id, email, consent: true };
    expect((await postAlert(bed.app, body)).status).toBe(201);
    expect((await postAlert(bed.app, { ...body, email: email.toUpperCase() })).status).toBe(201);
    expect(await alertsOf(bed.db, email)).toHaveLength(1);
    const mails = await alertMailsTo(bed.db, email);
    expect(mails.map((mail) => confirmationToken(mail.text))).toEqual([
      mails[0] && confirmationToken(mails[0].text),
      mails[0] && confirmationToken(mails[0].text),
    ]);

    await bed.db.update(alerts).set({ confirmedAt: new Date() }).where(eq(alerts.stockUnitId, unit.id));
    expect(await postAlert(bed.app, body)).toEqual({
      status: 201,
      body: { data: { message: ALERT_CONFIRM_SENT_MESSAGE } },
    });
    expect(await alertMailsTo(bed.db, email)).toHaveLength(2);
  });

  it('saves a search by its filters, checked by the search’s own schema', async () => {
    const email = newAddress();
    const asked = await postAlert(bed.app, {
      kind: 'saved_search',
      search: { carroceria: 'suv', marca: 'chevrolet', precio_max: 40_000_000, orden: 'precio', pagina: '2' },
      email,
      consent: true,
    });
    expect(asked.status).toBe(201);
    const [alert] = await alertsOf(bed.db, email);
    expect(alert).toMatchObject({
      kind: 'saved_search',
      searchKey: 'marca=chevrolet&carroceria=suv&precio_max=40000000',
      searchFilters: { marca: 'chevrolet', carroceria: 'suv', precio_max: '40000000' },
    });
    const [mail] = await alertMailsTo(bed.db, email);
    expect(mail?.text).toContain(`Chevrolet · SUV · hasta ${formatMoney(40_000_000, 'ars')}`);

    const wrong = await postAlert(bed.app, {
      kind: 'saved_search',
      search: { marca: 'audi' },
      email,
      consent: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      { field: 'search.marca', message: 'marca debe ser uno de: volkswagen, chevrolet, nissan, baic.' },
    ]);
    const unordered = await postAlert(bed.app, {
      kind: 'saved_search',
      search: { precio_min: '50', precio_max: '10' },
      email,
      consent: true,
    });
    expect(unordered.body.issues).toEqual([
      { field: 'search.precio_min', message: 'precio_min no puede ser mayor que precio_max.' },
    ]);
    const empty = await postAlert(bed.app, {
      kind: 'saved_search',
      search: { orden: 'precio' },
      email,
      consent: true,
    });
    expect(empty).toMatchObject({ status: 400, body: { error: ALERT_SEARCH_EMPTY_MESSAGE } });
  });

  it('says what to fix, field by field, in Spanish, and keeps nothing', async () => {
    const unit = await createStockUnit(bed.db);
    const email = newAddress();
    const bad = await postAlert(bed.app, { kind: 'price_drop', stock_id: unit.id, email: 'no-es-un-mail' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { field: 'email', message: 'Ingresá un e-mail válido.' },
      { field: 'consent', message: ALERT_CONSENT_MESSAGE },
    ]);
    const noKind = await postAlert(bed.app, { stock_id: unit.id, email, consent: true });
    expect(noKind.body).toMatchObject({
      error: 'Elegí el tipo de aviso: price_drop, unit_free o saved_search.',
    });
    const noUnit = await postAlert(bed.app, { kind: 'price_drop', email, consent: true });
    expect(noUnit.body.issues).toEqual([{ field: 'stock_id', message: 'Indicá la unidad.' }]);
    const notJson = await bed.app.request('/api/v2/territorio/alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'kind=price_drop',
    });
    expect(notJson.status).toBe(415);
    expect(await alertsOf(bed.db, email)).toEqual([]);
    expect(await alertMailsTo(bed.db, email)).toEqual([]);
  });

  it('refuses a unit gone, reserved, or (if se libera) free already, each with its reason', async () => {
    const email = newAddress();
    const free = await createStockUnit(bed.db);
    expect(await postAlert(bed.app, { kind: 'unit_free', stock_id: free.id, email, consent: true })).toEqual({
      status: 409,
      body: { error: ALERT_UNIT_FREE_MESSAGE },
    });
    const reserved = await createStockUnit(bed.db, { status: 'reserved' });
    expect(
      await postAlert(bed.app, { kind: 'price_drop', stock_id: reserved.id, email, consent: true }),
    ).toEqual({ status: 409, body: { error: ALERT_UNIT_GONE_MESSAGE } });
    const sold = await createStockUnit(bed.db, { status: 'sold' });
    expect(await postAlert(bed.app, { kind: 'price_drop', stock_id: sold.id, email, consent: true })).toEqual(
      {
        status: 404,
        body: { error: ALERT_UNIT_GONE_MESSAGE },
      },
    );
    expect(await postAlert(bed.app, { kind: 'price_drop', stock_id: 999_999, email, consent: true })).toEqual(
      {
        status: 404,
        body: { error: ALERT_UNIT_GONE_MESSAGE },
      },
    );
    expect(await alertsOf(bed.db, email)).toEqual([]);
  });

  it('answers a bot that fills the honeypot as anyone, and keeps and sends nothing', async () => {
    const unit = await createStockUnit(bed.db);
    const email = newAddress();
    const answer = await postAlert(bed.app, {
      kind: 'price_drop',
      stock_id: unit.id,
      email,
      consent: true,
      website: 'http://spam.example',
    });
    expect(answer).toEqual({ status: 201, body: { data: { message: ALERT_CONFIRM_SENT_MESSAGE } } });
    expect(await alertsOf(bed.db, email)).toEqual([]);
    expect(await alertMailsTo(bed.db, email)).toEqual([]);
  });
});

describe('the caps of an address', () => {
  it(`sends at most ${ALERT_DAILY_MAIL_CAP} alert e-mails a day to an address, confirmations included`, async () => {
    const email = newAddress('tope');
    for (let i = 0; i < ALERT_DAILY_MAIL_CAP; i++) {
      const unit = await createStockUnit(bed.db);
      expect(
        (await postAlert(bed.app, { kind: 'price_drop', stock_id: unit.id, email, consent: true })).status,
      ).toBe(201);
    }
    const one = await createStockUnit(bed.db);
    expect(await postAlert(bed.app, { kind: 'price_drop', stock_id: one.id, email, consent: true })).toEqual({
      status: 409,
      body: { error: ALERT_DAILY_CAP_MESSAGE },
    });
    expect(await alertMailsTo(bed.db, email)).toHaveLength(ALERT_DAILY_MAIL_CAP);
    expect(await alertsOf(bed.db, email)).toHaveLength(ALERT_DAILY_MAIL_CAP);

    await startNextDay(bed.db, email);
    expect(
      (await postAlert(bed.app, { kind: 'price_drop', stock_id: one.id, email, consent: true })).status,
    ).toBe(201);
  });

  it(`keeps at most ${ALERT_ACTIVE_CAP} alerts of an address`, async () => {
    const email = newAddress('muchos');
    for (let i = 0; i < ALERT_ACTIVE_CAP; i++) {
      if (i > 0 && i % ALERT_DAILY_MAIL_CAP === 0) await startNextDay(bed.db, email);
      const unit = await createStockUnit(bed.db);
      expect(
        (await postAlert(bed.app, { kind: 'price_drop', stock_id: unit.id, email, consent: true })).status,
      ).toBe(201);
    }
    await startNextDay(bed.db, email);
    const one = await createStockUnit(bed.db);
    expect(await postAlert(bed.app, { kind: 'price_drop', stock_id: one.id, email, consent: true })).toEqual({
      status: 409,
      body: { error: ALERT_ACTIVE_CAP_MESSAGE },
    });
    expect(await alertsOf(bed.db, email)).toHaveLength(ALERT_ACTIVE_CAP);
  });
});

describe('POST /api/v2/territorio/unit-alert, as before the kinds', () => {
  it('asks for "Avisame si se libera" on a held unit, with the same double opt-in', async () => {
    const unit = await heldUnit();
    const email = newAddress('espera');
    expect(await postAlert(bed.app, { stock_id: unit.id, email }, UNIT_ALERT_PATH)).toEqual({
      status: 201,
      body: { data: { message: ALERT_CONFIRM_SENT_MESSAGE } },
    });
    expect(await alertsOf(bed.db, email)).toMatchObject([
      { kind: 'unit_free', stockUnitId: unit.id, confirmedAt: null },
    ]);
    expect((await alertMailsTo(bed.db, email)).map((mail) => mail.kind)).toEqual(['alert.confirm']);
    const free = await createStockUnit(bed.db);
    expect((await postAlert(bed.app, { stock_id: free.id, email }, UNIT_ALERT_PATH)).status).toBe(409);
    expect((await postAlert(bed.app, { email }, UNIT_ALERT_PATH)).status).toBe(400);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('removes the alert on a mail client’s post, without a page, and answers the same once it is gone', async () => {
    const unit = await createStockUnit(bed.db);
    const email = newAddress('baja');
    await postAlert(bed.app, { kind: 'price_drop', stock_id: unit.id, email, consent: true });
    const [mail] = await alertMailsTo(bed.db, email);
    const token = confirmationToken(mail?.text ?? '');
    const oneClick = () =>
      bed.app.request(oneClickPath(token), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { message: ALERT_UNSUBSCRIBED_MESSAGE } });
    expect(await alertsOf(bed.db, email)).toEqual([]);
    expect((await oneClick()).status).toBe(200);
    expect((await bed.app.request(oneClickPath('corto'), { method: 'POST' })).status).toBe(404);
  });
});
