import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import type { FileStorage } from './file-storage';

/**
 * How long a file that no row names stays in the storage (docs/decisions/0046). Every upload stores its file before
 * it writes the row that names it, so a refused post leaves no half-saved row: for those seconds the file is named by
 * nothing, and a stock file's preview waits in the storage until staff confirm it, the same working day. A day covers
 * both with room to spare; past it, the file is what a crash between the two steps, a replaced picture or a preview
 * never applied left behind.
 */
export const UNNAMED_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Leftovers go within the hour, as personal data past its retention does (server/retention). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Files removed in one run at most: a run never holds the storage for long, and a mistake in what rows name could
 * not empty the storage in one go. The next run goes on.
 */
const MAX_REMOVALS_PER_RUN = 1_000;

/** A kind of file the storage keeps for rows, as the module that stores them knows it. */
export interface KeptFiles {
  /** Their folder of keys: `media/`. */
  folder: string;
  /** The shape of the keys the site gives them; a file of another shape was not stored by the site and stays. */
  key: RegExp;
  /** Every key of this kind some row names now, removed rows that can be restored included. */
  named(): Promise<ReadonlySet<string>>;
}

/**
 * Removes the files of each kind that no row names and that were stored before the grace period: listed first, then
 * the names read (a row written meanwhile names a file already listed, and keeps it), and each file's stored time
 * read again just before it goes, since an upload of the same content stores it again before naming it
 * (server/media/store-image.ts `putBytes`). Returns how many went, by folder.
 */
export async function sweepUnnamedFiles(
  storage: FileStorage,
  kinds: readonly KeptFiles[],
  options: { now?: Date; graceMs?: number; maxRemovals?: number } = {},
): Promise<Record<string, number>> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? UNNAMED_FILE_GRACE_MS);
  let budget = options.maxRemovals ?? MAX_REMOVALS_PER_RUN;
  const removed: Record<string, number> = {};
  for (const kind of kinds) {
    const old: string[] = [];
    for await (const file of storage.list(kind.folder))
      if (kind.key.test(file.key) && file.storedAt.getTime() < cutoff) old.push(file.key);
    if (old.length === 0) continue;
    const named = await kind.named();
    let count = 0;
    for (const key of old) {
      if (budget === 0) break;
      if (named.has(key)) continue;
      const storedAt = await storage.storedAt(key);
      if (!storedAt || storedAt.getTime() >= cutoff) continue;
      await storage.remove(key);
      count++;
      budget--;
    }
    if (count > 0) removed[kind.folder] = count;
  }
  return removed;
}

/** Runs the sweep every hour, one run at a time, in the process that runs the background jobs. */
export function startFileSweepJob(
  deps: { storage: FileStorage; kinds: readonly KeptFiles[]; logger: Logger },
  everyMs = SWEEP_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger: deps.logger,
    failure: 'sweep of files no row names failed',
    runAtStart: true,
    run: async () => {
      const removed = await sweepUnnamedFiles(deps.storage, deps.kinds);
      if (Object.keys(removed).length > 0) deps.logger.info({ removed }, 'files no row names removed');
    },
  });
}
