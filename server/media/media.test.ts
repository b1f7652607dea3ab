import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES, MEDIA_REFUSALS } from '../../domain/media';
import { mp4Bytes, pictureBytes } from '../../tests/support/media-files';
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
