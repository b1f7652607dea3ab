import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_VIDEO_BYTES, MEDIA_REFUSALS } from '#domain/back-office/media';
import type { FileStorage } from '../storage';
import { MediaRefused } from './media-refused';
import { mediaUrl, putBytes } from './store-image';

const ACCEPTED_VIDEO_TYPES: ReadonlyMap<string, string> = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);

/**
 * Checks a story's video by its content (an MP4 or a WebM container, at most 50 MB) and stores it under
 * `media/stories/{content hash}.{mp4|webm}`; returns the address pages play it from.
 */
export async function storeVideo(
  storage: FileStorage,
  bytes: Uint8Array,
): Promise<{ path: string; type: string }> {
  if (bytes.byteLength === 0) throw new MediaRefused(MEDIA_REFUSALS.empty);
  if (bytes.byteLength > MAX_VIDEO_BYTES) throw new MediaRefused(MEDIA_REFUSALS.videoTooLarge);
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? ACCEPTED_VIDEO_TYPES.get(type.mime) : undefined;
  if (!type || !extension) throw new MediaRefused(MEDIA_REFUSALS.videoType);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `media/stories/${hash}.${extension}`;
  await putBytes(storage, key, bytes, type.mime);
  return { path: mediaUrl(key), type: type.mime };
}
