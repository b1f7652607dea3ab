import { desc, eq } from 'drizzle-orm';
import {
  confirmationRefusal,
  confirmedIn,
  shareText,
  USD_RATE_CHANGE_CONFIRM_SHARE,
  usdRateChangeAsks,
} from '#domain/back-office/confirmations';
import { USD_RATE_HISTORY_SIZE, type UsdRateView } from '#domain/back-office/credit-plan-editing';
import { usdRateSchema } from '#domain/back-office/credit-plan-editing-schemas';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { formatStaffUsdRate } from '#domain/shared/numbers';
import { forbidden, isRefusal, may, notFound, parsedWith, type Refusal } from '../back-office';
import type { Database } from '../db/client';
import { usdRates } from '../db/schema';
import { recordAudit } from '../staff';

type UsdRateRow = typeof usdRates.$inferSelect;

const view = (row: UsdRateRow): UsdRateView => ({
  id: row.id,
  value: row.value,
  effectiveAt: row.effectiveAt.toISOString(),
});

/** The newest rates first: the first is the one the site reads (server/catalogue, by the latest instant). */
export async function latestUsdRates(db: Database): Promise<UsdRateView[]> {
  const rows = await db
    .select()
    .from(usdRates)
    .orderBy(desc(usdRates.effectiveAt), desc(usdRates.id))
    .limit(USD_RATE_HISTORY_SIZE);
  return rows.map(view);
}

/**
 * A rate that would replace the one in use by more than the set share asks first (docs/decisions/0073), with both
 * values; a rate dated before the one in use only joins the history and never asks.
 */
function confirmationOf(
  current: UsdRateView | undefined,
  next: { value: number; effectiveAt: Date },
  input: unknown,
): Refusal | null {
  if (!current || next.effectiveAt < new Date(current.effectiveAt)) return null;
  if (!usdRateChangeAsks(current.value, next.value) || confirmedIn(input)) return null;
  return confirmationRefusal({
    question: `La cotización nueva se aleja más del ${shareText(USD_RATE_CHANGE_CONFIRM_SHARE)} de la que usa el sitio: todos los precios en dólares cambian al confirmar. ¿La cargamos igual?`,
    changes: [
      {
        label: 'Pesos por dólar',
        before: formatStaffUsdRate(current.value),
        after: formatStaffUsdRate(next.value),
      },
    ],
  });
}

/** Inserts a rate with its audit entry; the audit log's "before" is the rate the site used until now. */
async function insertRate(
  db: Database,
  actor: StaffActor,
  action: 'usd_rate.create' | 'usd_rate.restore',
  values: { value: number; effectiveAt: Date },
  restoredFrom?: number,
): Promise<UsdRateRow> {
  return db.transaction(async (tx) => {
    const [before] = await latestUsdRates(tx);
    const [inserted] = await tx.insert(usdRates).values(values).returning();
    if (!inserted) throw new Error('usd rate not inserted');
    await recordAudit(tx, actor, {
      action,
      subjectType: 'usd_rate',
      subjectId: inserted.id,
      before: before ?? null,
      after: restoredFrom === undefined ? view(inserted) : { ...view(inserted), restoredFrom },
    });
    return inserted;
  });
}

/**
 * A new rate is a new row, never a change of an old one: an operation keeps the rate it started with
 * (docs/product.md §D3), and the history shows what the site used when.
 */
export async function addUsdRate(db: Database, actor: StaffActor, input: unknown): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const parsed = parsedWith(usdRateSchema, input);
  if (isRefusal(parsed)) return parsed;
  const [current] = await latestUsdRates(db);
  const asked = confirmationOf(current, parsed, input);
  if (asked) return asked;
  const row = await insertRate(db, actor, 'usd_rate.create', parsed);
  const [newest] = await latestUsdRates(db);
  const value = formatStaffUsdRate(row.value);
  return {
    ok: true,
    message:
      newest?.id === row.id
        ? `Cargamos la cotización de ${value} por dólar: el sitio ya la usa.`
        : `Cargamos la cotización de ${value} por dólar en el historial: el sitio sigue usando la más reciente.`,
  };
}

/**
 * "Volver a esta cotización": a wrong rate is put right by a new row, from now, with an earlier rate's value, so the
 * history keeps what the site used when. It asks like any other rate would.
 */
export async function restoreUsdRate(
  db: Database,
  actor: StaffActor,
  id: number,
  input: unknown,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const [earlier] = await db.select().from(usdRates).where(eq(usdRates.id, id));
  if (!earlier) return notFound('No encontramos esa cotización.');
  const [current] = await latestUsdRates(db);
  if (current?.value === earlier.value)
    return { ok: false, status: 409, message: 'El sitio ya usa esa cotización.' };
  const next = { value: earlier.value, effectiveAt: new Date() };
  const asked = confirmationOf(current, next, input);
  if (asked) return asked;
  await insertRate(db, actor, 'usd_rate.restore', next, earlier.id);
  return {
    ok: true,
    message: `Volvimos a la cotización de ${formatStaffUsdRate(earlier.value)} por dólar: el sitio ya la usa.`,
  };
}
