/** How long a step waits for an idle moment at most, and, without requestIdleCallback, how long it waits at all. */
const IDLE_TIMEOUT_MS = 3000;
const WITHOUT_IDLE_CALLBACK_MS = 1500;

/**
 * Runs each step (typically a part's code asked for ahead of its first use) in an idle moment of its own, the next one
 * once the last has finished: the scripts of several parts evaluated at once would make one long task after the first
 * screen (docs/decisions/0090). Returns what stops the steps not yet started.
 */
export function eachWhenIdle(steps: readonly (() => Promise<unknown>)[]): () => void {
  let stopped = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (index: number) => {
    const step = steps[index];
    if (stopped || !step) return;
    const start = () => {
      void step()
        .catch(() => {})
        .then(() => run(index + 1));
    };
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(start, WITHOUT_IDLE_CALLBACK_MS);
  };
  run(0);
  return () => {
    stopped = true;
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
