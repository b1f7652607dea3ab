import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MAX_IMAGE_BYTES, MEDIA_REFUSALS } from '../../domain/media';
import type { ImageRef } from '../db/schema';
import type { FileStorage } from '../storage';
import { MediaRefused } from './media-refused';

/**
 * The sizes the pages draw each kind of picture at (docs/decisions/0031). `cover` crops to exactly that box, as the
 * page's frame does; `inside` keeps the whole picture within it. Pictures come out as WebP with their size, so a page
 * reserves their box before they load.
 */
export const IMAGE_PRESETS = {
  news: { width: 1200, height: 675, fit: 'cover' },
  bannerDesktop: { width: 1600, height: 560, fit: 'cover' },
  bannerMobile: { width: 750, height: 900, fit: 'cover' },
  popup: { width: 800, height: 800, fit: 'inside' },
  storyPoster: { width: 540, height: 960, fit: 'cover' },
  model: { width: 1200, height: 675, fit: 'inside' },
  unitPhoto: { width: 1600, height: 1200, fit: 'inside' },
  unitThumbnail: { width: 480, height: 360, fit: 'cover' },
} as const satisfies Record<string, { width: number; height: number; fit: 'cover' | 'inside' }>;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/** Where uploaded media are served from (server/media/routes.ts): a key `media/news/{hash}.webp` at `/media/news/…`. */
export const MEDIA_URL_PREFIX = '/media/';

/** The address a page uses for a stored key. */
export const mediaUrl = (key: string) => `/${key}`;

/**
 * Checks that `bytes` are a picture by their content (never by the name or the type the browser sent), that it can be
 * decoded whole, and returns it as decoded pixels ready to resize. Refusals are MediaRefused with the Spanish reason.
 */
export async function readImage(bytes: Uint8Array): Promise<Sharp> {
  if (bytes.byteLength === 0) throw new MediaRefused(MEDIA_REFUSALS.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new MediaRefused(MEDIA_REFUSALS.imageTooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new MediaRefused(MEDIA_REFUSALS.imageType);
  // failOn 'error': a truncated or damaged file is refused rather than saved half grey.
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 });
  try {
    await image.clone().stats();
  } catch {
    throw new MediaRefused(MEDIA_REFUSALS.imageCorrupt);
  }
  return image;
}

/**
 * Resizes a checked picture to one preset, stores it under `media/{preset}/{content hash}.webp` and returns where it
 * is with its size. The same picture uploaded twice is stored once.
 */
export async function storeImage(
  storage: FileStorage,
  bytes: Uint8Array,
  preset: ImagePreset,
  alt = '',
): Promise<ImageRef> {
  const image = await readImage(bytes);
  return storeImageAs(storage, image, preset, alt);
}

/** Several presets of one upload (a unit's photo and its thumbnail), decoded once. */
export async function storeImageAs(
  storage: FileStorage,
  image: Sharp,
  preset: ImagePreset,
  alt = '',
): Promise<ImageRef> {
  const { width, height, fit } = IMAGE_PRESETS[preset];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await image
      .clone()
      // Phones write the camera's orientation as a tag: the pixels are turned to match, and the tags are dropped.
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaRefused(MEDIA_REFUSALS.imageCorrupt);
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  const key = `media/${preset}/${hash}.webp`;
  await putBytes(storage, key, output.data, 'image/webp');
  return {
    path: mediaUrl(key),
    width: output.info.width,
    height: output.info.height,
    ...(alt ? { alt } : {}),
  };
}

/** Stores bytes under `key` through a temporary file (FileStorage takes files); an existing key is kept as it is. */
export async function putBytes(
  storage: FileStorage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const temp = path.join(os.tmpdir(), `media-${randomBytes(12).toString('hex')}`);
  await fs.writeFile(temp, bytes);
  try {
    if ((await storage.size(key)) === bytes.byteLength) return;
    await storage.putFile(key, temp, contentType);
  } finally {
    await fs.rm(temp, { force: true });
  }
}
