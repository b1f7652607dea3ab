import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (job applications' CVs; the back office's media after them): a folder of this machine
 * by default, an S3-compatible bucket when S3_BUCKET is set, so that every machine behind a load balancer sees the
 * same files (docs/decisions/0025-file-storage.md). Keys are paths with forward slashes: `cv/2026/11/<id>.pdf`.
 */
export interface FileStorage {
  /** Where a file is, as staff are told: `uploads/cv/2026/11/<id>.pdf`, `s3://bucket/cv/2026/11/<id>.pdf`. */
  locate(key: string): string;
  /** Stores the local file under `key`. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Readable | null>;
  /** Removes the file; one already gone is fine. */
  remove(key: string): Promise<void>;
}
