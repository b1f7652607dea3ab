/**
 * How much of a request's body the server reads before it knows who sent it (docs/decisions/0043), over a real socket:
 * an upload may be large only from a session found valid whose member's forms take files; any other request is
 * refused at a form's 64 KB, at once when its length says more, without reading the rest.
 */
import { once } from 'node:events';
import type http from 'node:http';
import net from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrands } from '../../tests/support/factories';
import { mp4Bytes, pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed } from '../../tests/support/pages-app';
import {
  anonymousBrowser,
  createStaffMember,
  idleSessions,
  signedIn,
  staffUpload,
} from '../../tests/support/staff-sessions';
import { unusedPort } from '../../tests/support/unused-port';
import { staffAccounts, stories } from '../db/schema';
import { newToken } from './tokens';

const pages = adminPagesTestBed({
  keep: (page) =>
    page === '/admin/login' || page.startsWith('/admin/historias') || page === '/arrepentimiento',
  uploads: true,
});

let server: ServerType;
let port: number;
beforeAll(async () => {
  await insertBrands(pages.db);
  port = await unusedPort();
  server = serve({ fetch: pages.app.fetch, port, hostname: '127.0.0.1' });
  await once(server, 'listening');
});
afterAll(async () => {
  (server as http.Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const TWENTY_MB = 20 * 1024 * 1024;
const BOUNDARY = 'limite-de-prueba';

/** The start of a multipart form with a video: the CSRF field, then the file's first bytes. */
function formStart(csrfToken: string, fileBytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrfToken}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="historia.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    ),
    mp4Bytes(fileBytes),
  ]);
}

interface Answer {
  status: number;
  head: string;
  /** Settles once the server has closed the connection. */
  closed: Promise<void>;
}

/**
 * Sends a request's head and the first bytes of its body, then nothing more, and reads the answer's head: a server
 * that waited for the rest of the body would never answer.
 */
async function sendOnlyTheStart(
  path: string,
  headers: Record<string, string>,
  first: Buffer,
  options: { chunked?: boolean } = {},
): Promise<Answer> {
  const socket = net.connect(port, '127.0.0.1');
  const closed = once(socket, 'close').then(() => undefined);
  // The server may reset the connection after its answer, with the body still coming: that is it dropping the rest.
  socket.on('error', () => {});
  await once(socket, 'connect');
  const lines = [`POST ${path} HTTP/1.1`, 'host: localhost:3000'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  if (options.chunked) {
    for (let offset = 0; offset < first.length; offset += 16 * 1024) {
      const chunk = first.subarray(offset, offset + 16 * 1024);
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
    }
  } else socket.write(first);
  let received = '';
  const head = await new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      received += data.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        socket.off('data', onData);
        socket.resume();
        resolve(received.slice(0, end));
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed without an answer: ${received}`)));
  });
  return { status: Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]), head: head.toLowerCase(), closed };
}

/** A multipart upload of 20 MB announced, of which only the first 64 KB are sent, with these cookies. */
function twentyMegabytesFrom(path: string, cookie: string, csrfToken: string, chunked = false) {
  const start = formStart(csrfToken, 64 * 1024);
  return sendOnlyTheStart(
    path,
    {
      cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(TWENTY_MB) }),
    },
    // A chunked body has no length to refuse by: the server reads past 64 KB, then stops.
    chunked ? Buffer.concat([start, Buffer.alloc(64 * 1024)]) : start,
    { chunked },
  );
}

async function expectRefusedUnread(answer: Promise<Answer>) {
  const { status, head, closed } = await answer;
  expect(status).toBe(413);
  expect(head).toContain('connection: close');
  // The rest of the body was never sent, and the server closed the connection rather than wait for it.
  await closed;
}

describe('a back-office upload from a session nobody opened', () => {
  it('is refused with 413 at once, its 20 MB neither read nor waited for, whatever session cookie it makes up', async () => {
    const browser = anonymousBrowser();
    for (const madeUp of ['x', newToken()]) {
      // The sign-in page takes the form cookie's token (no session needed), so its CSRF check would read the body.
      for (const path of ['/admin/login', '/admin/historias/nueva']) {
        const cookie = `staff_session=${madeUp}; ${browser.cookie}`;
        await expectRefusedUnread(twentyMegabytesFrom(path, cookie, browser.csrfToken));
      }
    }
  });

  it('is cut at 64 KB when it comes in chunks, with no length to refuse it by, and the connection closed', async () => {
    const browser = anonymousBrowser();
    const cookie = `staff_session=${newToken()}; ${browser.cookie}`;
    await expectRefusedUnread(twentyMegabytesFrom('/admin/login', cookie, browser.csrfToken, true));
  });
});

describe('a back-office upload from a session that cannot send one', () => {
  it('gets a form’s limit when the role takes no files, the session is idle or the account deactivated', async () => {
    const viewer = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'viewer' }));
    // A salesperson of no brand photographs no unit.
    const noBrand = await signedIn(
      pages.db,
      await createStaffMember(pages.db, { role: 'sales', brandIds: [] }),
    );
    const idleMember = await createStaffMember(pages.db, { role: 'content' });
    const idle = await signedIn(pages.db, idleMember);
    await idleSessions(pages.db, idleMember, 12.5);
    const leftMember = await createStaffMember(pages.db, { role: 'content' });
    const left = await signedIn(pages.db, leftMember);
    await pages.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, leftMember.id));
    for (const browser of [viewer, noBrand, idle, left])
      await expectRefusedUnread(
        twentyMegabytesFrom('/admin/historias/nueva', browser.cookie, browser.csrfToken),
      );
  });
});

describe('a back-office upload from a member whose forms take files', () => {
  it('still stores a 20 MB story video sent over the network', async () => {
    const editor = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'content' }));
    const video = new File([new Uint8Array(mp4Bytes(TWENTY_MB))], 'historia.mp4', { type: 'video/mp4' });
    const poster = new File([new Uint8Array(await pictureBytes(720, 1280, 'jpeg'))], 'tapa.jpg', {
      type: 'image/jpeg',
    });
    const response = await fetch(`http://127.0.0.1:${port}/admin/historias/nueva`, {
      ...staffUpload(editor, {
        title: 'Taos en el Cañón del Atuel',
        brand_id: '1',
        category: '0 km',
        link_url: '',
        state: 'published',
        video,
        poster,
      }),
      redirect: 'manual',
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const id = Number(response.headers.get('location')?.match(/^\/admin\/historias\/(\d+)\?nueva=1$/)?.[1]);
    const [row] = await pages.db.select().from(stories).where(eq(stories.id, id));
    expect(row?.title).toBe('Taos en el Cañón del Atuel');
    const served = await pages.app.request(row?.videoPath ?? '');
    expect((await served.arrayBuffer()).byteLength).toBe(video.size);
  });
});

describe('a public page’s form', () => {
  it('is refused with 413 at once past 64 KB, without reading the rest', async () => {
    const first = Buffer.from(`code=ABCDEFGHJKMN&email=${'a'.repeat(64 * 1024)}`);
    await expectRefusedUnread(
      sendOnlyTheStart(
        '/arrepentimiento',
        { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(TWENTY_MB) },
        first,
      ),
    );
  });
});
