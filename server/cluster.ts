import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger';

/** A worker that stopped by itself is started again after this, so one that cannot start does not spin the machine. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of a clustered server (docs/decisions/0023): runs `workers` copies of this program, which share the port
 * (node:cluster hands them the connections), starts another when one dies, and on SIGTERM or SIGINT stops them all,
 * waits for each to close its database, and exits.
 */
export function runPrimary(workers: number, logger: Logger): void {
  const alive = new Set<Worker>();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(0);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'worker stopped; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: alive.size }, 'stopping the workers');
    if (alive.size === 0) process.exit(0);
    for (const worker of alive) worker.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  logger.info({ workers }, 'starting the workers');
  for (let index = 0; index < workers; index += 1) fork();
}
