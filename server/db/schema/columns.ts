import { timestamp } from 'drizzle-orm/pg-core';

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
