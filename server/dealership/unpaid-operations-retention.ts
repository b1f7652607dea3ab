import { and, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { operations, payments } from '../db/schema';

/** The statuses of an operation whose deposit was never charged (or whose charge was given back in full). */
const UNPAID_STATUSES = ['started', 'payment_selected', 'data_complete', 'expired', 'cancelled'] as const;
/** Gateway statuses that mean no money was ever taken. */
const NEVER_CHARGED = ['rejected', 'cancelled'] as const;

/**
 * Ley 25.326: an operation that was never paid keeps no personal data once it has not changed since `before`: the
 * e-mail, name, DNI, phone, birth date, marital status, address, CUIT and IVA condition are emptied; the unit, the amounts and the code
 * stay, for the dealership's statistics. An operation with any payment that may have taken money keeps its data
 * (the sale's records). Returns how many operations were stripped.
 */
export async function stripUnpaidOperations(db: Database, options: { before: Date }): Promise<number> {
  const stripped = await db
    .update(operations)
    .set({
      email: '',
      name: null,
      lastname: null,
      dni: null,
      telephone: null,
      birthdate: null,
      maritalStatusId: null,
      address: null,
      cuit: null,
      ivaCondition: null,
    })
    .where(
      and(
        inArray(operations.status, [...UNPAID_STATUSES]),
        lt(operations.updatedAt, options.before),
        ne(operations.email, ''),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(
                sql`${payments.operationId} = ${operations.id}`,
                sql`${payments.status} not in (${sql.join(
                  NEVER_CHARGED.map((status) => sql`${status}`),
                  sql`, `,
                )})`,
              ),
            ),
        ),
      ),
    )
    .returning({ id: operations.id });
  return stripped.length;
}
