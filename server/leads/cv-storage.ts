import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { localDate } from '../../domain/mendoza-time';
import type { CvExtension } from './cv-file';

export interface StoredCv {
  /** The random file name without extension: what staff are told, to find the file. */
  fileId: string;
  /** Relative to DATA_DIR/uploads with forward slashes, as job_applications.cv_path keeps it. */
  relativePath: string;
  absolutePath: string;
}

export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function cvAbsolutePath(dataDir: string, relativePath: string): string {
  return path.join(uploadsFolder(dataDir), ...relativePath.split('/'));
}

/**
 * Moves a received CV (a temporary file under DATA_DIR/uploads/tmp, see cv-upload.ts) to DATA_DIR/uploads/cv/YYYY/MM/
 * with a random name of 128 bits: never the client's name, which could carry a path, a clash or personal data. The
 * extension is the one the content was detected as.
 */
export async function storeCv(
  dataDir: string,
  tempPath: string,
  ext: CvExtension,
  now: Date = new Date(),
): Promise<StoredCv> {
  // Staff read the folders by month as they live it, in Mendoza, not in UTC.
  const [year, month] = localDate(now).split('-');
  const fileId = randomBytes(16).toString('hex');
  const relativePath = `cv/${year}/${month}/${fileId}.${ext}`;
  const absolutePath = cvAbsolutePath(dataDir, relativePath);
  await fs.mkdir(path.dirname(absolutePath), { recursive: true, mode: 0o750 });
  // A link refuses to overwrite: a clash of random names would be a bug, never a silent loss of another CV.
  await fs.link(tempPath, absolutePath);
  await fs.rm(tempPath, { force: true });
  return { fileId, relativePath, absolutePath };
}

/** Removes a stored CV whose application could not be saved; a file already gone is fine. */
export async function removeCv(absolutePath: string): Promise<void> {
  await fs.rm(absolutePath, { force: true });
}
