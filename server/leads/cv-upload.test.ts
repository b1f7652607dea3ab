import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '#domain/content/leads';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { contactMethods } from '../db/schema';
import { temporaryUploadsFolder } from './cv-upload';
import { leadsTestApp } from './leads.fixtures';

const BOUNDARY = '----territorio-test-boundary';
const FIELDS = {
  name: 'Lucía',
  lastname: 'Fernández',
  cellphone: '+54 9 261 666-7788',
  email: 'l@example.com',
};

/** The start of a multipart job application up to the middle of its file, and the rest of it. */
function multipartParts(fileBytes: number): [Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>] {
  const encoder = new TextEncoder();
  const fields = Object.entries(FIELDS)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data[${name}]"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = `${fields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const padding = ' '.repeat(Math.max(0, fileBytes - 9));
  const half = Math.floor(padding.length / 2);
  return [
    encoder.encode(head + padding.slice(0, half)),
    encoder.encode(`${padding.slice(half)}\r\n--${BOUNDARY}--\r\n`),
  ];
}

let handle: DatabaseHandle;
let dataDir: string;
let app: Hono;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db
    .insert(contactMethods)
    .values([{ brandId: 5, department: 'administration', email: 'a@t.test' }]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cv-upload-'));
  app = leadsTestApp(handle.db, dataDir, { cvUploads: { max: 1, waitMs: 100 } });
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(body: BodyInit) {
  return app.request('/cv', {
    method: 'POST',
    body,
    headers: { accept: 'application/json', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    // A streamed body: Node's fetch needs to be told the request is sent while the answer may start.
    ...({ duplex: 'half' } as RequestInit),
  });
}

describe('POST /cv receives CVs as they arrive, a few at a time', () => {
  it('refuses an upload past the places in flight with 503 and Retry-After, and takes the next once one is free', async () => {
    const [head, tail] = multipartParts(1_000_000);
    let finish: () => void = () => {};
    const slow = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        finish = () => {
          controller.enqueue(tail);
          controller.close();
        };
      },
    });
    const first = post(slow);
    // The first upload is halfway through its file: its part of the CV is on disk, the place is taken.
    for (let i = 0; i < 50 && !fs.existsSync(temporaryUploadsFolder(dataDir)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [fullHead, fullTail] = multipartParts(2_000);
    const refused = await post(new Blob([fullHead, fullTail]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await refused.json()).error).toBe(
      'Estamos recibiendo muchos currículums en este momento. Probá de nuevo en un minuto.',
    );

    finish();
    expect((await first).status).toBe(201);
    expect((await post(new Blob([fullHead, fullTail]))).status).toBe(201);
    // Nothing is left half-written.
    expect(fs.readdirSync(temporaryUploadsFolder(dataDir))).toEqual([]);
  });

  it('stops reading a file past 5 MB and leaves nothing of it behind', async () => {
    const [head, tail] = multipartParts(CV_MAX_BYTES + 10_000);
    const answer = await post(new Blob([head, tail]));
    expect(answer.status).toBe(413);
    expect(fs.readdirSync(temporaryUploadsFolder(dataDir))).toEqual([]);
  });
});
