import { serve } from '@hono/node-server';
import { openDatabase } from '../../server/db/client';
import { createTestPageCache } from './test-page-cache';
import { cachedUnitsPage } from './units-page';

/**
 * Another process of the site: the units page behind a page cache of its own, on PAGE_CACHE_DATABASE_URL and
 * PAGE_CACHE_PORT; it prints "listening" once it answers (server/page-cache/page-cache.postgres-test.ts).
 */
const url = process.env.PAGE_CACHE_DATABASE_URL;
const port = Number(process.env.PAGE_CACHE_PORT);
if (!url || !port) throw new Error('PAGE_CACHE_DATABASE_URL and PAGE_CACHE_PORT are needed');
const database = await openDatabase({ url });
const cache = await createTestPageCache(database);
serve({ fetch: cachedUnitsPage(cache, database.db).fetch, port, hostname: '127.0.0.1' }, () =>
  console.log('listening'),
);
