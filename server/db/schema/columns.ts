import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the back office edits is never erased: a removed item keeps its row with the moment it was removed, stays off
 * the public pages, and can be restored (docs/decisions/0031).
 */
export const softDelete = {
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};

/** When the back office last saved the row. */
export const editedAt = {
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A picture with its intrinsic size, so pages reserve its box before it loads (no layout shift). */
export interface ImageRef {
  path: string;
  width: number;
  height: number;
  alt?: string;
}

/**
 * Where a lead or an operation came from (domain/shared/visit-source.ts, docs/decisions/0064): the campaign
 * parameters, the referring host and the landing path of the session's first page, and the channel the funnel
 * groups by ('directo' for the rows from before these columns).
 */
export const visitSourceColumns = () => ({
  originUtmSource: text('origin_utm_source'),
  originUtmMedium: text('origin_utm_medium'),
  originUtmCampaign: text('origin_utm_campaign'),
  originUtmTerm: text('origin_utm_term'),
  originUtmContent: text('origin_utm_content'),
  originSourceParam: text('origin_source_param'),
  originReferrerHost: text('origin_referrer_host'),
  originLandingPath: text('origin_landing_path'),
  originChannel: text('origin_channel').notNull().default('directo'),
});

/** A check's list of allowed values (`'a', 'b'`), written from the constants that are their home. */
export const valueList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
