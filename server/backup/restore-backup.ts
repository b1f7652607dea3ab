import { expectedMigrationCount } from '../db/migrate';
import type { FileStorage } from '../storage';
import { BackupRefused } from './backup-refused';
import { damagedFiles } from './check';
import { refusalToRestore, restoreDatabase, type SiteDatabase } from './database-copy';
import { filesToRestore, restoreFiles } from './files-copy';
import { type BackupManifest, readManifest } from './manifest';
import { rowDifferences } from './table-rows';

export interface RestoreOptions {
  /** An empty database of the backup's kind. */
  database: SiteDatabase;
  storage: FileStorage;
  /** The backup's folder. */
  folder: string;
}

const KIND_NAMES = { pglite: 'la base embebida (PGlite)', postgres: 'un servidor PostgreSQL' } as const;

/**
 * Brings a backup back into an empty database, with its files (docs/decisions/0050). Everything that can refuse is
 * checked before anything is written: the backup whole, the database empty, no file of another content under one of
 * its names. The files go first and the database last (on PostgreSQL in one transaction), so a restore that fails
 * can be run again: the files already there are the same, and the database is still empty.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { folder, storage, database } = options;
  const manifest = await readManifest(folder);
  const damaged = await damagedFiles(folder, manifest);
  if (damaged.length > 0) {
    throw new BackupRefused(
      [`La copia ${folder} está dañada; no restauré nada:`, ...damaged.map((line) => `  ${line}`)].join('\n'),
    );
  }
  const kind = 'url' in database ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupRefused(
      manifest.database.kind === 'pglite'
        ? `La copia es de ${KIND_NAMES.pglite}: restaurala sin DATABASE_URL, en un DATA_DIR sin base.`
        : `La copia es de ${KIND_NAMES.postgres}: restaurala con DATABASE_URL apuntando a una base vacía.`,
    );
  }
  const known = expectedMigrationCount();
  if (manifest.database.migrations > known) {
    throw new BackupRefused(
      `La copia es de una versión más nueva del sitio (${manifest.database.migrations} migraciones; esta conoce ${known}): restaurala con esa versión o una posterior.`,
    );
  }
  const refusal = await refusalToRestore(database);
  if (refusal) throw new BackupRefused(refusal);

  await restoreFiles(storage, folder, await filesToRestore(storage, manifest));
  const rows = await restoreDatabase(database, folder, manifest.database);
  const differences = rowDifferences(manifest.database.tables, rows);
  if (differences.length > 0) {
    throw new BackupRefused(
      [
        'La base restaurada no coincide con el manifiesto de la copia:',
        ...differences.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  return manifest;
}
