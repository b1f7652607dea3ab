import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

/** Counts and hashes the chunks that pass through it. */
function digester() {
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    async *pass(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    digest: (): FileDigest => ({ bytes, sha256: hash.digest('hex') }),
  };
}

/**
 * Writes `source` to a new file, readable by its owner only (a backup holds personal data), and says what was
 * written. An existing file is never overwritten.
 */
export async function writeDigested(source: Readable, file: string): Promise<FileDigest> {
  const digest = digester();
  await pipeline(source, digest.pass, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return digest.digest();
}

/** A file's length and SHA-256; null when there is no such file. */
export async function digestOf(file: string): Promise<FileDigest | null> {
  const digest = digester();
  try {
    await pipeline(createReadStream(file), digest.pass, async (chunks: AsyncIterable<Buffer>) => {
      for await (const _ of chunks);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return null;
    throw error;
  }
  return digest.digest();
}
