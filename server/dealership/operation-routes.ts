import { type Context, Hono } from 'hono';
import type { CatalogueSource } from '../../domain/catalogue';
import { startOperationSchema, updateOperationSchema } from '../../domain/operation-schemas';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { requireJson, validate } from '../requests/validation';
import { createOperationService, OperationNotFoundError } from './operations';
import {
  type CodeLookupLimitOptions,
  createCodeLookupLimiter,
  DEFAULT_CODE_LOOKUP_LIMIT,
  type LookupVerdict,
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

function tooMany(c: Context, verdict: Extract<LookupVerdict, { allowed: false }>) {
  c.header('retry-after', String(verdict.retryAfterSeconds));
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
        const verdict = await limiter.beforeResume(c);
        if (!verdict.allowed) return tooMany(c, verdict);
        const operation = await service.resume(body.code);
        if (!operation) {
          await limiter.recordMiss(c);
          throw new OperationNotFoundError();
        }
        return c.json({ data: operation });
      }
      const operation = await service.start(body);
      // The code is the key to the buyer's data: it is not logged.
      logger?.info({ brandId: operation.brand_id, stockId: operation.stock_id }, 'operation started');
      return c.json({ data: operation }, 201);
    })
    .post(DEALERSHIP_UPDATE_PATH, requireJson(), validate('json', updateOperationSchema), async (c) => {
      const verdict = await limiter.beforeUpdate(c);
      if (!verdict.allowed) return tooMany(c, verdict);
      try {
        return c.json({ data: await service.update(c.req.valid('json')) });
      } catch (error) {
        // An unknown code counts against the client's look-up limit; the refusal itself is answered as any other.
        if (error instanceof OperationNotFoundError) await limiter.recordMiss(c);
        throw error;
      }
    });
}
