import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Parameters } from '#domain/content/content';
import { CONTACT_DEPARTMENTS, STORY_CATEGORIES } from '#domain/content/content-choices';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { contactMethods, locations, news, serviceCategories, services, stories } from '../db/schema';
import {
  BANNER_SEEDS,
  isContentEmpty,
  NEWS_SEEDS,
  POPUP_SEEDS,
  resetContent,
  STORY_SEEDS,
  seedContent,
  storyPosterPath,
  storyVideoPath,
} from '../db/seed/content';
import { contentRoutes } from './routes';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
const MAX_STORY_VIDEO_BYTES = 300 * 1024;

let handle: DatabaseHandle;
// Relative to the real clock: the endpoint filters by now().
const seededAt = new Date();

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('seeding the demo content', () => {
  it('fills an empty database in one go, brands included', async () => {
    expect(await isContentEmpty(handle.db)).toBe(true);
    const summary = await seedContent(handle.db, { now: seededAt });
    expect(await isContentEmpty(handle.db)).toBe(false);
    expect(summary.news).toBeGreaterThanOrEqual(10);
    expect(summary.stories).toBeGreaterThanOrEqual(6);
    expect(summary.banners).toBeGreaterThanOrEqual(3);
    expect(summary.popups).toBeGreaterThanOrEqual(1);
    expect(summary.locations).toBe(3);
    expect(summary.services).toBe((await handle.db.select({ n: count() }).from(services))[0]?.n);
  });

  it('has news of brands 1, 2, 4 and 5, dated over the last months before the seeding instant', async () => {
    const rows = await handle.db.select().from(news);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.brandId))).toEqual(new Set([1, 2, 4, 5]));
    const ages = rows.map((row) => (seededAt.getTime() - row.displayDate.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    for (const row of rows) {
      expect(row.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(row.images.length).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['Lanzamiento', 'Novedad', 'Evento', 'Postventa', 'Planes de ahorro']),
    );
  });

  it('has stories in the three categories', async () => {
    const rows = await handle.db.select().from(stories);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(STORY_CATEGORIES));
  });

  it('has contact methods for every department of the dealership and sales and services per brand', async () => {
    const rows = await handle.db.select().from(contactMethods);
    const has = (brandId: number, department: string) =>
      rows.some((row) => row.brandId === brandId && row.department === department && row.email);
    for (const department of CONTACT_DEPARTMENTS) expect(has(5, department)).toBe(true);
    for (const brandId of [1, 2, 4]) {
      expect(has(brandId, 'sales')).toBe(true);
      expect(has(brandId, 'services')).toBe(true);
    }
    expect(rows.find((row) => row.brandId === 5 && row.department === 'administration')?.zoomLink).toMatch(
      /^https:\/\/zoom\.us\/j\/\d+$/,
    );
  });

  it('has the three branches of the contact page with their hours', async () => {
    const rows = await handle.db.select().from(locations).orderBy(locations.sortOrder);
    expect(rows.map((row) => [row.name, row.province])).toEqual([
      ['Godoy Cruz', 'Mendoza'],
      ['San Rafael', 'Mendoza'],
      ['San Juan', 'San Juan'],
    ]);
    expect(rows[0]?.openingHours).toEqual([
      { days: 'Lunes a viernes', hours: '10:00 a 14:00 y 15:00 a 19:00' },
      { days: 'Sábados', hours: '10:00 a 13:00' },
    ]);
    for (const row of rows) {
      expect(row.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(row.phones.some((phone) => phone.whatsapp)).toBe(true);
      expect(row.phones.some((phone) => phone.brandId !== null)).toBe(true);
    }
  });

  it('answers the parameters with every group filled', async () => {
    const response = await contentRoutes({ db: handle.db }).request('/api/v2/territorio/parameter');
    const { data } = (await response.json()) as { data: Parameters };
    expect(data.contact_methods.length).toBeGreaterThanOrEqual(8);
    expect(data.news.length).toBe(NEWS_SEEDS.length);
    expect(data.stories.length).toBe(STORY_SEEDS.length);
    expect(data.banners.length).toBe(BANNER_SEEDS.length);
    expect(data.popups.length).toBe(POPUP_SEEDS.length);
    expect(Object.keys(data.salespeople).sort()).toEqual(['1', '2', '4', '5', '6']);
    expect(data.whatsapp_number).toMatch(/^549261\d{7}$/);
    expect(data.booking_prices).toEqual({
      '1': 400_000,
      '2': 300_000,
      '4': 300_000,
      '5': 200_000,
      '6': 500_000,
    });
    expect(Object.keys(data.service_appointment_urls).sort()).toEqual(['1', '2', '4', '5', '6']);
    expect(data.plan_subscription_urls['1']).toContain('{id}');
    expect(data.links.instagram_url).toMatch(/^https:\/\/www\.instagram\.com\//);
  });

  it('has service categories with prices in whole pesos', async () => {
    const categories = await handle.db.select().from(serviceCategories);
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const rows = await handle.db.select().from(services);
    const names = rows.map((row) => row.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Service 10.000 km',
        'Alineación y balanceo',
        'Cambio de pastillas de freno delanteras',
      ]),
    );
    for (const row of rows) {
      expect(Number.isInteger(row.priceDefault) && row.priceDefault > 0).toBe(true);
      if (row.pricePromotion !== null) expect(row.pricePromotion).toBeLessThan(row.priceDefault);
      if (row.pricePremium !== null) expect(row.pricePremium).toBeGreaterThan(row.priceDefault);
    }
  });

  it('resets to nothing and seeds again with the same ids', async () => {
    const before = await handle.db.select({ id: stories.id, slug: stories.slugUrl }).from(stories);
    await resetContent(handle.db);
    expect(await isContentEmpty(handle.db)).toBe(true);
    await seedContent(handle.db, { now: seededAt });
    const after = await handle.db.select({ id: stories.id, slug: stories.slugUrl }).from(stories);
    expect(after).toEqual(before);
  });
});

/** The root element's width and height of an SVG file. */
function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  return { width, height };
}

describe('the files the demo content points at', () => {
  const images = [
    ...NEWS_SEEDS.flatMap((item) => item.images),
    ...BANNER_SEEDS.flatMap((banner) => banner.images),
    ...POPUP_SEEDS.map((popup) => popup.image),
  ];

  it.each(images.map((image) => [image.path, image] as const))('%s exists at its stated size', (_, image) => {
    const file = path.join(PUBLIC_DIR, image.path);
    expect(fs.existsSync(file)).toBe(true);
    expect(image.alt).toBeTruthy();
    if (file.endsWith('.svg')) expect(svgSize(file)).toEqual({ width: image.width, height: image.height });
  });

  it.each(STORY_SEEDS.map((story) => [story.slug]))('story %s has a small H.264 MP4 and a poster', (slug) => {
    const video = path.join(PUBLIC_DIR, storyVideoPath(slug));
    const bytes = fs.readFileSync(video);
    expect(bytes.length).toBeLessThan(MAX_STORY_VIDEO_BYTES);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    expect(fs.statSync(path.join(PUBLIC_DIR, storyPosterPath(slug))).size).toBeGreaterThan(1000);
  });
});
