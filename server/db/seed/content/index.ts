import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../client';
import {
  banners,
  brandSettings,
  brands,
  contactMethods,
  locations,
  news,
  popups,
  salespeople,
  serviceCategories,
  services,
  siteSettings,
  stories,
} from '../../schema';
import { BRAND_ROWS } from '../brands';
import { restartIdSequences } from '../id-sequences';
import { BANNER_SEEDS, POPUP_SEEDS } from './banners';
import { BRAND_SETTING_SEEDS, CONTACT_METHOD_SEEDS, SALESPERSON_SEEDS, SITE_SETTING_SEEDS } from './contacts';
import { LOCATION_SEEDS } from './locations';
import { NEWS_SEEDS } from './news';
import { SERVICE_CATEGORY_SEEDS } from './services';
import { STORY_SEEDS, storyPosterPath, storyVideoPath } from './stories';

export { BANNER_SEEDS, type BannerSeed, POPUP_SEEDS, type PopupSeed } from './banners';
export {
  BRAND_SETTING_SEEDS,
  CONTACT_METHOD_SEEDS,
  SALESPERSON_SEEDS,
  SITE_SETTING_SEEDS,
} from './contacts';
export { LOCATION_SEEDS, type LocationSeed } from './locations';
export { NEWS_SEEDS, type NewsSeed } from './news';
export { SERVICE_CATEGORY_SEEDS, type ServiceCategorySeed } from './services';
export { STORY_SEEDS, type StorySeed, storyPosterPath, storyVideoPath } from './stories';

/** Rows inserted per table. */
export interface ContentSeedSummary {
  contactMethods: number;
  news: number;
  stories: number;
  banners: number;
  popups: number;
  salespeople: number;
  brandSettings: number;
  siteSettings: number;
  locations: number;
  serviceCategories: number;
  services: number;
}

export interface ContentSeedOptions {
  /** The seeding instant: news dates and the popup's window are relative to it. */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Content tables, children first; every one has a serial id except the two keyed ones. */
const CONTENT_TABLES = [
  'services',
  'service_categories',
  'contact_methods',
  'news',
  'stories',
  'banners',
  'popups',
  'salespeople',
  'locations',
  'brand_settings',
  'site_settings',
] as const;
const UNSEQUENCED = new Set<string>(['brand_settings', 'site_settings']);

/** True when no content table has a row, so seeding cannot overwrite anything someone entered. */
export async function isContentEmpty(db: Database): Promise<boolean> {
  const exists = CONTENT_TABLES.map((table) => sql`exists (select 1 from ${sql.identifier(table)})`);
  const [row] = await selectRows<{ any: boolean }>(db, sql`select ${sql.join(exists, sql` or `)} as "any"`);
  return row?.any === false;
}

/**
 * Inserts the demo content in one transaction: either all of it is there afterwards, or none of it. The brand rows
 * are inserted when missing, so content can be seeded with or without the catalogue.
 */
export async function seedContent(
  db: Database,
  options: ContentSeedOptions = {},
): Promise<ContentSeedSummary> {
  const now = options.now ?? new Date();
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);

  return db.transaction(async (tx) => {
    await tx
      .insert(brands)
      .values([...BRAND_ROWS])
      .onConflictDoNothing();

    const contactRows = await tx
      .insert(contactMethods)
      .values(CONTACT_METHOD_SEEDS.map((method, index) => ({ ...method, sortOrder: index + 1 })))
      .returning({ id: contactMethods.id });

    // Oldest first, so ids grow with the date as they would have in real life.
    const newsRows = await tx
      .insert(news)
      .values(
        [...NEWS_SEEDS]
          .sort((a, b) => b.daysAgo - a.daysAgo)
          .map((item) => ({
            brandId: item.brandId,
            title: item.title,
            slug: item.slug,
            content: item.content,
            url: item.url,
            type: item.type,
            category: item.category,
            images: item.images.map((image) => ({ ...image })),
            // Mid-morning in Mendoza (UTC-3), whatever the hour of seeding.
            displayDate: atHourUtc(daysFromNow(-item.daysAgo), 13),
            published: true,
          })),
      )
      .returning({ id: news.id });

    const storyRows = await tx
      .insert(stories)
      .values(
        STORY_SEEDS.map((story, index) => ({
          brandId: story.brandId,
          title: story.title,
          slugUrl: story.slug,
          category: story.category,
          videoPath: storyVideoPath(story.slug),
          posterPath: storyPosterPath(story.slug),
          sortOrder: index + 1,
        })),
      )
      .returning({ id: stories.id });

    const bannerRows = await tx
      .insert(banners)
      .values(
        BANNER_SEEDS.map((banner, index) => ({
          name: banner.name,
          url: banner.url,
          images: banner.images.map((image) => ({ ...image })),
          sortOrder: index + 1,
        })),
      )
      .returning({ id: banners.id });

    const popupRows = await tx
      .insert(popups)
      .values(
        POPUP_SEEDS.map((popup) => ({
          name: popup.name,
          url: popup.url,
          image: { ...popup.image },
          startsAt: daysFromNow(-popup.startsDaysAgo),
          endsAt: daysFromNow(popup.endsInDays),
        })),
      )
      .returning({ id: popups.id });

    const salespersonRows = await tx
      .insert(salespeople)
      .values(SALESPERSON_SEEDS.map((person) => ({ ...person })))
      .returning({ id: salespeople.id });

    const brandSettingRows = await tx
      .insert(brandSettings)
      .values(BRAND_SETTING_SEEDS.map((setting) => ({ ...setting })))
      .returning({ id: brandSettings.brandId });

    const siteSettingRows = await tx
      .insert(siteSettings)
      .values(SITE_SETTING_SEEDS.map((setting) => ({ ...setting })))
      .returning({ key: siteSettings.key });

    const locationRows = await tx
      .insert(locations)
      .values(
        LOCATION_SEEDS.map((location, index) => ({
          ...location,
          phones: location.phones.map((phone) => ({ ...phone })),
          openingHours: location.openingHours.map((hours) => ({ ...hours })),
          weeklyHours: location.weeklyHours.map((day) => day.map((range) => ({ ...range }))),
          sortOrder: index + 1,
        })),
      )
      .returning({ id: locations.id });

    let serviceCount = 0;
    for (const [index, category] of SERVICE_CATEGORY_SEEDS.entries()) {
      const [inserted] = await tx
        .insert(serviceCategories)
        .values({ name: category.name, description: category.description, sortOrder: index + 1 })
        .returning({ id: serviceCategories.id });
      if (!inserted) throw new Error(`Service category ${category.name} was not inserted`);
      const rows = await tx
        .insert(services)
        .values(
          category.services.map((service, order) => ({
            ...service,
            categoryId: inserted.id,
            sortOrder: order + 1,
          })),
        )
        .returning({ id: services.id });
      serviceCount += rows.length;
    }

    return {
      contactMethods: contactRows.length,
      news: newsRows.length,
      stories: storyRows.length,
      banners: bannerRows.length,
      popups: popupRows.length,
      salespeople: salespersonRows.length,
      brandSettings: brandSettingRows.length,
      siteSettings: siteSettingRows.length,
      locations: locationRows.length,
      serviceCategories: SERVICE_CATEGORY_SEEDS.length,
      services: serviceCount,
    };
  });
}

/** Deletes every content row (brands stay) and restarts the id sequences, so a fresh seed gets the same ids. */
export async function resetContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of CONTENT_TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    }
    await restartIdSequences(
      tx,
      CONTENT_TABLES.filter((table) => !UNSEQUENCED.has(table)),
    );
  });
}

function atHourUtc(day: Date, hour: number): Date {
  const copy = new Date(day);
  copy.setUTCHours(hour, 0, 0, 0);
  return copy;
}
