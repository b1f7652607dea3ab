import { desc } from 'drizzle-orm';
import { USD_RATE_HISTORY_SIZE, type UsdRateView } from '#domain/back-office/credit-plan-editing';
import { usdRateSchema } from '#domain/back-office/credit-plan-editing-schemas';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { formatUsdRate } from '#domain/shared/numbers';
import { forbidden, isRefusal, may, parsedWith } from '../back-office';
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
 * A new rate is a new row, never a change of an old one: an operation keeps the rate it started with
 * (docs/product.md §D3), and the history shows what the site used when.
 */
export async function addUsdRate(db: Database, actor: StaffActor, input: unknown): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const parsed = parsedWith(usdRateSchema, input);
  if (isRefusal(parsed)) return parsed;
  const row = await db.transaction(async (tx) => {
    // The audit log's "before" is the rate the site used until now.
    const [before] = await latestUsdRates(tx);
    const [inserted] = await tx.insert(usdRates).values(parsed).returning();
    if (!inserted) throw new Error('usd rate not inserted');
    await recordAudit(tx, actor, {
      action: 'usd_rate.create',
      subjectType: 'usd_rate',
      subjectId: inserted.id,
      before: before ?? null,
      after: view(inserted),
    });
    return inserted;
  });
  const [newest] = await latestUsdRates(db);
  const value = formatUsdRate(row.value);
  return {
    ok: true,
    message:
      newest?.id === row.id
        ? `Cargamos la cotización de ${value} por dólar: el sitio ya la usa.`
        : `Cargamos la cotización de ${value} por dólar en el historial: el sitio sigue usando la más reciente.`,
  };
}
