import type { Database } from './client';

/**
 * A statement whose SQL is built once per database handle instead of at every call
 * (docs/decisions/0092-hot-reads-as-prepared-statements.md): `build` ends with Drizzle's `.prepare(name)`, with
 * `sql.placeholder` for what changes between calls. On PostgreSQL the name also lets each connection parse and plan
 * it once. For the reads every step of a buyer's flow repeats; a transaction's handle builds its own (it is another
 * handle), so statements inside one gain nothing and lose nothing.
 */
export function preparedStatement<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byHandle = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
