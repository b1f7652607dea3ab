import { sql } from 'drizzle-orm';
import {
  type Banner,
  type ByBrand,
  type ContactMethod,
  type ContentImage,
  type Location,
  type NewsItem,
  type Parameters,
  type Popup,
  type Salesperson,
  SITE_SETTING_KEYS,
  type Story,
  type VehicleImage,
} from '#domain/content/content';
import { livePopupsInSiteOrder } from '#domain/content/popup-order';
import { depositFor } from '#domain/operation/deposit';
import { type Database, selectRows } from '../db/client';
import type { BodyStyle, ImageRef, LocationPhone, OpeningHours } from '../db/schema';
import { vehicleImagePath } from '../vehicle-images';

/**
 * The parameters answer travels with every page load, so it stays bounded: the newest news items only. A site that
 * publishes a few items a month keeps years of them under this limit.
 */
export const NEWS_LIMIT = 100;

/** The colour a family's picture is drawn in when it has no photo of its own (as the catalogue draws it). */
const FAMILY_PICTURE_COLOR = 'c9ced6';

interface BrandRow {
  brand_id: number;
  name: string;
  booking_price: number | null;
  service_appointment_url: string | null;
  plan_subscription_url_template: string | null;
}

interface ParametersRow {
  contact_methods: ContactMethod[];
  news: (Omit<NewsItem, 'images'> & { images: ImageRef[] })[];
  stories: Story[];
  banners: { id: number; name: string; url: string; images: ImageRef[] }[];
  popups: {
    id: number;
    name: string;
    url: string | null;
    image: ImageRef;
    active: boolean;
    starts_at: string | null;
    ends_at: string | null;
    deleted_at: string | null;
  }[];
  vehicles: {
    brand_id: number;
    family_id: number;
    family: string;
    name: string;
    image: string | null;
    body_style: BodyStyle;
  }[];
  salespeople: (Salesperson & { brand_id: number })[];
  settings: { key: string; value: string }[];
  locations: (Omit<Location, 'phones'> & { phones: LocationPhone[]; opening_hours: OpeningHours[] })[];
  brands: BrandRow[];
}

/**
 * One statement, one round trip: each group is aggregated to JSON inside PostgreSQL, so the endpoint costs the same
 * whichever driver runs it and however many groups docs/product.md §3 adds.
 */
const PARAMETERS_QUERY = sql`
  select
    (select coalesce(json_agg(c order by c.sort_order, c.id), '[]'::json) from (
      select id, brand_id, department, phone, zoom_link, whatsapp_number, sort_order from contact_methods
      where deleted_at is null
    ) c) as contact_methods,
    (select coalesce(json_agg(n order by n.display_date desc, n.id desc), '[]'::json) from (
      select n.id, n.title, n.slug, n.summary, n.content, n.url, n.display_date, n.brand_id, n.type as type_string,
        b.name as brand_string, n.images, n.category
      from news n join brands b on b.id = n.brand_id
      where n.published and n.deleted_at is null and n.display_date <= now()
      order by n.display_date desc, n.id desc
      limit ${NEWS_LIMIT}
    ) n) as news,
    (select coalesce(json_agg(s order by s.sort_order, s.id), '[]'::json) from (
      select s.id, s.title, s.slug_url, s.brand_id, b.name as brand_string, s.category as category_string,
        s.video_path, s.poster_path, s.link_url, s.sort_order
      from stories s join brands b on b.id = s.brand_id
      where s.published and s.deleted_at is null
    ) s) as stories,
    (select coalesce(json_agg(b order by b.sort_order, b.id), '[]'::json) from (
      select id, name, url, images, sort_order from banners
      where active and deleted_at is null
        and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
    ) b) as banners,
    (select coalesce(json_agg(p), '[]'::json) from (
      select id, name, url, image, active, starts_at, ends_at, deleted_at from popups
    ) p) as popups,
    (select coalesce(json_agg(f order by f.brand_id, f.sort_order, f.family_id), '[]'::json) from (
      select brand_id, id as family_id, family, name, image, body_style, sort_order from families
    ) f) as vehicles,
    (select coalesce(json_agg(p order by p.brand_id, p.id), '[]'::json) from (
      select id, brand_id, fullname, zoom_link, whatsapp_number from salespeople where active and deleted_at is null
    ) p) as salespeople,
    (select coalesce(json_agg(s), '[]'::json) from (
      select key, value from site_settings
      where key in (${sql.join(
        [
          SITE_SETTING_KEYS.whatsappNumber,
          SITE_SETTING_KEYS.instagramUrl,
          SITE_SETTING_KEYS.facebookUrl,
          SITE_SETTING_KEYS.usedVehiclesUrl,
        ].map((key) => sql`${key}`),
        sql`, `,
      )})
    ) s) as settings,
    (select coalesce(json_agg(l order by l.sort_order, l.id), '[]'::json) from (
      select id, name, province, address, map_url, latitude, longitude, phones, opening_hours, sort_order
      from locations where deleted_at is null
    ) l) as locations,
    (select coalesce(json_agg(b order by b.brand_id), '[]'::json) from (
      select b.id as brand_id, b.name, s.booking_price, s.service_appointment_url, s.plan_subscription_url_template
      from brands b left join brand_settings s on s.brand_id = b.id
    ) b) as brands
`;

export async function readParameters(db: Database): Promise<Parameters> {
  const [row] = await selectRows<ParametersRow>(db, PARAMETERS_QUERY);
  if (!row) throw new Error('The parameters query returned no row');

  const brandNames = new Map(row.brands.map((brand) => [brand.brand_id, brand.name]));
  const settings = new Map(row.settings.map((setting) => [setting.key, setting.value]));

  return {
    contact_methods: row.contact_methods.map((method) => ({
      id: method.id,
      brand_id: method.brand_id,
      department: method.department,
      phone: method.phone,
      zoom_link: method.zoom_link,
      whatsapp_number: method.whatsapp_number,
    })),
    news: row.news.map(
      (item): NewsItem => ({
        id: item.id,
        title: item.title,
        slug: item.slug,
        summary: item.summary,
        content: item.content,
        url: item.url,
        display_date: new Date(item.display_date).toISOString(),
        brand_id: item.brand_id,
        type_string: item.type_string,
        brand_string: item.brand_string,
        images: item.images.map(contentImage),
        category: item.category,
      }),
    ),
    stories: row.stories.map(
      (story): Story => ({
        id: story.id,
        title: story.title,
        slug_url: story.slug_url,
        brand_id: story.brand_id,
        brand_string: story.brand_string,
        category_string: story.category_string,
        video_path: story.video_path,
        poster_path: story.poster_path,
        link_url: story.link_url,
      }),
    ),
    banners: row.banners.map(
      (banner): Banner => ({
        id: banner.id,
        name: banner.name,
        url: banner.url,
        images: banner.images.map((image) => ({
          path: image.path,
          size: { width: image.width, height: image.height },
          ...(image.alt ? { alt: image.alt } : {}),
        })),
      }),
    ),
    // Which are live and their order: the one rule the back office's list shows staff too.
    popups: livePopupsInSiteOrder(
      row.popups.map((popup) => ({
        ...popup,
        startsAt: popup.starts_at,
        endsAt: popup.ends_at,
        deletedAt: popup.deleted_at,
      })),
      new Date(),
    ).map(
      (popup): Popup => ({
        id: popup.id,
        name: popup.name,
        url: popup.url,
        image: contentImage(popup.image),
      }),
    ),
    vehicles: row.vehicles.map(
      (family): VehicleImage => ({
        brand_id: family.brand_id,
        family_id: family.family_id,
        family: family.family,
        name: family.name,
        image: family.image ?? vehicleImagePath(family.body_style, FAMILY_PICTURE_COLOR),
      }),
    ),
    salespeople: groupByBrand(row.salespeople, (person) => ({
      id: person.id,
      fullname: person.fullname,
      zoom_link: person.zoom_link,
      whatsapp_number: person.whatsapp_number,
    })),
    whatsapp_number: settings.get(SITE_SETTING_KEYS.whatsappNumber) ?? null,
    locations: row.locations.map(
      (location): Location => ({
        id: location.id,
        name: location.name,
        province: location.province,
        address: location.address,
        map_url: location.map_url,
        latitude: location.latitude,
        longitude: location.longitude,
        phones: location.phones.map((phone) => ({
          brand_id: phone.brandId,
          brand_string: phone.brandId === null ? null : (brandNames.get(phone.brandId) ?? null),
          department: phone.department,
          label: phone.label,
          number: phone.number,
          whatsapp: phone.whatsapp,
        })),
        opening_hours: location.opening_hours.map((hours) => ({ days: hours.days, hours: hours.hours })),
      }),
    ),
    booking_prices: bookingPricesOf(row.brands),
    plan_subscription_urls: byBrandWhereSet(row.brands, (brand) => brand.plan_subscription_url_template),
    service_appointment_urls: byBrandWhereSet(row.brands, (brand) => brand.service_appointment_url),
    links: {
      instagram_url: settings.get(SITE_SETTING_KEYS.instagramUrl) ?? null,
      facebook_url: settings.get(SITE_SETTING_KEYS.facebookUrl) ?? null,
      used_vehicles_url: settings.get(SITE_SETTING_KEYS.usedVehiclesUrl) ?? null,
    },
  };
}

/** docs/product.md §D1: every brand's deposit, the default already applied, so no page needs to know it. */
export function bookingPricesOf(rows: readonly { brand_id: number; booking_price: number | null }[]) {
  const prices: ByBrand<number> = {};
  for (const row of rows) prices[String(row.brand_id)] = depositFor(row.booking_price);
  return prices;
}

function byBrandWhereSet(rows: readonly BrandRow[], pick: (row: BrandRow) => string | null): ByBrand<string> {
  const values: ByBrand<string> = {};
  for (const row of rows) {
    const value = pick(row);
    if (value) values[String(row.brand_id)] = value;
  }
  return values;
}

function groupByBrand<Row extends { brand_id: number }, Item>(
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): ByBrand<Item[]> {
  const groups: ByBrand<Item[]> = {};
  for (const row of rows) {
    const key = String(row.brand_id);
    const group = groups[key] ?? [];
    group.push(toItem(row));
    groups[key] = group;
  }
  return groups;
}

/** Only the fields a page needs, whatever else an editor stored in the JSON. */
function contentImage(image: ImageRef): ContentImage {
  return {
    path: image.path,
    width: image.width,
    height: image.height,
    ...(image.alt ? { alt: image.alt } : {}),
  };
}
