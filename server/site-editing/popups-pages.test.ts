/**
 * The popups' back-office pages through the real app (docs/decisions/0031): who may open and change them, an upload
 * of a real picture, refusals beside their fields with nothing saved, the preview with the site's own dialog,
 * publishing, removal and restore, and the audit log of every change.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_REFUSALS } from '#domain/back-office/media';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { readParameters } from '../content';
import { popups } from '../db/schema';
import { createdThrough, fieldError, fileOfBytes } from './site-pages.fixtures';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/popups'), uploads: true });

let editor: StaffBrowser;
let picture: Blob;
beforeAll(async () => {
  editor = await pages.signIn({ role: 'content' });
  picture = fileOfBytes(await pictureBytes(1600, 1200, 'jpeg'));
});

const popupCount = () => pages.db.$count(popups);
const sitePopupNames = async () => (await readParameters(pages.db)).popups.map((popup) => popup.name);
const auditOf = (action: string, id: number) => pages.auditOf({ action, id });

const popupFields = (overrides: Record<string, string | Blob> = {}) => ({
  name: 'Hot Sale Chevrolet',
  url: '/oportunidades/chevrolet',
  starts_at: '',
  ends_at: '',
  image: picture,
  ...overrides,
});

const createPopup = (overrides: Record<string, string | Blob> = {}) =>
  createdThrough(pages.app, '/admin/popups/nuevo', staffUpload(editor, popupFields(overrides)));

const act = (id: number, intent: string, as = editor) =>
  pages.app.request(`/admin/popups/${id}`, staffPost(as, { intent }));

describe('who may open and change the popups', () => {
  it('sends anonymous visitors to sign in', async () => {
    for (const page of ['/admin/popups', '/admin/popups/nuevo', '/admin/popups/1']) {
      const response = await pages.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
  });

  it('answers 403 to sales and viewer accounts, for the pages and every change, and nothing changes', async () => {
    const id = await createPopup({ name: 'Popup ajeno' });
    const before = await pages.db.select().from(popups).where(eq(popups.id, id));
    const total = await popupCount();
    for (const role of ['sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      for (const page of ['/admin/popups', '/admin/popups/nuevo', `/admin/popups/${id}`])
        expect((await pages.app.request(page, staffGet(browser))).status, `${role} ${page}`).toBe(403);
      expect(
        (await pages.app.request('/admin/popups/nuevo', staffUpload(browser, popupFields()))).status,
      ).toBe(403);
      for (const intent of ['publish', 'remove'])
        expect((await act(id, intent, browser)).status, `${role} ${intent}`).toBe(403);
    }
    expect(await pages.db.select().from(popups).where(eq(popups.id, id))).toEqual(before);
    expect(await popupCount()).toBe(total);
  });
});

describe('a popup', () => {
  it('stores its picture within 800×800, saves it unpublished with its audit entry, and previews it in the site dialog', async () => {
    const id = await createPopup();
    const [row] = await pages.db.select().from(popups).where(eq(popups.id, id));
    expect(row).toMatchObject({ name: 'Hot Sale Chevrolet', url: '/oportunidades/chevrolet', active: false });
    expect(row?.image).toEqual({
      path: expect.stringMatching(/^\/media\/popup\/\w+\.webp$/),
      width: 800,
      height: 600,
      alt: 'Hot Sale Chevrolet',
    });
    const [entry] = await auditOf('popup.create', id);
    expect(entry?.after).toMatchObject({ name: 'Hot Sale Chevrolet', active: false });
    expect(await sitePopupNames()).not.toContain('Hot Sale Chevrolet');

    const page = await html(await pages.app.request(`/admin/popups/${id}?nuevo=1`, staffGet(editor)));
    expect(page).toContain('Guardamos el popup sin publicarlo.');
    expect(page).toMatch(/<dialog class="popup-dialog"[^>]*>/);
    expect(page).toContain('class="popup-dialog__title">Hot Sale Chevrolet<');
    expect(page).toContain('>Abrir la vista previa<');
  });

  it('refuses a file that is not a picture, a missing picture and a bad link, beside their fields, saving nothing', async () => {
    const before = await popupCount();
    const wrongType = await pages.app.request(
      '/admin/popups/nuevo',
      staffUpload(
        editor,
        popupFields({ image: new Blob(['GIF89a no es una imagen aceptada'], { type: 'image/png' }) }),
      ),
    );
    expect(wrongType.status).toBe(422);
    expect(fieldError(await html(wrongType), 'nuevo-popup-imagen')).toBe(MEDIA_REFUSALS.imageType);

    const { image: _image, ...withoutImage } = popupFields();
    const missing = await pages.app.request('/admin/popups/nuevo', staffUpload(editor, withoutImage));
    expect(missing.status).toBe(422);
    expect(fieldError(await html(missing), 'nuevo-popup-imagen')).toBe('Elegí la imagen del popup.');

    const badLink = await pages.app.request(
      '/admin/popups/nuevo',
      staffUpload(editor, popupFields({ url: 'javascript:alert(1)' })),
    );
    expect(badLink.status).toBe(400);
    expect(fieldError(await html(badLink), 'nuevo-popup-enlace')).toBe(
      'Escribí una página del sitio que empiece con / o una dirección que empiece con https://.',
    );
    expect(await popupCount()).toBe(before);
  });

  it('publishes, changes (the link may be left empty), unpublishes, removes and restores it, each audited', async () => {
    const id = await createPopup({ name: 'Black Friday' });
    expect((await act(id, 'publish')).status).toBe(200);
    expect(await sitePopupNames()).toContain('Black Friday');

    const change = await pages.app.request(
      `/admin/popups/${id}`,
      staffUpload(editor, {
        intent: 'change',
        name: 'Black Friday Nissan',
        url: '',
        starts_at: '',
        ends_at: '',
      }),
    );
    expect(change.status).toBe(200);
    const [changed] = await pages.db.select().from(popups).where(eq(popups.id, id));
    expect(changed).toMatchObject({ name: 'Black Friday Nissan', url: null });
    expect(changed?.image.alt).toBe('Black Friday Nissan');
    const [entry] = await auditOf('popup.change', id);
    expect(entry?.before).toMatchObject({ name: 'Black Friday', url: '/oportunidades/chevrolet' });
    expect(entry?.after).toMatchObject({ name: 'Black Friday Nissan', url: null });

    expect((await act(id, 'unpublish')).status).toBe(200);
    expect(await sitePopupNames()).not.toContain('Black Friday Nissan');
    await act(id, 'publish');

    expect((await act(id, 'remove')).status).toBe(200);
    expect(await sitePopupNames()).not.toContain('Black Friday Nissan');
    const list = await html(await pages.app.request('/admin/popups', staffGet(editor)));
    const eliminated = list.slice(list.indexOf('id="popups-eliminados"'));
    expect(eliminated).toContain('Black Friday Nissan');
    expect(eliminated).toContain('>Restaurar<');

    const restore = await pages.app.request(
      '/admin/popups',
      staffPost(editor, { intent: 'restore', id: String(id) }),
    );
    expect(restore.status).toBe(200);
    expect(await sitePopupNames()).toContain('Black Friday Nissan');
    for (const action of ['popup.publish', 'popup.unpublish', 'popup.remove', 'popup.restore'])
      expect((await auditOf(action, id)).length, action).toBeGreaterThan(0);
  });
});

describe('the popups the site opens now', () => {
  it('shows staff which are live, warns when more than one is, in the order the site opens them', async () => {
    const later = await createPopup({ name: 'Abre segundo', starts_at: '2026-02-01T10:00' });
    const earlier = await createPopup({ name: 'Abre primero', starts_at: '2026-01-01T10:00' });
    const scheduled = await createPopup({ name: 'Todavía no', starts_at: '2099-01-01T10:00' });
    for (const id of [later, earlier, scheduled]) expect((await act(id, 'publish')).status).toBe(200);

    const list = await html(await pages.app.request('/admin/popups', staffGet(editor)));
    const live = list.slice(
      list.indexOf('id="popups-en-el-sitio"'),
      list.indexOf('</section>', list.indexOf('id="popups-en-el-sitio"')),
    );
    const shown = [...live.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    // The same rule as the site's own reader: the list is what visitors get, in their order.
    expect(shown).toEqual(await sitePopupNames());
    expect(shown.indexOf('Abre primero')).toBeLessThan(shown.indexOf('Abre segundo'));
    expect(shown).not.toContain('Todavía no');
    expect(live).toMatch(/Hay \d+ popups activos a la vez/);

    for (const id of [later, earlier]) await act(id, 'unpublish');
    const one = await html(await pages.app.request('/admin/popups', staffGet(editor)));
    expect(one).not.toMatch(/popups activos a la vez/);
  });
});
