import type { Logger } from '../platform/logger';
import type { DatabaseHandle, HeldLock } from './client';

/** The lock whose holder runs the background jobs (mail sender, payment reconciliation, retention). */
export const BACKGROUND_JOBS_LOCK = 'territorio:background-jobs';

/** How often a process that does not lead asks again, and the leader checks that its lock is still its own. */
export const LEADERSHIP_RETRY_MS = 10_000;

export interface LedWork {
  stop(): Promise<void>;
}

export interface Leadership {
  /** Stops the work if this process runs it, and gives the lock up for another process to take. */
  stop(): Promise<void>;
}

/**
 * Runs `start`'s work in exactly one of the processes that share the database (docs/decisions/0022): the one that holds
 * `lockName`. The others ask again every `retryMs`: when the holder dies, its connection and its lock end with it, and
 * one of them takes over within that time. A leader that finds its lock gone (its connection ended) stops the work
 * before anyone else can start it again.
 */
export function runAsLeader(
  handle: DatabaseHandle,
  lockName: string,
  start: () => LedWork,
  options: { retryMs?: number; logger?: Logger } = {},
): Leadership {
  const retryMs = options.retryMs ?? LEADERSHIP_RETRY_MS;
  const { logger } = options;
  let stopped = false;
  let held: HeldLock | null = null;
  let work: LedWork | undefined;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  async function step() {
    try {
      if (held && !(await held.stillHeld())) {
        logger?.warn({ lock: lockName }, 'lock lost: stopping the work it guards');
        await work?.stop();
        work = undefined;
        held = null;
      }
      if (!held && !stopped) {
        held = await handle.holdLock(lockName);
        if (held) {
          logger?.info({ lock: lockName }, 'lock taken: this process runs the work it guards');
          work = start();
        }
      }
    } catch (error) {
      // The database is away: ask again in the next round.
      logger?.warn({ lock: lockName, err: error }, 'could not take or check the lock');
    }
    if (!stopped) timer = setTimeout(() => (round = step()), retryMs);
  }

  round = step();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      await work?.stop();
      work = undefined;
      await held?.release();
      held = null;
    },
  };
}
