import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, MAX_VIDEO_BYTES, MEDIA_REFUSALS } from '#domain/back-office/media';
import { mp4Bytes, pictureBytes, pictureHeader } from '../../tests/support/media-files';
import { createFolderStorage, type FileStorage } from '../storage';
import { MediaRefused, mediaRoutes, storeImage, storeVideo } from '.';

let scratch: string;
let storage: FileStorage;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'territorio-media-'));
  storage = createFolderStorage(scratch);
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaRefused);
  return (error as MediaRefused).message;
}

describe('a picture uploaded from the back office', () => {
  it('is cropped to the size its page draws, stored as WebP and served from /media with its size', async () => {
    const stored = await storeImage(storage, await pictureBytes(3000, 2000, 'jpeg'), 'news', 'Una Amarok');
    expect(stored).toMatchObject({ width: 1200, height: 675, alt: 'Una Amarok' });
    expect(stored.path).toMatch(/^\/media\/news\/[0-9a-f]{32}\.webp$/);

    const answer = await mediaRoutes(storage).request(stored.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const served = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 1200, height: 675 });
  });

  it('keeps a small picture whole when the page only bounds it', async () => {
    const stored = await storeImage(storage, await pictureBytes(400, 300, 'png'), 'unitPhoto');
    expect(stored).toMatchObject({ width: 400, height: 300 });
  });

  it('is refused, with the reason, when it is not a picture, is cut short, or is empty', async () => {
    expect(await refusal(storeImage(storage, Buffer.from('%PDF-1.4 no soy una imagen'), 'news'))).toBe(
      MEDIA_REFUSALS.imageType,
    );
    const whole = await pictureBytes(1600, 1200, 'png');
    expect(await refusal(storeImage(storage, whole.subarray(0, whole.length / 3), 'news'))).toBe(
      MEDIA_REFUSALS.imageCorrupt,
    );
    expect(await refusal(storeImage(storage, Buffer.alloc(0), 'news'))).toBe(MEDIA_REFUSALS.empty);
  });
});

describe('the size of a picture', () => {
  it('is read from its header, and a picture past 60 megapixels is refused before a pixel is decoded', async () => {
    // Headers with no pixels behind them: refused for their size, not as damaged files, so nothing was decoded.
    expect(await refusal(storeImage(storage, pictureHeader(12_000, 9_000), 'unitPhoto'))).toBe(
      'La imagen mide 12.000 × 9.000 píxeles (108 megapíxeles) y el máximo es 60 megapíxeles, más que cualquier foto de celular. Achicala e intentá otra vez.',
    );
    expect(await refusal(storeImage(storage, pictureHeader(10_000, 6_001), 'unitPhoto'))).toBe(
      MEDIA_REFUSALS.imageTooManyPixels(10_000, 6_001),
    );
    expect(MEDIA_REFUSALS.imageTooManyPixels(10_000, 6_001)).toContain('(60,1 megapíxeles)');
  });

  it('keeps a picture of exactly 60 megapixels, resized to the box its page draws', async () => {
    expect(10_000 * 6_000).toBe(MAX_IMAGE_PIXELS);
    const atTheLimit = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const stored = await storeImage(storage, atTheLimit, 'unitPhoto');
    expect(stored).toMatchObject({ width: 1600, height: 960 });
  });

  it('gives the formats that are read whole a lower limit, and says which', async () => {
    expect(
      await refusal(storeImage(storage, pictureHeader(8_000, 6_000, { interlaced: true }), 'news')),
    ).toBe(
      'La imagen mide 8.000 × 6.000 píxeles (48 megapíxeles) y en PNG entrelazado el máximo es 44,7 megapíxeles. Exportala como JPG común o más chica e intentá otra vez.',
    );
    // The same size, not interlaced, is read line by line: its header is within the limits, and only the missing
    // pixels refuse it.
    expect(await refusal(storeImage(storage, pictureHeader(8_000, 6_000), 'news'))).toBe(
      MEDIA_REFUSALS.imageCorrupt,
    );
    expect(
      await refusal(
        storeImage(storage, pictureHeader(6_000, 4_000, { interlaced: true, bitDepth: 16 }), 'news'),
      ),
    ).toBe(MEDIA_REFUSALS.imageTooManyPixelsForFormat(6_000, 4_000, 'PNG entrelazado', 22_369_621));
  });
});

describe('a story video', () => {
  it('is kept when its content is MP4, and played by ranges', async () => {
    const bytes = mp4Bytes(10_000);
    const stored = await storeVideo(storage, bytes);
    expect(stored).toMatchObject({ type: 'video/mp4' });
    expect(stored.path).toMatch(/^\/media\/stories\/[0-9a-f]{32}\.mp4$/);

    const routes = mediaRoutes(storage);
    const part = await routes.request(stored.path, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(4, 12));
    const beyond = await routes.request(stored.path, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it('is refused when its content is another kind of file or it is over 50 MB', async () => {
    expect(await refusal(storeVideo(storage, await pictureBytes(10, 10)))).toBe(MEDIA_REFUSALS.videoType);
    expect(await refusal(storeVideo(storage, mp4Bytes(MAX_VIDEO_BYTES)))).toBe(MEDIA_REFUSALS.videoTooLarge);
  });
});

describe('/media', () => {
  it('serves only what the back office stored: never another file of the storage', async () => {
    const routes = mediaRoutes(storage);
    fs.mkdirSync(path.join(scratch, 'cv'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'cv', 'secreto.pdf'), '%PDF');
    for (const address of ['/media/../cv/secreto.pdf', '/media/cv/secreto.pdf', '/media/news/nada.webp'])
      expect((await routes.request(address)).status, address).toBe(404);
  });
});
