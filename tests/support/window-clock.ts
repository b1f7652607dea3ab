import { vi } from 'vitest';

/**
 * Stops the clock (Date only; timers keep running) inside the current fixed window of `seconds`, away from both of
 * its edges, moving it as little as possible: a test's burst of counted requests then falls in one window whatever
 * the time it runs at. Undo with `vi.useRealTimers()`.
 */
export function stopClockInsideWindow(seconds: number): void {
  const windowMs = seconds * 1000;
  const margin = Math.min(60_000, windowMs / 4);
  const now = Date.now();
  const start = Math.floor(now / windowMs) * windowMs;
  vi.useFakeTimers({
    toFake: ['Date'],
    now: Math.min(Math.max(now, start + margin), start + windowMs - margin),
  });
}
