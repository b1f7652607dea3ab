import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { databaseUrl, withAdminClient } from './database-template';

/** A freshly migrated database of its own for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(postgres.url, (client) =>
      client.query(`create database ${name} template ${postgres.name}`),
    );
    const handle = await openDatabase({ url: databaseUrl(postgres.url, name) });
    return {
      ...handle,
      async close() {
        await handle.close();
        await withAdminClient(postgres.url, (client) => client.query(`drop database if exists ${name}`));
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  return openDatabase({ dump });
}
