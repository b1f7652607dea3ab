import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createLogger } from '../logger';
import { createMailSender, createMailTransport, outboxFolder, queueMail, renderMail } from '.';

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
