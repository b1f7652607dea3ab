import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
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
  return {
    locate: (key) => `s3://${Bucket}/${key}`,
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
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let Marker: string | undefined;
      // Version 1 of the listing, paged by the last key: every S3-compatible service answers it, and the tests'
      // stand-in (s3rver) cannot make version 2's continuation tokens. A page holds at most 1,000 keys.
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix, Marker }));
        const found = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        keys.push(...found);
        if (!page.IsTruncated || found.length === 0) return keys.sort();
        Marker = page.NextMarker ?? found.at(-1);
      }
    },
  };
}
