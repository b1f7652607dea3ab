import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Currency } from '#domain/catalogue/brands';
import {
  checkPromotion,
  normalizeChassis,
  normalizeFamily,
  normalizePromotionCode,
  type PromotionCheck,
  type PromotionTarget,
  pickDiscoverablePromotion,
} from '#domain/catalogue/promotions';
import type { Database } from '../db/client';
import { families, promotions, stockUnits } from '../db/schema';

export type Promotion = typeof promotions.$inferSelect;

export interface PromotionLookup extends PromotionTarget {
  code: string;
  /** The instant the code must be valid at; now by default. */
  at?: Date;
}

/** What the rules need to know of the vehicle beyond its scope: its currency and whether it is an offer. */
interface VehicleFacts {
  currency: Currency | null;
  specialDiscount: number;
}

/**
 * The currency a vehicle is priced in, for the currency rule (docs/decisions/0032), and its special discount, for the
 * rule on offers (docs/product.md §9), read from the unit by its chassis, else the currency from its family; what the
 * caller already knows is kept. Never what a page says of the unit: only its chassis, brand and family.
 */
async function vehicleFacts(db: Database, target: PromotionTarget): Promise<VehicleFacts> {
  const known = {
    currency: target.currency ?? null,
    specialDiscount: target.specialDiscount ?? 0,
  };
  if (target.currency !== undefined && target.specialDiscount !== undefined) return known;
  if (target.chassis?.trim()) {
    const [unit] = await db
      .select({ currency: stockUnits.currency, specialDiscount: stockUnits.specialDiscount })
      .from(stockUnits)
      .where(eq(stockUnits.chassis, normalizeChassis(target.chassis)))
      .limit(1);
    if (unit) {
      return {
        currency: target.currency !== undefined ? known.currency : unit.currency === 'usd' ? 'usd' : 'ars',
        specialDiscount: target.specialDiscount ?? unit.specialDiscount,
      };
    }
  }
  if (target.currency === undefined && target.brandId != null && target.family?.trim()) {
    const [family] = await db
      .select({ currency: families.currency })
      .from(families)
      .where(
        and(
          eq(families.brandId, target.brandId),
          sql`upper(replace(${families.family}, '-', ' ')) = ${normalizeFamily(target.family)}`,
        ),
      )
      .limit(1);
    if (family) return { ...known, currency: family.currency === 'usd' ? 'usd' : 'ars' };
  }
  return known;
}

/**
 * The promotion a typed code gives this vehicle, or why it gives none (with the Spanish text to show).
 * The reservation flow calls it again when it prices an operation: the server never trusts a discount it is sent.
 * A removed promotion (docs/decisions/0031) reads as a code that does not exist.
 */
export async function findApplicablePromotion(
  db: Database,
  lookup: PromotionLookup,
): Promise<PromotionCheck<Promotion>> {
  const code = normalizePromotionCode(lookup.code);
  const [promotion] =
    code === ''
      ? []
      : await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.code, code), isNull(promotions.deletedAt)))
          .limit(1);
  const facts = promotion ? await vehicleFacts(db, lookup) : null;
  return checkPromotion(promotion, { ...lookup, ...facts }, lookup.at ?? new Date());
}

/** The discoverable promotion offered to this vehicle without a code: the most specific valid one, or null. */
export async function discoverPromotion(
  db: Database,
  target: PromotionTarget,
  at: Date = new Date(),
): Promise<Promotion | null> {
  // Only a handful of promotions are discoverable at once, so dates, usage and scope are left to the domain rules.
  const candidates = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.discoverable, true),
        eq(promotions.active, true),
        isNull(promotions.deletedAt),
        target.brandId == null
          ? isNull(promotions.brandId)
          : or(isNull(promotions.brandId), eq(promotions.brandId, target.brandId)),
      ),
    );
  const facts = candidates.length > 0 ? await vehicleFacts(db, target) : null;
  return pickDiscoverablePromotion(candidates, { ...target, ...facts }, at);
}

/**
 * Counts one use of a promotion, in one statement so that concurrent reservations can't go past the limit:
 * PostgreSQL re-checks the condition on the row after waiting for another transaction's update.
 * False when the limit was already reached (or the promotion does not exist).
 */
export async function redeemPromotion(db: Database, promotionId: number): Promise<boolean> {
  const updated = await db
    .update(promotions)
    .set({ usageCount: sql`${promotions.usageCount} + 1` })
    .where(
      and(
        eq(promotions.id, promotionId),
        or(isNull(promotions.usageLimit), lt(promotions.usageCount, promotions.usageLimit)),
      ),
    )
    .returning({ id: promotions.id });
  return updated.length > 0;
}

/** Gives a use back, for a reservation whose payment failed or was refunded; false when there was none to give. */
export async function releasePromotion(db: Database, promotionId: number): Promise<boolean> {
  const updated = await db
    .update(promotions)
    .set({ usageCount: sql`${promotions.usageCount} - 1` })
    .where(and(eq(promotions.id, promotionId), sql`${promotions.usageCount} > 0`))
    .returning({ id: promotions.id });
  return updated.length > 0;
}
