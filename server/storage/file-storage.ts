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
  /** The file's bytes (from `range.start` to `range.end`, both included, when given), or null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The file's length in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** The keys of every file whose key starts with `prefix` (`''`: all of them), in order. */
  list(prefix: string): Promise<string[]>;
}

/** A part of a file, as an HTTP Range asks for it: the first and the last byte, both included. */
export interface ByteRange {
  start: number;
  end: number;
}
