import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { DEFAULT_BRAND_ID } from '#domain/catalogue/brands';
import {
  type ByBrand,
  type ContactDepartment,
  type OpeningHours,
  SITE_SETTING_KEYS,
} from '#domain/content/content';
import { DEALERSHIP } from '#domain/content/dealership';
import { depositFor } from '#domain/operation/deposit';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared-statement';
import { brandSettings, brands, contactMethods, locations, siteSettings } from '../db/schema';

/** Read by every step of a buyer's flow (docs/decisions/0092). */
const bookingPriceOf = preparedStatement((db) =>
  db
    .select({ bookingPrice: brandSettings.bookingPrice })
    .from(brandSettings)
    .where(eq(brandSettings.brandId, sql.placeholder('brandId')))
    .limit(1)
    .prepare('booking_price_of_brand'),
);

/** docs/product.md §D1: the deposit charged for a unit of this brand, in pesos: its booking_price, otherwise 200000. */
export async function bookingPrice(db: Database, brandId: number): Promise<number> {
  const [row] = await bookingPriceOf(db).execute({ brandId });
  return depositFor(row?.bookingPrice);
}

/** Every brand's deposit, keyed by brand id as the parameters answer has it. */
export async function bookingPrices(db: Database): Promise<ByBrand<number>> {
  const rows = await db
    .select({ brandId: brands.id, bookingPrice: brandSettings.bookingPrice })
    .from(brands)
    .leftJoin(brandSettings, eq(brandSettings.brandId, brands.id))
    .orderBy(asc(brands.id));
  return Object.fromEntries(rows.map((row) => [String(row.brandId), depositFor(row.bookingPrice)]));
}

/**
 * Where messages for a department go: the brand's own address, else the dealership's (brand 5), else the general
 * address, so a lead always has a recipient. Addresses are never part of a public answer.
 */
export async function departmentEmail(
  db: Database,
  department: ContactDepartment,
  brandId: number = DEFAULT_BRAND_ID,
): Promise<string> {
  const [row] = await db
    .select({ email: contactMethods.email })
    .from(contactMethods)
    .where(
      and(
        eq(contactMethods.department, department),
        inArray(contactMethods.brandId, [brandId, DEFAULT_BRAND_ID]),
        isNull(contactMethods.deletedAt),
        isNotNull(contactMethods.email),
        ne(contactMethods.email, ''),
      ),
    )
    .orderBy(
      sql`${contactMethods.brandId} = ${brandId} desc`,
      asc(contactMethods.sortOrder),
      asc(contactMethods.id),
    )
    .limit(1);
  return row?.email ?? DEALERSHIP.email;
}

/** A site-wide setting, or undefined when it is not set. */
export async function siteSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .limit(1);
  return row?.value || undefined;
}

/** Where job applications (POST /cv) go: the jobs_email setting, else the administration department. */
export async function jobsEmail(db: Database): Promise<string> {
  return (
    (await siteSetting(db, SITE_SETTING_KEYS.jobsEmail)) ??
    departmentEmail(db, 'administration', DEFAULT_BRAND_ID)
  );
}

/** A branch where a buyer completes a purchase: its address and opening hours. */
export interface Office {
  name: string;
  address: string;
  openingHours: OpeningHours[];
}

/** The branch of this name (a stock unit's location names its branch); null when there is none. */
export async function officeNamed(db: Database, name: string): Promise<Office | null> {
  const [row] = await db
    .select({ name: locations.name, address: locations.address, openingHours: locations.openingHours })
    .from(locations)
    .where(eq(locations.name, name))
    .limit(1);
  return row ?? null;
}
