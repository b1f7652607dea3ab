import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_SUBJECT } from '#domain/content/leads';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { contactMessages, contactMethods, mailOutbox, priceRequests } from '../db/schema';
import { leadsTestApp } from './leads.fixtures';

const SALES = 'ventas@territorio.test';
const logLines: string[] = [];

/** The leads routes with a log that the last test reads. */
const buildApp = (db: Database, dataDir: string) => leadsTestApp(db, dataDir, { logLines });

let handle: DatabaseHandle;
let app: ReturnType<typeof buildApp>;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db.insert(contactMethods).values([
    { brandId: 5, department: 'sales', email: SALES },
    { brandId: 5, department: 'administration', email: 'administracion@territorio.test' },
  ]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-routes-'));
  app = buildApp(handle.db, dataDir);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(contactMessages);
  await handle.db.delete(priceRequests);
});

function post(target: Hono, url: string, body: string, contentType = 'application/json') {
  return target.request(url, { method: 'POST', headers: { 'content-type': contentType }, body });
}

const postJson = (url: string, body: unknown) => post(app, url, JSON.stringify(body));

const queuedMails = (db: Database = handle.db) => db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

const CONTACT_URL = '/api/v2/territorio/contact';
const PRICE_URL = '/api/v2/territorio/price-request';

// Personal data used below; the last test checks that none of it reached the log.
const contact = {
  name: 'Juana',
  lastname: 'Pérez',
  telephone: '0261 555-1234',
  email: 'juana.perez@example.com',
  message: 'Quiero saber si tienen la Amarok en gris plata.',
  subject: 'Amarok',
};
const priceRequest = {
  name: 'Mariano',
  lastname: 'Gutiérrez',
  cellphone: '+54 9 264 555-9876',
  email: 'mariano.gutierrez@example.com',
  vehicle: 'Tracker',
};

describe('POST /api/v2/territorio/contact', () => {
  it('saves the message, queues it for sales with a reply-to and acknowledges the sender', async () => {
    const response = await postJson(CONTACT_URL, contact);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      data: {
        id: expect.any(Number),
        message: 'Recibimos tu mensaje. Un asesor se va a comunicar con vos a la brevedad.',
      },
    });

    const [row] = await handle.db.select().from(contactMessages);
    expect(row).toMatchObject({ id: body.data.id, ...contact });

    const mails = await queuedMails();
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
      ['contact.department', SALES, contact.email],
      ['contact.acknowledgement', contact.email, null],
    ]);
    const [department, acknowledgement] = mails;
    expect(department?.subject).toContain('Amarok');
    for (const value of [contact.name, contact.lastname, contact.telephone, contact.email, contact.message]) {
      expect(department?.textBody).toContain(value);
    }
    expect(department?.htmlBody).toContain('Quiero saber si tienen la Amarok');
    expect(acknowledgement?.subject).toBe('Recibimos tu mensaje');
    expect(acknowledgement?.textBody).toContain('Hola, Juana');
    // The sender's address is unverified: their free text is never sent back to it.
    expect(acknowledgement?.textBody).not.toContain(contact.message);
    expect(mails.every((mail) => mail.status === 'pending')).toBe(true);
  });

  it('without an e-mail queues no acknowledgement and no reply-to; the subject defaults to the contact page', async () => {
    const response = await postJson(CONTACT_URL, {
      name: contact.name,
      lastname: contact.lastname,
      telephone: contact.telephone,
      email: '',
      message: '',
    });
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(contactMessages);
    expect(row).toMatchObject({ subject: DEFAULT_CONTACT_SUBJECT, email: null, message: null });
    const mails = await queuedMails();
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
      ['contact.department', SALES, null],
    ]);
  });

  it('trims what it saves', async () => {
    await postJson(CONTACT_URL, { ...contact, name: '  Juana  ', subject: ' Oportunidades ' });
    const [row] = await handle.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Juana', subject: 'Oportunidades' });
  });

  it.each([
    ['name', 'Ingresá tu nombre.'],
    ['lastname', 'Ingresá tu apellido.'],
    ['telephone', 'Ingresá tu teléfono.'],
  ])('refuses a message without %s, naming it', async (field, message) => {
    const response = await postJson(CONTACT_URL, { ...contact, [field]: undefined });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, issues: [{ field, message }] });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
    expect(await queuedMails()).toEqual([]);
  });

  it('names every problem at once', async () => {
    const response = await postJson(CONTACT_URL, { name: '   ', telephone: '12', email: 'juana@' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'name',
      'lastname',
      'telephone',
      'email',
    ]);
    expect(body.issues[0].message).toBe('Ingresá tu nombre.');
  });

  it('refuses a bad e-mail', async () => {
    const response = await postJson(CONTACT_URL, { ...contact, email: 'juana.perez@example' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Ingresá un e-mail válido.',
      issues: [{ field: 'email', message: 'Ingresá un e-mail válido.' }],
    });
  });

  it('refuses a number or an object where text goes, in Spanish', async () => {
    const response = await postJson(CONTACT_URL, {
      ...contact,
      telephone: 2615551234,
      name: { first: 'Juana' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.issues).toEqual([
      { field: 'name', message: 'Ingresá un nombre válido.' },
      {
        field: 'telephone',
        message: 'Ingresá un teléfono válido (de 6 a 30 caracteres: números, espacios y + ( ) -).',
      },
    ]);
  });

  it('answers a filled honeypot as usual but saves and sends nothing', async () => {
    const response = await postJson(CONTACT_URL, { ...contact, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data).toEqual({
      id: expect.any(Number),
      message: expect.stringContaining('Recibimos tu mensaje'),
    });
    expect(body.data.id).toBeGreaterThan(0);
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
    expect(await queuedMails()).toEqual([]);
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const malformed = await post(app, CONTACT_URL, '{"name": "Juana",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'El cuerpo no es un JSON válido.' });
    const list = await post(app, CONTACT_URL, '[1, 2]');
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({ error: 'El cuerpo debe ser un objeto JSON.' });
  });

  it('answers 415 to another content type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post(app, CONTACT_URL, 'name=Juana', type);
      expect(response.status).toBe(415);
      expect((await response.json()).error).toMatch(/JSON/);
    }
  });

  it('answers 413 to a body of 100 KB or more, without reading it into a lead', async () => {
    const response = await postJson(CONTACT_URL, { ...contact, message: 'a'.repeat(100 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'El contenido enviado es demasiado grande.' });
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
  });

  it('answers 413 at once when Content-Length announces too much', async () => {
    const response = await app.request(CONTACT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024) },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(413);
  });

  it('answers 400 to a message over 2000 characters that fits the body limit', async () => {
    const response = await postJson(CONTACT_URL, { ...contact, message: 'a'.repeat(2001) });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { field: 'message', message: 'El mensaje puede tener hasta 2000 caracteres.' },
    ]);
  });
});

describe('POST /api/v2/territorio/price-request', () => {
  it('saves the request, queues it for sales with a reply-to and acknowledges the buyer', async () => {
    const response = await postJson(PRICE_URL, priceRequest);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      data: { id: expect.any(Number), message: expect.stringMatching(/^Recibimos tu pedido/) },
    });

    const [row] = await handle.db.select().from(priceRequests);
    expect(row).toMatchObject({ id: body.data.id, ...priceRequest });

    const mails = await queuedMails();
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
      ['price-request.department', SALES, priceRequest.email],
      ['price-request.acknowledgement', priceRequest.email, null],
    ]);
    expect(mails[0]?.subject).toContain('Tracker');
    expect(mails[0]?.textBody).toContain(priceRequest.cellphone);
    expect(mails[1]?.textBody).toContain('Tracker');
    expect(mails[1]?.textBody).toContain('http://localhost:3000/oportunidades');
  });

  it('takes the cellphone as optional', async () => {
    const response = await postJson(PRICE_URL, { ...priceRequest, cellphone: '' });
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(priceRequests);
    expect(row?.cellphone).toBeNull();
    expect((await queuedMails())[0]?.textBody).toContain('No indicó');
  });

  it.each([
    ['name', 'Ingresá tu nombre.'],
    ['lastname', 'Ingresá tu apellido.'],
    ['email', 'Ingresá tu e-mail.'],
    ['vehicle', 'Indicá el vehículo que te interesa.'],
  ])('refuses a request without %s, naming it', async (field, message) => {
    const response = await postJson(PRICE_URL, { ...priceRequest, [field]: ' ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, issues: [{ field, message }] });
    expect(await handle.db.select().from(priceRequests)).toEqual([]);
  });

  it('refuses a bad e-mail and a bad cellphone', async () => {
    const response = await postJson(PRICE_URL, { ...priceRequest, email: 'mariano', cellphone: 'celu' });
    expect(response.status).toBe(400);
    expect((await response.json()).issues.map((issue: { field: string }) => issue.field)).toEqual([
      'email',
      'cellphone',
    ]);
  });

  it('answers a filled honeypot as usual but saves and sends nothing', async () => {
    const response = await postJson(PRICE_URL, { ...priceRequest, website: 'x' });
    expect(response.status).toBe(201);
    expect(await handle.db.select().from(priceRequests)).toEqual([]);
    expect(await queuedMails()).toEqual([]);
  });

  it('answers 400, 415 and 413 to bad bodies', async () => {
    expect((await post(app, PRICE_URL, 'vehicle=Tracker')).status).toBe(400);
    expect((await post(app, PRICE_URL, 'vehicle=Tracker', 'text/plain')).status).toBe(415);
    expect((await postJson(PRICE_URL, { ...priceRequest, vehicle: 'x'.repeat(120 * 1024) })).status).toBe(
      413,
    );
  });
});

describe('when the lead cannot be saved', () => {
  let broken: DatabaseHandle;
  let brokenApp: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    broken = await createTestDatabase();
    // The lead row would go in, but its mail cannot be queued: the transaction must leave neither.
    await broken.db.execute(sql`alter table mail_outbox rename to mail_outbox_unavailable`);
    brokenApp = buildApp(broken.db, dataDir);
  });
  afterAll(() => broken.close());

  it('keeps neither the lead nor its mail, answers 503 in Spanish and logs no personal data', async () => {
    const before = logLines.length;
    const contactResponse = await post(brokenApp, CONTACT_URL, JSON.stringify(contact));
    expect(contactResponse.status).toBe(503);
    expect((await contactResponse.json()).error).toMatch(/Probá de nuevo/);
    const priceResponse = await post(brokenApp, PRICE_URL, JSON.stringify(priceRequest));
    expect(priceResponse.status).toBe(503);

    expect(await broken.db.select().from(contactMessages)).toEqual([]);
    expect(await broken.db.select().from(priceRequests)).toEqual([]);
    const logged = logLines.slice(before).join('\n');
    expect(logged).toContain('lead could not be saved');
  });
});

it('never logs personal data', () => {
  const log = logLines.join('\n');
  expect(log).toContain('lead saved');
  for (const lead of [contact, priceRequest]) {
    for (const [field, value] of Object.entries(lead)) {
      if (field === 'subject' || field === 'vehicle') continue;
      expect(log).not.toContain(value);
    }
  }
});
