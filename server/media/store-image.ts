import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MEDIA_REFUSALS } from '#domain/back-office/media';
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

/**
 * A stored medium's key, as this file and store-video.ts write it, and nothing else (never a CV). A pattern both
 * JavaScript and PostgreSQL read the same way (./kept-files.ts looks for it in rows).
 */
export const MEDIA_KEY_PATTERN = 'media/[A-Za-z]+/[0-9a-f]{32}\\.(?:webp|mp4|webm)';
export const MEDIA_KEY = new RegExp(`^${MEDIA_KEY_PATTERN}$`);

/** The address a page uses for a stored key. */
export const mediaUrl = (key: string) => `/${key}`;

/**
 * Memory that decoding and resizing one pixel takes, by how the format is read (measured with sharp 0.35 on libvips
 * 8.18, peak RSS of one picture, docs/decisions/0046). A baseline JPEG is decoded already shrunk (libjpeg scales while
 * it decodes) and a PNG line by line; a progressive JPEG, an interlaced PNG and a lossless WebP (a WebP's header does
 * not say which it is) are decoded whole first, and an AVIF takes about 21 bytes a pixel (32 past 8 bits a sample) in
 * libheif and its AV1 decoder.
 */
function bytesPerPixel(header: Metadata): { bytes: number; format: string } {
  const wide = header.depth !== undefined && header.depth !== 'uchar' && header.depth !== 'char';
  switch (header.format) {
    case 'jpeg':
      return header.isProgressive ? { bytes: 7, format: 'JPG progresivo' } : { bytes: 1, format: 'JPG' };
    case 'png':
      if (header.isProgressive) return { bytes: wide ? 12 : 6, format: 'PNG entrelazado' };
      return wide ? { bytes: 4, format: 'PNG de 16 bits' } : { bytes: 2, format: 'PNG' };
    case 'heif':
      return { bytes: wide ? 32 : 22, format: 'AVIF' };
    default:
      return { bytes: 6, format: header.format === 'webp' ? 'WebP' : String(header.format) };
  }
}

/**
 * What one picture may take while it is decoded. Pictures are read one at a time per place of the uploads' queue
 * (./upload-queue.ts): with MAX_IMAGE_PIXELS it is what a JPG from a phone needs many times over, and it keeps an AVIF
 * or an interlaced PNG of tens of megapixels (over 1 GB for a 50-megapixel AVIF) from taking the process's memory.
 */
const DECODING_BUDGET_BYTES = 256 * 1024 * 1024;

/** The refusal of a picture whose pixels are more than its format may have; none when it fits. */
function pixelsRefusal(header: Metadata): string | null {
  const { width, height } = header;
  if (!width || !height) return MEDIA_REFUSALS.imageCorrupt;
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) return MEDIA_REFUSALS.imageTooManyPixels(width, height);
  const cost = bytesPerPixel(header);
  const formatLimit = Math.floor(DECODING_BUDGET_BYTES / cost.bytes);
  if (pixels > formatLimit)
    return MEDIA_REFUSALS.imageTooManyPixelsForFormat(width, height, cost.format, formatLimit);
  return null;
}

/** The picture as sharp reads it: whole (a cut-short or damaged file fails rather than coming out half grey). */
const readOptions = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * Checks that `bytes` are a picture by their content (never by the name or the type the browser sent) and that its
 * header's size is within the limits, before a single pixel is decoded; returns it ready to render. Refusals are
 * MediaRefused with the Spanish reason. Whether the whole file decodes is known when it is rendered.
 */
export async function readImage(bytes: Uint8Array): Promise<Sharp> {
  if (bytes.byteLength === 0) throw new MediaRefused(MEDIA_REFUSALS.empty);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new MediaRefused(MEDIA_REFUSALS.imageTooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new MediaRefused(MEDIA_REFUSALS.imageType);
  let header: Metadata;
  try {
    // The header only: the size is checked here, so sharp's own pixel limit would only hide it behind its error.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefused(MEDIA_REFUSALS.imageCorrupt);
  }
  const refusal = pixelsRefusal(header);
  if (refusal) throw new MediaRefused(refusal);
  return sharp(bytes, readOptions);
}

/** A picture resized to one preset and encoded, not stored yet. */
export interface RenderedImage {
  preset: ImagePreset;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a checked picture and resizes it to one preset's box, as WebP. A file that does not decode whole is refused
 * here: a post of several pictures renders them all before it stores any.
 */
export async function renderImage(image: Sharp, preset: ImagePreset): Promise<RenderedImage> {
  const { width, height, fit } = IMAGE_PRESETS[preset];
  try {
    const output = await image
      .clone()
      // Phones write the camera's orientation as a tag: the pixels are turned to match, and the tags are dropped.
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { preset, data: output.data, width: output.info.width, height: output.info.height };
  } catch {
    throw new MediaRefused(MEDIA_REFUSALS.imageCorrupt);
  }
}

/**
 * A smaller preset taken from a rendered picture rather than from the upload (a unit's thumbnail from its photo): the
 * upload, which may be tens of megapixels, is decoded once.
 */
export async function renderSmaller(rendered: RenderedImage, preset: ImagePreset): Promise<RenderedImage> {
  return renderImage(sharp(rendered.data, readOptions), preset);
}

/**
 * Stores a rendered picture under `media/{preset}/{content hash}.webp` and returns where it is with its size. The
 * same picture uploaded twice is stored once.
 */
export async function storeRendered(
  storage: FileStorage,
  rendered: RenderedImage,
  alt = '',
): Promise<ImageRef> {
  const hash = createHash('sha256').update(rendered.data).digest('hex').slice(0, 32);
  const key = `media/${rendered.preset}/${hash}.webp`;
  await putBytes(storage, key, rendered.data, 'image/webp');
  return {
    path: mediaUrl(key),
    width: rendered.width,
    height: rendered.height,
    ...(alt ? { alt } : {}),
  };
}

/** Checks a picture, resizes it to one preset and stores it: the upload of one picture for one box. */
export async function storeImage(
  storage: FileStorage,
  bytes: Uint8Array,
  preset: ImagePreset,
  alt = '',
): Promise<ImageRef> {
  return storeRendered(storage, await renderImage(await readImage(bytes), preset), alt);
}

/**
 * Stores bytes under `key`, a key named by its content, through a temporary file (FileStorage takes files). A file
 * already there is stored again rather than kept as it was: its stored time becomes now, so the sweep of files no row
 * names (docs/decisions/0046) gives it a new grace period while the row that names it again is written.
 */
export async function putBytes(
  storage: FileStorage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const temp = path.join(os.tmpdir(), `media-${randomBytes(12).toString('hex')}`);
  await fs.writeFile(temp, bytes);
  try {
    await storage.putFile(key, temp, contentType, { replace: true });
  } finally {
    await fs.rm(temp, { force: true });
  }
}
