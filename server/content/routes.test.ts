import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Parameters, ServiceCategory } from '#domain/content/content';
import { createFamily, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import {
  banners,
  brandSettings,
  contactMethods,
  locations,
  news,
  popups,
  salespeople,
  serviceCategories,
  services,
  siteSettings,
  stories,
} from '../db/schema';
import { contentRoutes } from './routes';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);
const image = (name: string) => ({ path: `/images/test/${name}.svg`, width: 1200, height: 675, alt: name });

let handle: DatabaseHandle;
let app: ReturnType<typeof contentRoutes>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await insertBrands(db);

  await db.insert(contactMethods).values([
    {
      brandId: 5,
      department: 'administration',
      phone: '0261 400-0000',
      zoomLink: 'https://zoom.us/j/1',
      whatsappNumber: '5492614000000',
      email: 'admin@example.test',
      sortOrder: 1,
    },
    { brandId: 1, department: 'sales', phone: '0261 400-0001', email: 'ventas@example.test', sortOrder: 2 },
  ]);

  const newsRow = (title: string, date: Date, overrides: Partial<typeof news.$inferInsert> = {}) => ({
    brandId: 1,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    content: `${title}.\n\nSegundo párrafo.`,
    type: 'Novedad',
    category: '0 km',
    images: [image(title)],
    displayDate: date,
    ...overrides,
  });
  const insertedNews = await db
    .insert(news)
    .values([
      newsRow('Vieja', daysAgo(30), { brandId: 2, url: 'https://www.chevrolet.com.ar' }),
      newsRow('Nueva', daysAgo(1), { brandId: 5, type: 'Evento' }),
      newsRow('Media', daysAgo(10), { brandId: 4 }),
      newsRow('Borrador', daysAgo(2), { published: false }),
      newsRow('Programada', new Date(now + 3 * DAY)),
    ])
    .returning({ id: news.id, title: news.title });
  for (const row of insertedNews) ids[`news:${row.title}`] = row.id;

  await db.insert(stories).values([
    {
      brandId: 4,
      title: 'Segunda',
      slugUrl: 'segunda',
      category: 'Postventa',
      videoPath: '/videos/stories/segunda.mp4',
      sortOrder: 2,
    },
    {
      brandId: 1,
      title: 'Primera',
      slugUrl: 'primera',
      category: '0 km',
      videoPath: '/videos/stories/primera.mp4',
      posterPath: '/videos/stories/primera.jpg',
      sortOrder: 1,
    },
    {
      brandId: 1,
      title: 'Oculta',
      slugUrl: 'oculta',
      category: '0 km',
      videoPath: '/videos/stories/oculta.mp4',
      published: false,
    },
  ]);

  await db.insert(banners).values([
    {
      name: 'Activo',
      url: '/oportunidades',
      images: [image('ancho'), { ...image('alto'), width: 750, height: 900 }],
    },
    { name: 'Inactivo', url: '/planes-de-ahorro', images: [image('x')], active: false },
  ]);

  await db.insert(popups).values([
    {
      name: 'Vigente',
      url: '/oportunidades',
      image: image('popup'),
      startsAt: daysAgo(1),
      endsAt: daysAgo(-5),
    },
    { name: 'Sin fechas', url: null, image: image('popup2') },
    { name: 'Vencido', image: image('v'), startsAt: daysAgo(20), endsAt: daysAgo(1) },
    { name: 'Futuro', image: image('f'), startsAt: daysAgo(-2) },
    { name: 'Apagado', image: image('a'), active: false },
  ]);

  await db.insert(salespeople).values([
    {
      brandId: 1,
      fullname: 'Ana Vendedora',
      zoomLink: 'https://zoom.us/j/2',
      whatsappNumber: '5492614000002',
    },
    { brandId: 2, fullname: 'Beto Vendedor', whatsappNumber: '5492614000003' },
    { brandId: 2, fullname: 'De Baja', active: false },
  ]);

  await db.insert(brandSettings).values([
    {
      brandId: 1,
      bookingPrice: 400_000,
      serviceAppointmentUrl: 'https://turnos.example.test/vw',
      planSubscriptionUrlTemplate: 'https://planes.example.test/{id}-{slug}',
    },
    { brandId: 2, bookingPrice: null, serviceAppointmentUrl: 'https://turnos.example.test/gm' },
  ]);

  await db.insert(siteSettings).values([
    { key: 'whatsapp_number', value: '5492614135000' },
    { key: 'jobs_email', value: 'rrhh@example.test' },
    { key: 'instagram_url', value: 'https://www.instagram.com/example' },
  ]);

  await db.insert(locations).values({
    name: 'Godoy Cruz',
    province: 'Mendoza',
    address: 'Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Godoy%20Cruz',
    phones: [
      { brandId: null, department: 'offices', label: 'Oficinas', number: '0261 413-5000', whatsapp: false },
      { brandId: 1, department: 'parts', label: 'Repuestos', number: '0261 413-5130', whatsapp: false },
    ],
    openingHours: [{ days: 'Lunes a viernes', hours: '10:00 a 14:00 y 15:00 a 19:00' }],
  });

  const [brakes] = await db
    .insert(serviceCategories)
    .values({ name: 'Frenos', description: 'Pastillas y discos', sortOrder: 2 })
    .returning();
  const [maintenance] = await db
    .insert(serviceCategories)
    .values({ name: 'Mantenimiento', sortOrder: 1 })
    .returning();
  if (!brakes || !maintenance) throw new Error('categories not created');
  await db.insert(services).values([
    {
      categoryId: brakes.id,
      name: 'Cambio de pastillas',
      priceDefault: 98_000,
      pricePremium: 124_000,
      pricePromotion: 84_000,
    },
    {
      categoryId: maintenance.id,
      brandId: 1,
      name: 'Service 20.000 km',
      priceDefault: 255_000,
      sortOrder: 2,
    },
    {
      categoryId: maintenance.id,
      brandId: 1,
      name: 'Service 10.000 km',
      priceDefault: 189_000,
      sortOrder: 1,
    },
  ]);

  const family = await createFamily(db, { brandId: 2, family: 'TRACKER', name: 'Tracker', bodyStyle: 'suv' });
  ids.family = family.id;
  await createFamily(db, { brandId: 1, family: 'POLO', name: 'Polo', image: '/images/polo.webp' });

  app = contentRoutes({ db });
});
afterAll(() => handle.close());

async function getParameters(): Promise<{ response: Response; data: Parameters }> {
  const response = await app.request('/api/v2/territorio/parameter');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Parameters };
  return { response, data: body.data };
}

describe('GET /api/v2/territorio/parameter', () => {
  it('answers every docs/product.md §3 parameter group', async () => {
    const { response, data } = await getParameters();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(data).sort()).toEqual(
      [
        'banners',
        'booking_prices',
        'contact_methods',
        'links',
        'locations',
        'news',
        'plan_subscription_urls',
        'popups',
        'salespeople',
        'service_appointment_urls',
        'stories',
        'vehicles',
        'whatsapp_number',
      ].sort(),
    );
  });

  it('lists contact methods with their links but no e-mail address', async () => {
    const { data } = await getParameters();
    expect(data.contact_methods).toEqual([
      {
        id: expect.any(Number),
        brand_id: 5,
        department: 'administration',
        phone: '0261 400-0000',
        zoom_link: 'https://zoom.us/j/1',
        whatsapp_number: '5492614000000',
      },
      {
        id: expect.any(Number),
        brand_id: 1,
        department: 'sales',
        phone: '0261 400-0001',
        zoom_link: null,
        whatsapp_number: null,
      },
    ]);
    const raw = await (await app.request('/api/v2/territorio/parameter')).text();
    expect(raw).not.toContain('@example.test');
  });

  it('lists published news up to now, newest first, with docs/product.md §3 fields', async () => {
    const { data } = await getParameters();
    expect(data.news.map((item) => item.title)).toEqual(['Nueva', 'Media', 'Vieja']);
    const [newest] = data.news;
    expect(newest).toEqual({
      id: ids['news:Nueva'],
      title: 'Nueva',
      slug: 'nueva',
      summary: '',
      content: 'Nueva.\n\nSegundo párrafo.',
      url: null,
      display_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      brand_id: 5,
      type_string: 'Evento',
      brand_string: 'Territorio',
      images: [{ path: '/images/test/Nueva.svg', width: 1200, height: 675, alt: 'Nueva' }],
      category: '0 km',
    });
    expect(new Date(newest?.display_date ?? '').getTime()).toBe(daysAgo(1).getTime());
    expect(data.news.find((item) => item.title === 'Vieja')).toMatchObject({
      url: 'https://www.chevrolet.com.ar',
      brand_string: 'Chevrolet',
    });
  });

  it('lists published stories in their order', async () => {
    const { data } = await getParameters();
    expect(data.stories).toEqual([
      {
        id: expect.any(Number),
        title: 'Primera',
        slug_url: 'primera',
        brand_id: 1,
        brand_string: 'Volkswagen',
        category_string: '0 km',
        video_path: '/videos/stories/primera.mp4',
        poster_path: '/videos/stories/primera.jpg',
        link_url: null,
      },
      expect.objectContaining({ title: 'Segunda', brand_string: 'Nissan', poster_path: null }),
    ]);
  });

  it('lists active banners with images sized as docs/product.md §3 says', async () => {
    const { data } = await getParameters();
    expect(data.banners).toEqual([
      {
        id: expect.any(Number),
        name: 'Activo',
        url: '/oportunidades',
        images: [
          { path: '/images/test/ancho.svg', size: { width: 1200, height: 675 }, alt: 'ancho' },
          { path: '/images/test/alto.svg', size: { width: 750, height: 900 }, alt: 'alto' },
        ],
      },
    ]);
  });

  it('lists only active popups within their dates', async () => {
    const { data } = await getParameters();
    expect(data.popups.map((popup) => popup.name).sort()).toEqual(['Sin fechas', 'Vigente']);
    expect(data.popups.find((popup) => popup.name === 'Vigente')).toEqual({
      id: expect.any(Number),
      name: 'Vigente',
      url: '/oportunidades',
      image: { path: '/images/test/popup.svg', width: 1200, height: 675, alt: 'popup' },
    });
  });

  it("lists families' pictures, drawing one where a family has none", async () => {
    const { data } = await getParameters();
    expect(data.vehicles).toEqual([
      {
        brand_id: 1,
        family_id: expect.any(Number),
        family: 'POLO',
        name: 'Polo',
        image: '/images/polo.webp',
      },
      {
        brand_id: 2,
        family_id: ids.family,
        family: 'TRACKER',
        name: 'Tracker',
        image: expect.stringMatching(/^\/img\/vehicles\/suv\/[0-9a-f]{6}\.svg$/),
      },
    ]);
  });

  it('groups active salespeople by brand', async () => {
    const { data } = await getParameters();
    expect(data.salespeople).toEqual({
      '1': [
        {
          id: expect.any(Number),
          fullname: 'Ana Vendedora',
          zoom_link: 'https://zoom.us/j/2',
          whatsapp_number: '5492614000002',
        },
      ],
      '2': [
        {
          id: expect.any(Number),
          fullname: 'Beto Vendedor',
          zoom_link: null,
          whatsapp_number: '5492614000003',
        },
      ],
    });
  });

  it('answers the site WhatsApp number and public links, never the jobs address', async () => {
    const { data } = await getParameters();
    expect(data.whatsapp_number).toBe('5492614135000');
    expect(data.links).toEqual({
      instagram_url: 'https://www.instagram.com/example',
      facebook_url: null,
      used_vehicles_url: null,
    });
    expect(JSON.stringify(data)).not.toContain('rrhh@');
  });

  it('lists locations with phones per brand and department and opening hours', async () => {
    const { data } = await getParameters();
    expect(data.locations).toEqual([
      {
        id: expect.any(Number),
        name: 'Godoy Cruz',
        province: 'Mendoza',
        address: 'Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
        map_url: 'https://www.google.com/maps/search/?api=1&query=Godoy%20Cruz',
        latitude: null,
        longitude: null,
        phones: [
          {
            brand_id: null,
            brand_string: null,
            department: 'offices',
            label: 'Oficinas',
            number: '0261 413-5000',
            whatsapp: false,
          },
          {
            brand_id: 1,
            brand_string: 'Volkswagen',
            department: 'parts',
            label: 'Repuestos',
            number: '0261 413-5130',
            whatsapp: false,
          },
        ],
        opening_hours: [{ days: 'Lunes a viernes', hours: '10:00 a 14:00 y 15:00 a 19:00' }],
      },
    ]);
  });

  it('answers every brand deposit with the docs/product.md §D1 default, and the per-brand links that are set', async () => {
    const { data } = await getParameters();
    expect(data.booking_prices).toEqual({
      '1': 400_000,
      '2': 200_000,
      '4': 200_000,
      '5': 200_000,
      '6': 200_000,
    });
    expect(data.service_appointment_urls).toEqual({
      '1': 'https://turnos.example.test/vw',
      '2': 'https://turnos.example.test/gm',
    });
    expect(data.plan_subscription_urls).toEqual({ '1': 'https://planes.example.test/{id}-{slug}' });
  });

  it('may be cached for a minute and revalidated with its ETag', async () => {
    const { response } = await getParameters();
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/api/v2/territorio/parameter', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('shares one read among simultaneous requests and reads afresh afterwards', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/api/v2/territorio/parameter')),
    );
    const etags = new Set(answers.map((answer) => answer.headers.get('etag')));
    expect(etags.size).toBe(1);

    await handle.db
      .insert(siteSettings)
      .values({ key: 'facebook_url', value: 'https://www.facebook.com/example' });
    const { data, response } = await getParameters();
    expect(data.links.facebook_url).toBe('https://www.facebook.com/example');
    expect(response.headers.get('etag')).not.toBe([...etags][0]);
  });
});

describe('GET /api/v2/territorio/vehicle/service', () => {
  it('lists categories in order with their services and every brand deposit', async () => {
    const response = await app.request('/api/v2/territorio/vehicle/service');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const { data } = (await response.json()) as { data: ServiceCategory[] };
    const deposits = { '1': 400_000, '2': 200_000, '4': 200_000, '5': 200_000, '6': 200_000 };
    expect(data).toEqual([
      {
        id: expect.any(Number),
        name: 'Mantenimiento',
        description: '',
        services: [
          {
            id: expect.any(Number),
            name: 'Service 10.000 km',
            brand_id: 1,
            price_default: 189_000,
            price_premium: null,
            price_promotion: null,
          },
          expect.objectContaining({ name: 'Service 20.000 km', price_default: 255_000 }),
        ],
        booking_price: deposits,
      },
      {
        id: expect.any(Number),
        name: 'Frenos',
        description: 'Pastillas y discos',
        services: [
          {
            id: expect.any(Number),
            name: 'Cambio de pastillas',
            brand_id: null,
            price_default: 98_000,
            price_premium: 124_000,
            price_promotion: 84_000,
          },
        ],
        booking_price: deposits,
      },
    ]);
  });
});
