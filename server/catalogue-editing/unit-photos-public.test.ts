/**
 * Where a unit's photos show on the site (docs/decisions/0031): in the units list of the versions page and on the stock
 * search's card instead of the catalogue's drawing, as a gallery on the unit's confirmation page and on "Mi reserva";
 * a removed photo no longer.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRouteParam } from '#domain/shared/route-params';
import { createFamily, createStockUnit, createUsdRate, createVersion } from '../../tests/support/factories';
import { pictureBytes } from '../../tests/support/media-files';
import {
  adminPagesTestBed,
  createPagesTestApp,
  html,
  type PagesTestApp,
} from '../../tests/support/pages-app';
import { type StaffBrowser, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { unitPhotosOf } from '../catalogue';
import { stockUnitPhotos } from '../db/schema';
import { fulfilmentTestBed } from '../dealership/fulfilment.fixtures';
import { myReservationSignature } from '../dealership/my-reservation-link';
import { paidOperation } from '../payments/payments.fixtures';
import { RESERVATION_LINK_DEVELOPMENT_SECRET } from '../platform/config';

const keptPages = (page: string) =>
  page.startsWith('/admin/stock') ||
  page === '/vehiculos-0km/stock' ||
  page.startsWith('/vehiculos-0km/versiones/') ||
  page.startsWith('/vehiculos-0km/reservar/') ||
  page.startsWith('/concesionario-digital/mi-reserva');

/** Each photo another picture, so each is a file of its own. */
let shade = 0;

describe('the versions page and the confirmation page', () => {
  const pages = adminPagesTestBed({ keep: keptPages, uploads: true, brands: true });
  let photographer: StaffBrowser;

  beforeAll(async () => {
    photographer = await pages.signIn({ role: 'sales', brandIds: [1] });
  });

  const upload = async (chassis: string, count: number) => {
    const photos = await Promise.all(
      Array.from(
        { length: count },
        async () => new File([new Uint8Array(await pictureBytes(400, 300, 'jpeg', ++shade))], 'foto.jpg'),
      ),
    );
    const response = await pages.app.request(
      `/admin/stock/${chassis}`,
      staffUpload(photographer, { intent: 'upload', photos }),
    );
    expect(response.status).toBe(200);
    return (await unitPhotosOf(pages.db, [chassis]))[chassis] ?? [];
  };

  it('gives the units list a unit’s first photo’s thumbnail once it has one', async () => {
    const family = await createFamily(pages.db, { brandId: 1, name: 'Taos' });
    const version = await createVersion(pages.db, { familyId: family.id, name: 'Comfortline' });
    const photographed = await createStockUnit(pages.db, {
      brandId: 1,
      familyId: family.id,
      subfamilyId: version.id,
      color: 'Azul Atlántico',
    });
    const plain = await createStockUnit(pages.db, {
      brandId: 1,
      familyId: family.id,
      subfamilyId: version.id,
    });
    const page = `/vehiculos-0km/versiones/volkswagen/${toRouteParam(family.name)}/${family.id}`;

    const before = await html(await pages.app.request(page));
    expect(before).toContain(photographed.chassis);
    expect(before).not.toContain('/media/unitThumbnail/');

    const [first] = await upload(photographed.chassis, 2);
    // The units list opens in an overlay drawn in the browser (app/features/vehicles/units-list.tsx, tested on its
    // own): the page carries each unit's first thumbnail, and only the first.
    const after = await html(await pages.app.request(page));
    expect(after).toContain(first?.thumbnail.path);
    expect(after.match(/\/media\/unitThumbnail\//g)).toHaveLength(1);
    expect(after).toContain(plain.chassis);

    // Removed, the photo leaves the site; the next one is first.
    const rows = await pages.db
      .select()
      .from(stockUnitPhotos)
      .where(eq(stockUnitPhotos.chassis, photographed.chassis))
      .orderBy(asc(stockUnitPhotos.position));
    const removed = await pages.app.request(
      `/admin/stock/${photographed.chassis}`,
      staffPost(photographer, { intent: 'remove', photo: String(rows[0]?.id) }),
    );
    expect(removed.status).toBe(200);
    const afterRemoval = await html(await pages.app.request(page));
    expect(afterRemoval).not.toContain(first?.thumbnail.path);
    expect(afterRemoval).toContain(rows[1]?.thumbnail.path);
  });

  it('gives the unit’s card in the stock search its own first photo instead of the version’s picture', async () => {
    const family = await createFamily(pages.db, { brandId: 1, name: 'Tera' });
    const version = await createVersion(pages.db, { familyId: family.id, name: 'Trend' });
    const unit = await createStockUnit(pages.db, {
      brandId: 1,
      familyId: family.id,
      subfamilyId: version.id,
      model: 'Tera Trend',
      color: 'Gris Moonstone',
    });
    // The search compares every price in pesos: without a dollar rate it answers nothing (docs/decisions/0078).
    await createUsdRate(pages.db, 1000);
    const search = `/vehiculos-0km/stock?familia=${family.id}`;
    /** The unit's card on the search page: its picture's tag. */
    const pictureOf = async () => {
      const response = await pages.app.request(search);
      expect(response.status).toBe(200);
      const page = await html(response);
      const card = page.slice(page.indexOf(`data-unit="${unit.id}"`));
      expect(card.length).toBeLessThan(page.length);
      return card.match(/<img [^>]*>/)?.[0] ?? '';
    };

    const drawing = await pictureOf();
    expect(drawing).toContain('class="stock-card__image"');
    expect(drawing).toContain('alt=""');
    expect(drawing).not.toContain('/media/unitThumbnail/');

    const [first] = await upload(unit.chassis, 2);
    const photo = await pictureOf();
    expect(photo).toContain(`src="${first?.thumbnail.path}"`);
    expect(photo).toContain('stock-card__image--photo');
    expect(photo).toContain('alt="Foto de la unidad Tera Trend Gris Moonstone"');
  });

  it('shows the unit’s photos as a small gallery on its confirmation page', async () => {
    const family = await createFamily(pages.db, { brandId: 1, name: 'Nivus' });
    const version = await createVersion(pages.db, { familyId: family.id, name: 'Highline' });
    const unit = await createStockUnit(pages.db, {
      brandId: 1,
      familyId: family.id,
      subfamilyId: version.id,
      model: 'Nivus Highline 200 TSI',
    });
    const confirmation = `/vehiculos-0km/reservar/volkswagen/${unit.id}/${toRouteParam(family.name)}/${family.id}/${toRouteParam(unit.model)}`;
    const without = await html(await pages.app.request(confirmation));
    expect(without).toContain('Confirmá tu unidad');
    expect(without).not.toContain('Fotos de esta unidad');

    const photos = await upload(unit.chassis, 3);
    const page = await html(await pages.app.request(confirmation));
    expect(page).toContain('Fotos de esta unidad');
    for (const [index, photo] of photos.entries()) {
      expect(page).toContain(`href="${photo.photo.path}"`);
      expect(page).toContain(`src="${photo.thumbnail.path}"`);
      expect(page).toContain(`alt="Foto ${index + 1} de 3 de la unidad"`);
    }
  });
});

describe('"Mi reserva"', () => {
  let bed: Awaited<ReturnType<typeof fulfilmentTestBed>>;
  let pages: PagesTestApp;

  beforeAll(async () => {
    bed = await fulfilmentTestBed();
    pages = await createPagesTestApp(bed.db, { keep: keptPages });
  });
  afterAll(() => bed.handle.close());

  it('shows the photos of the unit bought, in order, and none removed', async () => {
    const { operation, unit } = await paidOperation(bed.app, bed.db, 'APRO');
    const picture = (name: string) => ({ path: `/media/unitPhoto/${name}.webp`, width: 1600, height: 1200 });
    const thumbnail = (name: string) => ({
      path: `/media/unitThumbnail/${name}.webp`,
      width: 480,
      height: 360,
    });
    await bed.db.insert(stockUnitPhotos).values([
      { chassis: unit.chassis, position: 2, photo: picture('segunda'), thumbnail: thumbnail('segunda') },
      { chassis: unit.chassis, position: 1, photo: picture('primera'), thumbnail: thumbnail('primera') },
      {
        chassis: unit.chassis,
        position: 3,
        photo: picture('quitada'),
        thumbnail: thumbnail('quitada'),
        deletedAt: new Date(),
      },
    ]);
    const signature = myReservationSignature(RESERVATION_LINK_DEVELOPMENT_SECRET, operation.code);
    const response = await pages.request(
      `/concesionario-digital/mi-reserva/${operation.code}?firma=${signature}`,
      {
        headers: { 'x-forwarded-for': '198.51.100.77' },
      },
    );
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain('Fotos de tu unidad');
    const first = page.indexOf('/media/unitThumbnail/primera.webp');
    const second = page.indexOf('/media/unitThumbnail/segunda.webp');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(page).not.toContain('quitada');
  });
});
