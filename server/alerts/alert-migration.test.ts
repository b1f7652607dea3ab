/**
 * The move of 'Avisame si se libera' into the alerts (server/db/migrations/0026_alerts.sql): each request kept in the
 * old table becomes a confirmed alert of its unit, with a link token of its own, and the old table goes.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAlertToken } from '#domain/content/alerts';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, selectRows } from '../db/client';
import { alerts } from '../db/schema';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
});
afterAll(() => handle.close());

it('turns every waiting "Avisame si se libera" into a confirmed alert with a token of its own', async () => {
  const { db } = handle;
  const unit = await createStockUnit(db, { status: 'held', heldUntil: new Date(Date.now() + 60_000) });
  // The table as migration 0025 left it.
  await db.execute(
    sql.raw(`create table unit_alerts (
      id serial primary key,
      stock_unit_id integer not null references stock_units(id) on delete cascade,
      email text not null,
      name text,
      created_at timestamptz not null default now())`),
  );
  await db.execute(
    sql`insert into unit_alerts (stock_unit_id, email, name, created_at)
        values (${unit.id}, 'ana@example.com', 'Ana', now() - interval '2 days'), (${unit.id}, 'luis@example.com', null, now())`,
  );

  const migration = fs.readFileSync('server/db/migrations/0026_alerts.sql', 'utf8');
  for (const statement of migration.split('--> statement-breakpoint'))
    if (statement.includes('"unit_alerts"')) await db.execute(sql.raw(statement));

  const moved = await db.select().from(alerts);
  expect(
    moved.map(({ kind, email, name, stockUnitId, familyId }) => ({
      kind,
      email,
      name,
      stockUnitId,
      familyId,
    })),
  ).toEqual([
    {
      kind: 'unit_free',
      email: 'ana@example.com',
      name: 'Ana',
      stockUnitId: unit.id,
      familyId: unit.familyId,
    },
    {
      kind: 'unit_free',
      email: 'luis@example.com',
      name: null,
      stockUnitId: unit.id,
      familyId: unit.familyId,
    },
  ]);
  for (const alert of moved) {
    expect(isAlertToken(alert.token)).toBe(true);
    expect(alert.confirmedAt).toEqual(alert.createdAt);
  }
  expect(moved[0]?.token).not.toBe(moved[1]?.token);
  expect(await selectRows(db, sql`select to_regclass('unit_alerts') as found`)).toEqual([{ found: null }]);
});
