import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (job applications' CVs; the back office's media after them): a folder of this machine
 * by default, an S3-compatible bucket when S3_BUCKET is set, so that every machine behind a load balancer sees the
 * same files (docs/decisions/0025-file-storage.md). Keys are paths with forward slashes: `cv/2026/11/<id>.pdf`.
 */
export interface FileStorage {
  /** Where a file is, as staff are told: `uploads/cv/2026/11/<id>.pdf`, `s3://bucket/cv/2026/11/<id>.pdf`. */
  locate(key: string): string;
  /**
   * Stores the local file under `key`. A key already there is refused, unless `replace`: for keys that name their
   * content (a hash), where the file there is the same one and storing it again makes its stored time now.
   */
  putFile(
    key: string,
    localPath: string,
    contentType: string,
    options?: { replace?: boolean },
  ): Promise<void>;
  /** The file's bytes (from `range.start` to `range.end`, both included, when given), or null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The file's length in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; one already gone is fine. */
  remove(key: string): Promise<void>;
  /**
   * When the file was last stored; null when there is no such file. The sweep of the files no row names (./sweep.ts)
   * leaves a file alone until it is older than a grace period.
   */
  storedAt(key: string): Promise<Date | null>;
  /**
   * Every file whose key starts with `folder` (`media/`, ending in a slash; `''` for every file), with when it was
   * stored, in no set order.
   */
  list(folder: string): AsyncIterable<StoredFile>;
}

/** A file as a listing of the storage gives it. */
export interface StoredFile {
  key: string;
  storedAt: Date;
}

/** A part of a file, as an HTTP Range asks for it: the first and the last byte, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The keys of every file under `folder` (`''`: every file), in order. */
export async function storedKeys(storage: FileStorage, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(folder)) keys.push(file.key);
  return keys.sort();
}
