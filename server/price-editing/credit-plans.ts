import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CreditPlanView } from '#domain/back-office/credit-plan-editing';
import { type CreditPlanInput, creditPlanSchema } from '#domain/back-office/credit-plan-editing-schemas';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { auditedRows, forbidden, isoOrNull, isRefusal, may, notFound, parsedWith } from '../back-office';
import type { Database } from '../db/client';
import { brands, creditPlans } from '../db/schema';

type CreditPlanRow = typeof creditPlans.$inferSelect;

const NOT_FOUND = 'No encontramos ese plan de crédito.';

function view(row: CreditPlanRow, brandName: string): CreditPlanView {
  return {
    id: row.id,
    brandId: row.brandId,
    brandName,
    bank: row.bank,
    name: row.name,
    months: row.months,
    annualRatePct: row.annualRatePct,
    maxAmount: row.maxAmount,
    maxSharePct: row.maxSharePct,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: isoOrNull(row.deletedAt),
  };
}

/** What the audit log keeps of a plan: every field but its id and when it was saved. */
const snapshot = (row: CreditPlanRow) => {
  const { id: _id, brandName: _brandName, updatedAt: _updatedAt, ...fields } = view(row, '');
  return fields;
};

const columnsOf = (input: CreditPlanInput) => ({
  brandId: input.brand_id,
  bank: input.bank,
  name: input.name,
  months: input.months,
  annualRatePct: input.annual_rate,
  maxAmount: input.max_amount,
  maxSharePct: input.max_share,
  active: input.active,
});

const rows = auditedRows({ table: creditPlans, id: creditPlans.id, subjectType: 'credit_plan', snapshot });

const withBrand = (db: Database) =>
  db
    .select({ row: creditPlans, brandName: brands.name })
    .from(creditPlans)
    .innerJoin(brands, eq(brands.id, creditPlans.brandId));

export async function listCreditPlans(db: Database): Promise<CreditPlanView[]> {
  const found = await withBrand(db).orderBy(
    asc(creditPlans.brandId),
    asc(creditPlans.months),
    asc(creditPlans.id),
  );
  return found.map(({ row, brandName }) => view(row, brandName));
}

export async function creditPlanById(db: Database, id: number): Promise<CreditPlanView | null> {
  const [found] = await withBrand(db).where(eq(creditPlans.id, id));
  return found ? view(found.row, found.brandName) : null;
}

export async function createCreditPlan(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<StaffResult<{ id: number }>> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const parsed = parsedWith(creditPlanSchema, input);
  if (isRefusal(parsed)) return parsed;
  const row = await rows.insert(db, actor, { action: 'credit_plan.create', values: columnsOf(parsed) });
  return { ok: true, message: `Creamos el plan ${row.name} de ${row.bank}.`, id: row.id };
}

export async function changeCreditPlan(
  db: Database,
  actor: StaffActor,
  id: number,
  input: unknown,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const parsed = parsedWith(creditPlanSchema, input);
  if (isRefusal(parsed)) return parsed;
  const after = await rows.update(db, actor, {
    action: 'credit_plan.change',
    id,
    set: { ...columnsOf(parsed), updatedAt: sql`now()` },
  });
  if (!after) return notFound(NOT_FOUND);
  return { ok: true, message: `Guardamos los cambios del plan ${after.name}.` };
}

/** Removing keeps the row (docs/decisions/0031): the plan leaves the site at once, and can be restored. */
export async function setCreditPlanRemoved(
  db: Database,
  actor: StaffActor,
  id: number,
  removed: boolean,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const after = await rows.update(db, actor, {
    action: removed ? 'credit_plan.remove' : 'credit_plan.restore',
    id,
    // Only a plan on the site can be removed, and only a removed one restored.
    also: removed ? isNull(creditPlans.deletedAt) : isNotNull(creditPlans.deletedAt),
    set: { deletedAt: removed ? sql`now()` : null },
  });
  if (!after) return notFound(removed ? NOT_FOUND : 'Ese plan no está entre los eliminados.');
  return {
    ok: true,
    message: removed
      ? `Eliminamos el plan ${after.name}: ya no se ofrece en el sitio. Podés restaurarlo desde «Eliminados».`
      : `Restauramos el plan ${after.name}.`,
  };
}
