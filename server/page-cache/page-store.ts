import { LRUCache } from 'lru-cache';
import type { ContentEncoding } from '../http/accept-encoding';
import { InvalidationClock } from './invalidation-clock';

/** The encodings a page is kept in: as rendered, and compressed for the browsers that accept it. */
export type PageEncoding = ContentEncoding;

export interface StoredPage {
  /** The answer's own headers (its type, its Content-Security-Policy), the same in every encoding. */
  headers: Readonly<Record<string, string>>;
  /** A digest of the page as rendered, the same in every encoding (a weak validator). */
  etag: string;
  bodies: Readonly<Record<PageEncoding, Buffer>>;
  /** What the page read (server/page-cache/tags.ts): a change to any of them drops it. */
  tags: readonly string[];
  /**
   * How the site sent the page in each encoding, taken from the first whole answer it sent (server/page-cache/
   * direct-answers.ts): the next requests for it are sent the same, without the app.
   */
  sent: Partial<Record<PageEncoding, SentAnswer>>;
}

/** An answer as the site sent it: its headers (but the request's own id), and its route for the metrics. */
export interface SentAnswer {
  /** Names and values in turn, as Node's `writeHead` takes them. */
  headers: readonly string[];
  route: string;
}

/**
 * The rendered pages, by key, within a memory budget (the least recently used go first), and the invalidations that
 * drop them. A page rendered while something it read changed is not kept: `mark()` is taken before the render, and
 * `store()` refuses the page if one of its tags was invalidated after the mark, so a kept page never mixes data from
 * before and after a change.
 */
export class PageStore {
  readonly #pages: LRUCache<string, StoredPage>;
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #clock = new InvalidationClock();

  constructor(maxBytes: number) {
    this.#pages = new LRUCache<string, StoredPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) =>
        page.bodies.identity.byteLength + page.bodies.gzip.byteLength + page.bodies.br.byteLength,
      dispose: (page, key) => this.#unindex(key, page),
    });
  }

  get(key: string): StoredPage | undefined {
    return this.#pages.get(key);
  }

  /** The moment before a render, for `store`. */
  mark(): number {
    return this.#clock.mark();
  }

  /** Keeps the page unless something it read was invalidated after `mark`; says whether it was kept. */
  store(key: string, page: StoredPage, mark: number): boolean {
    if (this.#clock.changedSince(page.tags, mark)) return false;
    this.#pages.set(key, page);
    if (!this.#pages.has(key)) return false; // larger than the whole budget
    for (const tag of page.tags) {
      const keys = this.#keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.#keysByTag.set(tag, keys);
    }
    return true;
  }

  /** Drops every page that read `tag`; returns how many. */
  invalidate(tag: string): number {
    this.#clock.invalidate(tag);
    const keys = this.#keysByTag.get(tag);
    if (!keys) return 0;
    const count = keys.size;
    for (const key of [...keys]) this.#pages.delete(key);
    return count;
  }

  /** Drops every page, and every render under way: what changed is unknown (notifications may have been missed). */
  clear(): void {
    this.#clock.clear();
    this.#pages.clear();
  }

  #unindex(key: string, page: StoredPage): void {
    for (const tag of page.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
