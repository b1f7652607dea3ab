import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './platform/logger';
import { manageProcess, PROCESS_STOP_BOUND_MS } from './process-lifecycle';

/** A worker that stopped by itself is started again after this, so one that cannot start does not spin the machine. */
const RESTART_DELAY_MS = 1_000;

/** A worker started by a rolling restart that does not listen within this is given up, and the old ones are kept. */
const START_BOUND_MS = 60_000;

/** A worker asked to stop that has not exited after its own bound (and a little more) is killed. */
const WORKER_STOP_BOUND_MS = PROCESS_STOP_BOUND_MS + 2_000;

/** What a worker tells the primary once it listens on the site's port. */
const LISTENING = 'territorio:worker-listening';

/** In a worker, tells the primary that this worker now takes connections; elsewhere, nothing. */
export function tellPrimaryListening(): void {
  if (cluster.isWorker) process.send?.({ type: LISTENING });
}

/**
 * The primary of a clustered server (docs/decisions/0023, 0048): runs `workers` copies of this program, which share the
 * port (node:cluster hands them the connections), and starts another when one dies.
 * - On SIGTERM or SIGINT it asks every worker to stop (each answers what it has received, then closes its database),
 *   and exits 0 once they all have.
 * - On SIGHUP it replaces the workers one at a time: it starts a new one, waits until it listens, then stops an old
 *   one the same way, so there are always `workers` taking connections and no request is lost.
 */
export function runPrimary(workers: number, logger: Logger): void {
  const lifecycle = manageProcess(logger, { boundMs: WORKER_STOP_BOUND_MS + 1_000 });
  const alive = new Set<Worker>();
  /** Workers stopped on purpose (a rolling restart): not replaced when they exit. */
  const retiring = new Set<Worker>();
  let stopping = false;
  let restarting = false;
  let stoppedUncleanly = 0;

  const taking = () => alive.size - retiring.size;
  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (retiring.delete(worker)) return;
    if (stopping) {
      if (code !== 0) stoppedUncleanly += 1;
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'worker stopped; starting another');
    setTimeout(() => {
      if (!stopping && taking() < workers) fork();
    }, RESTART_DELAY_MS);
  });

  /** Sends SIGTERM (the worker stops gracefully) and resolves once it has exited, killing it past its bound. */
  const stopWorker = (worker: Worker): Promise<void> => {
    if (worker.isDead()) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_BOUND_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.process.kill('SIGTERM');
    });
  };

  /** Whether the worker came to listen; one that exits first, or does not listen in time, did not. */
  const listening = (worker: Worker): Promise<boolean> =>
    new Promise((resolve) => {
      const done = (listens: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(listens);
      };
      const onMessage = (message: unknown) => {
        if ((message as { type?: unknown } | null)?.type === LISTENING) done(true);
      };
      const onExit = () => done(false);
      const timer = setTimeout(() => {
        retiring.add(worker);
        void stopWorker(worker);
        done(false);
      }, START_BOUND_MS);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
    });

  async function restartOneAtATime() {
    if (stopping) return;
    if (restarting) {
      logger.info('a rolling restart is already under way');
      return;
    }
    restarting = true;
    try {
      const old = [...alive].filter((worker) => !retiring.has(worker));
      logger.info({ workers: old.length }, 'rolling restart: replacing the workers one at a time');
      for (const worker of old) {
        if (worker.isDead()) continue;
        const next = fork();
        if (!(await listening(next))) {
          if (!stopping)
            logger.error(
              { pid: next.process.pid },
              'rolling restart stopped: a new worker did not start; the others keep serving',
            );
          return;
        }
        if (stopping) return;
        retiring.add(worker);
        await stopWorker(worker);
        logger.info(
          { stopped: worker.process.pid, started: next.process.pid },
          'rolling restart: worker replaced',
        );
      }
      logger.info({ pids: [...alive].map((worker) => worker.process.pid) }, 'rolling restart done');
    } finally {
      restarting = false;
    }
  }
  process.on('SIGHUP', () => void restartOneAtATime());

  lifecycle.onStop('workers', async () => {
    stopping = true;
    logger.info({ workers: alive.size }, 'stopping the workers');
    await Promise.all([...alive].map(stopWorker));
    if (stoppedUncleanly > 0) {
      logger.error({ workers: stoppedUncleanly }, 'workers did not stop cleanly');
      throw new Error('workers did not stop cleanly');
    }
  });

  logger.info({ workers }, 'starting the workers');
  for (let index = 0; index < workers; index += 1) fork();
}
