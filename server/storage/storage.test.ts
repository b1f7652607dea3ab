import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../tests/support/s3-stand-in';
import { loadConfig } from '../platform/config';
import { configuredFileStorage, createFolderStorage, createS3Storage, type FileStorage, storedKeys } from '.';

let scratch: string;
let s3: S3StandIn;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'territorio-storage-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A local file to store, as an upload leaves one. */
function received(content: string): string {
  const file = path.join(scratch, `received-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, content);
  return file;
}

const storages: [string, () => FileStorage][] = [
  ['a folder (DATA_DIR/uploads)', () => createFolderStorage(path.join(scratch, 'uploads'))],
  ['an S3-compatible bucket', () => createS3Storage(s3.options)],
];

describe.each(storages)('files in %s', (_name, storage) => {
  it('keeps a file under its key, reads it back and removes it; a missing file reads as none', async () => {
    const files = storage();
    const key = `cv/2026/11/${Math.random().toString(36).slice(2)}.pdf`;
    await files.putFile(key, received('%PDF-1.4 currículum'), 'application/pdf');
    const stored = await files.read(key);
    expect(stored && (await text(stored))).toBe('%PDF-1.4 currículum');

    await files.remove(key);
    expect(await files.read(key)).toBeNull();
    // Removing what is already gone is fine.
    await files.remove(key);
  });

  it('tells a file’s size and reads a part of it, as a video is played', async () => {
    const files = storage();
    const key = `media/stories/${Math.random().toString(36).slice(2)}.mp4`;
    expect(await files.size(key)).toBeNull();
    await files.putFile(key, received('0123456789'), 'video/mp4');
    expect(await files.size(key)).toBe(10);
    const part = await files.read(key, { start: 2, end: 5 });
    expect(part && (await text(part))).toBe('2345');
  });

  it('keeps files of other keys apart', async () => {
    const files = storage();
    await files.putFile('cv/a.pdf', received('uno'), 'application/pdf');
    await files.putFile('cv/b.pdf', received('dos'), 'application/pdf');
    const a = await files.read('cv/a.pdf');
    const b = await files.read('cv/b.pdf');
    expect([a && (await text(a)), b && (await text(b))]).toEqual(['uno', 'dos']);
  });

  it('lists the keys under a prefix, in order, and every key with an empty prefix', async () => {
    const files = storage();
    const folder = `list-${Math.random().toString(36).slice(2)}`;
    const keys = [`${folder}/media/news/b.webp`, `${folder}/cv/2026/11/a.pdf`, `${folder}/media/news/a.webp`];
    for (const key of keys) await files.putFile(key, received(key), 'application/octet-stream');

    expect(await storedKeys(files, `${folder}/media/`)).toEqual([
      `${folder}/media/news/a.webp`,
      `${folder}/media/news/b.webp`,
    ]);
    expect(await storedKeys(files, `${folder}/`)).toEqual([...keys].sort());
    expect(await storedKeys(files, '')).toEqual(expect.arrayContaining(keys));
    expect(await storedKeys(files, `${folder}/nada/`)).toEqual([]);

    await files.remove(`${folder}/media/news/a.webp`);
    expect(await storedKeys(files, `${folder}/media/`)).toEqual([`${folder}/media/news/b.webp`]);
  });

  it('lists more keys than one page of a bucket’s listing holds', async () => {
    const files = storage();
    const folder = `many-${Math.random().toString(36).slice(2)}`;
    const file = received('x');
    const keys = Array.from({ length: 1_005 }, (_, n) => `${folder}/${String(n).padStart(4, '0')}.txt`);
    for (const key of keys) await files.putFile(key, file, 'text/plain');
    expect(await storedKeys(files, `${folder}/`)).toEqual(keys);
  }, 120_000);
});

it('lists nothing in a folder that does not exist yet', async () => {
  expect(await storedKeys(createFolderStorage(path.join(scratch, 'no-existe')), '')).toEqual([]);
});

describe.each(storages)('the files kept in %s', (_name, storage) => {
  it('lists the files under a folder of keys with when each was stored, and nothing of other folders', async () => {
    const files = storage();
    const folder = `listed-${Math.random().toString(36).slice(2)}/`;
    const before = Date.now();
    await files.putFile(`${folder}a.webp`, received('a'), 'image/webp');
    await files.putFile(`${folder}news/b.webp`, received('b'), 'image/webp');
    await files.putFile(`other-${folder}c.webp`, received('c'), 'image/webp');
    const listed: { key: string; storedAt: Date }[] = [];
    for await (const file of files.list(folder)) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([`${folder}a.webp`, `${folder}news/b.webp`]);
    for (const file of listed) {
      // Clocks of a bucket and of this machine may differ by a second.
      expect(file.storedAt.getTime()).toBeGreaterThan(before - 5_000);
      expect(file.storedAt.getTime()).toBe((await files.storedAt(file.key))?.getTime());
    }
    const none: unknown[] = [];
    for await (const file of files.list(`missing-${folder}`)) none.push(file);
    expect(none).toEqual([]);
  });

  it('stores a file named by its content again when asked: one file under its key, stored now', async () => {
    const files = storage();
    const key = `again/${Math.random().toString(36).slice(2)}.webp`;
    await files.putFile(key, received('contenido'), 'image/webp');
    const stored = await files.storedAt(key);
    if (!stored) throw new Error('stored file has no stored time');
    // Buckets keep their times to the second: the second store must land on a later one to be seen.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await files.putFile(key, received('contenido'), 'image/webp', { replace: true });
    expect((await files.storedAt(key))?.getTime()).toBeGreaterThan(stored.getTime());
    const stream = await files.read(key);
    expect(stream && (await text(stream))).toBe('contenido');
    const again: string[] = [];
    for await (const file of files.list('again/')) if (file.key.startsWith(key)) again.push(file.key);
    expect(again).toEqual([key]);
    expect(await files.storedAt(`${key}.missing`)).toBeNull();
  });
});

describe('the configured storage', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/srv/territorio' };

  it('is DATA_DIR/uploads without S3_BUCKET, and the bucket with it', () => {
    expect(configuredFileStorage(loadConfig(base)).locate('cv/x.pdf')).toBe('uploads/cv/x.pdf');
    const bucket = configuredFileStorage(loadConfig({ ...base, S3_BUCKET: 'territorio-cv' }));
    expect(bucket.locate('cv/x.pdf')).toBe('s3://territorio-cv/cv/x.pdf');
  });

  it('refuses a key without its secret', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
