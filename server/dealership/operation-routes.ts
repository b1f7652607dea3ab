import { type Context, Hono } from 'hono';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { readOperationUpdate, startOperationSchema } from '#domain/operation/operation-schemas';
import type { Database } from '../db/client';
import type { Logger } from '../platform/logger';
import { invalidInput, requireJson, validate } from '../requests/validation';
import { OperationNotFoundError } from './operation-errors';
import { createOperationService } from './operations';
import {
  type CodeLookupLimitOptions,
  createCodeLookupLimiter,
  DEFAULT_CODE_LOOKUP_LIMIT,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
} from './operations-rate-limit';

export const DEALERSHIP_START_PATH = '/api/v2/territorio/dealership/start';
export const DEALERSHIP_UPDATE_PATH = '/api/v2/territorio/dealership/update';

export interface OperationRoutesDependencies {
  db: Database;
  /** The server Config can be passed as is. */
  config: { PUBLIC_URL: string; TRUST_PROXY: number };
  logger?: Logger;
  /** Overrides of the per-client limit on look-ups by code (tests lower it). */
  codeLookupLimit?: Partial<Omit<CodeLookupLimitOptions, 'trustProxy'>>;
  /** The dealership's own catalogue; by default this database's. */
  catalogue?: CatalogueSource;
  now?: () => Date;
}

function tooMany(c: Context, outcome: { retryAfterSeconds: number }) {
  c.header('retry-after', String(outcome.retryAfterSeconds));
  return c.json({ error: TOO_MANY_CODE_LOOKUPS_MESSAGE }, 429);
}

/** docs/product.md §7 digital-dealership endpoints: both take JSON and answer `{"data": operation}` (docs/product.md §3 shape). */
export function operationRoutes(deps: OperationRoutesDependencies) {
  const { db, logger } = deps;
  const service = createOperationService({
    db,
    publicUrl: deps.config.PUBLIC_URL,
    ...(deps.catalogue ? { catalogue: deps.catalogue } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  const limiter = createCodeLookupLimiter(db, {
    ...DEFAULT_CODE_LOOKUP_LIMIT,
    ...deps.codeLookupLimit,
    trustProxy: deps.config.TRUST_PROXY,
  });

  return new Hono()
    .post(DEALERSHIP_START_PATH, requireJson(), validate('json', startOperationSchema), async (c) => {
      const body = c.req.valid('json');
      if (body.mode === 'resume') {
        const resumed = await limiter.lookUp(c, 'resume', () => service.resume(body.code));
        if (resumed.limited) return tooMany(c, resumed);
        if (!resumed.found) throw new OperationNotFoundError();
        return c.json({ data: resumed.found });
      }
      const operation = await service.start(body);
      // The code is the key to the buyer's data: it is not logged.
      logger?.info({ brandId: operation.brand_id, stockId: operation.stock_id }, 'operation started');
      return c.json({ data: operation }, 201);
    })
    .post(DEALERSHIP_UPDATE_PATH, requireJson(), async (c) => {
      // A value refused does not stop the others: they are saved, and the refused ones named (docs/product.md §7).
      const read = readOperationUpdate(await c.req.json());
      if (!read.ok) return invalidInput(c, read.issues);
      // An unknown code counts against the client's look-up limit; the refusal itself is answered as any other.
      const updated = await limiter.lookUp(c, 'update', async () => {
        try {
          return await service.update(read.input);
        } catch (error) {
          if (error instanceof OperationNotFoundError) return null;
          throw error;
        }
      });
      if (updated.limited) return tooMany(c, updated);
      if (!updated.found) throw new OperationNotFoundError();
      return c.json({ data: updated.found, ...(read.refused.length > 0 ? { refused: read.refused } : {}) });
    });
}
