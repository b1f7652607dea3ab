import { and, asc, desc, eq, isNotNull, isNull, min, ne, sql } from 'drizzle-orm';
import {
  confirmationRefusal,
  confirmedIn,
  DISCOUNT_CONFIRM_SHARE,
  discountAsks,
  shareText,
} from '#domain/back-office/confirmations';
import {
  PROMOTION_CODE_TAKEN_BY_REMOVED_MESSAGE,
  PROMOTION_CODE_TAKEN_MESSAGE,
  PROMOTION_FAMILY_UNKNOWN_MESSAGE,
  PROMOTION_SCOPE_TAKEN_MESSAGE,
  type PromotionEditingSource,
  type PromotionFamilyChoice,
  type PromotionView,
} from '#domain/back-office/promotion-editing';
import { type PromotionInput, promotionSchema } from '#domain/back-office/promotion-editing-schemas';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import type { Currency } from '#domain/catalogue/brands';
import { formatMoney } from '#domain/shared/money';
import {
  auditedRows,
  forbidden,
  isoOrNull,
  isRefusal,
  may,
  notFound,
  parsedWith,
  type Refusal,
  refusedField,
} from '../back-office';
import type { Database } from '../db/client';
import { brands, families, promotions, stockUnits } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

type PromotionRow = typeof promotions.$inferSelect;

const NOT_FOUND = 'No encontramos esa promoción.';

function view(row: PromotionRow, brandName: string | null): PromotionView {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    brandId: row.brandId,
    brandName,
    family: row.family,
    chassis: row.chassis,
    moneyDiscount: row.moneyDiscount,
    currency: row.currency as Currency | null,
    percentageDiscount: row.percentageDiscount,
    validFrom: row.validFrom.toISOString(),
    validUntil: isoOrNull(row.validUntil),
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    discoverable: row.discoverable,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    deletedAt: isoOrNull(row.deletedAt),
  };
}

/** What the audit log keeps of a promotion: every field but its id. */
const snapshot = (row: PromotionRow) => {
  const { id: _id, brandName: _brandName, ...fields } = view(row, null);
  return fields;
};

const columnsOf = (input: PromotionInput) => ({
  code: input.code,
  description: input.description,
  brandId: input.brandId,
  family: input.family,
  chassis: input.chassis,
  moneyDiscount: input.moneyDiscount,
  currency: input.currency,
  percentageDiscount: input.percentageDiscount,
  validFrom: input.validFrom,
  validUntil: input.validUntil,
  usageLimit: input.usageLimit,
  discoverable: input.discoverable,
  active: input.active,
});

const rows = auditedRows({ table: promotions, id: promotions.id, subjectType: 'promotion', snapshot });

/**
 * What the database would refuse, said beside the field: a code another promotion has (removed ones too, as the
 * unique index keeps them), or an automatic promotion of the same scope already switched on (docs/decisions/0007).
 */
async function clashOf(
  db: Database,
  fields: Pick<
    PromotionRow,
    'code' | 'brandId' | 'family' | 'chassis' | 'discoverable' | 'active' | 'deletedAt'
  >,
  exceptId: number | null,
): Promise<Refusal | null> {
  const others = exceptId === null ? undefined : ne(promotions.id, exceptId);
  const [sameCode] = await db
    .select({ deletedAt: promotions.deletedAt })
    .from(promotions)
    .where(and(eq(promotions.code, fields.code), others))
    .limit(1);
  if (sameCode) {
    const message = sameCode.deletedAt
      ? PROMOTION_CODE_TAKEN_BY_REMOVED_MESSAGE
      : PROMOTION_CODE_TAKEN_MESSAGE;
    return refusedField('code', message, 409);
  }
  if (!fields.discoverable || !fields.active || fields.deletedAt) return null;
  const [sameScope] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.discoverable, true),
        eq(promotions.active, true),
        isNull(promotions.deletedAt),
        sql`coalesce(${promotions.brandId}, 0) = ${fields.brandId ?? 0}`,
        sql`coalesce(upper(${promotions.family}), '') = ${fields.family?.toUpperCase() ?? ''}`,
        sql`coalesce(${promotions.chassis}, '') = ${fields.chassis ?? ''}`,
        others,
      ),
    )
    .limit(1);
  if (!sameScope) return null;
  return refusedField('discoverable', PROMOTION_SCOPE_TAKEN_MESSAGE, 409);
}

/** Two saves at once can both pass the check above; the unique indexes then decide, and the answer is the same. */
async function guarded(
  db: Database,
  fields: Parameters<typeof clashOf>[1],
  exceptId: number | null,
  save: () => Promise<StaffResult<{ id: number }> | StaffResult>,
) {
  const clash = await clashOf(db, fields, exceptId);
  if (clash) return clash;
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (
      (await clashOf(db, fields, exceptId)) ?? {
        ok: false as const,
        status: 409 as const,
        message: PROMOTION_CODE_TAKEN_MESSAGE,
      }
    );
  }
}

export async function listPromotions(db: Database): Promise<PromotionView[]> {
  const rows = await db
    .select({ row: promotions, brandName: brands.name })
    .from(promotions)
    .leftJoin(brands, eq(brands.id, promotions.brandId))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(({ row, brandName }) => view(row, brandName));
}

export async function promotionById(db: Database, id: number): Promise<PromotionView | null> {
  const [found] = await db
    .select({ row: promotions, brandName: brands.name })
    .from(promotions)
    .leftJoin(brands, eq(brands.id, promotions.brandId))
    .where(eq(promotions.id, id));
  return found ? view(found.row, found.brandName) : null;
}

export async function promotionFamilies(db: Database): Promise<PromotionFamilyChoice[]> {
  return db
    .selectDistinct({ brandId: families.brandId, family: families.family })
    .from(families)
    .orderBy(asc(families.brandId), asc(families.family));
}

/** A family is picked from the catalogue: one of the brand's, or of any brand when the promotion names none. */
async function unknownFamily(db: Database, input: PromotionInput): Promise<Refusal | null> {
  if (input.family === null) return null;
  const [found] = await db
    .select({ id: families.id })
    .from(families)
    .where(
      and(
        sql`upper(${families.family}) = ${input.family.toUpperCase()}`,
        input.brandId === null ? undefined : eq(families.brandId, input.brandId),
      ),
    )
    .limit(1);
  return found ? null : refusedField('family', PROMOTION_FAMILY_UNKNOWN_MESSAGE);
}

/** The lowest list price a money discount would apply to: the units of its scope, in its currency. */
async function cheapestPriceOf(db: Database, input: PromotionInput): Promise<number | null> {
  if (input.moneyDiscount === null || input.currency === null) return null;
  const [row] = await db
    .select({ price: min(stockUnits.listPrice) })
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .where(
      and(
        eq(stockUnits.currency, input.currency),
        input.brandId === null ? undefined : eq(stockUnits.brandId, input.brandId),
        input.family === null ? undefined : sql`upper(${families.family}) = ${input.family.toUpperCase()}`,
        input.chassis === null ? undefined : eq(stockUnits.chassis, input.chassis),
      ),
    );
  return row?.price ?? null;
}

const discountText = (fields: {
  percentageDiscount: number | null;
  moneyDiscount: number | null;
  currency: string | null;
}) =>
  fields.percentageDiscount !== null
    ? `${String(fields.percentageDiscount).replace('.', ',')} %`
    : fields.moneyDiscount !== null
      ? formatMoney(fields.moneyDiscount, fields.currency === 'usd' ? 'usd' : 'ars')
      : 'Sin descuento';

/**
 * A discount above the set share of the price asks again (docs/decisions/0073); an unchanged discount of a promotion
 * being edited was confirmed when it was set, and does not ask twice.
 */
async function discountConfirmation(
  db: Database,
  input: PromotionInput,
  raw: unknown,
  current: PromotionRow | null,
): Promise<Refusal | null> {
  if (confirmedIn(raw)) return null;
  if (
    current &&
    current.percentageDiscount === input.percentageDiscount &&
    current.moneyDiscount === input.moneyDiscount &&
    current.currency === input.currency
  )
    return null;
  const cheapest = await cheapestPriceOf(db, input);
  const asks = discountAsks({ percentage: input.percentageDiscount, amount: input.moneyDiscount }, cheapest);
  if (!asks) return null;
  const after =
    input.moneyDiscount !== null && cheapest !== null
      ? `${discountText(input)} (el ${Math.round((input.moneyDiscount / cheapest) * 100)} % de ${formatMoney(cheapest, input.currency ?? 'ars')}, la unidad más barata a la que se aplica)`
      : discountText(input);
  return confirmationRefusal({
    question: `El descuento supera el ${shareText(DISCOUNT_CONFIRM_SHARE)} del precio: ¿lo guardamos igual?`,
    changes: [{ label: 'Descuento', before: current ? discountText(current) : 'Sin promoción', after }],
  });
}

export async function createPromotion(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<StaffResult<{ id: number }>> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const parsed = parsedWith(promotionSchema, input);
  if (isRefusal(parsed)) return parsed;
  const refused = (await unknownFamily(db, parsed)) ?? (await discountConfirmation(db, parsed, input, null));
  if (refused) return refused;
  return guarded(db, { ...columnsOf(parsed), deletedAt: null }, null, async () => {
    const row = await rows.insert(db, actor, { action: 'promotion.create', values: columnsOf(parsed) });
    return { ok: true, message: `Creamos la promoción ${row.code}.`, id: row.id };
  }) as Promise<StaffResult<{ id: number }>>;
}

export async function changePromotion(
  db: Database,
  actor: StaffActor,
  id: number,
  input: unknown,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const parsed = parsedWith(promotionSchema, input);
  if (isRefusal(parsed)) return parsed;
  const [current] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!current) return notFound(NOT_FOUND);
  // The uses already counted stay counted: a limit below them would read as a promotion used past its limit.
  if (parsed.usageLimit !== null && parsed.usageLimit < current.usageCount) {
    const message = `Ya se usó ${current.usageCount} ${current.usageCount === 1 ? 'vez' : 'veces'}: el límite no puede ser menor.`;
    return refusedField('usage_limit', message);
  }
  const refused =
    (await unknownFamily(db, parsed)) ?? (await discountConfirmation(db, parsed, input, current));
  if (refused) return refused;
  return guarded(db, { ...columnsOf(parsed), deletedAt: current.deletedAt }, id, async () => {
    const after = await rows.update(db, actor, { action: 'promotion.change', id, set: columnsOf(parsed) });
    if (!after) return notFound(NOT_FOUND);
    return { ok: true, message: `Guardamos los cambios de ${after.code}.` };
  });
}

/** Removing keeps the row (docs/decisions/0031): the code stops working at once, and can be restored. */
async function setRemoved(
  db: Database,
  actor: StaffActor,
  id: number,
  removed: boolean,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const [current] = await db
    .select()
    .from(promotions)
    .where(
      and(eq(promotions.id, id), removed ? isNull(promotions.deletedAt) : isNotNull(promotions.deletedAt)),
    );
  if (!current) return notFound(removed ? NOT_FOUND : 'Esa promoción no está entre las eliminadas.');
  return guarded(db, { ...current, deletedAt: removed ? new Date() : null }, id, async () => {
    const after = await rows.update(db, actor, {
      action: removed ? 'promotion.remove' : 'promotion.restore',
      id,
      set: { deletedAt: removed ? sql`now()` : null },
    });
    if (!after) return notFound(NOT_FOUND);
    return {
      ok: true,
      message: removed
        ? `Eliminamos la promoción ${after.code}: el código deja de valer. Podés restaurarla desde «Eliminadas».`
        : `Restauramos la promoción ${after.code}.`,
    };
  });
}

export function promotionEditing(deps: { db: Database }): PromotionEditingSource {
  const { db } = deps;
  const reading = <T>(actor: StaffActor, read: () => Promise<T>, none: T) =>
    may(actor, 'prices.edit') ? read() : Promise.resolve(none);
  return {
    list: (actor) => reading(actor, () => listPromotions(db), []),
    promotion: (actor, id) => reading(actor, () => promotionById(db, id), null),
    families: (actor) => reading(actor, () => promotionFamilies(db), []),
    create: (actor, input) => createPromotion(db, actor, input),
    change: (actor, id, input) => changePromotion(db, actor, id, input),
    remove: (actor, id) => setRemoved(db, actor, id, true),
    restore: (actor, id) => setRemoved(db, actor, id, false),
  };
}
