import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  checkPromotion,
  normalizePromotionCode,
  type PromotionCheck,
  type PromotionTarget,
  pickDiscoverablePromotion,
} from '../../domain/promotions';
import type { Database } from '../db/client';
import { promotions } from '../db/schema';

export type Promotion = typeof promotions.$inferSelect;

export interface PromotionLookup extends PromotionTarget {
  code: string;
  /** The instant the code must be valid at; now by default. */
  at?: Date;
}

/**
 * The promotion a typed code gives this vehicle, or why it gives none (with the Spanish text to show).
 * The reservation flow calls it again when it prices an operation: the server never trusts a discount it is sent.
 */
export async function findApplicablePromotion(
  db: Database,
  lookup: PromotionLookup,
): Promise<PromotionCheck<Promotion>> {
  const code = normalizePromotionCode(lookup.code);
  const [promotion] =
    code === '' ? [] : await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
  return checkPromotion(promotion, lookup, lookup.at ?? new Date());
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
        target.brandId == null
          ? isNull(promotions.brandId)
          : or(isNull(promotions.brandId), eq(promotions.brandId, target.brandId)),
      ),
    );
  return pickDiscoverablePromotion(candidates, target, at);
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
