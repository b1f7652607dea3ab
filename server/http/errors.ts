import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UnknownBrandError } from '../../domain/brands';
import { CatalogueUnavailableError } from '../../domain/catalogue';
import { isDatabaseUnavailable } from '../db/client';
import { databaseErrorCode } from '../db/resilient-pool';
import { RefusalError, ServiceUnavailableError } from '../errors';
import { errorSummary, type Logger } from '../logger';

/** A restart of PostgreSQL takes a few seconds; the pool has already tried once more before this answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Another dependency (a remote catalogue, a missing rate, the disk) is seldom back in seconds. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'No podemos atender tu pedido en este momento. Probá de nuevo en unos segundos.';

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
  // Checked before the typed errors below: a module may wrap a lost connection in one of them (as `cause`).
  if (isDatabaseUnavailable(error)) {
    // The driver's message can quote the statement and its values: only the kind of failure is logged.
    logger.warn(
      { err: { name: (error as Error).name, code: databaseErrorCode(error) } },
      'database unavailable',
    );
    c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  }
  if (error instanceof CatalogueUnavailableError || error instanceof ServiceUnavailableError) {
    logger.warn({ err: { name: error.name, message: error.message } }, 'dependency unavailable');
    c.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    return c.json(
      { error: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.' },
      503,
    );
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
