/**
 * Sending the confirmed alerts when the catalogue changes (docs/decisions/0084): a lower price sends one e-mail with the
 * old and the new price and a one-click way out; a held unit that comes free sends once; a saved search sends once for
 * each unit that comes in; an address over today's cap waits for tomorrow; two checks at once send each e-mail once;
 * the retention deletes what is past its time.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ALERT_DAILY_MAIL_CAP } from '#domain/content/alerts';
import { formatMoney } from '#domain/shared/money';
import { createFamily, createStockUnit, createVersion } from '../../tests/support/factories';
import { alertMailDays, alerts, stockUnits } from '../db/schema';
import { checkAlerts } from './alert-checks';
import { deleteExpiredAlerts } from './alert-retention';
import {
  alertMailsTo,
  alertsOf,
  alertsTestBed,
  confirmedAlert,
  newAddress,
  PUBLIC_URL,
  postAlert,
  startNextDay,
} from './alerts.fixtures';

const bed = alertsTestBed();

const setUnit = (id: number, values: PgUpdateSetSource<typeof stockUnits>) =>
  bed.db.update(stockUnits).set(values).where(eq(stockUnits.id, id));

/** The e-mails an address got beyond the confirmation. */
const sentTo = async (email: string) =>
  (await alertMailsTo(bed.db, email)).filter((mail) => mail.kind !== 'alert.confirm');

describe('"Avisame si baja el precio"', () => {
  it('sends one e-mail with the old and the new price and a one-click way out, once per drop', async () => {
    // 30.000.000 + 900.000 + 450.000: the final price of docs/product.md §9.
    const unit = await createStockUnit(bed.db, { model: 'Taos Highline', color: 'Azul Noche' });
    const email = newAddress();
    const token = await confirmedAlert(bed.app, bed.db, {
      kind: 'price_drop',
      stock_id: unit.id,
      email,
      name: 'Rocío',
    });
    expect((await checkAlerts(bed.db, PUBLIC_URL)).priceDrops).toBe(0);
    expect(await sentTo(email)).toEqual([]);

    await setUnit(unit.id, { discount: 1_350_000 });
    expect((await checkAlerts(bed.db, PUBLIC_URL)).priceDrops).toBe(1);
    await checkAlerts(bed.db, PUBLIC_URL);
    const mails = await sentTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.kind).toBe('alert.price-drop');
    expect(mail?.subject).toBe('Bajó el precio del Volkswagen Taos Highline');
    expect(mail?.text).toContain(`Precio anterior: ${formatMoney(31_350_000, 'ars')}`);
    expect(mail?.text).toContain(`Precio nuevo: ${formatMoney(30_000_000, 'ars')}`);
    expect(mail?.text).toContain(`Darme de baja de este aviso: ${PUBLIC_URL}/alertas/baja/${token}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/vehiculos-0km/reservar/volkswagen/${unit.id}/`);
    expect(mail?.headers?.['List-Unsubscribe']).toBe(
      `<${PUBLIC_URL}/api/v2/territorio/alerts/baja/${token}>`,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Up again: nothing. Down, but not below the price the last e-mail gave: nothing. Below it: one more.
    await setUnit(unit.id, { discount: 0 });
    await checkAlerts(bed.db, PUBLIC_URL);
    await setUnit(unit.id, { discount: 1_000_000 });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toHaveLength(1);
    await setUnit(unit.id, { specialDiscount: 2_000_000, discount: 0 });
    await checkAlerts(bed.db, PUBLIC_URL);
    const after = await sentTo(email);
    expect(after).toHaveLength(2);
    expect(after[1]?.text).toContain(`Precio nuevo: ${formatMoney(29_350_000, 'ars')}`);
  });

  it('waits while the unit is reserved, and starts again from the new price when its currency changes', async () => {
    const reserved = await createStockUnit(bed.db);
    const toldOfReserved = newAddress();
    await confirmedAlert(bed.app, bed.db, {
      kind: 'price_drop',
      stock_id: reserved.id,
      email: toldOfReserved,
    });
    await setUnit(reserved.id, { status: 'reserved', discount: 3_000_000 });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(toldOfReserved)).toEqual([]);
    // The reservation ends with the price still lower: now it is news.
    await setUnit(reserved.id, { status: 'available' });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect((await sentTo(toldOfReserved)).map((mail) => mail.kind)).toEqual(['alert.price-drop']);

    const dollars = await createStockUnit(bed.db);
    const toldOfDollars = newAddress();
    await confirmedAlert(bed.app, bed.db, { kind: 'price_drop', stock_id: dollars.id, email: toldOfDollars });
    await setUnit(dollars.id, { currency: 'usd', listPrice: 25_000, licenseCost: 0, preparationCost: 0 });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(toldOfDollars)).toEqual([]);
    await setUnit(dollars.id, { discount: 1_000 });
    await checkAlerts(bed.db, PUBLIC_URL);
    const [mail] = await sentTo(toldOfDollars);
    expect(mail?.text).toContain(`Precio anterior: ${formatMoney(25_000, 'usd')}`);
    expect(mail?.text).toContain(`Precio nuevo: ${formatMoney(24_000, 'usd')}`);
  });

  it('is sent once when two checks run at once', async () => {
    const unit = await createStockUnit(bed.db);
    const email = newAddress('concurrente');
    await confirmedAlert(bed.app, bed.db, { kind: 'price_drop', stock_id: unit.id, email });
    await setUnit(unit.id, { discount: 500_000 });
    const results = await Promise.all([checkAlerts(bed.db, PUBLIC_URL), checkAlerts(bed.db, PUBLIC_URL)]);
    expect(results.map((result) => result.priceDrops).sort()).toEqual([0, 1]);
    expect(await sentTo(email)).toHaveLength(1);
  });

  it(`waits for the next day when the address got its ${ALERT_DAILY_MAIL_CAP} e-mails today`, async () => {
    const unit = await createStockUnit(bed.db);
    const email = newAddress('lleno');
    await confirmedAlert(bed.app, bed.db, { kind: 'price_drop', stock_id: unit.id, email });
    await bed.db
      .update(alertMailDays)
      .set({ count: ALERT_DAILY_MAIL_CAP })
      .where(eq(alertMailDays.address, email));
    await setUnit(unit.id, { discount: 500_000 });
    expect(await checkAlerts(bed.db, PUBLIC_URL)).toMatchObject({ priceDrops: 0, waiting: 1 });
    expect(await sentTo(email)).toEqual([]);

    await startNextDay(bed.db, email);
    expect((await checkAlerts(bed.db, PUBLIC_URL)).priceDrops).toBe(1);
    expect(await sentTo(email)).toHaveLength(1);
  });
});

describe('"Avisame si se libera"', () => {
  const held = () =>
    createStockUnit(bed.db, { status: 'held', heldUntil: new Date(Date.now() + 20 * 60_000) });

  it('is sent once when the hold lapses, and is done', async () => {
    const unit = await held();
    const email = newAddress('libre');
    await confirmedAlert(bed.app, bed.db, { kind: 'unit_free', stock_id: unit.id, email, name: 'Rocío' });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toEqual([]);

    // Nothing has written the hold down: its time is simply past.
    await setUnit(unit.id, { heldUntil: sql`now() - interval '1 second'` });
    expect((await checkAlerts(bed.db, PUBLIC_URL)).freed).toBe(1);
    await checkAlerts(bed.db, PUBLIC_URL);
    const mails = await sentTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['alert.unit-free']);
    expect(mails[0]?.text).toContain('Hola, Rocío:');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/vehiculos-0km/reservar/volkswagen/${unit.id}/`);
    expect(await alertsOf(bed.db, email)).toEqual([]);
  });

  it('is not sent when the unit is reserved, and is removed unsent once it is sold', async () => {
    const unit = await held();
    const email = newAddress('reservada');
    await confirmedAlert(bed.app, bed.db, { kind: 'unit_free', stock_id: unit.id, email });
    await setUnit(unit.id, { status: 'reserved', heldUntil: null });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toEqual([]);
    expect(await alertsOf(bed.db, email)).toHaveLength(1);
    await setUnit(unit.id, { status: 'sold' });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await alertsOf(bed.db, email)).toEqual([]);
    expect(await sentTo(email)).toEqual([]);
  });
});

describe('"Avisame cuando entre una unidad así"', () => {
  it('sends once for a unit that comes in and matches, never for those it listed already', async () => {
    const family = await createFamily(bed.db, { brandId: 4, name: 'Kicks' });
    const version = await createVersion(bed.db, { familyId: family.id, bodyType: 'suv' });
    const like = { brandId: 4, familyId: family.id, subfamilyId: version.id, color: 'Rojo Fuego' };
    const before = await createStockUnit(bed.db, like);
    const email = newAddress('busqueda');
    await confirmedAlert(bed.app, bed.db, {
      kind: 'saved_search',
      search: { marca: 'nissan', carroceria: 'suv', color: 'rojo fuego' },
      email,
    });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toEqual([]);

    // Another colour comes in: not a match.
    await createStockUnit(bed.db, { ...like, color: 'Blanco Perla' });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toEqual([]);

    const arrived = await createStockUnit(bed.db, { ...like, model: 'Kicks Exclusive' });
    expect((await checkAlerts(bed.db, PUBLIC_URL)).newUnits).toBe(1);
    await checkAlerts(bed.db, PUBLIC_URL);
    const mails = await sentTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.kind).toBe('alert.new-units');
    expect(mail?.subject).toBe('Entró una unidad que buscabas');
    expect(mail?.text).toContain('Tu búsqueda: Nissan · SUV · Rojo fuego.');
    expect(mail?.text).toContain(`Nissan Kicks Exclusive: Rojo Fuego · Godoy Cruz`);
    expect(mail?.text).toContain(`/vehiculos-0km/reservar/nissan/${arrived.id}/`);
    expect(mail?.text).not.toContain(`/vehiculos-0km/reservar/nissan/${before.id}/`);
    expect(mail?.text).toContain(
      `Ver la búsqueda: ${PUBLIC_URL}/vehiculos-0km/stock?marca=nissan&carroceria=suv&color=rojo+fuego`,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A unit announced that leaves the list and comes back (a hold that lapses) is not news again.
    await setUnit(arrived.id, { status: 'held', heldUntil: new Date(Date.now() + 60_000) });
    await checkAlerts(bed.db, PUBLIC_URL);
    await setUnit(arrived.id, { heldUntil: sql`now() - interval '1 second'` });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toHaveLength(1);
  });

  it('sends nothing before it is confirmed', async () => {
    const family = await createFamily(bed.db, { brandId: 2, name: 'Tracker' });
    const email = newAddress('sinconfirmar');
    expect(
      (
        await postAlert(bed.app, {
          kind: 'saved_search',
          search: { familia: family.id },
          email,
          consent: true,
        })
      ).status,
    ).toBe(201);
    await createStockUnit(bed.db, { brandId: 2, familyId: family.id });
    await checkAlerts(bed.db, PUBLIC_URL);
    expect(await sentTo(email)).toEqual([]);
  });
});

describe('retention (Ley 25.326)', () => {
  it('deletes an unconfirmed alert after 7 days, a confirmed one after 90 without e-mails, and keeps the rest', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const unit = await createStockUnit(bed.db);
    const sold = await createStockUnit(bed.db);
    const base = { kind: 'price_drop' as const, watchedPrice: 1, watchedCurrency: 'ars' as const };
    const rows = await bed.db
      .insert(alerts)
      .values([
        {
          ...base,
          email: 'viejo@example.com',
          token: 'a'.repeat(43),
          stockUnitId: unit.id,
          createdAt: ago(8),
        },
        {
          ...base,
          email: 'nuevo@example.com',
          token: 'b'.repeat(43),
          stockUnitId: unit.id,
          createdAt: ago(6),
        },
        {
          ...base,
          email: 'quieto@example.com',
          token: 'c'.repeat(43),
          stockUnitId: unit.id,
          createdAt: ago(200),
          confirmedAt: ago(100),
          lastSentAt: ago(91),
        },
        {
          ...base,
          email: 'activo@example.com',
          token: 'd'.repeat(43),
          stockUnitId: unit.id,
          createdAt: ago(200),
          confirmedAt: ago(100),
          lastSentAt: ago(30),
        },
        {
          ...base,
          email: 'vendida@example.com',
          token: 'e'.repeat(43),
          stockUnitId: sold.id,
          confirmedAt: ago(1),
        },
      ])
      .returning({ email: alerts.email });
    expect(rows).toHaveLength(5);
    await setUnit(sold.id, { status: 'sold' });

    expect(await deleteExpiredAlerts(bed.db)).toBeGreaterThanOrEqual(3);
    const left = await bed.db
      .select({ email: alerts.email })
      .from(alerts)
      .where(
        sql`${alerts.email} in ('viejo@example.com', 'nuevo@example.com', 'quieto@example.com', 'activo@example.com', 'vendida@example.com')`,
      );
    expect(left.map((row) => row.email).sort()).toEqual(['activo@example.com', 'nuevo@example.com']);
  });
});
