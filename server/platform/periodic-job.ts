import type { Logger } from './logger';

export interface PeriodicJob {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs`, one run at a time: a run still going when the next is due is not started twice. A
 * failed run is logged by its error's name only (errors can quote queries and their parameters) and the next one
 * tries again. The timer never keeps the process alive.
 */
export function startPeriodicJob(options: {
  run: () => Promise<void>;
  everyMs: number;
  logger: Logger;
  /** The log message of a failed run. */
  failure: string;
  /** Also run once right away. */
  runAtStart?: boolean;
}): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= options
      .run()
      .catch((error: unknown) =>
        options.logger.warn({ err: { name: (error as Error).name } }, options.failure),
      )
      .finally(() => {
        running = null;
      });
  };
  if (options.runAtStart) tick();
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
