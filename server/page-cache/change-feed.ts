import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../platform/logger';
import { startTimedChanges } from './timed-changes';

/** The channel the database announces changes on (server/db/migrations/0011_page-cache-notifications.sql). */
export const PAGE_CACHE_CHANNEL = 'page_cache';

/** What keeps something the database may change: the kept pages, the kept reads. */
export interface ChangeSubscriber {
  /** Everything read under `tag` (server/page-cache/tags.ts) may have changed. */
  invalidate(tag: string): void;
  /** Anything may have changed: drop everything. */
  clear(): void;
}

export interface ChangeFeed {
  /** Whether changes are heard now; while they are not, nothing kept may be used. */
  readonly listening: boolean;
  /** Tells `subscriber` every change from now on, until the function it returns is called. */
  subscribe(subscriber: ChangeSubscriber): () => void;
  stop(): Promise<void>;
}

/**
 * Every committed change the database announces (LISTEN, or in-process on PGlite), and what changes by the clock alone
 * (a hold that lapses, a news item or a popup whose date comes) when its moment comes, told to every subscriber of this
 * process (docs/decisions/0024-page-cache.md). When the database cannot be heard, subscribers are cleared and the feed
 * says it is not listening until it hears again.
 */
export async function startChangeFeed(deps: {
  database: DatabaseHandle;
  logger: Logger;
}): Promise<ChangeFeed> {
  const subscribers = new Set<ChangeSubscriber>();
  let listening = false;
  const invalidate = (tag: string) => {
    for (const subscriber of subscribers) subscriber.invalidate(tag);
  };
  const clear = () => {
    for (const subscriber of subscribers) subscriber.clear();
  };
  const timed = startTimedChanges({ db: deps.database.db, logger: deps.logger, invalidate, clear });
  const unlisten = await deps.database.listen(PAGE_CACHE_CHANNEL, {
    onNotification(tag) {
      invalidate(tag);
      timed.refresh();
    },
    onListening(now) {
      listening = now;
      clear();
      if (now) timed.refresh();
      else deps.logger.warn('kept pages and reads off: the database cannot be heard');
    },
  });
  return {
    get listening() {
      return listening;
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async stop() {
      timed.stop();
      await unlisten();
    },
  };
}
