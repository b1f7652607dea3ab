import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupRefused } from './backup-refused';

/** What this version writes and reads; a change to the layout below gets the next number. */
export const BACKUP_FORMAT = 'territorio-backup/1';
export const MANIFEST_FILE = 'manifest.json';
/** The uploaded files, each at its storage key below this folder. */
export const FILES_FOLDER = 'files';
/** The database: pg_dump's custom format from a PostgreSQL server, PGlite's data folder as a gzipped tarball. */
export const DATABASE_FILES = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;

/**
 * A key is written as a path below FILES_FOLDER: each of its parts a name, never empty, `.` or `..`, so that no
 * backup, however edited, writes outside its folder when restored.
 */
export function isSafeKey(key: string): boolean {
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !/[\\\0]/.test(part));
}

const checksum = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    file: z.enum([DATABASE_FILES.postgres, DATABASE_FILES.pglite]),
    bytes: count,
    sha256: checksum,
    serverVersion: z.string(),
    /** Migrations applied (rows of drizzle.__drizzle_migrations). */
    migrations: count,
    /** Rows of every table at the moment of the copy, by `schema.table` as PostgreSQL quotes them. */
    tables: z.record(z.string(), count),
  }),
  files: z.object({
    /** Where they were copied from: `uploads/`, `s3://bucket/`. */
    from: z.string(),
    count,
    bytes: count,
    entries: z.array(z.object({ key: z.string().refine(isSafeKey), bytes: count, sha256: checksum })),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type DatabaseCopy = BackupManifest['database'];
export type FilesCopy = BackupManifest['files'];

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    flag: 'wx',
    mode: 0o600,
  });
}

/** The backup's manifest; a folder without a readable one is not a backup (or one whose writing was cut short). */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupRefused(
        `${folder} no es una copia de seguridad: le falta ${MANIFEST_FILE} (o la copia no llegó a terminar).`,
      );
    }
    throw new BackupRefused(
      `No se pudo leer ${path.join(folder, MANIFEST_FILE)}: ${(error as Error).message}`,
    );
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = manifestSchema.safeParse(undefined);
  }
  if (!parsed.success) {
    throw new BackupRefused(
      `${path.join(folder, MANIFEST_FILE)} no es el manifiesto de una copia de esta versión del sitio (${BACKUP_FORMAT}).`,
    );
  }
  return parsed.data;
}
