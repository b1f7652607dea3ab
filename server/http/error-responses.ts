import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UnknownBrandError } from '#domain/catalogue/brands';
import { CatalogueUnavailableError } from '#domain/catalogue/catalogue';
import { isDatabaseUnavailable } from '../db/client';
import { databaseErrorCode } from '../db/resilient-pool';
import { RefusalError, ServiceUnavailableError } from '../platform/errors';
import { errorSummary, type Logger } from '../platform/logger';

/** A restart of PostgreSQL takes a few seconds; the pool has already tried once more before this answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Another dependency (a remote catalogue, a missing rate, the disk) is seldom back in seconds. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'No podemos atender tu pedido en este momento. Probá de nuevo en unos segundos.';
export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.';

/** A failure that says nothing about the request: what it answers (503), and when to come back. */
export interface Unavailability {
  message: string;
  retryAfterSeconds: number;
}

/**
 * The answer to an error that says something the request needs is away (docs/product.md §8): the database (a restart,
 * a lost or refused connection, as `isDatabaseUnavailable` knows them), a remote catalogue or another dependency; it
 * is logged as one line without details (with `line` added). Undefined for any other error. The one rule for the API
 * (`errorResponse`) and the pages (server/http/ssr.ts).
 */
export function unavailableAnswer(
  error: unknown,
  logger: Logger,
  line: object = {},
): Unavailability | undefined {
  // A remote catalogue's refused or lost connection is not the database's, though its socket error reads the same.
  const remote = remoteCatalogueFailure(error);
  // Checked before ServiceUnavailableError: a module may wrap a lost connection in one (as `cause`).
  if (!remote && isDatabaseUnavailable(error)) {
    // The driver's message can quote the statement and its values: only the kind of failure is logged.
    logger.warn(
      { ...line, err: { name: (error as Error).name, code: databaseErrorCode(error) } },
      'database unavailable',
    );
    return { message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  const dependency = remote ?? (error instanceof ServiceUnavailableError ? error : undefined);
  if (!dependency) return undefined;
  logger.warn(
    { ...line, err: { name: dependency.name, message: dependency.message } },
    'dependency unavailable',
  );
  return { message: DEPENDENCY_UNAVAILABLE_MESSAGE, retryAfterSeconds: DEPENDENCY_RETRY_AFTER_SECONDS };
}

/** The remote catalogue's failure, if the error is one or wraps one (as `cause`, a few levels deep at most). */
function remoteCatalogueFailure(error: unknown): CatalogueUnavailableError | undefined {
  let link = error;
  for (let depth = 0; depth < 5 && link instanceof Error; depth += 1) {
    if (link instanceof CatalogueUnavailableError) return link;
    link = link.cause;
  }
  return undefined;
}

/** The one place where an expected failure becomes a status; anything else is a 500 without details. */
export function errorResponse(error: unknown, c: Context, logger: Logger) {
  // The client closed the connection before its body was all sent (a closed tab, a lost signal): reading the rest
  // failed with a socket's error, which is neither a dependency's outage nor ours. Nobody is there to read the answer.
  if (leftWhileSending(c)) {
    logger.info('the client left before sending the whole body');
    return c.json({ error: 'La solicitud no es válida.' }, 400);
  }
  if (error instanceof RefusalError) return c.json({ error: error.message, ...error.details }, error.status);
  if (error instanceof UnknownBrandError) return c.json({ error: 'La marca no existe.' }, 404);
  const unavailable = unavailableAnswer(error, logger);
  if (unavailable) {
    c.header('retry-after', String(unavailable.retryAfterSeconds));
    // A page asked for by a browser (the back office's session or the limit of posts checked before the page): the
    // message as text, which it shows as it is; anything else, as the API answers.
    if (c.req.header('accept')?.includes('text/html')) return c.text(unavailable.message, 503);
    return c.json({ error: unavailable.message }, 503);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 413
        ? 'El contenido enviado es demasiado grande.'
        : status < 500
          ? 'La solicitud no es válida.'
          : 'Ocurrió un error inesperado.';
    return c.json({ error: message }, status);
  }
  logger.error({ error: errorSummary(error) }, 'unhandled error');
  return c.json({ error: 'Ocurrió un error inesperado. Probá de nuevo en unos minutos.' }, 500);
}

/** Whether the request's body stopped arriving because its connection closed (under Node; never in process). */
function leftWhileSending(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.destroyed === true && !incoming.complete;
}
