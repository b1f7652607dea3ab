import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { stockUnits } from '../db/schema';

/**
 * docs/decisions/0010: a held unit whose hold has lapsed is free again, without waiting for anything to release it.
 * `at` is the clock of the caller: the reservation service's own (which tests move), or the database's `now()`.
 */
export function holdLapsed(at: Date | SQL): SQL {
  return and(eq(stockUnits.status, 'held'), lte(stockUnits.heldUntil, at)) as SQL;
}

/** docs/product.md §4: the unit can be reserved now: nobody holds it, or its hold has lapsed. */
export function unitAvailable(at: Date | SQL): SQL {
  return or(eq(stockUnits.status, 'available'), holdLapsed(at)) as SQL;
}

/** The unit's status as the site shows it now: `available` once a hold has lapsed, else the status it has. */
export function statusNow<Status extends string>(): SQL<Status> {
  return sql<Status>`case when ${unitAvailable(sql`now()`)} then 'available' else ${stockUnits.status} end`;
}

/**
 * docs/product.md §4: the unit is held for a buyer's open payment right now, so it is not available: no count, list or
 * offer takes it as one, and a units list shows it as reserved for the moment. Its opposite among the units in stock
 * (`available` or `held`) is the availability every reader uses.
 */
export function heldNow(at: Date | SQL): SQL {
  return and(
    eq(stockUnits.status, 'held'),
    or(isNull(stockUnits.heldUntil), gt(stockUnits.heldUntil, at)),
  ) as SQL;
}

/** The unit can be held or reserved for this operation: it is free, or held for it, or its hold has lapsed. */
export function unitFreeFor(operationId: number, at: Date | SQL): SQL {
  return or(
    unitAvailable(at),
    and(eq(stockUnits.status, 'held'), eq(stockUnits.holderOperationId, operationId)),
  ) as SQL;
}
