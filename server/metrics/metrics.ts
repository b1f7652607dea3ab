import { eq, sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/client';
import { mailOutbox, stockUnits } from '../db/schema';
import type { PageCacheObserver } from '../page-cache';
import { metricsText } from './cluster-metrics';

export interface MetricsDeps {
  db: Database;
  /** The pool's figures on PostgreSQL; none on PGlite, which has no pool. */
  poolStats?: () => PoolStats;
}

export interface Metrics {
  registry: Registry;
  /** The text GET /metrics answers with: every worker process's figures together (server/metrics/cluster-metrics.ts). */
  text(): Promise<string>;
  /** Records one answered request under its route pattern ('/v2/nissan/stock/:id', '/vehiculos-0km/:brand'). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** Counts the page cache's hits, misses and invalidations (server/page-cache). */
  pageCache: PageCacheObserver;
}

/** Upper bounds of the latency buckets, in seconds: a cached answer takes milliseconds, a slow page a second. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The process's figures in Prometheus's text format (docs/decisions/0021-metrics.md): requests and their latency by
 * route pattern, the database pool, the mail outbox's depth and the units held right now, besides Node's own
 * (memory, event-loop lag, garbage collection). The database figures are read when Prometheus asks, not per request.
 */
export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, from its arrival to its answer headers, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const { poolStats } = deps;
  if (poolStats) {
    new Gauge({
      name: 'database_pool_connections',
      help: 'Connections of the PostgreSQL pool: open in all, idle among them, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  new Gauge({
    name: 'mail_outbox_messages',
    help: 'E-mails in the outbox by status: pending and sending are still to be delivered.',
    labelNames: ['status'] as const,
    registers: [registry],
    // Every worker reads the same database: one worker's figure, not their sum.
    aggregator: 'first',
    async collect() {
      const rows = await deps.db
        .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.status} in ('pending', 'sending', 'failed')`)
        .groupBy(mailOutbox.status);
      this.reset();
      for (const status of ['pending', 'sending', 'failed'] as const)
        this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
    },
  });

  new Gauge({
    name: 'stock_units_held',
    help: 'Units held right now for a buyer who is paying the deposit.',
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.set(await deps.db.$count(stockUnits, eq(stockUnits.status, 'held')));
    },
  });

  const pageCacheRequests = new Counter({
    name: 'page_cache_requests_total',
    help: 'Public page requests answered from the page cache (hit) or rendered for it (miss).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const pageCacheInvalidations = new Counter({
    name: 'page_cache_invalidations_total',
    help: 'Changes that invalidated cached pages, by tag (site, rates, brand:<id>).',
    labelNames: ['tag'] as const,
    registers: [registry],
  });
  const pagesInvalidated = new Counter({
    name: 'page_cache_pages_invalidated_total',
    help: 'Cached pages dropped because something they show changed.',
    registers: [registry],
  });

  // One labelled child per method, route pattern and status, found by one key: prom-client would hash the labels on
  // every observation. Their number is bounded by the app's routes.
  const requestSeries = new Map<string, ReturnType<typeof requests.labels>>();
  const observeRequest: Metrics['observeRequest'] = ({ method, route, status, seconds }) => {
    const key = `${method} ${status} ${route}`;
    let series = requestSeries.get(key);
    if (!series) {
      series = requests.labels({ method, route, status: String(status) });
      requestSeries.set(key, series);
    }
    series.observe(seconds);
  };
  const pageCacheHits = pageCacheRequests.labels({ outcome: 'hit' });
  const pageCacheMisses = pageCacheRequests.labels({ outcome: 'miss' });

  return {
    registry,
    text: metricsText(registry),
    observeRequest,
    pageCache: {
      served: (outcome) => (outcome === 'hit' ? pageCacheHits : pageCacheMisses).inc(),
      invalidated(tag, pages) {
        pageCacheInvalidations.inc({ tag });
        pagesInvalidated.inc(pages);
      },
      sentDirectly: (request) => observeRequest({ ...request, status: 200 }),
    },
  };
}
