/**
 * `npm run db:backup` and `npm run db:restore`, on the embedded database or on the PostgreSQL server of the run: a site
 * with reservations, payments, leads with a CV and uploaded media is copied, restored into an empty database, and found
 * again row for row and byte for byte. Each command is run once as a person runs it, in a process of its own (and once
 * more where only another process shows it: the embedded database held by the server); every other case runs the
 * same command in this process, where a run costs no start of Node, no compilation and no boot of a database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBackup } from '../../scripts/db-backup';
import { dbRestore } from '../../scripts/db-restore';
import { createStockUnit } from '../../tests/support/factories';
import { mp4Bytes, pictureBytes } from '../../tests/support/media-files';
import { runCommand } from '../../tests/support/run-script';
import { type Database, selectRows } from '../db/client';
import { migrateDatabase, migrationsApplied } from '../db/migrate';
import { contactMessages, families, jobApplications, news, stockUnits } from '../db/schema';
import { leadsTestApp, postLead, seedLeadBrands } from '../leads/leads.fixtures';
import { storeImage, storeVideo } from '../media';
import { buildPaymentApp, paidOperation } from '../payments/payments.fixtures';
import { uploadsFolder } from '../storage';
import { MANIFEST_FILE } from '.';
import {
  everyRow,
  newSite,
  onPostgres,
  type Site,
  scratchFolder,
  storedFiles,
  withDatabase,
} from './backup.fixtures';

const scratch = scratchFolder();
const BACKUP = 'scripts/db-backup.ts';
const RESTORE = 'scripts/db-restore.ts';
/** What a run in a process of its own may take: starting Node, compiling the script, booting a database, its work. */
const SPAWN_TIMEOUT = 120_000;

const PDF = fs.readFileSync('tests/fixtures/cv/cv.pdf');

/** What a dealership's site holds after some days: reservations and payments, leads with a CV, uploaded media. */
async function fillSite(site: Site): Promise<void> {
  const handle = await site.open();
  try {
    const { db } = handle;
    await seedLeadBrands(db);
    const { app } = buildPaymentApp(db);
    await paidOperation(app, db, 'APRO');
    await paidOperation(app, db, 'CONT');
    await paidOperation(app, db, 'APRO', 2);

    const storage = site.storage();
    const leads = leadsTestApp(db, site.dataDir, { storage });
    await postLead(leads, '/api/v2/territorio/contact', {
      name: 'Juana',
      lastname: 'Pérez',
      telephone: '0261 555-1234',
      email: 'juana.perez@example.com',
      message: 'Quiero saber si tienen la unidad en gris.\nGracias.',
      subject: 'Formulario de contacto',
    });
    const form = new FormData();
    for (const [field, value] of Object.entries({
      name: 'Lucía',
      lastname: 'Fernández',
      cellphone: '+54 9 261 666-7788',
      email: 'lucia@example.com',
      position: 'Asesora comercial',
    }))
      form.append(`data[${field}]`, value);
    form.append('file', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const cv = await leads.request('/cv', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
    expect(cv.status).toBe(201);

    const picture = await storeImage(storage, await pictureBytes(1200, 800), 'news', 'La nueva Amarok');
    await db.insert(news).values({
      brandId: 1,
      title: 'Llegó la nueva Amarok',
      slug: 'llego-la-nueva-amarok',
      content: 'Ya está en el salón.',
      type: 'news',
      images: [picture],
      displayDate: new Date('2026-11-20T13:00:00Z'),
    });
    await storeVideo(storage, mp4Bytes(64 * 1024));
  } finally {
    await handle.close();
  }
  // An upload being received when the copy is taken: not a file of the site yet.
  fs.mkdirSync(path.join(uploadsFolder(site.dataDir), 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(uploadsFolder(site.dataDir), 'tmp', 'recibiendo'), '%PDF-1.4 a medias');
}

/** The triggers, functions, indexes, constraints and sequences (with where each stands) of the site's schemas. */
async function schemaObjects(db: Database): Promise<string[]> {
  const rows = await selectRows<{ object: string }>(
    db,
    sql`select 'trigger ' || pg_get_triggerdef(t.oid) as object from pg_trigger t where not t.tgisinternal
        union all
        select 'function ' || pg_get_functiondef(p.oid) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'drizzle') and p.prokind = 'f'
        union all
        select 'index ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
        union all
        select 'constraint ' || c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in ('public', 'drizzle')
        union all
        select 'sequence ' || schemaname || '.' || sequencename || ' ' || coalesce(last_value::text, '-')
        from pg_sequences where schemaname in ('public', 'drizzle')
        order by 1`,
  );
  return rows.map(({ object }) => object);
}

/** The backup folder the command printed it wrote. */
function writtenBackup(stdout: string): string {
  const folder = /^Copia de seguridad guardada en (.+)$/m.exec(stdout)?.[1];
  if (!folder) throw new Error(`no backup folder in: ${stdout}`);
  return folder;
}

describe(`npm run db:backup and npm run db:restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let source: Site;
  let restored: Site;
  let backup: string;
  const destination = path.join(scratch, 'copias');

  beforeAll(async () => {
    source = await newSite(scratch, true);
    restored = await newSite(scratch, false);
    await fillSite(source);
  }, 120_000);
  afterAll(async () => {
    await source?.dispose();
    await restored?.dispose();
  });

  it(
    'copies the database and every uploaded file into a folder named by the date, with a manifest to check it by',
    async () => {
      const result = await source.runScript(BACKUP, ['--to', destination]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      backup = writtenBackup(result.stdout);
      expect(path.dirname(backup)).toBe(destination);
      expect(path.basename(backup)).toMatch(/^territorio-\d{4}-\d{2}-\d{2}T\d{6}Z$/);
      expect(result.stdout).toContain(`npm run db:backup -- --check ${backup}`);
      // Only its owner reads it: it holds buyers' and applicants' personal data.
      expect(fs.statSync(backup).mode & 0o077).toBe(0);

      const manifest = JSON.parse(fs.readFileSync(path.join(backup, MANIFEST_FILE), 'utf8'));
      const rows = await withDatabase(source, everyRow);
      expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
      expect(manifest.database.tables).toEqual(
        Object.fromEntries(Object.entries(rows).map(([table, found]) => [table, found.length])),
      );
      expect(manifest.database.tables).toMatchObject({
        'public.operations': 3,
        'public.payments': 3,
        'public.job_applications': 1,
        'public.contact_messages': 1,
        'public.news': 1,
      });
      const files = await storedFiles(source.storage());
      const cvKeys = Object.keys(files).filter((key) => key.startsWith('cv/'));
      expect(cvKeys).toHaveLength(1);
      expect(Object.keys(files).filter((key) => key.startsWith('media/'))).toHaveLength(2);
      // The upload being received is left out.
      expect(manifest.files.entries.map((entry: { key: string }) => entry.key)).toEqual(
        Object.keys(files)
          .filter((key) => !key.startsWith('tmp/'))
          .sort(),
      );
      expect(manifest.files.count).toBe(3);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'restores it into an empty database: every row of every table and every file, and the server starts on it',
    async () => {
      const result = await restored.runScript(RESTORE, [backup]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Copia restaurada desde ${backup}`);

      const [before, schemaBefore] = await withDatabase(source, async (db) => [
        await everyRow(db),
        await schemaObjects(db),
      ]);
      await withDatabase(restored, async (db) => {
        expect(await everyRow(db)).toEqual(before);
        expect(await schemaObjects(db)).toEqual(schemaBefore);
      });
      const sourceFiles = await storedFiles(source.storage());
      delete sourceFiles['tmp/recibiendo'];
      expect(await storedFiles(restored.storage())).toEqual(sourceFiles);
      const [application] = await withDatabase(restored, (db) => db.select().from(jobApplications));
      expect(sourceFiles[application?.cvPath as string]).toEqual(PDF);

      // What a starting server does: no migration is applied again, nothing changes, and the database is ready.
      const handle = await restored.open();
      try {
        await migrateDatabase(handle);
        expect(await migrationsApplied(handle.db)).toBe(true);
        expect(await everyRow(handle.db)).toEqual(before);
        // The sequences and the catalogue's triggers work on: a new unit takes a new id and counts in its model's stock.
        const [last] = await handle.db
          .select({ id: stockUnits.id })
          .from(stockUnits)
          .orderBy(desc(stockUnits.id))
          .limit(1);
        const unit = await createStockUnit(handle.db, { brandId: 1 });
        expect(unit.id).toBeGreaterThan(last?.id ?? 0);
        const [family] = await handle.db.select().from(families).where(eq(families.id, unit.familyId));
        expect(family?.unitsInStock).toBe(1);
      } finally {
        await handle.close();
      }
    },
    SPAWN_TIMEOUT,
  );

  it('refuses to restore into a database that already holds data, and leaves it as it was', async () => {
    const before = await withDatabase(restored, everyRow);
    const result = await restored.run(dbRestore, [backup]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('no restauro encima, para no mezclar datos');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await withDatabase(restored, everyRow)).toEqual(before);
  }, 60_000);

  it('checks a backup whole, and names what changed in a damaged one, which it refuses to restore', async () => {
    const whole = await source.run(dbBackup, ['--check', backup]);
    expect(whole.stderr).toBe('');
    expect(whole.code).toBe(0);
    expect(whole.stdout).toContain('está completa');

    const damaged = `${backup}-dañada`;
    fs.cpSync(backup, damaged, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(damaged, MANIFEST_FILE), 'utf8'));
    const [cv] = manifest.files.entries.filter((entry: { key: string }) => entry.key.startsWith('cv/'));
    fs.appendFileSync(path.join(damaged, 'files', cv.key), 'x');
    const [picture] = manifest.files.entries.filter((entry: { key: string }) =>
      entry.key.startsWith('media/'),
    );
    fs.rmSync(path.join(damaged, 'files', picture.key));

    const check = await source.run(dbBackup, ['--check', damaged]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`files/${cv.key}: su contenido cambió`);
    expect(check.stderr).toContain(`files/${picture.key}: falta`);

    const empty = await newSite(scratch, false);
    try {
      const restore = await empty.run(dbRestore, [damaged]);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('está dañada; no restauré nada');
      expect(await storedFiles(empty.storage())).toEqual({});
      if (!onPostgres) expect(fs.existsSync(path.join(empty.dataDir, 'pglite'))).toBe(false);
      else expect(await withDatabase(empty, everyRow)).toEqual({});
    } finally {
      await empty.dispose();
    }
  }, 60_000);

  // What the running server means for a copy differs by database (docs/decisions/0050).
  if (onPostgres) {
    it('copies one snapshot while the site keeps writing: the rows it counted are the rows it copied', async () => {
      const elsewhere = path.join(scratch, 'mientras-escribe');
      const handle = await source.open();
      const written = () => handle.db.$count(contactMessages);
      const write = (n: number) =>
        handle.db.insert(contactMessages).values({
          subject: 'Formulario de contacto',
          name: `Persona ${n}`,
          lastname: 'Apuro',
          telephone: '261 555-0000',
        });
      let writing = true;
      let writer: Promise<void> | undefined;
      try {
        const before = await written();
        // Rows that arrive before the copy starts, then a writer that goes on while it is taken.
        for (let n = 1; n <= 3; n++) await write(n);
        writer = (async () => {
          for (let n = 4; writing; n++) await write(n);
        })();
        const result = await source.run(dbBackup, ['--to', elsewhere]);
        writing = false;
        await writer;
        expect(result.code).toBe(0);
        const copy = writtenBackup(result.stdout);
        const counted = JSON.parse(fs.readFileSync(path.join(copy, MANIFEST_FILE), 'utf8')).database.tables[
          'public.contact_messages'
        ];
        // Rows arrived before the snapshot and after it.
        expect(counted).toBeGreaterThan(before);
        expect(await written()).toBeGreaterThan(counted);

        const check = await source.run(dbBackup, ['--check', copy]);
        expect(check.stderr).toBe('');
        expect(check.code).toBe(0);
      } finally {
        writing = false;
        await writer;
        await handle.close();
      }
    }, 60_000);
  } else {
    // The embedded database's lock lets its own process in: only another process shows the refusal.
    it(
      'refuses to copy the embedded database while the server has it open',
      async () => {
        const elsewhere = path.join(scratch, 'mientras-corre');
        const handle = await source.open();
        try {
          const result = await source.runScript(BACKUP, ['--to', elsewhere]);
          expect(result.code).toBe(1);
          expect(result.stderr).toContain(`está en uso por el proceso ${process.pid}`);
          expect(result.stderr).toContain('se copia con el servidor detenido');
        } finally {
          await handle.close();
        }
        expect(fs.existsSync(elsewhere) ? fs.readdirSync(elsewhere) : []).toEqual([]);
      },
      SPAWN_TIMEOUT,
    );
  }
});

it('names the wrong option and shows how the commands are used', async () => {
  const dataDir = path.join(scratch, 'sin-base');
  const backup = await runCommand(dbBackup, ['--destino', 'x'], dataDir);
  expect(backup.code).toBe(2);
  expect(backup.stderr).toContain('Opción desconocida: --destino');
  expect(backup.stderr).toContain('Uso: npm run db:backup');
  const restore = await runCommand(dbRestore, [], dataDir);
  expect(restore.code).toBe(2);
  expect(restore.stderr).toContain('Falta la copia a restaurar.');
});

it('has nothing to copy from a DATA_DIR without an embedded database, and says so', async () => {
  const dataDir = path.join(scratch, 'sin-base');
  const destination = path.join(scratch, 'copias-de-nada');
  const result = await runCommand(dbBackup, ['--to', destination], dataDir);
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe(
    `No hay una base embebida en ${path.join(dataDir, 'pglite')}: no hay nada que copiar.`,
  );
  expect(fs.readdirSync(destination)).toEqual([]);
  expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
});
