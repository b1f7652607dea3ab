/**
 * Counts invalidations, so that something read before a change is never kept after it: take `mark()` before reading,
 * and ask `changedSince(tags, mark)` before keeping what was read. Shared by the kept pages and the kept reads.
 */
export class InvalidationClock {
  #sequence = 0;
  /** The count at each tag's last invalidation. */
  readonly #invalidatedAt = new Map<string, number>();
  #clearedAt = 0;

  /** The moment before a read. */
  mark(): number {
    return this.#sequence;
  }

  invalidate(tag: string): void {
    this.#sequence += 1;
    this.#invalidatedAt.set(tag, this.#sequence);
  }

  /** Everything changed, or what changed is unknown. */
  clear(): void {
    this.#sequence += 1;
    this.#clearedAt = this.#sequence;
  }

  /** Whether anything under these tags may have changed after `mark`. */
  changedSince(tags: Iterable<string>, mark: number): boolean {
    if (this.#clearedAt > mark) return true;
    for (const tag of tags) if ((this.#invalidatedAt.get(tag) ?? 0) > mark) return true;
    return false;
  }
}
