import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { STOCK_SEARCH_PATH } from '#domain/catalogue/stock-search';
import { searchFiltersKey } from '#domain/catalogue/stock-search-filters';
import { readSearchFilters } from '#domain/catalogue/stock-search-filters-read';
import { STOCK_SEARCH_PAGE_PATH } from '#domain/catalogue/stock-search-path';
import type { Database } from '../db/client';
import { mendozaToday } from '../db/mendoza-days';

/**
 * The demand's most used searches (docs/decisions/0086): each search asked, counted by its filters' key and day, with
 * no personal data. A search must stay as fast as the kept catalogue makes it, so a use is a count in memory, and the
 * counts go to the database in one statement every SEARCH_USES_FLUSH_MS: a process that dies loses those seconds.
 */

export const SEARCH_USES_FLUSH_MS = 10_000;
/**
 * Keys counted in memory between two writes at most. Prices are free numbers, so a client could invent a new search
 * per request: past this, new ones wait for the next write, and the searches already counted still count.
 */
export const SEARCH_USES_MAX_KEYS = 2_000;

class SearchUseBatch {
  private counts = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<number> = Promise.resolve(0);

  constructor(private readonly db: Database) {}

  add(key: string) {
    const count = this.counts.get(key);
    if (count === undefined && this.counts.size >= SEARCH_USES_MAX_KEYS) return;
    this.counts.set(key, (count ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush().catch(() => {}), SEARCH_USES_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is counted, after any write under way; counts added meanwhile wait for the next. */
  flush(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = this.counts;
    this.counts = new Map();
    this.writing = this.writing.catch(() => 0).then(() => writeCounts(this.db, counts));
    return this.writing;
  }
}

async function writeCounts(db: Database, counts: ReadonlyMap<string, number>): Promise<number> {
  if (counts.size === 0) return 0;
  const rows = sql.join(
    [...counts].map(([key, count]) => sql`(${key}, ${mendozaToday}, ${count}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into search_uses (query_key, day, count) values ${rows}
        on conflict (query_key, day) do update set count = search_uses.count + excluded.count`,
  );
  return counts.size;
}

const batches = new WeakMap<Database, SearchUseBatch>();

function batchOf(db: Database): SearchUseBatch {
  let batch = batches.get(db);
  if (!batch) {
    batch = new SearchUseBatch(db);
    batches.set(db, batch);
  }
  return batch;
}

/**
 * Counts one use of a stock search (docs/product.md §7 parameters, as a query or an object): its filters, with the
 * order and the page left out. Parameters the search refuses, and a search without filters, count nothing. Costs a
 * parse and a count in memory.
 */
export function recordSearchUse(
  db: Database,
  query: URLSearchParams | Readonly<Record<string, unknown>>,
): void {
  const key = searchKeyOf(query);
  if (key) batchOf(db).add(key);
}

/** The key of a query's filters; null when the search refuses it or it has none. */
function searchKeyOf(query: URLSearchParams | Readonly<Record<string, unknown>>): string | null {
  const reading = readSearchFilters(query instanceof URLSearchParams ? Object.fromEntries(query) : query);
  return reading.ok ? searchFiltersKey(reading.filters) || null : null;
}

/** The keys of the queries read lately, as they came: the same search asked again costs a look-up, not a parse. */
const keysOfQueries = new Map<string, string | null>();
const KEYS_OF_QUERIES_MAX = 1_000;

function recordQuery(db: Database, query: string): void {
  let key = keysOfQueries.get(query);
  if (key === undefined) {
    if (keysOfQueries.size >= KEYS_OF_QUERIES_MAX) keysOfQueries.clear();
    key = searchKeyOf(new URLSearchParams(query));
    keysOfQueries.set(query, key);
  }
  if (key) batchOf(db).add(key);
}

/** Writes the uses counted in memory now (a process that stops; tests). Gives how many searches were written. */
export function flushSearchUses(db: Database): Promise<number> {
  return batches.get(db)?.flush() ?? Promise.resolve(0);
}

/** The addresses whose reads are searches: the JSON search, the search page and its data request. */
const SEARCH_ADDRESSES = new Set([
  STOCK_SEARCH_PATH,
  STOCK_SEARCH_PAGE_PATH,
  `${STOCK_SEARCH_PAGE_PATH}.data`,
]);

/**
 * Counts the searches at the server's door, in front of the page cache (docs/decisions/0086): a kept answer is sent
 * without the app, so neither the JSON route nor the page's loader sees the requests it answers.
 */
export function countSearchUses(db: Database, listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    if (request.method === 'GET' && url.length > 1) {
      const query = url.indexOf('?');
      if (query > 0 && SEARCH_ADDRESSES.has(url.slice(0, query))) recordQuery(db, url.slice(query + 1));
    }
    listener(request, response);
  };
}
