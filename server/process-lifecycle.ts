import cluster from 'node:cluster';
import { errorSummary, type Logger } from './platform/logger';
import { REQUESTS_STOP_BOUND_MS } from './stoppable-server';

/** What stopping may take after the requests: the background jobs' last round, the change feed, the database. */
const AFTER_REQUESTS_MS = 10_000;

/** A process that has not stopped in this time exits anyway, non-zero (docs/decisions/0048). */
export const PROCESS_STOP_BOUND_MS = REQUESTS_STOP_BOUND_MS + AFTER_REQUESTS_MS;

export interface ProcessLifecycle {
  /**
   * What to do when the process stops. The step added last is done first: what was started last (the HTTP server)
   * uses what was started before it (the database).
   */
  onStop(name: string, step: () => Promise<void> | void): void;
}

/**
 * How this process ends (docs/decisions/0048):
 * - on SIGTERM or SIGINT it runs its stop steps and exits 0 (1 if a step failed);
 * - on a fatal error (an uncaught exception, an unhandled rejection) it logs one JSON line, with `errorSummary` and
 *   never the error's message or a raw stack, runs the same steps and exits 1 (a cluster's primary starts another
 *   worker); a second one while stopping exits at once;
 * - if the steps have not finished within `boundMs`, it exits 1.
 * Installed before anything is opened, so a failure while starting is logged the same way.
 */
export function manageProcess(logger: Logger, options: { boundMs?: number } = {}): ProcessLifecycle {
  const boundMs = options.boundMs ?? PROCESS_STOP_BOUND_MS;
  const steps: { name: string; run: () => Promise<void> | void }[] = [];
  let stopping = false;

  async function stop(reason: string, code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    // Not unref'd: a step waiting on nothing that keeps the process alive must not let it end with 0.
    setTimeout(() => {
      logger.error({ reason, boundMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, boundMs);
    let exitCode = code;
    for (const step of [...steps].reverse()) {
      try {
        await step.run();
      } catch (error) {
        exitCode = 1;
        logger.error({ step: step.name, err: errorSummary(error) }, 'shutdown step failed');
      }
    }
    logger.info({ reason, code: exitCode }, 'stopped');
    process.exit(exitCode);
  }

  function fatal(error: unknown, origin: string) {
    logger.fatal({ origin, err: errorSummary(error) }, 'fatal error');
    if (stopping) process.exit(1);
    void stop('fatal error', 1);
  }

  process.on('uncaughtException', (error, origin) => fatal(error, origin));
  process.on('unhandledRejection', (reason) => fatal(reason, 'unhandledRejection'));
  // Repeated signals (a process manager that signals the whole group, an impatient Ctrl-C) change nothing.
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));
  // A worker is restarted by its primary (server/cluster.ts), which a SIGHUP to the whole group also reaches.
  if (cluster.isWorker) process.on('SIGHUP', () => {});

  return {
    onStop(name, run) {
      steps.push({ name, run });
    },
  };
}
