import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, a cloud's object storage); unset, AWS's. */
  endpoint?: string | undefined;
  /** Bucket in the path rather than in the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Unset, the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The files in an S3-compatible bucket, which every machine of the site reaches. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default checksums send an upload as aws-chunked with a trailer, which many S3-compatible services
    // store as it came, framing and all: checksums only where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  async function head(key: string): Promise<HeadObjectCommandOutput | null> {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return null;
      throw error;
    }
  }
  return {
    locate: (key) => `s3://${Bucket}/${key}`,
    // An object put again replaces the one there: `replace` asks nothing more of a bucket.
    async putFile(key, localPath, contentType) {
      const { size } = await fs.stat(localPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async size(key) {
      return (await head(key))?.ContentLength ?? null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async storedAt(key) {
      return (await head(key))?.LastModified ?? null;
    },
    async *list(folder) {
      let Marker: string | undefined;
      // Version 1 of the listing, paged by the last key: every S3-compatible service answers it, and the tests'
      // stand-in (s3rver) cannot make version 2's continuation tokens. A page holds at most 1,000 keys.
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: folder, Marker }));
        const objects = page.Contents ?? [];
        for (const object of objects)
          if (object.Key && object.LastModified) yield { key: object.Key, storedAt: object.LastModified };
        const last = objects.at(-1)?.Key;
        if (!page.IsTruncated || last === undefined) return;
        Marker = page.NextMarker ?? last;
      }
    },
  };
}
