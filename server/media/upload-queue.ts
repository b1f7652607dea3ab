import type { Context, MiddlewareHandler } from 'hono';
import { createUploadSlots } from '../requests/upload-slots';

/**
 * Back-office uploads handled at once by one process. Each holds its body in memory (the form is read whole, up to
 * 51 MB, in a few copies) and decodes its pictures one after another; two at once keep a process's memory within the
 * bound README states while a second editor need not wait for the first (docs/decisions/0046).
 */
export const MEDIA_UPLOADS_AT_ONCE = 2;
/** How long an upload waits for a place: a few pictures' processing, not a person's patience. */
export const MEDIA_UPLOAD_WAIT_MS = 30_000;
const MEDIA_UPLOAD_RETRY_AFTER_SECONDS = 30;
export const MEDIA_UPLOADS_BUSY_MESSAGE =
  'Estamos procesando otras imágenes y videos del panel. Probá de nuevo en un minuto: no se guardó nada de este envío.';

export interface MediaUploadQueueOptions {
  /** Uploads handled at once; the rest wait. */
  places: number;
  /** How long one waits for a place before it is answered 503. */
  waitMs: number;
}

/**
 * The queue of the back office's uploads (pictures, a story's video), taken before their body is read, so memory is
 * bounded by the places and not by what arrives: a waiting upload's body stays unread in its connection. Past the
 * wait the upload is answered 503 with Retry-After and nothing of it is kept. `run` wraps what reads and handles the
 * body; the place is freed when it settles, whether it answered or failed.
 */
export function createMediaUploadQueue(
  options: MediaUploadQueueOptions = { places: MEDIA_UPLOADS_AT_ONCE, waitMs: MEDIA_UPLOAD_WAIT_MS },
) {
  const slots = createUploadSlots(options.places, options.waitMs);
  return {
    async run(c: Context, handle: () => ReturnType<MiddlewareHandler>): ReturnType<MiddlewareHandler> {
      const release = await slots.acquire();
      if (!release) {
        c.header('retry-after', String(MEDIA_UPLOAD_RETRY_AFTER_SECONDS));
        c.header('cache-control', 'private, no-store');
        return c.text(MEDIA_UPLOADS_BUSY_MESSAGE, 503);
      }
      try {
        return await handle();
      } finally {
        release();
      }
    },
    /** Uploads being handled and waiting now (for tests and metrics). */
    get inFlight() {
      return slots.inFlight;
    },
    get waiting() {
      return slots.waiting;
    },
  };
}

export type MediaUploadQueue = ReturnType<typeof createMediaUploadQueue>;
