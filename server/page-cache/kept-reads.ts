import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';
import { eachRead, type PageSources } from './tags';

/** Distinct reads kept at most: every brand's lists and each page of stock a visitor filtered, within a few megabytes. */
const MAX_READS = 2_000;

interface KeptRead {
  value: Promise<unknown>;
  tags: readonly string[];
}

/**
 * The catalogue and content reads the public pages make, kept in memory until the database announces a change to
 * what they read (docs/decisions/0024-page-cache.md): a page that is not kept whole is rendered without a query. A read
 * is kept from the moment it starts, so the requests that ask at the same time share one query, and a change drops it
 * even while it is under way. Kept values are frozen: a page that tried to change one would change it for every
 * visitor.
 */
export class KeptReads {
  readonly #reads = new LRUCache<string, KeptRead>({
    max: MAX_READS,
    dispose: (read, key) => this.#unindex(key, read.tags),
  });
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #changes: ChangeFeed;

  constructor(changes: ChangeFeed) {
    this.#changes = changes;
    changes.subscribe({
      invalidate: (tag) => {
        for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#reads.delete(key);
      },
      clear: () => this.#reads.clear(),
    });
  }

  /** The same sources, each read answered from memory while nothing it read has changed. */
  sources(sources: PageSources): PageSources {
    return eachRead(sources, ({ name, args, tags, run }) => {
      if (!this.#changes.listening) return run();
      const key = `${name}:${JSON.stringify(args)}`;
      const kept = this.#reads.get(key);
      if (kept) return kept.value as ReturnType<typeof run>;
      const value = Promise.resolve(run()).then(deepFreeze);
      const read = { value, tags };
      this.#reads.set(key, read);
      for (const tag of tags) {
        const keys = this.#keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        this.#keysByTag.set(tag, keys);
      }
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (this.#reads.peek(key) === read) this.#reads.delete(key);
      });
      return value as ReturnType<typeof run>;
    });
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

function deepFreeze<Value>(value: Value): Value {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const property of Object.values(value)) deepFreeze(property);
  return Object.freeze(value);
}
