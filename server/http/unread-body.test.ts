import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
}

/** The real app listening on a free port, and a client that keeps its one connection alive between requests. */
async function listening(env: Record<string, string> = {}) {
  const server = serve({ fetch: createTestApp(handle.db, env).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: string, path: string, body?: Buffer, contentType = 'application/json') =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: body
            ? { 'content-type': contentType, accept: 'application/json', 'content-length': body.length }
            : {},
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              reusedSocket: outgoing.reusedSocket,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const close = async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { request, close };
}

describe('an answer sent before the body is read', () => {
  it('closes the connection after a 413, so the client’s next request on its agent succeeds', async () => {
    const { request, close } = await listening();
    try {
      // 1 MB: more than the 64 KB limit, and more than @hono/node-server drains before it drops a kept-alive socket.
      const tooLarge = await request('POST', '/api/v2/territorio/contact', Buffer.alloc(1024 * 1024, 'a'));
      expect(tooLarge).toMatchObject({ status: 413, connection: 'close' });
      const next = await request('GET', '/healthz');
      expect(next).toMatchObject({ status: 200, reusedSocket: false });
      // A request whose body was read keeps the connection.
      const read = await request('POST', '/api/v2/territorio/contact', Buffer.from('{}'));
      expect(read).toMatchObject({ status: 400, connection: 'keep-alive' });
      expect((await request('GET', '/healthz')).reusedSocket).toBe(true);
    } finally {
      await close();
    }
  });

  it('closes the connection after a 429, which refuses before reading', async () => {
    const { request, close } = await listening({ RATE_LIMIT_MAX_POSTS: '1' });
    try {
      const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(10_000) }));
      expect((await request('POST', '/api/unread-probe', body)).status).toBe(404);
      const limited = await request('POST', '/api/unread-probe', body);
      expect(limited).toMatchObject({ status: 429, connection: 'close' });
      expect(await request('GET', '/healthz')).toMatchObject({ status: 200, reusedSocket: false });
    } finally {
      await close();
    }
  });

  it('closes the connection after POST /cv refuses a body over its own limit', async () => {
    const { request, close } = await listening();
    try {
      const boundary = 'limite';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
        ),
        Buffer.alloc(8 * 1024 * 1024, 'a'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const tooLarge = await request('POST', '/cv', body, `multipart/form-data; boundary=${boundary}`);
      expect(tooLarge).toMatchObject({ status: 413, connection: 'close' });
      expect(await request('GET', '/healthz')).toMatchObject({ status: 200, reusedSocket: false });
    } finally {
      await close();
    }
  });

  it('says Connection: close on a 413 answered in-process too', async () => {
    const app = createTestApp(handle.db);
    const response = await app.request('/api/v2/territorio/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(70 * 1024) },
      body: 'x'.repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });
});
