import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullPriceWithDiscount } from '#domain/catalogue/pricing';
import {
  PROMOTION_EXPIRED_MESSAGE,
  PROMOTION_NOT_VALID_MESSAGE,
  PROMOTION_OFFER_UNIT_MESSAGE,
  PROMOTION_USED_UP_MESSAGE,
} from '#domain/catalogue/promotions';
import { creditFor } from '#domain/operation/credit-selection';
import { OPERATION_CODE_PATTERN, TRANSACTION_CODE_PATTERN } from '#domain/operation/operation-code';
import {
  createCreditPlan,
  createFamily,
  createStockUnit,
  createUsdRate,
  insertBrands,
} from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import { stopClockInsideWindow } from '../../tests/support/window-clock';
import { createDatabaseCatalogue } from '../catalogue';
import type { DatabaseHandle } from '../db/client';
import { brandSettings, mailOutbox, operations, promotions, stockUnits, valuations } from '../db/schema';
import { NotFoundError } from '../platform/errors';
import { OPERATION_MAIL_KINDS } from './operation-mails';
import {
  buildOperationApp,
  createPromotion,
  createValuationRow,
  newClient,
  type OperationApp,
  PUBLIC_URL,
  postJson,
  START_PATH,
  startOperation,
  UPDATE_PATH,
  updateOperation,
} from './operations.fixtures';
import { DEFAULT_CODE_LOOKUP_LIMIT, TOO_MANY_CODE_LOOKUPS_MESSAGE } from './operations-rate-limit';

const NOT_FOUND = 'No encontramos una operación con ese código.';
const UNAVAILABLE = 'El vehículo seleccionado no está disponible.';
const HOUR = 60 * 60 * 1000;

let handle: DatabaseHandle;
let app: OperationApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db.insert(brandSettings).values({ brandId: 1, bookingPrice: 400_000 });
  app = buildOperationApp(handle.db);
});
afterAll(() => handle.close());

/** A Volkswagen unit priced 30,000,000 − 1,000,000 + 900,000 + 450,000 − 500,000 = 29,850,000. */
function vwUnit(overrides: Parameters<typeof createStockUnit>[1] = {}) {
  return createStockUnit(handle.db, { discount: 1_000_000, specialDiscount: 500_000, ...overrides });
}

describe('POST /api/v2/territorio/dealership/start: a new operation', () => {
  it('creates it for an available unit, answers it in docs/product.md §3 shape and e-mails the code and the resume link', async () => {
    const unit = await vwUnit();
    const answer = await postJson(app, START_PATH, {
      email: ' juana@example.com ',
      stock_id: String(unit.id),
      brand_id: 1,
      chassis: unit.chassis.toLowerCase(),
      family: 'cualquier-cosa',
      model: 'lo que diga la página',
      // docs/product.md §D2: the client's figures are never read.
      fullprice: 1,
      special_discount: 29_000_000,
    });

    expect(answer.status).toBe(201);
    const operation = answer.body.data;
    const price = fullPriceWithDiscount({
      list_price: unit.listPrice,
      discount: unit.discount,
      license_cost: unit.licenseCost,
      preparation_cost: unit.preparationCost,
      special_discount: unit.specialDiscount,
    });
    expect(price).toBe(29_850_000);
    expect(operation).toEqual({
      code: expect.stringMatching(OPERATION_CODE_PATTERN),
      status: 'started',
      version: 1,
      brand_id: 1,
      stock_id: unit.id,
      family: expect.stringMatching(/^FAMILIA-/),
      family_id: unit.familyId,
      model: 'Modelo de prueba',
      chassis: unit.chassis,
      currency: 'ars',
      usd_rate: null,
      email: 'juana@example.com',
      purchase: {
        email: 'juana@example.com',
        vehicle: expect.objectContaining({
          id: unit.id,
          model: 'Modelo de prueba',
          chassis: unit.chassis,
          color: 'Blanco Cristal',
          location: 'Godoy Cruz',
          list_price: 30_000_000,
          full_price_with_discount: price,
          status: 'available',
        }),
        name: '',
        lastname: '',
        dni: '',
        telephone: '',
        birthdate: '',
        display_birthdate: '',
        marital_status_id: null,
        cuit: '',
        iva_condition: '',
        transaction: { code: expect.stringMatching(TRANSACTION_CODE_PATTERN) },
      },
      customer: { name: '', lastname: '', email: 'juana@example.com', telephone: '', address: '', dni: '' },
      cash_amount: 0,
      used_vehicles: [],
      credit_id: 0,
      credit_name: '',
      credit_amount: 0,
      credit_installments: 0,
      credit_avg_installment: 0,
      credit_bank: '',
      credit_rate_pct: 0,
      credit_cft_pct: 0,
      credit_requested_amount: 0,
      promotion: null,
      adjustments: [],
      amounts: {
        unit_price: price,
        promotion_discount: 0,
        total: price,
        cash: 0,
        used_vehicles: 0,
        credit: 0,
        pending: price,
      },
      total_amount: price,
      pending_amount: price,
      deposit: 400_000,
      vehicle_available: true,
      can_continue: { payment: false, personal_data: false },
      personal_data_issues: expect.arrayContaining([{ field: 'name', message: 'Ingresá tu nombre.' }]),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const [row] = await handle.db.select().from(operations).where(eq(operations.code, operation.code));
    expect(row).toMatchObject({
      status: 'started',
      version: 1,
      stockUnitId: unit.id,
      email: 'juana@example.com',
      unitPrice: price,
      totalAmount: price,
      pendingAmount: price,
    });

    const mails = await handle.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, OPERATION_MAIL_KINDS.started), eq(mailOutbox.toAddress, 'juana@example.com')),
      );
    const mail = mails.find((candidate) => candidate.textBody.includes(operation.code));
    if (!mail) throw new Error('no e-mail with the code');
    const link = `${PUBLIC_URL}/concesionario-digital/continue/${operation.code}`;
    expect(mail.subject).toBe(`Tu código de operación: ${operation.code}`);
    expect(mail.status).toBe('pending');
    expect(mail.textBody).toContain(link);
    expect(mail.textBody).toContain('$\u00a029.850.000');
    expect(mail.textBody).toContain('Seña de reserva: $\u00a0400.000');
    expect(mail.htmlBody).toContain(`href="${link}"`);
    expect(mail.htmlBody).toContain(operation.code);
  });

  it('gives each operation its own code and transaction code', async () => {
    const unit = await vwUnit();
    const started = await Promise.all(Array.from({ length: 5 }, () => startOperation(app, unit)));
    expect(new Set(started.map((operation) => operation.code)).size).toBe(5);
    expect(new Set(started.map((operation) => operation.purchase.transaction.code)).size).toBe(5);
  });

  it('uses the default deposit of 200000 for a brand without booking_price', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 2 });
    expect((await startOperation(app, unit)).deposit).toBe(200_000);
  });

  it('answers 404 for a unit that does not exist, is sold, or is another brand’s', async () => {
    const sold = await vwUnit({ status: 'sold' });
    const other = await vwUnit();
    for (const body of [
      { email: 'juana@example.com', stock_id: 999_999, brand_id: 1 },
      { email: 'juana@example.com', stock_id: sold.id, brand_id: 1 },
      { email: 'juana@example.com', stock_id: other.id, brand_id: 2 },
      // A page whose copy of the unit is another car must not reserve this one.
      { email: 'juana@example.com', stock_id: other.id, brand_id: 1, chassis: '9BWZZZ00000000000' },
      { email: 'juana@example.com', stock_id: other.id, brand_id: 1, family_id: other.familyId + 1000 },
    ]) {
      const answer = await postJson(app, START_PATH, body);
      expect(answer).toMatchObject({ status: 404, body: { error: UNAVAILABLE } });
    }
  });

  it('answers 409 for a unit held or reserved for another buyer, and starts one whose hold lapsed', async () => {
    const held = await vwUnit({ status: 'held', heldUntil: new Date(Date.now() + HOUR) });
    const reserved = await vwUnit({ status: 'reserved' });
    const lapsed = await vwUnit({ status: 'held', heldUntil: new Date(Date.now() - 1000) });
    const before = await handle.db.$count(operations);
    for (const unit of [held, reserved]) {
      const answer = await postJson(app, START_PATH, {
        email: 'juana@example.com',
        stock_id: unit.id,
        brand_id: 1,
      });
      expect(answer).toMatchObject({ status: 409, body: { error: UNAVAILABLE } });
    }
    expect(await handle.db.$count(operations)).toBe(before);
    expect((await startOperation(app, lapsed)).status).toBe('started');
  });

  it('refuses a start without a valid e-mail or unit with 400 and Spanish messages', async () => {
    const unit = await vwUnit();
    const missing = await postJson(app, START_PATH, { stock_id: unit.id, brand_id: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'Ingresá tu e-mail.',
      issues: [{ field: 'email', message: 'Ingresá tu e-mail.' }],
    });
    const invalid = await postJson(app, START_PATH, { email: 'juana', stock_id: 'x', brand_id: 1 });
    expect(invalid.body.issues).toEqual([
      { field: 'email', message: 'Ingresá un e-mail válido.' },
      { field: 'stock_id', message: 'El vehículo (stock_id) no es válido.' },
    ]);
    expect((await postJson(app, START_PATH, '{"email":')).status).toBe(400);
    const form = await app.request(START_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=juana@example.com',
    });
    expect(form.status).toBe(415);
  });
});

describe('promotions at start', () => {
  // The same price as vwUnit's, all of it web discount: a unit with a special discount takes no code.
  const webPriceUnit = (overrides: Parameters<typeof createStockUnit>[1] = {}) =>
    vwUnit({ discount: 1_500_000, specialDiscount: 0, ...overrides });

  it('applies a promotion in scope and keeps it unredeemed', async () => {
    const family = await createFamily(handle.db, { brandId: 1, family: 'T-CROSS' });
    const unit = await webPriceUnit({ familyId: family.id });
    const promotion = await createPromotion(handle.db, {
      code: 'TCROSS5',
      brandId: 1,
      family: 'T-CROSS',
      percentageDiscount: 5,
      usageLimit: 1,
    });

    const operation = await startOperation(app, unit, { promotion_code: ' tcross5 ' });
    const discount = Math.round(29_850_000 * 0.05);
    expect(operation.promotion).toEqual({
      code: 'TCROSS5',
      description: 'Promoción de prueba',
      money_discount: null,
      percentage_discount: 5,
      discount,
    });
    expect(operation.total_amount).toBe(29_850_000 - discount);
    expect(operation.pending_amount).toBe(29_850_000 - discount);
    // The payment redeems it (issue of the payment); starting doesn't use up a limited code.
    const second = await startOperation(app, await webPriceUnit({ familyId: family.id }), {
      promotion_code: 'TCROSS5',
    });
    expect(second.promotion?.code).toBe('TCROSS5');
    const [row] = await handle.db.select().from(operations).where(eq(operations.code, operation.code));
    expect(row).toMatchObject({
      promotionId: promotion.id,
      promotionCode: 'TCROSS5',
      promotionDiscount: discount,
    });
  });

  it('applies a money discount', async () => {
    const unit = await webPriceUnit();
    await createPromotion(handle.db, { code: 'MENOS500', moneyDiscount: 500_000, percentageDiscount: null });
    const operation = await startOperation(app, unit, { promotion_code: 'MENOS500' });
    expect(operation.promotion?.discount).toBe(500_000);
    expect(operation.total_amount).toBe(29_350_000);
  });

  it('refuses with 422 a code outside its scope, expired, used up or unknown, and creates nothing', async () => {
    const unit = await webPriceUnit();
    await createPromotion(handle.db, { code: 'SOLOGM', brandId: 2 });
    await createPromotion(handle.db, { code: 'OTRAFAMILIA', brandId: 1, family: 'AMAROK' });
    await createPromotion(handle.db, { code: 'OTROCHASIS', chassis: '9BWZZZ00000000000' });
    await createPromotion(handle.db, {
      code: 'VENCIDO',
      validFrom: new Date(Date.now() - 48 * HOUR),
      validUntil: new Date(Date.now() - HOUR),
    });
    await createPromotion(handle.db, { code: 'AGOTADO', usageLimit: 2, usageCount: 2 });
    const before = await handle.db.$count(operations);
    for (const [code, message] of [
      ['SOLOGM', PROMOTION_NOT_VALID_MESSAGE],
      ['OTRAFAMILIA', PROMOTION_NOT_VALID_MESSAGE],
      ['OTROCHASIS', PROMOTION_NOT_VALID_MESSAGE],
      ['VENCIDO', PROMOTION_EXPIRED_MESSAGE],
      ['AGOTADO', PROMOTION_USED_UP_MESSAGE],
      ['NOEXISTE', PROMOTION_NOT_VALID_MESSAGE],
    ]) {
      const answer = await postJson(app, START_PATH, {
        email: 'juana@example.com',
        stock_id: unit.id,
        brand_id: 1,
        promotion_code: code,
      });
      expect(answer).toEqual({ status: 422, headers: expect.anything(), body: { error: message } });
    }
    expect(await handle.db.$count(operations)).toBe(before);
  });

  it('refuses with 422 any code on a unit with a special discount, saying the offer does not stack (docs/product.md §9)', async () => {
    const offer = await vwUnit();
    await createPromotion(handle.db, { code: 'PARATODOS', moneyDiscount: 100_000, percentageDiscount: null });
    const answer = await postJson(app, START_PATH, {
      email: 'juana@example.com',
      stock_id: offer.id,
      brand_id: 1,
      promotion_code: 'PARATODOS',
    });
    expect(answer).toEqual({
      status: 422,
      headers: expect.anything(),
      body: { error: PROMOTION_OFFER_UNIT_MESSAGE },
    });
    expect(
      (await startOperation(app, await webPriceUnit(), { promotion_code: 'PARATODOS' })).promotion?.code,
    ).toBe('PARATODOS');
  });

  it('drops, on the next update, a promotion that stopped being valid', async () => {
    const unit = await webPriceUnit();
    const promotion = await createPromotion(handle.db, { code: 'HASTAHOY', moneyDiscount: 100_000 });
    const operation = await startOperation(app, unit, { promotion_code: 'HASTAHOY' });
    expect(operation.total_amount).toBe(29_750_000);
    await handle.db
      .update(promotions)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(promotions.id, promotion.id));
    const answer = await updateOperation(app, operation, { cash_amount: 1000 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.promotion).toBeNull();
    expect(answer.body.data.total_amount).toBe(29_850_000);
  });
});

describe('resume by code', () => {
  it('finds the operation by its code in any case, with spaces, hyphens and Crockford aliases', async () => {
    const unit = await vwUnit();
    const operation = await startOperation(app, unit);
    await handle.db
      .update(operations)
      .set({ code: '01AB23CD45EF' })
      .where(eq(operations.code, operation.code));

    for (const typed of ['01AB23CD45EF', '01ab23cd45ef', ' oIab-23cd-45ef ', 'OLAB 23CD 45EF']) {
      const answer = await postJson(app, START_PATH, { code: typed });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ code: '01AB23CD45EF', stock_id: unit.id, status: 'started' });
    }
  });

  it('finds every field as left', async () => {
    const unit = await vwUnit();
    const operation = await startOperation(app, unit);
    const saved = await updateOperation(app, operation, {
      cash_amount: 2_000_000,
      customer: { ...operation.customer, name: 'Juana', address: 'Av. San Martín 100' },
      purchase: { ...operation.purchase, birthdate: '15/03/1985', marital_status_id: 3 },
    });
    expect(saved.status).toBe(200);
    const resumed = await postJson(app, START_PATH, { code: operation.code.toLowerCase() });
    expect(resumed.body.data).toEqual(saved.body.data);
    expect(resumed.body.data.purchase).toMatchObject({
      name: 'Juana',
      birthdate: '1985-03-15',
      display_birthdate: '15/03/1985',
      marital_status_id: 3,
    });
  });

  it('answers the same 404 for an unknown code and for something that is not a code', async () => {
    for (const code of ['ZZZZZZZZZZZZ', 'nada', 'UUUUUUUUUUUU']) {
      expect(await postJson(app, START_PATH, { code })).toMatchObject({
        status: 404,
        body: { error: NOT_FOUND },
      });
    }
  });
});

describe('look-ups by code are rate-limited per client (docs/product.md §D4)', () => {
  beforeEach(() => stopClockInsideWindow(DEFAULT_CODE_LOOKUP_LIMIT.windowSeconds));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses every look-up of a client after too many misses, with retry-after, and not other clients', async () => {
    const limited = buildOperationApp(handle.db, { codeLookupLimit: { maxMisses: 3, maxResumes: 100 } });
    const operation = await startOperation(limited, await vwUnit());
    const guesser = newClient();

    for (let i = 0; i < 2; i++) {
      expect((await postJson(limited, START_PATH, { code: `ZZZZZZZZZZZ${i}` }, guesser)).status).toBe(404);
    }
    // Updates with unknown codes count as misses too.
    const miss = await postJson(limited, UPDATE_PATH, { ...operation, code: 'ZZZZZZZZZZZZ' }, guesser);
    expect(miss.status).toBe(404);

    const refused = await postJson(limited, START_PATH, { code: operation.code }, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_CODE_LOOKUPS_MESSAGE });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postJson(limited, UPDATE_PATH, { ...operation }, guesser)).status).toBe(429);

    expect((await postJson(limited, START_PATH, { code: operation.code }, newClient())).status).toBe(200);
  });

  it('lets no more codes miss than the limit, however many look-ups arrive at once', async () => {
    const limited = buildOperationApp(handle.db, { codeLookupLimit: { maxMisses: 5, maxResumes: 100 } });
    const operation = await startOperation(limited, await vwUnit());
    const guesser = newClient();
    const guesses = await Promise.all([
      ...Array.from({ length: 16 }, (_, i) =>
        postJson(limited, START_PATH, { code: `ZZZZZZZZZZ${String(i).padStart(2, '0')}` }, guesser),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        postJson(
          limited,
          UPDATE_PATH,
          { ...operation, code: `YYYYYYYYYY${String(i).padStart(2, '0')}` },
          guesser,
        ),
      ),
    ]);
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    // The limit is taken: the right code is refused too.
    expect((await postJson(limited, START_PATH, { code: operation.code }, guesser)).status).toBe(429);
  });

  it('does not count look-ups that find their operation, even many at once', async () => {
    const limited = buildOperationApp(handle.db, { codeLookupLimit: { maxMisses: 2, maxResumes: 100 } });
    const operation = await startOperation(limited, await vwUnit());
    const buyer = newClient();
    for (let round = 0; round < 3; round++) {
      const found = await Promise.all(
        Array.from({ length: 2 }, () => postJson(limited, START_PATH, { code: operation.code }, buyer)),
      );
      expect(found.map((answer) => answer.status)).toEqual([200, 200]);
    }
    expect((await postJson(limited, START_PATH, { code: 'ZZZZZZZZZZZZ' }, buyer)).status).toBe(404);
    expect((await postJson(limited, START_PATH, { code: operation.code }, buyer)).status).toBe(200);
  });

  it('limits resumes of one client, found or not', async () => {
    const limited = buildOperationApp(handle.db, { codeLookupLimit: { maxResumes: 3 } });
    const operation = await startOperation(limited, await vwUnit());
    const client = newClient();
    for (let i = 0; i < 3; i++) {
      expect((await postJson(limited, START_PATH, { code: operation.code }, client)).status).toBe(200);
    }
    expect((await postJson(limited, START_PATH, { code: operation.code }, client)).status).toBe(429);
    // The buyer's own saves are not look-ups to limit.
    for (let i = 0; i < 5; i++) {
      const answer = await updateOperation(limited, operation, { cash_amount: 1000 + i }, client);
      expect(answer.status).toBe(200);
      Object.assign(operation, answer.body.data);
    }
  });
});

describe('a dollar-priced unit (docs/product.md §D3)', () => {
  it('fixes the rate at start and converts valuations and credit in pesos with it', async () => {
    await createUsdRate(handle.db, 1450, new Date(Date.now() - HOUR));
    const unit = await createStockUnit(handle.db, {
      brandId: 6,
      currency: 'usd',
      listPrice: 40_000,
      discount: 1_000,
      specialDiscount: 0,
      licenseCost: 800,
      preparationCost: 200,
    });
    const operation = await startOperation(app, unit);
    expect(operation).toMatchObject({ currency: 'usd', usd_rate: 1450, total_amount: 40_000 });

    // A later rate does not move this operation.
    await createUsdRate(handle.db, 1600, new Date());
    const valuation = await createValuationRow(handle.db, { amount: 14_500_000 });
    const plan = await createCreditPlan(handle.db, {
      brandId: 6,
      name: 'Prendario USD',
      maxAmount: 100_000_000,
      maxSharePct: 50,
      annualRatePct: 30,
      months: 24,
    });
    const answer = await updateOperation(app, operation, {
      used_vehicles: [{ valuation_id: valuation.id, valuation: 1 }],
      credit_id: plan.id,
      cash_amount: 'US$ 1.000',
    });
    expect(answer.status).toBe(200);
    const updated = answer.body.data;
    const credit = creditFor(
      {
        id: plan.id,
        name: plan.name,
        months: 24,
        annual_rate: 30,
        max_amount: 100_000_000,
        max_share_pct: 50,
      },
      { vehiclePricePesos: 40_000 * 1450, requestedPesos: 0, owedPesos: Number.POSITIVE_INFINITY },
    );
    expect(credit.credit_amount).toBe(29_000_000);
    expect(updated).toMatchObject({
      usd_rate: 1450,
      cash_amount: 1_000,
      used_vehicles: [{ valuation_id: valuation.id, valuation: 14_500_000 }],
      credit_id: plan.id,
      credit_amount: 29_000_000,
      credit_avg_installment: credit.credit_avg_installment,
      amounts: {
        unit_price: 40_000,
        promotion_discount: 0,
        total: 40_000,
        cash: 1_000,
        used_vehicles: 10_000,
        credit: 20_000,
        pending: 9_000,
      },
      pending_amount: 9_000,
      status: 'payment_selected',
    });
    const [row] = await handle.db.select().from(operations).where(eq(operations.code, operation.code));
    expect(row?.usdRate).toBe(1450);
  });

  it('answers 503 when no rate is loaded, rather than pricing with none', async () => {
    const catalogue = createDatabaseCatalogue(handle.db);
    const withoutRate = buildOperationApp(handle.db, {
      catalogue: {
        ...catalogue,
        usdRate: () => Promise.reject(new NotFoundError('No hay una cotización del dólar cargada.')),
      },
    });
    const unit = await createStockUnit(handle.db, { brandId: 6, currency: 'usd', listPrice: 40_000 });
    const before = await handle.db.$count(operations);
    const answer = await postJson(withoutRate, START_PATH, {
      email: 'juana@example.com',
      stock_id: unit.id,
      brand_id: 6,
    });
    expect(answer.status).toBe(503);
    expect(await handle.db.$count(operations)).toBe(before);
  });
});

describe('the database guards what the code guards', () => {
  it('refuses a fourth used vehicle, a status outside the list and a marital status outside 1..4', async () => {
    const operation = await startOperation(app, await vwUnit());
    const [row] = await handle.db.select().from(operations).where(eq(operations.code, operation.code));
    if (!row) throw new Error('no row');
    const rows = await Promise.all([1, 2, 3, 4].map(() => createValuationRow(handle.db)));
    const insert = (position: number, valuationId: string) =>
      handle.db.execute(
        sql`insert into operation_used_vehicles (operation_id, position, valuation_id) values (${row.id}, ${position}, ${valuationId})`,
      );
    for (const [i, valuation] of rows.slice(0, 3).entries()) await insert(i + 1, valuation.id);
    await expect(insert(4, rows[3]?.id ?? '')).rejects.toThrow();
    await expect(insert(1, rows[3]?.id ?? '')).rejects.toThrow();
    await expect(
      handle.db
        .update(operations)
        .set({ status: 'paid' as 'reserved' })
        .where(eq(operations.id, row.id)),
    ).rejects.toThrow();
    await expect(
      handle.db.update(operations).set({ maritalStatusId: 5 }).where(eq(operations.id, row.id)),
    ).rejects.toThrow();
    // A valuation belongs to one operation at most.
    const other = await startOperation(app, await vwUnit());
    const [otherRow] = await handle.db.select().from(operations).where(eq(operations.code, other.code));
    await expect(
      handle.db.execute(
        sql`insert into operation_used_vehicles (operation_id, position, valuation_id) values (${otherRow?.id}, 1, ${rows[0]?.id})`,
      ),
    ).rejects.toThrow();
    expect(await handle.db.$count(valuations)).toBeGreaterThanOrEqual(4);
    expect(await handle.db.$count(stockUnits)).toBeGreaterThan(0);
  });
});
