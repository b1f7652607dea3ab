import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';

/** When armed, the next write of a file stops halfway with a full disk, as a real one would. */
const diskFull = vi.hoisted(() => ({ armed: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    if (!diskFull.armed) return actual.writeFile(file, data, options);
    diskFull.armed = false;
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(String(data));
    await actual.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});
// Test files share their modules (vitest.config.ts): the mail modules are loaded again here, after the replacement
// above, since another file may have loaded them with the real node:fs/promises.
vi.resetModules();
const { createMailSender, createMailTransport, outboxFolder, queueMail, renderMail } = await import('.');

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-folder-'));
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('without SMTP_URL, writes each message as an .eml file in DATA_DIR/outbox that a mail reader can open', async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const transport = createMailTransport(config);
  expect(transport.name).toBe('folder');

  const body = renderMail({
    title: 'Recibimos tu consulta',
    greeting: 'Hola, Íñigo:',
    paragraphs: ['Gracias por escribirnos. Te respondemos a la brevedad.'],
    details: [['Sucursal', 'San Juan']],
  });
  const id = await queueMail(handle.db, {
    kind: 'contact.acknowledgement',
    to: 'Íñigo Núñez <inigo@example.com>',
    subject: 'Recibimos tu consulta, Íñigo',
    ...body,
  });
  const sender = createMailSender({ db: handle.db, config, logger: createLogger('silent') });
  expect(await sender.deliverDue()).toBe(1);
  await sender.stop();

  const folder = outboxFolder(config);
  expect(folder).toBe(path.join(dataDir, 'outbox'));
  const files = fs.readdirSync(folder);
  expect(files).toHaveLength(1);
  const [file] = files;
  const today = new Date().toISOString().slice(0, 10);
  expect(file).toMatch(new RegExp(`^${today}T.*-mail-${id}\\.eml$`));

  const parsed = await simpleParser(fs.readFileSync(path.join(folder, file ?? '')));
  const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  expect(parsed.subject).toBe('Recibimos tu consulta, Íñigo');
  expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0] : undefined).toMatchObject({
    name: 'Íñigo Núñez',
    address: 'inigo@example.com',
  });
  expect(parsed.text?.trim()).toBe(body.text.trim());
  expect(parsed.html).toContain('Hola, Íñigo:');
  expect(parsed.messageId).toBe(row?.messageId);
  expect(row?.status).toBe('sent');
});

it('leaves no partial file behind when the disk fills up mid-write, and writes the message whole on the next try', async () => {
  const folderDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-folder-full-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folderDataDir, LOG_LEVEL: 'silent' });
    const id = await queueMail(handle.db, {
      kind: 'contact.department',
      to: 'ventas@territorio.com.ar',
      subject: 'Consulta con el disco lleno',
      ...renderMail({
        title: 'Nueva consulta desde la web',
        paragraphs: ['Un mensaje que llega entero o no llega.'],
      }),
    });
    const sender = createMailSender({ db: handle.db, config, logger: createLogger('silent') });

    diskFull.armed = true;
    expect(await sender.deliverDue()).toBe(0);
    const folder = outboxFolder(config);
    expect(fs.readdirSync(folder)).toEqual([]);
    const [failed] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toContain('ENOSPC');

    await handle.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, id));
    expect(await sender.deliverDue()).toBe(1);
    await sender.stop();
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`-mail-${id}\\.eml$`));
    const parsed = await simpleParser(fs.readFileSync(path.join(folder, files[0] ?? '')));
    expect(parsed.subject).toBe('Consulta con el disco lleno');
    expect(parsed.text).toContain('Un mensaje que llega entero o no llega.');
  } finally {
    fs.rmSync(folderDataDir, { recursive: true, force: true });
  }
});

it("sends a message's own headers as queued, on every attempt (an alert's List-Unsubscribe, RFC 8058)", async () => {
  const headersDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-folder-headers-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: headersDataDir, LOG_LEVEL: 'silent' });
    const unsubscribe = '<https://territorio.example/api/v2/territorio/alerts/baja/abc>';
    await queueMail(handle.db, {
      kind: 'alert.price-drop',
      to: 'aviso@example.com',
      subject: 'Bajó el precio',
      headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...renderMail({ title: 'Bajó el precio', paragraphs: ['Un aviso.'] }),
    });
    const sender = createMailSender({ db: handle.db, config, logger: createLogger('silent') });
    expect(await sender.deliverDue()).toBe(1);
    await sender.stop();
    const folder = outboxFolder(config);
    const [file] = fs.readdirSync(folder);
    const parsed = await simpleParser(fs.readFileSync(path.join(folder, file ?? '')));
    // mailparser folds the List-* headers into one object: their lines are read as written, unfolded (RFC 5322).
    const line = (key: string) =>
      parsed.headerLines.find((header) => header.key === key)?.line.replace(/\r\n[ \t]+/g, ' ');
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: ${unsubscribe}`);
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  } finally {
    fs.rmSync(headersDataDir, { recursive: true, force: true });
  }
});

it('sends a message’s attachments with it: a calendar event arrives as a text/calendar file', async () => {
  const folderDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-folder-attachment-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: folderDataDir, LOG_LEVEL: 'silent' });
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await queueMail(handle.db, {
      kind: 'test-drive.booked',
      to: 'ana@example.com',
      subject: 'Tu prueba de manejo',
      attachments: [
        { filename: 'prueba-de-manejo.ics', contentType: 'text/calendar; charset=utf-8', content },
      ],
      ...renderMail({ title: 'Tu prueba de manejo', paragraphs: ['Te esperamos.'] }),
    });
    const sender = createMailSender({ db: handle.db, config, logger: createLogger('silent') });
    expect(await sender.deliverDue()).toBe(1);
    await sender.stop();
    const [file] = fs.readdirSync(outboxFolder(config));
    const parsed = await simpleParser(fs.readFileSync(path.join(outboxFolder(config), file ?? '')));
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.filename).toBe('prueba-de-manejo.ics');
    expect(parsed.attachments[0]?.contentType).toBe('text/calendar');
    expect(parsed.attachments[0]?.content.toString('utf8')).toBe(content);
  } finally {
    fs.rmSync(folderDataDir, { recursive: true, force: true });
  }
});
