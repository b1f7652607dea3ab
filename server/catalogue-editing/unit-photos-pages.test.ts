/**
 * The stock list and a unit's photos (/admin/stock, /admin/stock/{chassis}, docs/product.md §6) through the real app:
 * uploading several photos from a phone, the refusals that keep nothing, reordering, removing and restoring, the
 * audit log, and who may touch which unit's photos (docs/decisions/0031).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit } from '../../tests/support/factories';
import { pictureBytes, pictureHeader } from '../../tests/support/media-files';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { stockUnitPhotos } from '../db/schema';

const pages = adminPagesTestBed({ uploads: true, brands: true });

let vwSales: StaffBrowser;
let chevroletSales: StaffBrowser;
let content: StaffBrowser;
let viewer: StaffBrowser;

beforeAll(async () => {
  vwSales = await pages.signIn({ role: 'sales', brandIds: [1] });
  chevroletSales = await pages.signIn({ role: 'sales', brandIds: [2] });
  content = await pages.signIn({ role: 'content' });
  viewer = await pages.signIn({ role: 'viewer' });
});

const notice = (page: string) => page.match(/role="(?:status|alert)"[^>]*>([^<]+)</)?.[1] ?? '';

/** A phone's photo: a real JPEG, small so the tests stay fast, each another picture (media are named by content). */
let shade = 0;
const photo = async (name = 'IMG_0001.jpg') =>
  new File([new Uint8Array(await pictureBytes(400, 300, 'jpeg', ++shade % 256))], name, {
    type: 'image/jpeg',
  });

const upload = (browser: StaffBrowser, chassis: string, photos: File[]) =>
  pages.app.request(`/admin/stock/${chassis}`, staffUpload(browser, { intent: 'upload', photos }));

const change = (browser: StaffBrowser, chassis: string, fields: Record<string, string>) =>
  pages.app.request(`/admin/stock/${chassis}`, staffPost(browser, fields));

/** The unit's photos on the site, in order. */
const livePhotos = (chassis: string) =>
  pages.db
    .select()
    .from(stockUnitPhotos)
    .where(and(eq(stockUnitPhotos.chassis, chassis), isNull(stockUnitPhotos.deletedAt)))
    .orderBy(asc(stockUnitPhotos.position));

const allPhotos = (chassis: string) =>
  pages.db.select().from(stockUnitPhotos).where(eq(stockUnitPhotos.chassis, chassis));

const auditOf = (chassis: string) => pages.auditOf({ type: 'stock_unit', id: chassis });

describe('a unit’s photos', () => {
  it('offers several photos at once from the gallery, and the phone’s camera in a field of its own', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const page = await html(await pages.app.request(`/admin/stock/${unit.chassis}`, staffGet(vwSales)));
    const gallery = page.match(/<input[^>]*id="unit-photos"[^>]*>/)?.[0] ?? '';
    expect(gallery).toContain('accept="image/*"');
    expect(gallery).toContain('multiple');
    expect(gallery).toContain('name="photos"');
    expect(gallery).not.toContain('capture');
    const camera = page.match(/<input[^>]*id="unit-photos-camera"[^>]*>/)?.[0] ?? '';
    expect(camera).toContain('capture="environment"');
    expect(camera).toContain('name="photos"');
    expect(page).toMatch(/enctype="multipart\/form-data"/i);
    expect(page).toContain('Todavía no tiene fotos');
  });

  it('keeps several photos of one post, each as a photo and a thumbnail, and records it', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const response = await upload(vwSales, unit.chassis, [await photo('a.jpg'), await photo('b.jpg')]);
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(notice(page)).toBe('Agregamos 2 fotos.');

    const photos = await livePhotos(unit.chassis);
    expect(photos.map((row) => row.position)).toEqual([1, 2]);
    expect(new Set(photos.map((row) => row.photo.path)).size).toBe(2);
    for (const row of photos) {
      expect(row.photo.path).toMatch(/^\/media\/unitPhoto\/[0-9a-f]{32}\.webp$/);
      expect(row.thumbnail).toMatchObject({ width: 480, height: 360 });
      expect(row.thumbnail.path).toMatch(/^\/media\/unitThumbnail\//);
      expect((await pages.app.request(row.thumbnail.path)).status).toBe(200);
    }
    const shown = await html(await pages.app.request(`/admin/stock/${unit.chassis}`, staffGet(vwSales)));
    expect(shown).toContain('Fotos en el sitio (2 de 12)');

    const [entry] = await auditOf(unit.chassis);
    expect(entry).toMatchObject({ action: 'stock_unit.photos_add' });
    expect(entry?.before).toEqual({ photos: [], removed: [] });
    expect(entry?.after).toEqual({ photos: photos.map((row) => row.photo.path), removed: [] });
  });

  it('refuses the 13th photo, and a post that would go past 12 keeps none of it', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, index) => photo(`${index}.jpg`)));
    expect((await upload(content, unit.chassis, eleven)).status).toBe(200);

    const two = await upload(content, unit.chassis, [await photo(), await photo()]);
    expect(two.status).toBe(422);
    expect(notice(await html(two))).toBe('La unidad puede tener hasta 12 fotos: podés subir 1 más.');
    expect(await livePhotos(unit.chassis)).toHaveLength(11);

    expect((await upload(content, unit.chassis, [await photo()])).status).toBe(200);
    const thirteenth = await upload(content, unit.chassis, [await photo()]);
    expect(thirteenth.status).toBe(422);
    expect(notice(await html(thirteenth))).toBe(
      'La unidad ya tiene 12 fotos: quitá alguna antes de subir otra.',
    );
    expect(await livePhotos(unit.chassis)).toHaveLength(12);
  });

  it('refuses a file that is not a picture by its content, and a damaged one, keeping nothing of the post', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const notPicture = new File(['%PDF-1.7 no es una foto'], 'foto.jpg', { type: 'image/jpeg' });
    const wrongType = await upload(vwSales, unit.chassis, [notPicture]);
    expect(wrongType.status).toBe(422);
    const wrongPage = await html(wrongType);
    expect(notice(wrongPage)).toBe('La imagen tiene que ser JPG, PNG, WebP o AVIF.');
    expect(wrongPage).toContain('id="unit-photos-error"');

    const whole = await pictureBytes(400, 300);
    const cut = new File([new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2)))], 'cortada.jpg', {
      type: 'image/jpeg',
    });
    const damaged = await upload(vwSales, unit.chassis, [await photo(), cut]);
    expect(damaged.status).toBe(422);
    expect(notice(await html(damaged))).toBe(
      'Foto 2 de 2: No pudimos leer la imagen: el archivo está dañado o incompleto. No guardamos ninguna foto.',
    );

    const empty = await upload(vwSales, unit.chassis, []);
    expect(empty.status).toBe(422);
    expect(notice(await html(empty))).toBe('Elegí al menos una foto.');
    expect(await allPhotos(unit.chassis)).toEqual([]);
    expect(await auditOf(unit.chassis)).toEqual([]);
  });

  it('refuses a photo past 60 megapixels by its header, saying so, and keeps nothing of the post', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const huge = new File([new Uint8Array(pictureHeader(16_320, 12_240))], 'IMG_200MP.png', {
      type: 'image/png',
    });
    const refused = await upload(content, unit.chassis, [await photo(), huge]);
    expect(refused.status).toBe(422);
    expect(notice(await html(refused))).toBe(
      'Foto 2 de 2: La imagen mide 16.320 × 12.240 píxeles (199,8 megapíxeles) y el máximo es 60 megapíxeles, más que cualquier foto de celular. Achicala e intentá otra vez. No guardamos ninguna foto.',
    );
    expect(await allPhotos(unit.chassis)).toEqual([]);
  });

  it('reorders, removes (kept apart) and restores a photo, each in the audit log', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    await upload(vwSales, unit.chassis, [await photo(), await photo(), await photo()]);
    const [first, second, third] = await livePhotos(unit.chassis);
    if (!first || !second || !third) throw new Error('three photos expected');

    const moved = await change(vwSales, unit.chassis, {
      intent: 'move',
      photo: String(second.id),
      direction: 'up',
    });
    expect(notice(await html(moved))).toBe('Cambiamos el orden de las fotos.');
    expect((await livePhotos(unit.chassis)).map((row) => row.id)).toEqual([second.id, first.id, third.id]);
    const edge = await change(vwSales, unit.chassis, {
      intent: 'move',
      photo: String(second.id),
      direction: 'up',
    });
    expect(edge.status).toBe(409);

    const removed = await change(vwSales, unit.chassis, { intent: 'remove', photo: String(second.id) });
    expect(notice(await html(removed))).toBe('Quitamos la foto. Podés restaurarla desde «Fotos quitadas».');
    expect((await livePhotos(unit.chassis)).map((row) => [row.id, row.position])).toEqual([
      [first.id, 1],
      [third.id, 2],
    ]);
    const page = await html(await pages.app.request(`/admin/stock/${unit.chassis}`, staffGet(vwSales)));
    expect(page).toContain('Fotos en el sitio (2 de 12)');
    expect(page).toContain('Restaurar la foto quitada 1');
    const [removal] = await auditOf(unit.chassis);
    expect(removal).toMatchObject({ action: 'stock_unit.photo_remove' });
    expect(removal?.before).toMatchObject({
      photos: [second.photo.path, first.photo.path, third.photo.path],
      removed: [],
    });
    expect(removal?.after).toMatchObject({
      photos: [first.photo.path, third.photo.path],
      removed: [second.photo.path],
    });

    const restored = await change(vwSales, unit.chassis, { intent: 'restore', photo: String(second.id) });
    expect(notice(await html(restored))).toBe('Restauramos la foto: quedó última.');
    expect((await livePhotos(unit.chassis)).map((row) => row.id)).toEqual([first.id, third.id, second.id]);
    expect((await auditOf(unit.chassis)).map((entry) => entry.action).slice(0, 4)).toEqual([
      'stock_unit.photo_restore',
      'stock_unit.photo_remove',
      'stock_unit.photo_move',
      'stock_unit.photos_add',
    ]);
  });

  it('makes a photo the cover (the first, which the site shows first) and saves a dragged order, each audited', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    await upload(vwSales, unit.chassis, [await photo(), await photo(), await photo()]);
    const [first, second, third] = await livePhotos(unit.chassis);
    if (!first || !second || !third) throw new Error('three photos expected');

    const cover = await change(vwSales, unit.chassis, { intent: 'cover', photo: String(third.id) });
    expect(notice(await html(cover))).toBe(
      'Elegimos la portada: es la primera foto que ven los compradores.',
    );
    expect((await livePhotos(unit.chassis)).map((row) => row.id)).toEqual([third.id, first.id, second.id]);
    expect((await change(vwSales, unit.chassis, { intent: 'cover', photo: String(third.id) })).status).toBe(
      409,
    );
    const page = await html(await pages.app.request(`/admin/stock/${unit.chassis}`, staffGet(vwSales)));
    expect(page).toContain('alt="Foto 1, portada"');
    expect(page).toContain('Usar la foto 2 como portada');

    const order = [second.id, third.id, first.id].join(',');
    const ordered = await change(vwSales, unit.chassis, { intent: 'order', order });
    expect(notice(await html(ordered))).toBe('Guardamos el orden de las fotos.');
    expect((await livePhotos(unit.chassis)).map((row) => [row.id, row.position])).toEqual([
      [second.id, 1],
      [third.id, 2],
      [first.id, 3],
    ]);
    // An order that misses a photo, names another unit's, or repeats one is refused, and changes nothing.
    for (const wrong of [
      `${second.id},${third.id}`,
      `${second.id},${third.id},999999`,
      `${second.id},${second.id},${first.id}`,
    ]) {
      expect(
        (await change(vwSales, unit.chassis, { intent: 'order', order: wrong })).status,
      ).toBeGreaterThanOrEqual(400);
    }
    expect((await livePhotos(unit.chassis)).map((row) => row.id)).toEqual([second.id, third.id, first.id]);
    const [orderEntry, coverEntry] = await auditOf(unit.chassis);
    expect(orderEntry).toMatchObject({ action: 'stock_unit.photo_order' });
    expect(orderEntry?.after).toMatchObject({
      photos: [second.photo.path, third.photo.path, first.photo.path],
    });
    expect(coverEntry).toMatchObject({ action: 'stock_unit.photo_cover' });
    expect(coverEntry?.before).toMatchObject({
      photos: [first.photo.path, second.photo.path, third.photo.path],
    });
  });

  it('refuses a photo of another unit and an unknown change', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const other = await createStockUnit(pages.db, { brandId: 1 });
    await upload(vwSales, other.chassis, [await photo()]);
    const [foreign] = await livePhotos(other.chassis);
    const response = await change(vwSales, unit.chassis, { intent: 'remove', photo: String(foreign?.id) });
    expect(response.status).toBe(404);
    expect(await livePhotos(other.chassis)).toHaveLength(1);
    expect((await change(vwSales, unit.chassis, { intent: 'borrar-todo' })).status).toBe(400);
  });

  it('keeps a sales person of another brand and a viewer away from the unit’s photos (403), changing nothing', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    await upload(vwSales, unit.chassis, [await photo()]);
    const [kept] = await livePhotos(unit.chassis);
    for (const browser of [chevroletSales, viewer]) {
      expect((await pages.app.request(`/admin/stock/${unit.chassis}`, staffGet(browser))).status).toBe(403);
      expect((await upload(browser, unit.chassis, [await photo()])).status).toBe(403);
      expect(
        (await change(browser, unit.chassis, { intent: 'remove', photo: String(kept?.id) })).status,
      ).toBe(403);
      expect((await change(browser, unit.chassis, { intent: 'cover', photo: String(kept?.id) })).status).toBe(
        403,
      );
      expect((await change(browser, unit.chassis, { intent: 'order', order: String(kept?.id) })).status).toBe(
        403,
      );
    }
    expect((await livePhotos(unit.chassis)).map((row) => row.id)).toEqual([kept?.id]);
    expect(await auditOf(unit.chassis)).toHaveLength(1);
  });

  it('answers 404 for a chassis no unit has', async () => {
    expect((await pages.app.request('/admin/stock/9BWZZZ00000000000', staffGet(content))).status).toBe(404);
    expect((await pages.app.request('/admin/stock/no-es-un-chasis', staffGet(content))).status).toBe(404);
  });
});

describe('/admin/stock', () => {
  it('finds a unit by part of its chassis, with its first photo and how many it has', async () => {
    const unit = await createStockUnit(pages.db, { brandId: 1, model: 'Amarok V6 Extreme' });
    await upload(vwSales, unit.chassis, [await photo(), await photo()]);
    const [first] = await livePhotos(unit.chassis);
    const page = await html(
      await pages.app.request(`/admin/stock?q=${unit.chassis.slice(-6).toLowerCase()}`, staffGet(vwSales)),
    );
    expect(page).toContain('1 unidad');
    expect(page).toContain('Amarok V6 Extreme');
    expect(page).toContain(`href="/admin/stock/${unit.chassis}"`);
    expect(page).toContain(`src="${first?.thumbnail.path}"`);
    expect(page).toContain('2 fotos');
  });

  it('shows a sales person only their brands’ units; the stock file only to administrators', async () => {
    const vw = await createStockUnit(pages.db, { brandId: 1 });
    const chevrolet = await createStockUnit(pages.db, { brandId: 2 });
    const salesPage = await html(await pages.app.request('/admin/stock?q=9BWTEST', staffGet(vwSales)));
    expect(salesPage).toContain(vw.chassis);
    expect(salesPage).not.toContain(chevrolet.chassis);
    expect(salesPage).not.toContain('Cargar el archivo de stock');
    const contentPage = await html(await pages.app.request('/admin/stock?q=9BWTEST', staffGet(content)));
    expect(contentPage).toContain(chevrolet.chassis);
    const admin = await pages.signIn({ role: 'admin' });
    expect(await html(await pages.app.request('/admin/stock', staffGet(admin)))).toContain(
      'Cargar el archivo de stock',
    );
  });

  it('filters by state, and tells what it ignored of a mistyped address', async () => {
    const sold = await createStockUnit(pages.db, { brandId: 1, status: 'sold' });
    const available = await createStockUnit(pages.db, { brandId: 1 });
    const page = await html(await pages.app.request('/admin/stock?estado=sold&marca=99', staffGet(content)));
    expect(page).toContain(sold.chassis);
    expect(page).not.toContain(available.chassis);
    expect(page).toContain('Elegí una marca de la lista.');
  });

  it('refuses a viewer (403) and sends an anonymous visitor to the sign-in page', async () => {
    expect((await pages.app.request('/admin/stock', staffGet(viewer))).status).toBe(403);
    const anonymous = await pages.app.request('/admin/stock/9BWZZZ00000000000', staffGet());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fstock%2F9BWZZZ00000000000');
  });
});
