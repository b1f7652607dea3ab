import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../storage';
import { BackupRefused } from './backup-refused';
import { copyDatabase, type SiteDatabase } from './database-copy';
import { copyFiles } from './files-copy';
import { BACKUP_FORMAT, type BackupManifest, writeManifest } from './manifest';

export interface BackupOptions {
  database: SiteDatabase;
  storage: FileStorage;
  /** The folder that receives the backup, as a folder of its own named by its date. */
  destination: string;
  now?: Date;
}

/** `territorio-2026-11-28T153012Z`: the moment of the copy in UTC, so that names sort by date. */
export function backupName(at: Date): string {
  const iso = at.toISOString();
  return `territorio-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}Z`;
}

/**
 * Copies the database and every uploaded file into a new folder of `destination` (docs/decisions/0050). The database
 * first, as one snapshot; the files after it, so that every file its rows name was already stored when the files
 * are copied. The folder takes its name only once its manifest is written: a copy that fails is removed, and one
 * whose process was killed stays as `….partial` without a manifest, never under a backup's name.
 */
export async function createBackup(
  options: BackupOptions,
): Promise<{ folder: string; manifest: BackupManifest }> {
  const createdAt = options.now ?? new Date();
  const folder = path.join(options.destination, backupName(createdAt));
  const partial = `${folder}.partial`;
  if (await exists(folder))
    throw new BackupRefused(`Ya existe ${folder}: esperá un segundo y volvé a intentar.`);
  await fs.mkdir(options.destination, { recursive: true });
  // Readable by its owner only: a backup holds buyers' and applicants' personal data.
  await fs.mkdir(partial, { mode: 0o700 });
  try {
    const database = await copyDatabase(options.database, partial);
    const files = await copyFiles(options.storage, partial);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      database,
      files,
    };
    await writeManifest(partial, manifest);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
