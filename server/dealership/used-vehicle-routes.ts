import { Hono } from 'hono';
import {
  usedModelsQuerySchema,
  usedVersionsQuerySchema,
  valuationRequestSchema,
} from '#domain/operation/valuation';
import type { Database } from '../db/client';
import { requireJson, validate } from '../requests/validation';
import {
  createValuation,
  listUsedBrands,
  listUsedModels,
  listUsedVersions,
  parametersFromConfig,
  type ValuationConfig,
} from './valuations';

export interface UsedVehicleRoutesDependencies {
  db: Database;
  config?: ValuationConfig;
}

/** docs/product.md §7 used-vehicle catalogue and valuation endpoints; each answers `{"data": ...}`. */
export function usedVehicleRoutes(deps: UsedVehicleRoutesDependencies) {
  const { db } = deps;
  // Read once: a bad margin in the configuration stops the start, not the first quote.
  const parameters = parametersFromConfig(deps.config);

  return new Hono()
    .get('/api/v2/territorio/dealership/parameters/brands', async (c) =>
      c.json({ data: await listUsedBrands(db) }),
    )
    .get(
      '/api/v2/territorio/dealership/parameters/models',
      validate('query', usedModelsQuerySchema),
      async (c) => c.json({ data: await listUsedModels(db, c.req.valid('query').brand_id) }),
    )
    .get(
      '/api/v2/territorio/dealership/parameters/vehicles',
      validate('query', usedVersionsQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        return c.json({ data: await listUsedVersions(db, query.brand_id, query.group) });
      },
    )
    .post(
      '/api/v2/territorio/dealership/valuation',
      requireJson(),
      validate('json', valuationRequestSchema),
      async (c) => {
        const valuation = await createValuation(db, c.req.valid('json'), { parameters });
        // docs/product.md §7 reads the number from `data`; the id is what the operation keeps to refer to it.
        return c.json(
          {
            data: valuation.amount,
            valuation: {
              id: valuation.id,
              amount: valuation.amount,
              currency: valuation.currency,
              expires_at: valuation.expiresAt.toISOString(),
              codia: valuation.codia,
              brand: valuation.brand,
              model: valuation.model,
              vehicle: valuation.vehicle,
              year: valuation.year,
              kms: valuation.kms,
            },
          },
          201,
        );
      },
    );
}
