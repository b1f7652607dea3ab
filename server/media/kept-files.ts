import { is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Database, selectRows } from '../db/client';
import * as catalogue from '../db/schema/catalogue';
import * as content from '../db/schema/content';
import type { KeptFiles } from '../storage';
import { MEDIA_KEY, MEDIA_KEY_PATTERN } from './store-image';

/**
 * Where rows may name a stored medium: every table of the site's content and of the catalogue, which the back office
 * edits (a picture's reference, a story's video, a model's image, a unit's photos, and any text or link that points
 * at one). A table added to either schema is looked through without a change here. The audit log's before and after
 * are history, not a use: a replaced picture goes once its grace is over.
 */
const TABLES_THAT_NAME_MEDIA: readonly PgTable[] = [
  ...Object.values(content),
  ...Object.values(catalogue),
].flatMap((value: unknown) => (is(value, PgTable) ? [value] : []));

/**
 * The back office's pictures and videos (`media/…`) for the sweep of files no row names (server/storage/sweep.ts).
 * Each table's whole rows are read as text and every media key in them is taken, so no column that names one (a
 * picture's jsonb reference, a path, a link in a news body) can be missed; rows removed but restorable count.
 */
export function mediaFiles(db: Database): KeptFiles {
  return {
    folder: 'media/',
    key: MEDIA_KEY,
    async named() {
      const found: SQL[] = TABLES_THAT_NAME_MEDIA.map(
        (table) =>
          sql`select (regexp_matches(${table}::text, ${MEDIA_KEY_PATTERN}, 'g'))[1] as key from ${table}`,
      );
      const rows = await selectRows<{ key: string }>(db, sql.join(found, sql` union `));
      return new Set(rows.map((row) => row.key));
    },
  };
}
