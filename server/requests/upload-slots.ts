/**
 * A count of the uploads being received or processed now, so a burst of them can't hold the process: past `max`, a
 * new one waits up to `waitMs` for a place and is then refused (the caller answers 503 with Retry-After). Places are
 * handed out in the order uploads asked for them. The CV form (server/leads) and the back office's media
 * (server/media) each have their own.
 */
export function createUploadSlots(max: number, waitMs: number) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  return {
    /** A place, with the function that frees it (calling it twice frees it once); null after the wait. */
    async acquire(): Promise<(() => void) | null> {
      if (inFlight >= max) {
        const gotPlace = await new Promise<boolean>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(wake), 1);
            resolve(false);
          }, waitMs);
          waiting.push(wake);
        });
        if (!gotPlace) return null;
      } else {
        inFlight++;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        // The place passes straight to the next upload waiting; otherwise it is freed.
        if (next) next();
        else inFlight--;
      };
    },
    /** Uploads holding a place. */
    get inFlight() {
      return inFlight;
    },
    /** Uploads waiting for one. */
    get waiting() {
      return waiting.length;
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
