import { z } from 'zod';
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { apiErrorSchema } from '#domain/shared/api-answer-schemas';

/** The pieces every operation of the document is written with: JSON answers, the `data` envelope, the refusals. */

export const JSON_TYPE = 'application/json';

export function jsonAnswer(description: string, schema: z.ZodType): ZodOpenApiResponseObject {
  return { description, content: { [JSON_TYPE]: { schema } } };
}

/** docs/product.md §7: every successful answer of both APIs is `{"data": ...}`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

const retryAfter = z
  .string()
  .regex(/^\d+$/)
  .meta({ description: 'Segundos que conviene esperar antes de volver a intentar.' });

/** Each refusal the API answers, with `{ error, issues? }` in Spanish (docs/product.md §5, §8). */
const REFUSALS = {
  400: 'Lo enviado no es válido: `error` dice qué corregir e `issues`, cuando lo hay, trae un problema por campo.',
  401: 'La firma o el token no son válidos.',
  403: 'Falta la clave del entorno de prueba o no es válida.',
  404: 'No existe lo pedido (un recurso, una unidad, una operación con ese código).',
  409: 'El pedido choca con el estado actual (la unidad está apartada o reservada, la operación cambió o ya no se puede modificar).',
  413: 'El contenido enviado es demasiado grande.',
  415: 'El contenido no está en el formato que espera esta operación.',
  422: 'Lo enviado se entendió pero no se puede aplicar (un código de descuento fuera de su alcance, una cotización sin precio de guía, un plazo vencido).',
  429: 'Demasiados pedidos seguidos desde este cliente: esperá lo que indica `Retry-After`.',
  502: 'La pasarela de pago no respondió como se esperaba.',
  503: 'El servicio no está disponible en este momento (la base de datos, el catálogo remoto o la pasarela): volvé a intentar después de `Retry-After`.',
} as const;

export type RefusalStatus = keyof typeof REFUSALS;

export function refusal(
  status: RefusalStatus,
  description: string = REFUSALS[status],
): ZodOpenApiResponseObject {
  const headers =
    status === 429 || status === 503 ? { headers: z.object({ 'retry-after': retryAfter }) } : {};
  return { ...jsonAnswer(description, apiErrorSchema), ...headers };
}

/**
 * The refusals an operation may answer. 503 is in every list that reads the database: while it is away, every such
 * request is answered so (docs/product.md §7 Other).
 */
export function refusals(...statuses: RefusalStatus[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(statuses.map((status) => [String(status), refusal(status)]));
}

/** What the app answers to a POST with a body: JSON only, 64 KB at most, and the per-client limit of POSTs. */
export const JSON_POST_REFUSALS = [400, 413, 415, 429] as const satisfies readonly RefusalStatus[];
