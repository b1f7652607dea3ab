/**
 * Uploads that can't be read as forms (cut short, aborted by the client midway, malformed), sent through real sockets
 * to every upload address, anonymous and signed in: each is a 4xx that says so while the client is there to read it,
 * nothing is left half-written, and the process goes on serving, uploads included. `app.request(...)` in process
 * never shows a socket closed under a request: a real HTTP server does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_FILE_FIELDS } from '#domain/back-office/banner-editing';
import { NEWS_IMAGE_FIELD } from '#domain/back-office/news-editing';
import { POPUP_IMAGE_FIELD } from '#domain/back-office/popup-editing';
import { CSRF_FIELD, CSRF_HEADER } from '#domain/back-office/staff-accounts';
import { STORY_FILE_FIELDS } from '#domain/back-office/story-editing';
import { USED_GUIDE_FILE_FIELD } from '#domain/back-office/used-guide-csv';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import routes from '../../app/routes';
import {
  type BrokenBody,
  brokenMultipartBodies,
  type FilePart,
  postBroken,
  type RawAnswer,
} from '../../tests/support/broken-bodies';
import { createFamily, createStockUnit, insertBrands } from '../../tests/support/factories';
import { listeningApp } from '../../tests/support/listening-app';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPages, adminPagesTestBed } from '../../tests/support/pages-app';
import { createStaffMember, type StaffBrowser, signedIn } from '../../tests/support/staff-sessions';
import { temporaryUploadsFolder } from '../leads/cv-upload';

/** The public pages whose forms are read the same way: the "Botón de arrepentimiento" and "Mi reserva". */
const PUBLIC_FORMS = ['/arrepentimiento', '/concesionario-digital/mi-reserva'];

const pages = adminPagesTestBed({
  uploads: true,
  keep: (page) => adminPages(page) || PUBLIC_FORMS.includes(page),
});
let site: Awaited<ReturnType<typeof listeningApp>>;
let admin: StaffBrowser;
let chassis: string;
let familyId: number;
let bannerPictures: { desktop: Uint8Array<ArrayBuffer>; mobile: Uint8Array<ArrayBuffer> };

beforeAll(async () => {
  await insertBrands(pages.db);
  admin = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'admin' }));
  chassis = (await createStockUnit(pages.db)).chassis;
  familyId = (await createFamily(pages.db)).id;
  bannerPictures = {
    desktop: new Uint8Array(await pictureBytes(2000, 800)),
    mobile: new Uint8Array(await pictureBytes(900, 1200)),
  };
  site = await listeningApp(pages.app);
});
afterAll(() => site?.close());

const picture = (field: string): FilePart => ({
  field,
  filename: 'foto.jpg',
  type: 'image/jpeg',
  start: 'JFIF ',
});
const csv = (field: string): FilePart => ({
  field,
  filename: 'archivo.csv',
  type: 'text/csv',
  start: 'chasis;',
});
const video = (field: string): FilePart => ({
  field,
  filename: 'video.mp4',
  type: 'video/mp4',
  start: 'ftypisom',
});

/**
 * Every route module of the back office that reads a posted file, by its file in app/routes.ts: its address (with a
 * record of this test's where it names one), the text fields its form sends and one of its files.
 */
const BACK_OFFICE_UPLOADS: Record<
  string,
  { path: () => string; file: FilePart; fields?: Record<string, string> }
> = {
  'routes/admin/banners.nuevo.tsx': {
    path: () => '/admin/banners/nuevo',
    file: picture(BANNER_FILE_FIELDS.desktop),
  },
  'routes/admin/banners.editar.tsx': {
    path: () => '/admin/banners/1',
    fields: { intent: 'change' },
    file: picture(BANNER_FILE_FIELDS.mobile),
  },
  'routes/admin/popups.nuevo.tsx': { path: () => '/admin/popups/nuevo', file: picture(POPUP_IMAGE_FIELD) },
  'routes/admin/popups.editar.tsx': {
    path: () => '/admin/popups/1',
    fields: { intent: 'change' },
    file: picture(POPUP_IMAGE_FIELD),
  },
  'routes/admin/noticias.nueva.tsx': { path: () => '/admin/noticias/nueva', file: picture(NEWS_IMAGE_FIELD) },
  'routes/admin/noticias.editar.tsx': {
    path: () => '/admin/noticias/1',
    fields: { intent: 'change' },
    file: picture(NEWS_IMAGE_FIELD),
  },
  'routes/admin/historias.nueva.tsx': {
    path: () => '/admin/historias/nueva',
    file: video(STORY_FILE_FIELDS.video),
  },
  'routes/admin/historias.editar.tsx': {
    path: () => '/admin/historias/1',
    fields: { intent: 'change' },
    file: picture(STORY_FILE_FIELDS.poster),
  },
  'routes/admin/stock.unidad.tsx': {
    path: () => `/admin/stock/${chassis}`,
    fields: { intent: 'upload' },
    file: picture('photos'),
  },
  'routes/admin/stock.archivo.tsx': {
    path: () => '/admin/stock/archivo',
    fields: { intent: 'preview' },
    file: csv('file'),
  },
  'routes/admin/precios-usados.tsx': {
    path: () => '/admin/precios-usados',
    fields: { intent: 'preview' },
    file: csv(USED_GUIDE_FILE_FIELD),
  },
  'routes/admin/modelos.familia.tsx': {
    path: () => `/admin/modelos/${familyId}`,
    fields: { intent: 'family', name: 'Amarok' },
    file: picture('image'),
  },
};

/** The module file of every route of app/routes.ts, nested ones included. */
const routeFiles = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);

/** A route module reads a posted file when it takes one from its form (app/features/back-office/panel/form-answers.ts). */
const readsFiles = (file: string) =>
  /\b(?:fileOf|filesOf)\(/.test(fs.readFileSync(path.join('app', file), 'utf8'));

const CV_APPLICANT = {
  'data[name]': 'Lucía',
  'data[lastname]': 'Fernández',
  'data[cellphone]': '+54 9 261 666-7788',
  'data[email]': 'lucia@example.com',
};

/** The site still answers, and still takes uploads through the same form readers: a CV and a banner's pictures. */
async function expectStillServing() {
  expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);

  const cv = new FormData();
  for (const [name, value] of Object.entries(CV_APPLICANT)) cv.append(name, value);
  cv.append(
    'file',
    new File([fs.readFileSync('tests/fixtures/cv/cv.pdf')], 'cv.pdf', { type: 'application/pdf' }),
  );
  const application = await fetch(`${site.origin}/cv`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: cv,
  });
  expect(application.status, await application.clone().text()).toBe(201);

  const banner = new FormData();
  banner.append(CSRF_FIELD, admin.csrfToken);
  banner.append('name', 'Banner de prueba');
  banner.append('url', '/vehiculos-0km');
  banner.append('sort_order', '1');
  banner.append(BANNER_FILE_FIELDS.desktop, new Blob([bannerPictures.desktop], { type: 'image/jpeg' }));
  banner.append(BANNER_FILE_FIELDS.mobile, new Blob([bannerPictures.mobile], { type: 'image/jpeg' }));
  const created = await fetch(`${site.origin}/admin/banners/nuevo`, {
    method: 'POST',
    headers: { cookie: admin.cookie },
    body: banner,
    redirect: 'manual',
  });
  expect(created.status, await created.clone().text()).toBe(302);
}

/** Posts every broken body; for one the client abandoned, waits until the app is done with it. */
async function postEveryBroken(
  address: string,
  bodies: readonly BrokenBody[],
  headers: Record<string, string>,
  check: (answer: RawAnswer, label: string) => void,
) {
  for (const broken of bodies) {
    const label = `${address}: ${broken.name}`;
    const arrived = site.nextRequest();
    const answer = await postBroken(site.origin, { path: address, headers }, broken, () => arrived);
    await site.idle();
    if (answer) check(answer, label);
  }
}

describe('every upload address of the back office', () => {
  it('is in the list below, so a new one cannot be left out of these tests', () => {
    const uploads = [...new Set(routeFiles(routes))].filter(readsFiles);
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads.sort()).toEqual(Object.keys(BACK_OFFICE_UPLOADS).sort());
  });

  for (const [route, upload] of Object.entries(BACK_OFFICE_UPLOADS)) {
    it(`answers unreadable uploads with a 4xx and goes on serving: ${route}`, async () => {
      const address = upload.path();
      const bodies = brokenMultipartBodies(upload.fields ?? {}, upload.file);
      // Anonymous: told the session ended (docs/decisions/0075) before the body is read.
      await postEveryBroken(address, bodies, {}, (answer, label) => {
        expect(answer.status, label).toBe(401);
      });
      // Signed in, as a browser without JavaScript posts (the token inside the form), as React Router's client
      // posts (the token in the header, to the page's data): the session is good, the form is what can't be read.
      const asForm = brokenMultipartBodies({ [CSRF_FIELD]: admin.csrfToken, ...upload.fields }, upload.file);
      const signedInHeaders = { cookie: admin.cookie };
      for (const [bodiesSent, target, headers] of [
        [asForm, address, signedInHeaders],
        [bodies, address, { ...signedInHeaders, [CSRF_HEADER]: admin.csrfToken }],
        [bodies, `${address}.data`, { ...signedInHeaders, [CSRF_HEADER]: admin.csrfToken }],
      ] as const) {
        await postEveryBroken(target, bodiesSent, headers, (answer, label) => {
          expect(answer.status, label).toBe(400);
          expect(answer.body, label).toContain(UNREADABLE_FORM_MESSAGE);
        });
      }
      await expectStillServing();
    });
  }
});

describe('POST /cv', () => {
  const cvBodies = brokenMultipartBodies(CV_APPLICANT, {
    field: 'file',
    filename: 'cv.pdf',
    type: 'application/pdf',
    start: '%PDF-1.4 trunc',
  });

  it('answers unreadable uploads 400 in JSON, or sends a browser to /cv-error, keeps nothing and goes on serving', async () => {
    await postEveryBroken('/cv', cvBodies, { accept: 'application/json' }, (answer, label) => {
      expect(answer.status, label).toBe(400);
      expect(JSON.parse(answer.body), label).toEqual({ error: UNREADABLE_FORM_MESSAGE });
    });
    await postEveryBroken('/cv', cvBodies, { accept: 'text/html' }, (answer, label) => {
      expect(answer.status, label).toBe(303);
      expect(answer.headers.get('location'), label).toBe('/cv-error?motivo=datos');
    });
    expect(fs.readdirSync(temporaryUploadsFolder(pages.dataDir))).toEqual([]);
    await expectStillServing();
  });

  it('answers the 140-byte request that once ended the process', async () => {
    const response = await fetch(`${site.origin}/cv`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cv-error?motivo=datos');
    await expectStillServing();
  });
});

describe('the public forms', () => {
  for (const address of PUBLIC_FORMS) {
    it(`answer unreadable bodies 400 with the same message and go on serving: ${address}`, async () => {
      const bodies = brokenMultipartBodies(
        { code: 'ABC123', email: 'ana@example.com' },
        { field: 'adjunto', filename: 'a.txt', type: 'text/plain', start: 'hola' },
      );
      await postEveryBroken(address, bodies, {}, (answer, label) => {
        expect(answer.status, label).toBe(400);
        expect(answer.body, label).toContain(UNREADABLE_FORM_MESSAGE);
      });
      expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
    });
  }
});
