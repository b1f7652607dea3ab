import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UnknownBrandError } from '../../domain/brands';
import { CatalogueUnavailableError } from '../../domain/catalogue';
import { InvalidInputError, NotFoundError, ServiceUnavailableError } from '../errors';
import { errorSummary, type Logger } from '../logger';

/** The one place where an expected failure becomes a status; anything else is a 500 without details. */
export function errorResponse(error: unknown, c: Context, logger: Logger) {
  if (error instanceof NotFoundError) return c.json({ error: error.message }, 404);
  if (error instanceof UnknownBrandError) return c.json({ error: 'La marca no existe.' }, 404);
  if (error instanceof InvalidInputError) return c.json({ error: error.message, issues: error.issues }, 400);
  if (error instanceof CatalogueUnavailableError || error instanceof ServiceUnavailableError) {
    logger.warn({ err: { name: error.name, message: error.message } }, 'dependency unavailable');
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
