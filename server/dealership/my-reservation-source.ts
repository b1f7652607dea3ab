import type { Context } from 'hono';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import type {
  MyReservation,
  MyReservationAmount,
  MyReservationSource,
} from '#domain/operation/my-reservation';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import { buyerSteps } from '#domain/operation/operation-fulfilment';
import {
  OPERATION_NOT_FOUND_MESSAGE,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
} from '#domain/operation/operation-messages';
import { parseCodeAndEmail } from '#domain/operation/payment-schemas';
import { printStatement } from '#domain/operation/printed-statement';
import { formatMoney } from '#domain/shared/money';
import { unitPhotosOf } from '../catalogue';
import type { Database } from '../db/client';
import type { operations } from '../db/schema';
import { createBuyerFacts } from './buyer-facts';
import { myReservationPath, verifyMyReservationSignature } from './my-reservation-link';
import { operationRowByCode } from './operation-records';
import { createCodeLookupLimiter, DEFAULT_CODE_LOOKUP_LIMIT } from './operations-rate-limit';

type OperationRow = typeof operations.$inferSelect;

export interface MyReservationDependencies {
  db: Database;
  config: {
    PUBLIC_URL: string;
    TRUST_PROXY: number;
    CANCELLATION_DAYS: number;
    RESERVATION_LINK_SECRET: string;
  };
  catalogue?: CatalogueSource;
  now?: () => Date;
}

const CANCELLED_BY: Readonly<Record<string, 'buyer' | 'dealership' | 'system'>> = {
  buyer: 'buyer',
  staff: 'dealership',
};

/**
 * "Mi reserva" (docs/product.md §2, docs/decisions/0027), bound to the request's client: a signed link opens the page;
 * the code with its e-mail gives the signed link. Look-ups count against the same limit as every look-up by code
 * (docs/product.md §D4): a link whose signature is not its code's, and a code or e-mail that finds nothing, are misses.
 */
export function myReservationSource(deps: MyReservationDependencies) {
  const { db, config } = deps;
  const clock = deps.now ?? (() => new Date());
  const buyerFacts = createBuyerFacts({ ...deps, now: clock });
  const limiter = createCodeLookupLimiter(db, {
    ...DEFAULT_CODE_LOOKUP_LIMIT,
    trustProxy: config.TRUST_PROXY,
  });

  const byCode = (code: string): Promise<OperationRow | null> => operationRowByCode(db, code);

  async function reservationOf(row: OperationRow): Promise<MyReservation> {
    const facts = await buyerFacts(row);
    const until = facts.cancellableUntil;
    const { statement } = facts;
    const settled = row.status === 'cancelled' || row.fulfilment === 'delivered';
    // The review's lines, printed by the same rule (docs/product.md §D3).
    const printed = printStatement(statement);
    const depositPaid: MyReservationAmount[] =
      facts.depositPaid === null
        ? []
        : [
            {
              label: facts.depositRefunded ? 'Seña (devuelta)' : 'Seña pagada',
              amount: formatMoney(facts.depositPaid, 'ars'),
              kind: 'deposit',
            },
          ];
    return {
      code: row.code,
      status: row.status,
      brandId: row.brandId,
      firstName: row.name ?? '',
      email: row.email,
      unit: facts.unit,
      unitPhotos: (await unitPhotosOf(db, [facts.unit.chassis]))[facts.unit.chassis] ?? [],
      amounts: [...printed.payment, ...depositPaid],
      atDelivery: settled ? [] : printed.atDelivery,
      rate: printed.rate,
      steps: buyerSteps({
        fulfilment: row.fulfilment,
        documentsReceivedAt: row.documentsReceivedAt?.toISOString() ?? null,
      }),
      depositPaid: facts.depositPaid,
      testPayment: facts.testPayment,
      fulfilment: row.fulfilment,
      reservedAt: row.reservedAt?.toISOString() ?? null,
      documentsReceivedAt: row.documentsReceivedAt?.toISOString() ?? null,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      delivery: facts.delivery
        ? { at: facts.delivery.at.toISOString(), branch: facts.delivery.branch }
        : null,
      branch: facts.branch,
      checklist: facts.checklist,
      salesperson: facts.salesperson,
      cancellation: {
        // The Botón de arrepentimiento applies to a reservation not yet delivered, within its window.
        open:
          row.status === 'reserved' && row.fulfilment !== 'delivered' && until !== null && clock() <= until,
        until: until?.toISOString() ?? null,
        days: config.CANCELLATION_DAYS,
      },
      cancelled:
        row.status === 'cancelled'
          ? {
              at: row.cancelledAt?.toISOString() ?? null,
              code: row.cancellationCode,
              by: CANCELLED_BY[row.cancellationReason ?? ''] ?? 'system',
              refunded: facts.depositRefunded ? (facts.depositPaid ?? 0) : 0,
            }
          : null,
    };
  }

  return (c: Context): MyReservationSource => ({
    async open(rawCode, signature) {
      const code = normalizeOperationCode(rawCode);
      const looked = await limiter.lookUp(c, 'update', async () =>
        code && verifyMyReservationSignature(config.RESERVATION_LINK_SECRET, code, signature)
          ? ((await byCode(code)) ?? null)
          : null,
      );
      if (looked.limited) return { found: false, reason: 'too_many_lookups' };
      if (!looked.found) return { found: false, reason: 'invalid_link' };
      return { found: true, reservation: await reservationOf(looked.found) };
    },

    async find(input) {
      const parsed = parseCodeAndEmail(input);
      if (!parsed.ok) return parsed;
      const code = normalizeOperationCode(parsed.data.code);
      // A wrong e-mail answers exactly as an unknown code, and counts as a miss: the form tells nobody which codes
      // exist.
      const looked = await limiter.lookUp(c, 'resume', async () => {
        const row = code ? await byCode(code) : null;
        return row && row.email.toLowerCase() === parsed.data.email.toLowerCase() ? row : null;
      });
      if (looked.limited) return { ok: false, message: TOO_MANY_CODE_LOOKUPS_MESSAGE };
      if (!looked.found) return { ok: false, message: OPERATION_NOT_FOUND_MESSAGE, field: 'code' };
      return { ok: true, path: myReservationPath(config.RESERVATION_LINK_SECRET, looked.found.code) };
    },
  });
}
