import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { promotionDiscount } from '#domain/catalogue/promotions';
import type { OperationPagesSource } from '#domain/operation/operation';
import { bookingPrice } from '../content';
import { type Database, selectRows } from '../db/client';
import { createOperationService } from './operations';
import { createCodeLookupLimiter, DEFAULT_CODE_LOOKUP_LIMIT } from './operations-rate-limit';
import { discoverPromotion, findApplicablePromotion, type Promotion } from './promotion-lookup';

export interface OperationPagesDependencies {
  db: Database;
  config: { PUBLIC_URL: string; TRUST_PROXY: number };
  catalogue?: CatalogueSource;
}

/**
 * What the digital-dealership pages read while rendering, bound to the request's client: a page opened with a code
 * that finds nothing counts as a miss against the same limit as the API's look-ups (docs/product.md §D4). A code that finds
 * its operation does not count: a buyer moves between the steps many times.
 */
export function operationPagesSource(deps: OperationPagesDependencies) {
  const service = createOperationService({
    db: deps.db,
    publicUrl: deps.config.PUBLIC_URL,
    ...(deps.catalogue ? { catalogue: deps.catalogue } : {}),
  });
  const limiter = createCodeLookupLimiter(deps.db, {
    ...DEFAULT_CODE_LOOKUP_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
  });

  return (c: Context): Omit<OperationPagesSource, 'payment' | 'startPayment' | 'cancel'> => ({
    async lookup(code) {
      const looked = await limiter.lookUp(c, 'update', () => service.resume(code));
      if (looked.limited) return { found: false, reason: 'too_many_lookups' };
      if (looked.found) return { found: true, operation: looked.found };
      return { found: false, reason: 'not_found' };
    },
    deposit: (brandId) => bookingPrice(deps.db, brandId),
    async promotion(unit, code) {
      const target = { brandId: unit.brand_id, family: unit.family, chassis: unit.chassis };
      const onUnit = (promotion: Promotion) => ({
        code: promotion.code,
        discount: promotionDiscount(promotion, unit.full_price_with_discount),
      });
      const checked = await findApplicablePromotion(deps.db, { code, ...target });
      if (checked.ok) return { applied: onUnit(checked.promotion), refused: null };
      const discovered = await discoverPromotion(deps.db, target);
      return { applied: discovered ? onUnit(discovered) : null, refused: checked.message };
    },
    async usedVehiclesOnline() {
      const [row] = await selectRows<{ quotable: boolean }>(
        deps.db,
        sql`select exists (select 1 from guide_prices) as quotable`,
      );
      return row?.quotable === true;
    },
  });
}
