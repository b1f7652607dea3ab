import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string } | null;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it. Migrating per file would
 * cost seconds each, and a copy keeps files independent of one another.
 */
export default async function setup(project: TestProject) {
  const templateUrl = process.env.TEST_DATABASE_URL;
  if (templateUrl) {
    const name = `catalogue_template_${process.pid}`;
    await withAdminClient(templateUrl, async (client) => {
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
    });
    const handle = await openDatabase({ url: databaseUrl(templateUrl, name) });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', { url: templateUrl, name });
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await withAdminClient(templateUrl, (client) => client.query(`drop database if exists ${name}`));
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-template-'));
  const client = await PGlite.create();
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { MIGRATIONS_DIR } = await import('../../server/db/migrate');
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', null);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
