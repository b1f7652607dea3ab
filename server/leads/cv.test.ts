import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { asc, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CV_FILE_MESSAGE, CV_MAX_BYTES } from '#domain/content/leads';
import { insertBrands } from '../../tests/support/factories';
import { startS3StandIn } from '../../tests/support/s3-stand-in';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { contactMethods, jobApplications, mailOutbox, siteSettings } from '../db/schema';
import { createS3Storage, type FileStorage } from '../storage';
import { leadsTestApp } from './leads.fixtures';

const ADMINISTRATION = 'administracion@territorio.test';
const logLines: string[] = [];

/** The leads routes with a log that the last test reads. */
const buildApp = (db: Database, dataDir: string, storage?: FileStorage) =>
  leadsTestApp(db, dataDir, { logLines, storage });

let handle: DatabaseHandle;
let app: ReturnType<typeof buildApp>;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db.insert(contactMethods).values([
    { brandId: 5, department: 'sales', email: 'ventas@territorio.test' },
    { brandId: 5, department: 'administration', email: ADMINISTRATION },
  ]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cv-'));
  app = buildApp(handle.db, dataDir);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(jobApplications);
  await handle.db.delete(siteSettings);
  fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
});

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join('tests/fixtures/cv', name)));
const ELF_BYTES = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);
const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(120).fill(0)]);

/** A PDF of exactly `size` bytes: a real header, then padding. */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

// Personal data used below; the last test checks that none of it reached the log.
const applicant = {
  name: 'Lucía',
  lastname: 'Fernández',
  telephone: '0261 444-1122',
  cellphone: '+54 9 261 666-7788',
  email: 'lucia.fernandez@example.com',
  studies: 'Licenciatura en Administración',
  position: 'Asesora comercial',
  message: 'Tengo cinco años de experiencia en ventas de autos.',
  zone: 'Luján de Cuyo',
};

interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name?: string;
  type?: string;
  field?: string;
}

/** The job form as the browser sends it: data[name]… and the file. */
function jobForm(upload?: Upload, fields: Record<string, string | undefined> = applicant) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(`data[${field}]`, value);
  }
  if (upload) {
    const file = new File([upload.bytes], upload.name ?? 'cv.pdf', {
      type: upload.type ?? 'application/pdf',
    });
    form.append(upload.field ?? 'file', file);
  }
  return form;
}

/** A browser's form post (it accepts HTML), or a script's that asks for JSON. */
function postCv(
  body: BodyInit,
  as: 'browser' | 'json',
  target: Hono = app,
  headers: Record<string, string> = {},
) {
  const accept = as === 'json' ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8';
  return target.request('/cv', { method: 'POST', body, headers: { accept, ...headers } });
}

const queuedMails = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const savedApplications = () => handle.db.select().from(jobApplications);

/** Every file under DATA_DIR/uploads, relative to it. */
function uploadedFiles(dir = dataDir): string[] {
  const uploads = path.join(dir, 'uploads');
  if (!fs.existsSync(uploads)) return [];
  return fs
    .readdirSync(uploads, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(uploads, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'));
}

describe('POST /cv with a valid CV', () => {
  it.each([
    ['a PDF', 'cv.pdf', 'file', 'pdf', 'application/pdf'],
    [
      'a DOCX',
      'cv.docx',
      'data[file]',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a DOC', 'cv.doc', 'cv', 'doc', 'application/msword'],
  ])(
    'stores %s under DATA_DIR/uploads, saves the application and queues two mails',
    async (_label, name, field, ext, mime) => {
      const bytes = fixture(name);
      // The declared type is a lie on purpose: only the content counts.
      const response = await postCv(
        jobForm({ bytes, name, field, type: 'application/octet-stream' }),
        'json',
      );
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({ data: { id: expect.any(Number), message: '¡Gracias!' } });

      const [row] = await savedApplications();
      expect(row).toMatchObject({ id: body.data.id, ...applicant, cvMimeType: mime, cvBytes: bytes.length });
      expect(row?.cvPath).toMatch(new RegExp(`^cv/\\d{4}/\\d{2}/[0-9a-f]{32}\\.${ext}$`));
      expect(uploadedFiles()).toEqual([row?.cvPath]);
      const stored = fs.readFileSync(path.join(dataDir, 'uploads', row?.cvPath ?? ''));
      expect(new Uint8Array(stored)).toEqual(bytes);

      const mails = await queuedMails();
      expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo])).toEqual([
        ['job-application.department', ADMINISTRATION, applicant.email],
        ['job-application.acknowledgement', applicant.email, null],
      ]);
      const fileId = path.basename(row?.cvPath ?? '', `.${ext}`);
      expect(mails[0]?.textBody).toContain(fileId);
      expect(mails[0]?.textBody).toContain(applicant.position);
      expect(mails[0]?.textBody).toContain(applicant.zone);
      expect(mails[0]?.subject).toContain('Asesora comercial');
      expect(mails[1]?.subject).toBe('¡Gracias por tu postulación!');
      expect(mails[1]?.textBody).not.toContain(applicant.message);
    },
  );

  it('keeps it in the S3 bucket when there is one, nothing on this machine, and the mail says where', async () => {
    const s3 = await startS3StandIn();
    try {
      const bucket = createS3Storage(s3.options);
      const bytes = fixture('cv.pdf');
      const response = await postCv(jobForm({ bytes }), 'json', buildApp(handle.db, dataDir, bucket));
      expect(response.status).toBe(201);
      const [row] = await savedApplications();
      expect(uploadedFiles()).toEqual([]);
      const stored = await bucket.read(row?.cvPath ?? '');
      expect(stored && new Uint8Array(await buffer(stored))).toEqual(bytes);
      const [department] = await queuedMails();
      expect(department?.textBody).toContain(`s3://${s3.options.bucket}/${row?.cvPath}`);
    } finally {
      await s3.close();
    }
  });

  it('redirects a browser with 303 to /cv-recibido', async () => {
    const response = await postCv(jobForm({ bytes: fixture('cv.pdf') }), 'browser');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cv-recibido');
    expect(await savedApplications()).toHaveLength(1);
  });

  it('keeps optional fields empty when not given and reads bare field names too', async () => {
    const form = new FormData();
    for (const field of ['name', 'lastname', 'cellphone', 'email'] as const)
      form.append(field, applicant[field]);
    form.append('data[telephone]', '');
    form.append('file', new File([fixture('cv.pdf')], 'mi cv.pdf'));
    const response = await postCv(form, 'json');
    expect(response.status).toBe(201);
    const [row] = await savedApplications();
    expect(row).toMatchObject({ telephone: null, studies: null, position: null, message: null, zone: null });
  });

  it('sends the application to the jobs address when one is set', async () => {
    await handle.db.insert(siteSettings).values({ key: 'jobs_email', value: 'rrhh@territorio.test' });
    await postCv(jobForm({ bytes: fixture('cv.pdf') }), 'json');
    expect((await queuedMails())[0]?.toAddress).toBe('rrhh@territorio.test');
  });

  it('takes a CV of exactly 5 MB', async () => {
    const response = await postCv(jobForm({ bytes: pdfOfSize(CV_MAX_BYTES) }), 'json');
    expect(response.status).toBe(201);
    expect((await savedApplications())[0]?.cvBytes).toBe(CV_MAX_BYTES);
  });
});

describe('POST /cv refuses', () => {
  async function expectNothingKept() {
    expect(await savedApplications()).toEqual([]);
    expect(await queuedMails()).toEqual([]);
    expect(uploadedFiles()).toEqual([]);
  }

  it.each([
    ['a PNG renamed cv.pdf', fixture('foto.png'), 'cv.pdf'],
    ['an ELF executable renamed cv.pdf', ELF_BYTES, 'cv.pdf'],
    ['a Windows executable renamed cv.pdf', EXE_BYTES, 'cv.pdf'],
    ['a ZIP renamed cv.docx', fixture('cv.zip'), 'cv.docx'],
    ['an Excel sheet renamed cv.doc', fixture('cv.xls'), 'cv.doc'],
    ['a text file renamed cv.pdf', new TextEncoder().encode('Lucía, vendedora'), 'cv.pdf'],
  ])(
    '%s: 415 with the docs/product.md §8 message, or 303 to /cv-error?motivo=archivo',
    async (_label, bytes, name) => {
      const json = await postCv(jobForm({ bytes, name, type: 'application/pdf' }), 'json');
      expect(json.status).toBe(415);
      expect(await json.json()).toEqual({
        error: CV_FILE_MESSAGE,
        issues: [{ field: 'file', message: CV_FILE_MESSAGE }],
      });
      const browser = await postCv(jobForm({ bytes, name, type: 'application/pdf' }), 'browser');
      expect(browser.status).toBe(303);
      expect(browser.headers.get('location')).toBe('/cv-error?motivo=archivo');
      await expectNothingKept();
    },
  );

  it('a missing file, with the docs/product.md §8 message', async () => {
    const json = await postCv(jobForm(), 'json');
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      error: 'Por favor adjuntá tu currículum en formato Word o PDF.',
      issues: [{ field: 'file', message: 'Por favor adjuntá tu currículum en formato Word o PDF.' }],
    });
    const browser = await postCv(jobForm(), 'browser');
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe('/cv-error?motivo=archivo');
    await expectNothingKept();
  });

  it('the empty part a browser sends when no file was chosen, as a missing file', async () => {
    const response = await postCv(
      jobForm({ bytes: new Uint8Array(), name: '', type: 'application/octet-stream' }),
      'json',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(CV_FILE_MESSAGE);
  });

  it('an empty file', async () => {
    const response = await postCv(jobForm({ bytes: new Uint8Array() }), 'json');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/vacío/);
    await expectNothingKept();
  });

  it('a file sent as text instead of a file', async () => {
    const form = jobForm();
    form.append('file', '%PDF-1.4 no es un archivo');
    const response = await postCv(form, 'json');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(CV_FILE_MESSAGE);
  });

  it('a CV over 5 MB: 413, or 303 to /cv-error?motivo=tamano', async () => {
    const tooLarge = pdfOfSize(CV_MAX_BYTES + 1);
    const json = await postCv(jobForm({ bytes: tooLarge }), 'json');
    expect(json.status).toBe(413);
    expect((await json.json()).error).toBe('El currículum no puede superar los 5 MB.');
    const browser = await postCv(jobForm({ bytes: tooLarge }), 'browser');
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe('/cv-error?motivo=tamano');
    await expectNothingKept();
  });

  it('a body over the limit while reading it, and at once when Content-Length announces it', async () => {
    const json = await postCv(jobForm({ bytes: pdfOfSize(8 * 1024 * 1024) }), 'json');
    expect(json.status).toBe(413);
    expect((await json.json()).error).toBe('El currículum no puede superar los 5 MB.');
    const announced = await postCv(jobForm({ bytes: fixture('cv.pdf') }), 'browser', app, {
      'content-length': String(50 * 1024 * 1024),
    });
    expect(announced.status).toBe(303);
    expect(announced.headers.get('location')).toBe('/cv-error?motivo=tamano');
    await expectNothingKept();
  });

  it.each([
    ['name', 'Ingresá tu nombre.'],
    ['lastname', 'Ingresá tu apellido.'],
    ['cellphone', 'Ingresá tu celular.'],
    ['email', 'Ingresá tu e-mail.'],
  ])(
    'an application without %s, naming it; a browser goes to /cv-error?motivo=datos',
    async (field, message) => {
      const fields = { ...applicant, [field]: '   ' };
      const json = await postCv(jobForm({ bytes: fixture('cv.pdf') }, fields), 'json');
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({ error: message, issues: [{ field, message }] });
      const browser = await postCv(jobForm({ bytes: fixture('cv.pdf') }, fields), 'browser');
      expect(browser.headers.get('location')).toBe('/cv-error?motivo=datos');
      await expectNothingKept();
    },
  );

  it('a bad e-mail, and names the missing file before the fields', async () => {
    const response = await postCv(jobForm(undefined, { ...applicant, email: 'lucia@' }), 'json');
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { field: 'file', message: CV_FILE_MESSAGE },
      { field: 'email', message: 'Ingresá un e-mail válido.' },
    ]);
  });

  it('a body that is not a form: 415, or 303 to /cv-error?motivo=datos', async () => {
    for (const [type, body] of [
      ['text/plain', 'hola'],
      ['application/json', JSON.stringify(applicant)],
    ]) {
      const json = await postCv(body ?? '', 'json', app, { 'content-type': type ?? '' });
      expect(json.status).toBe(415);
      expect((await json.json()).error).toBe('El formulario debe enviarse como multipart/form-data.');
      const browser = await postCv(body ?? '', 'browser', app, { 'content-type': type ?? '' });
      expect(browser.status).toBe(303);
      expect(browser.headers.get('location')).toBe('/cv-error?motivo=datos');
    }
    const bodiless = await app.request('/cv', { method: 'POST', headers: { accept: 'application/json' } });
    expect(bodiless.status).toBe(415);
  });

  it('a form posted without the multipart encoding, as a missing file', async () => {
    const body = new URLSearchParams(Object.entries(applicant).map(([k, v]) => [`data[${k}]`, v]));
    body.append('file', 'cv.pdf');
    const response = await postCv(body, 'json');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(CV_FILE_MESSAGE);
  });

  it('a multipart body that does not parse', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=----nada' };
    const json = await postCv('esto no es multipart', 'json', app, headers);
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('No pudimos leer el formulario enviado. Volvé a intentarlo.');
    const browser = await postCv('esto no es multipart', 'browser', app, headers);
    expect(browser.headers.get('location')).toBe('/cv-error?motivo=datos');
  });

  it('GET /cv: not a route of this module', async () => {
    expect((await app.request('/cv')).status).toBe(404);
  });
});

describe('POST /cv honeypot', () => {
  it('answers as usual but keeps no row, file or mail', async () => {
    const json = await postCv(jobForm({ bytes: fixture('cv.pdf') }, { ...applicant, website: 'x' }), 'json');
    expect(json.status).toBe(201);
    expect((await json.json()).data).toEqual({ id: expect.any(Number), message: '¡Gracias!' });
    const browser = await postCv(
      jobForm({ bytes: fixture('cv.pdf') }, { ...applicant, website: 'x' }),
      'browser',
    );
    expect(browser.headers.get('location')).toBe('/cv-recibido');
    expect(await savedApplications()).toEqual([]);
    expect(await queuedMails()).toEqual([]);
    expect(uploadedFiles()).toEqual([]);
  });
});

describe('POST /cv when the application cannot be saved', () => {
  let broken: DatabaseHandle;
  let brokenApp: ReturnType<typeof buildApp>;
  let brokenDir: string;

  beforeAll(async () => {
    broken = await createTestDatabase();
    // The row would go in, but its mail cannot be queued: the transaction must leave neither, nor the file.
    await broken.db.execute(sql`alter table mail_outbox rename to mail_outbox_unavailable`);
    brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cv-broken-'));
    brokenApp = buildApp(broken.db, brokenDir);
  });
  afterAll(async () => {
    await broken.close();
    fs.rmSync(brokenDir, { recursive: true, force: true });
  });

  it('deletes the stored file; a browser goes to /cv-error, a script gets 503', async () => {
    const browser = await postCv(jobForm({ bytes: fixture('cv.pdf') }), 'browser', brokenApp);
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe('/cv-error');
    const json = await postCv(jobForm({ bytes: fixture('cv.docx'), name: 'cv.docx' }), 'json', brokenApp);
    expect(json.status).toBe(503);
    expect((await json.json()).error).toMatch(/Probá de nuevo/);
    expect(await broken.db.select().from(jobApplications)).toEqual([]);
    expect(uploadedFiles(brokenDir)).toEqual([]);
    // The folders were made, so the file really was written before it was removed.
    expect(fs.existsSync(path.join(brokenDir, 'uploads', 'cv'))).toBe(true);
  });

  it('when DATA_DIR cannot hold uploads', async () => {
    const notAFolder = path.join(os.tmpdir(), `leads-cv-file-${process.pid}`);
    fs.writeFileSync(notAFolder, '');
    try {
      const unwritable = buildApp(handle.db, notAFolder);
      const browser = await postCv(jobForm({ bytes: fixture('cv.pdf') }), 'browser', unwritable);
      expect(browser.headers.get('location')).toBe('/cv-error');
      expect((await postCv(jobForm({ bytes: fixture('cv.pdf') }), 'json', unwritable)).status).toBe(503);
      expect(await savedApplications()).toEqual([]);
      expect(await queuedMails()).toEqual([]);
    } finally {
      fs.rmSync(notAFolder, { force: true });
    }
  });
});

it('never logs personal data', () => {
  const log = logLines.join('\n');
  expect(log).toContain('lead saved');
  for (const value of Object.values(applicant)) expect(log).not.toContain(value);
});
