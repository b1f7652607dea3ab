import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { startPeriodicJob } from './periodic-job';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs on its period, never twice at once, and stop waits for the run under way', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const job = startPeriodicJob({
      everyMs: 1_000,
      logger: createLogger('silent'),
      failure: 'failed',
      run: () => {
        runs++;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    // Still running: the next ticks don't start another run.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('runs at start when asked, logs a failed run by its error name only, and tries again', async () => {
    vi.useFakeTimers();
    const warnings: unknown[] = [];
    const logger = createLogger('silent');
    vi.spyOn(logger, 'warn').mockImplementation(((entry: unknown, message: unknown) => {
      warnings.push([entry, message]);
    }) as typeof logger.warn);
    let runs = 0;
    const job = startPeriodicJob({
      everyMs: 1_000,
      logger,
      failure: 'the run failed',
      runAtStart: true,
      run: async () => {
        runs++;
        if (runs === 1) throw new TypeError('select … where email = juana@example.com');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    expect(warnings).toEqual([[{ err: { name: 'TypeError' } }, 'the run failed']]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    await job.stop();
  });
});
