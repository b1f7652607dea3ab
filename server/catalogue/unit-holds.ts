import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import { stockUnits } from '../db/schema';

/**
 * docs/decisions/0010: a held unit whose hold has lapsed is free again, without waiting for anything to release it.
 * `at` is the clock of the caller: the reservation service's own (which tests move), or the database's `now()`.
 */
export function holdLapsed(at: Date | SQL): SQL {
  return and(eq(stockUnits.status, 'held'), lte(stockUnits.heldUntil, at)) as SQL;
}

/** The unit can be held or reserved for this operation: it is free, or held for it, or its hold has lapsed. */
export function unitFreeFor(operationId: number, at: Date | SQL): SQL {
  return or(
    eq(stockUnits.status, 'available'),
    and(eq(stockUnits.status, 'held'), eq(stockUnits.holderOperationId, operationId)),
    holdLapsed(at),
  ) as SQL;
}
