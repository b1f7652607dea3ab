import { Hono } from 'hono';
import {
  promotionDiscoverQuerySchema,
  promotionQuerySchema,
} from '#domain/catalogue/promotion-query-schemas';
import { toPublicPromotion } from '#domain/catalogue/promotions';
import type { Database } from '../db/client';
import { NotFoundError } from '../platform/errors';
import { validate } from '../requests/validation';
import { discoverPromotion, findApplicablePromotion } from './promotion-lookup';

export interface PromotionRoutesDependencies {
  db: Database;
}

/** docs/product.md §7 promotion endpoints; both answer `{"data": ...}`. */
export function promotionRoutes(deps: PromotionRoutesDependencies) {
  const { db } = deps;
  return (
    new Hono()
      // The confirmation page asks which promotion it may show without a code typed.
      .get('/api/promotion/discover', validate('query', promotionDiscoverQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const promotion = await discoverPromotion(db, {
          brandId: query.brand_id,
          family: query.family,
          chassis: query.chassis,
        });
        return c.json({ data: promotion ? toPublicPromotion(promotion) : null });
      })
      // Issued 900 ms after the buyer stops typing a code (docs/product.md §7).
      .get('/api/promotion', validate('query', promotionQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const result = await findApplicablePromotion(db, {
          code: query.code,
          brandId: query.brand_id,
          family: query.family,
          chassis: query.chassis,
        });
        if (!result.ok) throw new NotFoundError(result.message);
        return c.json({ data: toPublicPromotion(result.promotion) });
      })
  );
}
