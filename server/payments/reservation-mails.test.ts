/**
 * The receipt and the sales notice carry the whole operation (docs/decisions/0014): the price lines, the cash, each used
 * vehicle with its year, kilometres and valuation, the financing with its plan, bank, amount, installments, TNA and CFT,
 * the balance, the deposit's payment with its date and the gateway's reference, the last day to cancel as a date, the
 * branch's address and hours, and who issues it. Every figure is the one the review showed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRate } from '#domain/catalogue/credit';
import { DEALERSHIP } from '#domain/content/dealership';
import { cancellationDeadline } from '#domain/operation/deposit';
import type { OperationView } from '#domain/operation/operation';
import { operationStatement, statementLines } from '#domain/operation/operation-statement';
import { lineAmount } from '#domain/operation/price-lines';
import { formatLongDate } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import { createCreditPlan, createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { locations } from '../db/schema';
import { createValuationRow, saveOperation, startOperation } from '../dealership/operations.fixtures';
import { PAYMENT_MAIL_KINDS, TEST_PAYMENT_MARK } from './payment-mails';
import {
  buildPaymentApp,
  mailsAbout,
  mailsTo,
  newBuyerEmail,
  operationRow,
  type PaymentApp,
  pay,
  paymentRows,
  startPayment,
} from './payments.fixtures';

let handle: DatabaseHandle;
let app: PaymentApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db.insert(locations).values({
    name: 'Godoy Cruz',
    province: 'Mendoza',
    address: 'Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
    mapUrl: 'https://maps.example/godoy-cruz',
    openingHours: [
      { days: 'Lunes a viernes', hours: '10:00 a 14:00 y 15:00 a 19:00' },
      { days: 'Sábados', hours: '10:00 a 13:00' },
    ],
  });
  ({ app } = buildPaymentApp(handle.db));
});
afterAll(() => handle.close());

/** An operation paid with cash, a used vehicle and financing, with the buyer's data, as the review shows it. */
async function mixedOperation(): Promise<OperationView> {
  const unit = await createStockUnit(handle.db, { listPrice: 40_000_000, discount: 1_000_000 });
  const plan = await createCreditPlan(handle.db, {
    bank: 'Banco Mendoza',
    name: 'Prendario 36 meses',
    months: 36,
    annualRatePct: 49.5,
  });
  const email = newBuyerEmail();
  const started = await startOperation(app, { id: unit.id, brandId: 1 }, { email });
  const valuation = await createValuationRow(handle.db, {
    amount: 9_500_000,
    year: 2019,
    kms: 85_000,
    operationCode: started.code,
  });
  const covered = await saveOperation(app, started, {
    used_vehicles: [{ valuation_id: valuation.id }],
    credit_id: plan.id,
    credit_amount: 12_000_000,
  });
  return saveOperation(app, covered, {
    cash_amount: covered.amounts.pending,
    customer: {
      ...covered.customer,
      name: 'Juana',
      lastname: 'Pérez',
      telephone: '261 555-1234',
      email,
      dni: '30.123.456',
      address: 'Belgrano 123, Mendoza',
    },
    purchase: {
      ...covered.purchase,
      birthdate: '1985-03-15',
      marital_status_id: 2,
      cuit: '27123456780',
      iva_condition: 'consumidor_final',
    },
  });
}

describe('the receipt and the sales notice of a reservation', () => {
  let review: OperationView;
  let receipt: string;
  let notice: string;
  let subjects: string[];
  let reference: string;
  let paidAt: Date;

  beforeAll(async () => {
    review = await mixedOperation();
    expect(review.status).toBe('data_complete');
    expect((await startPayment(app, review.code)).status).toBe(200);
    const paid = await pay(app, review.code, 'APRO', { installments: 3 });
    expect(paid.body.data.outcome).toBe('reserved');
    reference = paid.body.data.payment_id;
    const row = await operationRow(handle.db, review.code);
    paidAt = row.reservedAt as Date;
    expect((await paymentRows(handle.db, row.id))[0]?.gatewayPaymentId).toBe(reference);

    const toBuyer = await mailsTo(handle.db, review.email);
    const buyerReceipt = toBuyer.find((mail) => mail.kind === PAYMENT_MAIL_KINDS.receipt);
    const [salesNotice] = await mailsAbout(handle.db, review.code, PAYMENT_MAIL_KINDS.salesNotice);
    receipt = buyerReceipt?.text ?? '';
    notice = salesNotice?.text ?? '';
    subjects = [buyerReceipt?.subject ?? '', salesNotice?.subject ?? ''];
  });

  it('shows every line the review showed, with the same figures', () => {
    const unit = review.purchase.vehicle;
    if (!unit) throw new Error('the review has its unit');
    const statement = operationStatement(review, unit);
    expect(statement.payment.map((line) => line.label)).toEqual([
      'Efectivo',
      expect.stringMatching(/^Usado: /),
      'Financiación: Prendario 36 meses (Banco Mendoza)',
    ]);
    for (const mail of [receipt, notice]) {
      for (const line of statementLines(statement)) {
        expect(mail).toContain(`${line.label}: ${lineAmount(line, statement.usdRate)}`);
        if (line.detail) expect(mail).toContain(line.detail);
      }
    }
  });

  it('names the used vehicle with its year, kilometres and valuation, and the financing with its terms', () => {
    const [used] = review.used_vehicles;
    for (const mail of [receipt, notice]) {
      expect(mail).toContain(`Usado: ${used?.brand} ${used?.model} ${used?.vehicle}`);
      expect(mail).toContain(`2019, 85.000 km, cotizado en ${formatMoney(9_500_000, 'ars')}`);
      expect(mail).toContain(
        `${formatMoney(12_000_000, 'ars')} en 36 cuotas de ${formatMoney(review.credit_avg_installment, 'ars')} (IVA sobre los intereses incluido). Total a devolver: ${formatMoney(review.credit_avg_installment * 36, 'ars')}. TNA ${formatRate(49.5)}`,
      );
      expect(mail).toContain(`Efectivo: −${formatMoney(review.amounts.cash, 'ars')}`);
    }
  });

  it('gives the payment: deposit, installments, date, gateway and reference', () => {
    for (const mail of [receipt, notice]) {
      expect(mail).toContain(`Seña de reserva: ${formatMoney(review.deposit, 'ars')}`);
      expect(mail).toContain('Cuotas: 3');
      expect(mail).toMatch(/Fecha del pago: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(mail).toContain(`Referencia del pago: ${reference}`);
    }
  });

  it('marks a sandbox payment PRUEBA in the subject and the body', () => {
    for (const subject of subjects) expect(subject.startsWith(`[${TEST_PAYMENT_MARK}] `)).toBe(true);
    expect(receipt).toContain(`${TEST_PAYMENT_MARK}: esta reserva se pagó en la pasarela de prueba`);
    expect(notice).toContain(`${TEST_PAYMENT_MARK}: pagada en la pasarela de prueba`);
  });

  it('tells the buyer the last day to cancel as a date, where to go and when, and who issues it', () => {
    const lastDay = formatLongDate(cancellationDeadline(paidAt, 10));
    expect(receipt).toContain(`podés cancelar la reserva hasta el ${lastDay} inclusive`);
    expect(receipt).toContain('Dirección: Av. San Martín Sur 1250, Godoy Cruz, Mendoza');
    expect(receipt).toContain('Lunes a viernes: 10:00 a 14:00 y 15:00 a 19:00');
    expect(receipt).toContain('Sábados: 10:00 a 13:00');
    expect(receipt).toContain(`Razón social: ${DEALERSHIP.legalName}`);
    expect(receipt).toContain(`CUIT: ${DEALERSHIP.cuit}`);
    // The invoice's data the buyer gave in step 2, to check before the purchase is completed.
    expect(receipt).toContain('CUIT o CUIL: 27-12345678-0');
    expect(receipt).toContain('Condición frente al IVA: Consumidor final');
    expect(notice).toContain(`Puede cancelar hasta: ${lastDay}`);
  });

  it('gives the dealership who the buyer is', () => {
    expect(notice).toContain('Nombre: Juana Pérez');
    expect(notice).toContain('DNI: 30123456');
    expect(notice).toContain(`E-mail: ${review.email}`);
    expect(notice).toContain('Teléfono: 261 555-1234');
    expect(notice).toContain('Dirección: Belgrano 123, Mendoza');
    expect(notice).toContain('CUIT o CUIL: 27-12345678-0');
  });
});
