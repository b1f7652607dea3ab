import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../server/storage/s3-storage';
import { unusedPort } from './unused-port';

export interface S3StandIn {
  /** What the storage needs to reach the stand-in's bucket. */
  options: S3StorageOptions;
  close(): Promise<void>;
}

/**
 * A local S3-compatible service (s3rver, which keeps its objects in a folder of its own) with one empty bucket, on a
 * loopback port, for the tests of the S3 storage.
 */
export async function startS3StandIn(bucket = 'territorio-test'): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'territorio-s3-'));
  const port = await unusedPort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's own fixed credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
