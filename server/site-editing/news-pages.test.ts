/**
 * The news back-office pages through the real app (docs/product.md §6, docs/decisions/0031): who may open and change
 * them, a new item with a real picture, refusals beside their fields with nothing saved, drafts, scheduled and
 * published items as the public site reads them, the preview, removal and restore, and the audit log of each change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_REFUSALS } from '#domain/back-office/media';
import { mendozaDateTimeValue } from '#domain/back-office/site-editing';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { readParameters } from '../content';
import { news } from '../db/schema';
import { createdThrough, fieldError, fileOfBytes } from './site-pages.fixtures';

/** The news pages of the back office, and the public article, to see what a visitor gets. */
const keptPages = (page: string) => page.startsWith('/admin/noticias') || page.startsWith('/noticias/');

const pages = adminPagesTestBed({ keep: keptPages, uploads: true, brands: true });
let editor: StaffBrowser;
let picture: Blob;

beforeAll(async () => {
  editor = await pages.signIn({ role: 'content' });
  picture = fileOfBytes(await pictureBytes(1600, 1000, 'jpeg'));
});

const newsCount = () => pages.db.$count(news);
const publicTitles = async () => (await readParameters(pages.db)).news.map((item) => item.title);
const auditOf = (action: string, id: number) => pages.auditOf({ action, id });

/** The news pictures in the storage (DATA_DIR/uploads, server/storage). */
const storedPictures = () => {
  const folder = path.join(pages.dataDir, 'uploads', 'media', 'news');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

const minutesFromNow = (minutes: number) =>
  mendozaDateTimeValue(new Date(Date.now() + minutes * 60_000).toISOString());

const newsFields = (overrides: Record<string, string | Blob | undefined> = {}) => ({
  title: 'Llegó la Amarok V6 Extreme',
  summary: 'La pick-up más potente de Volkswagen ya está en Godoy Cruz.',
  content:
    'La **Amarok V6** llegó.\n\nIncluye:\n- Caja de 8 marchas\n- [Ficha técnica](https://www.vw.com.ar)',
  brand_id: '1',
  type: 'Lanzamiento',
  category: '0 km',
  display_date: minutesFromNow(-5),
  url: '',
  state: 'published',
  image_alt: 'Amarok gris frente a la cordillera',
  image: picture,
  ...overrides,
});

const createNews = (overrides: Record<string, string | Blob | undefined> = {}) =>
  createdThrough(pages.app, '/admin/noticias/nueva', staffUpload(editor, newsFields(overrides)));

const act = (id: number, intent: string, as = editor) =>
  pages.app.request(`/admin/noticias/${id}`, staffPost(as, { intent }));

describe('who may open and change the news', () => {
  it('sends anonymous visitors to sign in', async () => {
    for (const page of [
      '/admin/noticias',
      '/admin/noticias/nueva',
      '/admin/noticias/1',
      '/admin/noticias/1/vista-previa',
    ]) {
      const response = await pages.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
  });

  it('answers 403 to sales and viewer accounts, for the pages and every change, and nothing changes', async () => {
    const id = await createNews({ title: 'Noticia de otra persona' });
    const [before] = await pages.db.select().from(news).where(eq(news.id, id));
    const total = await newsCount();
    for (const role of ['sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      for (const page of [
        '/admin/noticias',
        '/admin/noticias/nueva',
        `/admin/noticias/${id}`,
        `/admin/noticias/${id}/vista-previa`,
      ])
        expect((await pages.app.request(page, staffGet(browser))).status, `${role} ${page}`).toBe(403);
      expect(
        (await pages.app.request('/admin/noticias/nueva', staffUpload(browser, newsFields()))).status,
      ).toBe(403);
      const change = await pages.app.request(
        `/admin/noticias/${id}`,
        staffUpload(browser, { ...newsFields({ title: 'Cambiada' }), intent: 'change' }),
      );
      expect(change.status).toBe(403);
      expect((await act(id, 'remove', browser)).status).toBe(403);
      const restore = await pages.app.request(
        '/admin/noticias',
        staffPost(browser, { intent: 'restore', id: String(id) }),
      );
      expect(restore.status).toBe(403);
    }
    expect(await newsCount()).toBe(total);
    expect((await pages.db.select().from(news).where(eq(news.id, id)))[0]).toEqual(before);
    expect(await auditOf('news.update', id)).toHaveLength(0);
  });

  it('refuses an upload without the form token, and saves nothing', async () => {
    const total = await newsCount();
    const response = await pages.app.request(
      '/admin/noticias/nueva',
      staffUpload(editor, newsFields(), { csrf: false }),
    );
    expect(response.status).toBe(403);
    expect(await newsCount()).toBe(total);
  });
});

describe('a new news item', () => {
  it('stores the picture at the news size, publishes the item with its audit entry, and the site shows it', async () => {
    const id = await createNews();
    const [row] = await pages.db.select().from(news).where(eq(news.id, id));
    expect(row).toMatchObject({
      title: 'Llegó la Amarok V6 Extreme',
      slug: 'llego-la-amarok-v6-extreme',
      summary: 'La pick-up más potente de Volkswagen ya está en Godoy Cruz.',
      brandId: 1,
      type: 'Lanzamiento',
      category: '0 km',
      url: null,
      published: true,
      deletedAt: null,
    });
    expect(row?.images).toEqual([
      {
        path: expect.stringMatching(/^\/media\/news\/[0-9a-f]{32}\.webp$/),
        width: 1200,
        height: 675,
        alt: 'Amarok gris frente a la cordillera',
      },
    ]);
    const stored = row?.images[0]?.path ?? '';
    const served = await pages.app.request(stored);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const [entry] = await auditOf('news.create', id);
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({
      title: 'Llegó la Amarok V6 Extreme',
      published: true,
      deletedAt: null,
    });

    const page = await html(await pages.app.request(`/admin/noticias/${id}?nueva=1`, staffGet(editor)));
    expect(page).toContain('Publicamos la noticia: ya se ve en el sitio.');
    expect(page).toContain('Publicada');
    expect(await publicTitles()).toContain('Llegó la Amarok V6 Extreme');

    // The public article draws the formatting as elements, and the summary under the title.
    const article = await html(await pages.app.request(`/noticias/${id}/llego-la-amarok-v6-extreme`));
    expect(article).toContain('<strong>Amarok V6</strong>');
    expect(article).toMatch(/<ul><li>Caja de 8 marchas<\/li><li><a href="https:\/\/www\.vw\.com\.ar\/"/);
    expect(article).toContain('La pick-up más potente de Volkswagen ya está en Godoy Cruz.');
    expect(article).toContain(`src="${stored}"`);
  });

  it('keeps a draft off the site, previews it in the back office as the article, never indexed', async () => {
    const id = await createNews({
      title: 'Borrador de Tracker',
      state: 'draft',
      image: undefined,
      image_alt: '',
    });
    expect(await publicTitles()).not.toContain('Borrador de Tracker');
    const list = await html(await pages.app.request('/admin/noticias', staffGet(editor)));
    expect(list).toMatch(/Borrador de Tracker<\/a> <span class="admin-badge[^"]*">Borrador</);
    expect(list).toContain(`href="/admin/noticias/${id}/vista-previa"`);

    const preview = await pages.app.request(`/admin/noticias/${id}/vista-previa`, staffGet(editor));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toContain('no-store');
    const page = await html(preview);
    expect(page).toMatch(/<meta name="robots" content="noindex/);
    expect(page).toContain('Vista previa (Borrador)');
    expect(page).toMatch(/<article class="news-article"/);
    expect(page).toContain('<strong>Amarok V6</strong>');
    expect((await pages.app.request(`/noticias/${id}/borrador-de-tracker`)).status).toBe(404);
  });

  it('schedules an item published with a later date: listed as Programada, off the site until then', async () => {
    const id = await createNews({ title: 'Evento del sábado', display_date: minutesFromNow(60 * 24) });
    expect(await publicTitles()).not.toContain('Evento del sábado');
    const list = await html(await pages.app.request('/admin/noticias', staffGet(editor)));
    expect(list).toMatch(/Evento del sábado<\/a> <span class="admin-badge[^"]*">Programada</);
    const page = await html(await pages.app.request(`/admin/noticias/${id}?nueva=1`, staffGet(editor)));
    expect(page).toContain('se publica sola el día y la hora que elegiste');
  });
});

describe('refusals', () => {
  async function refused(fields: Record<string, string | Blob | undefined>, status: number) {
    const total = await newsCount();
    const response = await pages.app.request(
      '/admin/noticias/nueva',
      staffUpload(editor, newsFields(fields)),
    );
    expect(response.status).toBe(status);
    expect(await newsCount()).toBe(total);
    return html(response);
  }

  it('tells each missing or wrong field beside it (400)', async () => {
    const page = await refused(
      {
        title: ' ',
        summary: '',
        display_date: '2026-02-30T10:00',
        url: 'javascript:alert(1)',
        brand_id: '99',
      },
      400,
    );
    expect(fieldError(page, 'nueva-noticia-titulo')).toBe('Escribí el título.');
    expect(fieldError(page, 'nueva-noticia-resumen')).toBe('Escribí un resumen de una o dos oraciones.');
    expect(fieldError(page, 'nueva-noticia-fecha')).toBe('Elegí el día y la hora de publicación.');
    expect(fieldError(page, 'nueva-noticia-enlace')).toMatch(
      /empiece con \/ o una dirección que empiece con https/,
    );
    expect(fieldError(page, 'nueva-noticia-marca')).toBe('Elegí una marca de la lista.');
  });

  it('refuses a body with a link that is not http(s) or a page of the site', async () => {
    const page = await refused({ content: 'Mirá [esto](javascript:alert`1`).' }, 400);
    expect(fieldError(page, 'nueva-noticia-texto')).toBe(
      'El enlace «javascript:alert`1`» tiene que empezar con https:// o con / (una página de este sitio).',
    );
  });

  it('asks for the picture’s description when there is a picture', async () => {
    const page = await refused({ image_alt: '' }, 400);
    expect(fieldError(page, 'nueva-noticia-imagen-descripcion')).toMatch(/^Describí la imagen/);
  });

  it('refuses a file that is not a picture by its content, a corrupt picture and one too large (422)', async () => {
    const storedBefore = storedPictures();
    const notPicture = fileOfBytes(Buffer.from('%PDF-1.4 not a picture'));
    expect(fieldError(await refused({ image: notPicture }, 422), 'nueva-noticia-imagen')).toBe(
      MEDIA_REFUSALS.imageType,
    );

    const jpeg = await pictureBytes(800, 600, 'jpeg');
    const cut = fileOfBytes(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(fieldError(await refused({ image: cut }, 422), 'nueva-noticia-imagen')).toBe(
      MEDIA_REFUSALS.imageCorrupt,
    );

    const huge = fileOfBytes(Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024)]));
    expect(fieldError(await refused({ image: huge }, 422), 'nueva-noticia-imagen')).toBe(
      MEDIA_REFUSALS.imageTooLarge,
    );
    expect(storedPictures()).toEqual(storedBefore);
  });
});

describe('editing, removing and restoring', () => {
  it('saves a change with the picture kept, and writes before and after', async () => {
    const id = await createNews({ title: 'Tracker 2027' });
    const [before] = await pages.db.select().from(news).where(eq(news.id, id));
    const response = await pages.app.request(
      `/admin/noticias/${id}`,
      staffUpload(editor, {
        ...newsFields({ title: 'Tracker 2027: precios', image: undefined }),
        intent: 'change',
      }),
    );
    expect(response.status).toBe(200);
    expect(await html(response)).toContain('Publicamos la noticia: ya se ve en el sitio.');
    const [after] = await pages.db.select().from(news).where(eq(news.id, id));
    expect(after).toMatchObject({ title: 'Tracker 2027: precios', slug: 'tracker-2027-precios' });
    expect(after?.images).toEqual(before?.images);
    const [entry] = await auditOf('news.update', id);
    expect(entry?.before).toMatchObject({ title: 'Tracker 2027' });
    expect(entry?.after).toMatchObject({ title: 'Tracker 2027: precios' });
  });

  it('removes an item (kept, off the site, listed under Eliminadas) and restores it, both audited', async () => {
    const id = await createNews({ title: 'Postventa en San Juan' });
    expect(await publicTitles()).toContain('Postventa en San Juan');

    expect((await act(id, 'remove')).status).toBe(200);
    const [removed] = await pages.db.select().from(news).where(eq(news.id, id));
    expect(removed?.deletedAt).toBeInstanceOf(Date);
    expect(await publicTitles()).not.toContain('Postventa en San Juan');
    const list = await html(await pages.app.request('/admin/noticias', staffGet(editor)));
    const removedSection = list.slice(list.indexOf('id="noticias-eliminadas"'));
    expect(removedSection).toContain('Postventa en San Juan');
    expect(removedSection).toContain('Restaurar');
    const [deletion] = await auditOf('news.delete', id);
    expect(deletion?.before).toMatchObject({ deletedAt: null });
    expect(deletion?.after).toMatchObject({ deletedAt: expect.any(String) });

    const restore = await pages.app.request(
      '/admin/noticias',
      staffPost(editor, { intent: 'restore', id: String(id) }),
    );
    expect(restore.status).toBe(200);
    expect(await html(restore)).toContain('Restauramos la noticia.');
    expect(await publicTitles()).toContain('Postventa en San Juan');
    const [restoring] = await auditOf('news.restore', id);
    expect(restoring?.before).toMatchObject({ deletedAt: expect.any(String) });
    expect(restoring?.after).toMatchObject({ deletedAt: null });
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await pages.app.request('/admin/noticias/999999', staffGet(editor))).status).toBe(404);
    expect((await pages.app.request('/admin/noticias/abc', staffGet(editor))).status).toBe(404);
    expect((await act(999999, 'remove')).status).toBe(404);
  });
});
