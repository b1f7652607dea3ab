import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { type FileStorage, storedKeys } from '../storage';
import { BackupRefused } from './backup-refused';
import { writeDigested } from './file-digest';
import { type BackupManifest, FILES_FOLDER, type FilesCopy, isSafeKey } from './manifest';

/**
 * Uploads being received wait in DATA_DIR/uploads/tmp (server/leads/cv-upload.ts), inside the folder storage, until
 * they are checked and stored under their own key: not files of the site yet.
 */
const RECEIVING = 'tmp/';

/** Where a stored file is kept in a backup's folder. */
export const backupPathOf = (folder: string, key: string) =>
  path.join(folder, FILES_FOLDER, ...key.split('/'));

/**
 * Copies every stored file into the backup's folder. A file removed between the listing and its copy (a CV past its
 * retention, a stock file applied) is left out: it was leaving the site anyway.
 */
export async function copyFiles(storage: FileStorage, folder: string): Promise<FilesCopy> {
  const keys = (await storedKeys(storage, '')).filter((key) => !key.startsWith(RECEIVING));
  const unsafe = keys.filter((key) => !isSafeKey(key));
  if (unsafe.length > 0) {
    throw new BackupRefused(
      `El almacenamiento de archivos tiene nombres que no se pueden guardar como rutas: ${unsafe.slice(0, 5).join(', ')}.`,
    );
  }
  const entries: FilesCopy['entries'] = [];
  for (const key of keys) {
    const stream = await storage.read(key);
    if (!stream) continue;
    const target = backupPathOf(folder, key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    entries.push({ key, ...(await writeDigested(stream, target)) });
  }
  return {
    from: storage.locate(''),
    count: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    entries,
  };
}

/**
 * The backup's files the storage lacks. A key the storage already has with the same bytes (the bucket outlived the
 * database) is kept; one with other bytes is refused before anything is restored: never two files under one name.
 */
export async function filesToRestore(
  storage: FileStorage,
  manifest: BackupManifest,
): Promise<BackupManifest['files']['entries']> {
  const missing: BackupManifest['files']['entries'] = [];
  const clashes: string[] = [];
  for (const entry of manifest.files.entries) {
    const size = await storage.size(entry.key);
    if (size === null) missing.push(entry);
    else if (size !== entry.bytes || (await storedChecksum(storage, entry.key)) !== entry.sha256)
      clashes.push(entry.key);
  }
  if (clashes.length > 0) {
    throw new BackupRefused(
      [
        `El almacenamiento ya tiene ${clashes.length === 1 ? 'un archivo' : `${clashes.length} archivos`} con el nombre de uno de la copia y otro contenido: ${clashes.slice(0, 5).join(', ')}${clashes.length > 5 ? '…' : ''}.`,
        'No restauré nada. Restaurá en un almacenamiento vacío.',
      ].join('\n'),
    );
  }
  return missing;
}

async function storedChecksum(storage: FileStorage, key: string): Promise<string | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Stores the backup's files; the type each is stored with is read from its content, as uploads are. */
export async function restoreFiles(
  storage: FileStorage,
  folder: string,
  entries: BackupManifest['files']['entries'],
): Promise<void> {
  for (const { key } of entries) {
    const file = backupPathOf(folder, key);
    const type = await fileTypeFromFile(file);
    await storage.putFile(key, file, type?.mime ?? 'application/octet-stream');
  }
}
