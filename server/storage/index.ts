import path from 'node:path';
import type { Config } from '../platform/config';
import type { FileStorage } from './file-storage';
import { createFolderStorage } from './folder-storage';
import { createS3Storage } from './s3-storage';

export { type ByteRange, type FileStorage, type StoredFile, storedKeys } from './file-storage';
export { createFolderStorage } from './folder-storage';
export { createS3Storage } from './s3-storage';
export {
  type KeptFiles,
  startFileSweepJob,
  sweepUnnamedFiles,
  UNNAMED_FILE_GRACE_MS,
} from './sweep';

/** DATA_DIR/uploads: the files without S3_BUCKET, and the uploads being received either way (server/leads/cv-upload.ts). */
export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The storage the configuration names: the bucket of S3_BUCKET, else DATA_DIR/uploads. */
export function configuredFileStorage(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
): FileStorage {
  if (!config.S3_BUCKET) return createFolderStorage(uploadsFolder(config.DATA_DIR));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
