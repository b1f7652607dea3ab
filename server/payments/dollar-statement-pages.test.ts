/**
 * docs/product.md §D3: one computation of the lines for every page and e-mail. A dollar operation with a discount
 * code, two used vehicles, cash and a balance is walked through the site as a buyer does it (the API for the steps,
 * the real pages for what they print); every line the pages print is the line every e-mail carries, to the peso, and
 * the peso lines add up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { OperationView } from '#domain/operation/operation';
import { USD_RATE_LABEL } from '#domain/operation/printed-statement';
import { formatMoney } from '#domain/shared/money';
import { createFamily, createStockUnit, createUsdRate } from '../../tests/support/factories';
import { createPagesTestApp, html, type PagesTestApp, pagesUnder } from '../../tests/support/pages-app';
import { fulfilmentTestBed } from '../dealership/fulfilment.fixtures';
import { myReservationSignature } from '../dealership/my-reservation-link';
import { OPERATION_MAIL_KINDS } from '../dealership/operation-mails';
import {
  createPromotion,
  createValuationRow,
  saveOperation,
  startOperation,
} from '../dealership/operations.fixtures';
import { RESERVATION_LINK_DEVELOPMENT_SECRET } from '../platform/config';
import { PAYMENT_MAIL_KINDS } from './payment-mails';
import {
  mailsAbout,
  newBuyerEmail,
  notifySandbox,
  pay,
  settleSandbox,
  startPayment,
} from './payments.fixtures';

const MINUS = '\u2212';
const VALUATIONS = [5_000_123, 3_456_789];

let bed: Awaited<ReturnType<typeof fulfilmentTestBed>>;
let pages: PagesTestApp;

beforeAll(async () => {
  bed = await fulfilmentTestBed();
  pages = await createPagesTestApp(bed.db, { keep: pagesUnder('/concesionario-digital') });
});
afterAll(() => bed.handle.close());

/** The label and amount of every money line a page prints (a price line's `<dt>` and its `<dd>`). */
function printedLines(page: string): [string, string][] {
  return [...page.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]*\$[^<]*)<\/dd>/gu)].map(
    (match) => [match[1] ?? '', match[2] ?? ''] as [string, string],
  );
}

/** The lines of a page between two of its texts (a section of it). */
function linesBetween(page: string, from: string, to: string): [string, string][] {
  const found = page.indexOf(from);
  expect(found, `${from} on the page`).toBeGreaterThan(-1);
  // From the tag that holds the text, so a line that starts the section is read whole.
  const start = page.lastIndexOf('<', found);
  const end = page.indexOf(to, found + from.length);
  return printedLines(page.slice(start, end === -1 ? undefined : end));
}

/** The pesos a printed amount shows: its peso equivalent, signed. */
function pesosOf(amount: string): number {
  const match = /\((−?)\$\s([\d.]+)\)$/u.exec(amount) ?? /^(−?)\$\s([\d.]+)$/u.exec(amount);
  if (!match) throw new Error(`no pesos in ${amount}`);
  return (match[1] === MINUS ? -1 : 1) * Number((match[2] ?? '').replaceAll('.', ''));
}

const get = async (path: string) => {
  const response = await pages.request(path);
  expect(response.status, path).toBe(200);
  return html(response);
};

async function mailText(code: string, kind: string): Promise<string> {
  const [mail] = await mailsAbout(bed.db, code, kind);
  if (!mail) throw new Error(`no ${kind} mail`);
  return mail.text;
}

describe('a dollar operation with a discount code and two used vehicles', () => {
  let operation: OperationView;
  let startPath: string;
  let paymentId: string;

  beforeAll(async () => {
    const { db, app } = bed;
    await createUsdRate(db, 1_045.5, new Date(Date.now() - 60 * 60 * 1000));
    const family = await createFamily(db, { brandId: 6, name: 'X55' });
    const unit = await createStockUnit(db, {
      brandId: 6,
      familyId: family.id,
      model: 'X55 Elite',
      listPrice: 30_000,
      discount: 1_000,
      // No special discount: a unit on offer takes no code (docs/product.md §9).
      specialDiscount: 0,
      licenseCost: 700,
      preparationCost: 800,
      deliveryPrice: 300,
    });
    const promotion = await createPromotion(db, {
      moneyDiscount: 300,
      currency: 'usd',
      percentageDiscount: null,
    });
    const email = newBuyerEmail();
    const started = await startOperation(
      app,
      { id: unit.id, brandId: 6 },
      { email, promotion_code: promotion.code },
    );
    expect(started.amounts.promotion_discount).toBe(300);
    const vehicles = await Promise.all(
      VALUATIONS.map((amount) => createValuationRow(db, { amount, operationCode: started.code })),
    );
    operation = await saveOperation(app, started, {
      used_vehicles: vehicles.map((vehicle) => ({ valuation_id: vehicle.id })),
      cash_amount: 2_000,
      customer: {
        ...started.customer,
        name: 'Juana',
        lastname: 'Pérez',
        telephone: '261 555-1234',
        email,
        dni: '30.123.456',
      },
      purchase: { ...started.purchase, birthdate: '1985-03-15', marital_status_id: 2 },
    });
    expect(operation.status).toBe('data_complete');
    // With used vehicles the buyer continues with a balance, paid at the delivery.
    expect(operation.amounts.pending).toBeGreaterThan(0);
    startPath = dealershipPaths.startWithCode(
      { brandSlug: 'baic', stockId: unit.id, family: unit.model, familyId: family.id, model: unit.model },
      operation.code,
    );
  });

  it('shows the discounted price on the "en marcha" page, as its e-mail does', async () => {
    const page = await get(startPath);
    expect(page).toContain('Tu operación está en marcha');
    const lines = printedLines(page);
    const labels = lines.map(([label]) => label);
    expect(labels).toContain(`Código ${operation.promotion?.code}`);
    expect(lines).toContainEqual(['Precio final', expect.stringMatching(/^US\$\u00a030\.200 \(\$\u00a0/u)]);
    const mail = await mailText(operation.code, OPERATION_MAIL_KINDS.started);
    for (const [label, amount] of lines) expect(mail).toContain(`${label}: ${amount}`);
    expect(page).toContain(USD_RATE_LABEL);
  });

  it('prints on the review the lines every step shows, and peso lines that add up', async () => {
    const page = await get(dealershipPaths.review(operation.code));
    const price = linesBetween(page, 'Precio de lista contado', 'Modo de pago');
    const after = ['Precio final', 'Entrega (se abona aparte)', 'Seña de reserva', USD_RATE_LABEL];
    const priceParts = price.filter(([label]) => !after.includes(label));
    const finalPrice = pesosOf(price.find(([label]) => label === 'Precio final')?.[1] ?? '');
    expect(priceParts.reduce((sum, [, amount]) => sum + pesosOf(amount), 0)).toBe(finalPrice);

    const paying = linesBetween(page, 'Total a pagar', 'A pagar en la entrega');
    const used = paying.filter(([label]) => label.startsWith('Usado: '));
    expect(used.map(([, amount]) => pesosOf(amount))).toEqual(VALUATIONS.map((valuation) => -valuation));
    const pending = paying.find(([label]) => label === 'Saldo pendiente')?.[1] ?? '';
    const parts = paying.filter(([label]) => label !== 'Total a pagar' && label !== 'Saldo pendiente');
    expect(finalPrice + parts.reduce((sum, [, amount]) => sum + pesosOf(amount), 0)).toBe(pesosOf(pending));

    const due = linesBetween(
      page,
      '<h3 class="review__subtitle">A pagar en la entrega',
      'Datos personales',
    ).filter(([label]) => label !== USD_RATE_LABEL);
    expect(due.map(([label]) => label)).toEqual([
      'Efectivo',
      'Saldo pendiente',
      'Entrega',
      'Seña',
      'A pagar en la entrega',
    ]);
    const total = due.at(-1)?.[1] ?? '';
    expect(due.slice(0, -1).reduce((sum, [, amount]) => sum + pesosOf(amount), 0)).toBe(pesosOf(total));
    expect(page).toContain(USD_RATE_LABEL);
  });

  it('sends on a pending payment the lines the review and the pending page show', async () => {
    const review = printedLines(await get(dealershipPaths.review(operation.code)));
    expect((await startPayment(bed.app, operation.code)).status).toBe(200);
    const paid = await pay(bed.app, operation.code, 'CONT');
    expect(paid.body.data.outcome).toBe('pending');
    paymentId = paid.body.data.payment_id;

    const mail = await mailText(operation.code, PAYMENT_MAIL_KINDS.pending);
    for (const [label, amount] of review) expect(mail).toContain(`${label}: ${amount}`);
    const outcome = printedLines(await get(dealershipPaths.pending(operation.code)));
    expect(outcome.length).toBeGreaterThan(0);
    for (const [label, amount] of outcome) {
      expect(mail).toContain(`${label}: ${amount}`);
      expect(review).toContainEqual([label, amount]);
    }
    // A second notice of the same pending payment sends nothing more.
    await notifySandbox(bed.app, { dataId: paymentId, brandId: 6 });
    expect(await mailsAbout(bed.db, operation.code, PAYMENT_MAIL_KINDS.pending)).toHaveLength(1);
  });

  it('gives the receipt, the sales notice, the success page and "Mi reserva" the review\'s lines', async () => {
    await settleSandbox(bed.app, paymentId, 'approved');
    expect(await notifySandbox(bed.app, { dataId: paymentId, brandId: 6 })).toMatchObject({
      body: { data: { outcome: 'reserved' } },
    });
    const receipt = await mailText(operation.code, PAYMENT_MAIL_KINDS.receipt);
    const notice = await mailText(operation.code, PAYMENT_MAIL_KINDS.salesNotice);
    const success = await get(dealershipPaths.reserved(operation.code));
    expect(success).toContain(`href="${dealershipPaths.myReservation(operation.code)}"`);
    const signature = myReservationSignature(RESERVATION_LINK_DEVELOPMENT_SECRET, operation.code);
    const mine = await get(`${dealershipPaths.myReservation(operation.code)}?firma=${signature}`);
    const pagesLines = [...printedLines(success), ...printedLines(mine)];
    for (const [label, amount] of pagesLines) {
      // "Mi reserva" names the deposit as paid; the receipt gives it in its own section.
      if (label === 'Seña pagada') {
        expect(amount).toBe(formatMoney(operation.deposit, 'ars'));
        continue;
      }
      expect(receipt).toContain(`${label}: ${amount}`);
      expect(notice).toContain(`${label}: ${amount}`);
    }
    expect(printedLines(mine).map(([label]) => label)).toEqual(
      expect.arrayContaining(['Total a pagar', 'Seña pagada', 'Entrega', 'A pagar en la entrega']),
    );
    expect(success).toContain('Godoy Cruz');
  });
});
