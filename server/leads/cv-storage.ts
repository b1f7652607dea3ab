import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { localDate } from '#domain/shared/mendoza-time';
import type { Database } from '../db/client';
import { jobApplications } from '../db/schema';
import type { FileStorage, KeptFiles } from '../storage';
import type { CvType } from './cv-file';

export interface StoredCv {
  /** The random file name without extension: what staff are told, to find the file. */
  fileId: string;
  /** Its key in the file storage, as job_applications.cv_path keeps it: `cv/2026/11/<id>.pdf`. */
  key: string;
  /** Where it is, as staff are told (FileStorage.locate). */
  location: string;
}

/**
 * Stores a received CV (a temporary file under DATA_DIR/uploads/tmp, see cv-upload.ts) under cv/YYYY/MM/ with a random
 * name of 128 bits: never the client's name, which could carry a path, a clash or personal data. The extension is the
 * one the content was detected as. The temporary file is removed.
 */
export async function storeCv(
  storage: FileStorage,
  tempPath: string,
  type: CvType,
  now: Date = new Date(),
): Promise<StoredCv> {
  // Staff read the folders by month as they live it, in Mendoza, not in UTC.
  const [year, month] = localDate(now).split('-');
  const fileId = randomBytes(16).toString('hex');
  const key = `cv/${year}/${month}/${fileId}.${type.ext}`;
  await storage.putFile(key, tempPath, type.mimeType);
  await fs.rm(tempPath, { force: true });
  return { fileId, key, location: storage.locate(key) };
}

/**
 * The CVs for the sweep of files no row names (server/storage/sweep.ts): a CV whose application was never saved (the
 * process stopped between the file and the row) or whose removal failed is personal data no one can reach, and goes
 * after the grace period.
 */
export function cvFiles(db: Database): KeptFiles {
  return {
    folder: 'cv/',
    key: /^cv\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z]+$/,
    async named() {
      const rows = await db.select({ key: jobApplications.cvPath }).from(jobApplications);
      return new Set(rows.map((row) => row.key));
    },
  };
}
