/**
 * A module fetched once, however often it is asked for, and fetched again on the next call when the download failed
 * (a flaky network must not leave the part broken for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
