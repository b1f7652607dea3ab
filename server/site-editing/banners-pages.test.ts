/**
 * The banners' back-office pages through the real app (docs/decisions/0031): who may open and change them, uploads of
 * real pictures, refusals beside their fields with nothing saved, publishing for the home, removal and restore, and
 * the audit log of every change.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_REFUSALS } from '#domain/back-office/media';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { readParameters } from '../content';
import { banners } from '../db/schema';
import { createdThrough, fieldError, fileOfBytes } from './site-pages.fixtures';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/banners'), uploads: true });

let editor: StaffBrowser;
let desktopPicture: Blob;
let phonePicture: Blob;
beforeAll(async () => {
  editor = await pages.signIn({ role: 'content' });
  desktopPicture = fileOfBytes(await pictureBytes(2000, 800, 'jpeg'));
  phonePicture = fileOfBytes(await pictureBytes(900, 1200, 'png'), 'image/png');
});

const bannerCount = () => pages.db.$count(banners);

const homeBannerNames = async () => (await readParameters(pages.db)).banners.map((banner) => banner.name);

const auditOf = (action: string, id: number) => pages.auditOf({ action, id });

const bannerFields = (overrides: Record<string, string | Blob> = {}) => ({
  name: 'Amarok V6 con tasa 0 %',
  url: '/vehiculos-0km/volkswagen',
  sort_order: '2',
  starts_at: '',
  ends_at: '',
  desktop_image: desktopPicture,
  mobile_image: phonePicture,
  ...overrides,
});

const createBanner = (overrides: Record<string, string | Blob> = {}) =>
  createdThrough(pages.app, '/admin/banners/nuevo', staffUpload(editor, bannerFields(overrides)));

const act = (id: number, intent: string, as = editor) =>
  pages.app.request(`/admin/banners/${id}`, staffPost(as, { intent }));

describe('who may open and change the banners', () => {
  it('sends anonymous visitors to sign in', async () => {
    for (const page of ['/admin/banners', '/admin/banners/nuevo', '/admin/banners/1']) {
      const response = await pages.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
  });

  it('answers 403 to sales and viewer accounts, for the pages and every change, and nothing changes', async () => {
    const id = await createBanner({ name: 'Banner ajeno' });
    const before = await pages.db.select().from(banners).where(eq(banners.id, id));
    for (const role of ['sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      for (const page of ['/admin/banners', '/admin/banners/nuevo', `/admin/banners/${id}`])
        expect((await pages.app.request(page, staffGet(browser))).status, `${role} ${page}`).toBe(403);
      const upload = await pages.app.request('/admin/banners/nuevo', staffUpload(browser, bannerFields()));
      expect(upload.status).toBe(403);
      for (const intent of ['publish', 'remove'])
        expect((await act(id, intent, browser)).status, `${role} ${intent}`).toBe(403);
      const restore = await pages.app.request(
        '/admin/banners',
        staffPost(browser, { intent: 'restore', id: String(id) }),
      );
      expect(restore.status).toBe(403);
    }
    expect(await pages.db.select().from(banners).where(eq(banners.id, id))).toEqual(before);
    expect(await auditOf('banner.publish', id)).toHaveLength(0);
  });

  it('refuses a change without the form token', async () => {
    const id = await createBanner({ name: 'Sin token' });
    const response = await pages.app.request(
      `/admin/banners/${id}`,
      staffPost(editor, { intent: 'publish' }, { csrf: false }),
    );
    expect(response.status).toBe(403);
    const [row] = await pages.db.select().from(banners).where(eq(banners.id, id));
    expect(row?.active).toBe(false);
  });
});

describe('a new banner', () => {
  it('stores both pictures at the home sizes, saves it unpublished with its audit entry, and previews it', async () => {
    const id = await createBanner();
    const [row] = await pages.db.select().from(banners).where(eq(banners.id, id));
    expect(row).toMatchObject({
      name: 'Amarok V6 con tasa 0 %',
      url: '/vehiculos-0km/volkswagen',
      sortOrder: 2,
      active: false,
    });
    expect(row?.images).toEqual([
      {
        path: expect.stringMatching(/^\/media\/bannerDesktop\/\w+\.webp$/),
        width: 1600,
        height: 560,
        alt: 'Amarok V6 con tasa 0 %',
      },
      {
        path: expect.stringMatching(/^\/media\/bannerMobile\/\w+\.webp$/),
        width: 750,
        height: 900,
        alt: 'Amarok V6 con tasa 0 %',
      },
    ]);
    const served = await pages.app.request(row?.images[0]?.path ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const [entry] = await auditOf('banner.create', id);
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({ name: 'Amarok V6 con tasa 0 %', active: false, sortOrder: 2 });
    expect(await homeBannerNames()).not.toContain('Amarok V6 con tasa 0 %');

    const page = await html(await pages.app.request(`/admin/banners/${id}?nuevo=1`, staffGet(editor)));
    expect(page).toContain('Guardamos el banner sin publicarlo.');
    expect(page).toContain('aria-label="Vista previa del banner"');
    expect(page).toContain(`srcSet="${row?.images[0]?.path}"`);
    expect(page).toContain(`src="${row?.images[1]?.path}"`);
    expect(page).toContain('>Publicar<');
    expect(page).toContain('Inactivo');
  });

  it('refuses a file that is not a picture by its content, beside its field, and saves nothing', async () => {
    const before = await bannerCount();
    const response = await pages.app.request(
      '/admin/banners/nuevo',
      staffUpload(
        editor,
        bannerFields({ desktop_image: new Blob(['%PDF-1.4 no soy una imagen'], { type: 'image/jpeg' }) }),
      ),
    );
    expect(response.status).toBe(422);
    const page = await html(response);
    expect(fieldError(page, 'nuevo-banner-imagen-computadora')).toBe(MEDIA_REFUSALS.imageType);
    expect(page).toContain('value="Amarok V6 con tasa 0 %"');
    expect(await bannerCount()).toBe(before);
  });

  it('refuses a picture cut short, and a new banner without its desktop picture', async () => {
    const before = await bannerCount();
    const whole = await pictureBytes(1600, 1200, 'png');
    const cut = await pages.app.request(
      '/admin/banners/nuevo',
      staffUpload(editor, bannerFields({ mobile_image: fileOfBytes(whole.subarray(0, whole.length / 3)) })),
    );
    expect(cut.status).toBe(422);
    expect(fieldError(await html(cut), 'nuevo-banner-imagen-telefono')).toBe(MEDIA_REFUSALS.imageCorrupt);

    const { desktop_image: _desktop, ...withoutDesktop } = bannerFields();
    const missing = await pages.app.request('/admin/banners/nuevo', staffUpload(editor, withoutDesktop));
    expect(missing.status).toBe(422);
    expect(fieldError(await html(missing), 'nuevo-banner-imagen-computadora')).toBe(
      'Elegí la imagen para computadora.',
    );
    expect(await bannerCount()).toBe(before);
  });

  it('refuses a link that is neither a page of the site nor a web address, and an end before the start', async () => {
    const before = await bannerCount();
    for (const url of ['javascript:alert(1)', '//otro-sitio.com/banner', 'vehiculos']) {
      const response = await pages.app.request(
        '/admin/banners/nuevo',
        staffUpload(editor, bannerFields({ url })),
      );
      expect(response.status, url).toBe(400);
      expect(fieldError(await html(response), 'nuevo-banner-enlace'), url).toBe(
        'Escribí una página del sitio que empiece con / o una dirección que empiece con https://.',
      );
    }
    const period = await pages.app.request(
      '/admin/banners/nuevo',
      staffUpload(editor, bannerFields({ starts_at: '2026-12-10T09:00', ends_at: '2026-12-01T09:00' })),
    );
    expect(period.status).toBe(400);
    expect(fieldError(await html(period), 'nuevo-banner-hasta')).toBe(
      'El fin tiene que ser posterior al inicio.',
    );
    expect(await bannerCount()).toBe(before);
  });
});

describe('publishing, changing and removing a banner', () => {
  it('publishes it for the home and unpublishes it, each with its audit entry', async () => {
    const id = await createBanner({ name: 'Tracker 2027' });
    const publish = await act(id, 'publish');
    expect(publish.status).toBe(200);
    expect(await homeBannerNames()).toContain('Tracker 2027');
    const [published] = await auditOf('banner.publish', id);
    expect(published?.before).toMatchObject({ active: false });
    expect(published?.after).toMatchObject({ active: true });

    expect((await act(id, 'unpublish')).status).toBe(200);
    expect(await homeBannerNames()).not.toContain('Tracker 2027');
    expect(await auditOf('banner.unpublish', id)).toHaveLength(1);
  });

  it('keeps the pictures when none is chosen, renames their alternative text, and reads the dates on Mendoza time', async () => {
    const id = await createBanner({ name: 'Versa' });
    const [saved] = await pages.db.select().from(banners).where(eq(banners.id, id));
    const response = await pages.app.request(
      `/admin/banners/${id}`,
      staffUpload(editor, {
        intent: 'change',
        name: 'Versa Sense',
        url: 'https://www.nissan.com.ar/versa',
        sort_order: '1',
        starts_at: '2099-03-01T09:30',
        ends_at: '',
      }),
    );
    expect(response.status).toBe(200);
    const [row] = await pages.db.select().from(banners).where(eq(banners.id, id));
    expect(row?.images.map((image) => image.path)).toEqual(saved?.images.map((image) => image.path));
    expect(row?.images.every((image) => image.alt === 'Versa Sense')).toBe(true);
    expect(row?.startsAt?.toISOString()).toBe('2099-03-01T12:30:00.000Z');
    const [entry] = await auditOf('banner.change', id);
    expect(entry?.before).toMatchObject({ name: 'Versa', startsAt: null });
    expect(entry?.after).toMatchObject({ name: 'Versa Sense', startsAt: '2099-03-01T12:30:00.000Z' });

    await act(id, 'publish');
    expect(await homeBannerNames()).not.toContain('Versa Sense');
    const list = await html(await pages.app.request('/admin/banners', staffGet(editor)));
    expect(list).toMatch(/Versa Sense<\/a> <span class="admin-badge admin-badge--info">Programado<\/span>/);
    expect(list).toContain('Desde <time dateTime="2099-03-01T12:30:00.000Z">01/03/2099 09:30</time>');
  });

  it('removes it from the home and lists it under Eliminados, and restores it from there, both audited', async () => {
    const id = await createBanner({ name: 'Hilux Día del Padre' });
    await act(id, 'publish');
    expect((await act(id, 'remove')).status).toBe(200);
    const [removed] = await pages.db.select().from(banners).where(eq(banners.id, id));
    expect(removed?.deletedAt).toBeInstanceOf(Date);
    expect(await homeBannerNames()).not.toContain('Hilux Día del Padre');

    const list = await html(await pages.app.request('/admin/banners', staffGet(editor)));
    const eliminated = list.slice(list.indexOf('id="banners-eliminados"'));
    expect(eliminated).toContain('Hilux Día del Padre');
    expect(eliminated).toContain('>Restaurar<');

    const restore = await pages.app.request(
      '/admin/banners',
      staffPost(editor, { intent: 'restore', id: String(id) }),
    );
    expect(restore.status).toBe(200);
    expect(await homeBannerNames()).toContain('Hilux Día del Padre');
    const [removal] = await auditOf('banner.remove', id);
    expect(removal?.before).toMatchObject({ deletedAt: null });
    expect(removal?.after).toMatchObject({ deletedAt: expect.any(String) });
    const [restored] = await auditOf('banner.restore', id);
    expect(restored?.after).toMatchObject({ deletedAt: null });
  });

  it('answers 404 for a banner that does not exist, whatever number names it', async () => {
    expect((await pages.app.request('/admin/banners/999999', staffGet(editor))).status).toBe(404);
    expect((await act(999999, 'publish')).status).toBe(404);
    const restore = await pages.app.request(
      '/admin/banners',
      staffPost(editor, { intent: 'restore', id: '99999999999' }),
    );
    expect(restore.status).toBe(404);
    expect((await act(99999999999, 'remove')).status).toBe(404);
  });
});
