import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditAction } from '#domain/back-office/audit-actions';
import type { StaffActor } from '#domain/back-office/staff';
import type { Database } from '../db/client';
import { auditedChange, auditedInsert } from './audited-changes';

/** An id the serial columns can hold: anything else names no row. */
export const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * What removes a row (kept, to restore) or restores it; null when it already is so, and the change leaves it as it
 * is (docs/decisions/0031).
 */
export const removal = (before: { deletedAt: Date | null }, removed: boolean) =>
  (before.deletedAt !== null) === removed
    ? null
    : { deletedAt: removed ? sql`now()` : null, updatedAt: sql`now()` };

/** A list's lines split into those on the site and those removed (to restore). */
export function currentAndRemoved<Line extends { deletedAt: string | null }>(lines: readonly Line[]) {
  return {
    current: lines.filter((line) => line.deletedAt === null),
    removed: lines.filter((line) => line.deletedAt !== null),
  };
}

/**
 * One table's rows as the back office changes them (docs/decisions/0031): each row found by its id, locked, written
 * in the change's transaction and kept in the audit log under the same subject type.
 */
export function auditedRows<Table extends PgTable, Subject extends string = string>(spec: {
  table: Table;
  id: PgColumn;
  subjectType: Subject;
  snapshot(row: Table['$inferSelect']): unknown;
}) {
  type Row = Table['$inferSelect'] & { id: number };
  type Values = PgUpdateSetSource<Table>;
  const { table, id: idColumn, subjectType, snapshot } = spec;
  const label = subjectType.replace(/_/g, ' ');

  /**
   * The row, locked until the transaction ends; `also` narrows which rows count (a removed one, say). An id no serial
   * column can hold names no row, and never reaches the database.
   */
  const lock =
    (id: number, also?: SQL) =>
    async (tx: Database): Promise<Row | undefined> => {
      if (!validId(id)) return undefined;
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(and(eq(idColumn, id), also))
        .for('update');
      return row as Row | undefined;
    };

  return {
    /** How the audit log names the table's rows; their actions are `{subjectType}.{what was done}`. */
    subjectType,

    lock,

    /** Inserts one row with its audit entry; `values` may read the transaction first (to take a place in order). */
    insert(
      db: Database,
      actor: StaffActor,
      insert: {
        action: AuditAction;
        values: Table['$inferInsert'] | ((tx: Database) => Promise<Table['$inferInsert']>);
      },
    ): Promise<Row> {
      return auditedInsert<Row>(db, actor, {
        action: insert.action,
        subjectType,
        apply: async (tx) => {
          const values = typeof insert.values === 'function' ? await insert.values(tx) : insert.values;
          const [row] = await tx.insert(table).values(values).returning();
          if (!row) throw new Error(`${label} not inserted`);
          return row as Row;
        },
        snapshot,
      });
    },

    /**
     * Changes one row with its audit entry; undefined when no row has the id (or none passes `also`). `set` may read
     * the row before the change, and says null to leave it as it is.
     */
    update(
      db: Database,
      actor: StaffActor,
      change: {
        action: AuditAction;
        id: number;
        also?: SQL;
        set: Values | ((tx: Database, before: Row) => Promise<Values | null> | Values | null);
      },
    ): Promise<Row | undefined> {
      return auditedChange<Row>(db, actor, {
        action: change.action,
        subjectType,
        subjectId: change.id,
        lock: lock(change.id, change.also),
        apply: async (tx, before) => {
          const values = typeof change.set === 'function' ? await change.set(tx, before) : change.set;
          if (values === null) return before;
          const [row] = (await tx
            .update(table)
            .set(values)
            .where(eq(idColumn, change.id))
            .returning()) as Row[];
          if (!row) throw new Error(`the locked ${label} is gone`);
          return row;
        },
        snapshot,
      });
    },
  };
}
