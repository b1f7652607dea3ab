import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { digestOf } from './file-digest';
import { backupPathOf } from './files-copy';
import { type BackupManifest, FILES_FOLDER, readManifest } from './manifest';
import { countArchiveRows } from './postgres-tools';
import { countRows, rowDifferences } from './table-rows';

/** What is wrong with a backup's files, one line each: empty when each has the length and checksum its manifest says. */
export async function damagedFiles(folder: string, manifest: BackupManifest): Promise<string[]> {
  const { database } = manifest;
  const expected = [
    {
      name: database.file,
      file: path.join(folder, database.file),
      bytes: database.bytes,
      sha256: database.sha256,
    },
    ...manifest.files.entries.map(({ key, bytes, sha256 }) => ({
      name: path.posix.join(FILES_FOLDER, key),
      file: backupPathOf(folder, key),
      bytes,
      sha256,
    })),
  ];
  const problems: string[] = [];
  for (const { name, file, bytes, sha256 } of expected) {
    const found = await digestOf(file);
    if (!found) problems.push(`${name}: falta`);
    else if (found.bytes !== bytes || found.sha256 !== sha256) problems.push(`${name}: su contenido cambió`);
  }
  return problems;
}

export interface BackupCheck {
  manifest: BackupManifest;
  /** Empty when the backup is whole. */
  problems: string[];
}

/**
 * Checks a backup without touching the site: every file against its checksum, then the database's copy read whole
 * (PGlite's opened in memory, pg_dump's read by pg_restore) with the rows of each table counted against the manifest.
 */
export async function checkBackup(folder: string): Promise<BackupCheck> {
  const manifest = await readManifest(folder);
  const problems = await damagedFiles(folder, manifest);
  if (problems.length > 0) return { manifest, problems };
  const rows = await copiedRows(path.join(folder, manifest.database.file), manifest.database.kind);
  return { manifest, problems: rowDifferences(manifest.database.tables, rows) };
}

async function copiedRows(
  file: string,
  kind: BackupManifest['database']['kind'],
): Promise<Record<string, number>> {
  if (kind === 'postgres') return countArchiveRows(file);
  const handle = await openDatabase({ dump: await fs.openAsBlob(file, { type: 'application/x-gzip' }) });
  try {
    return await countRows(handle.db);
  } finally {
    await handle.close();
  }
}
