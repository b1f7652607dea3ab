import { z } from 'zod';
import { isCatalogueBrandId } from './brands';
import { SAVED_UNITS_MAX } from './catalogue';

/** Query strings carry text; an id must be a whole positive number written in digits. */
function positiveId(field: string) {
  return z
    .string({ message: `Falta ${field}.` })
    .trim()
    .regex(/^\d{1,9}$/, `${field} debe ser un número entero positivo.`)
    .transform(Number)
    .refine((value) => value > 0, `${field} debe ser un número entero positivo.`);
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const idParamSchema = z.object({ id: positiveId('id') });

export const subfamiliesQuerySchema = z.object({ family_id: positiveId('family_id') });

export const STOCK_PAGE_SIZE = 20;
export const STOCK_PAGE_SIZE_MAX = 100;

export const stockQuerySchema = z.object({
  family_id: positiveId('family_id'),
  subfamily_id: optional(positiveId('subfamily_id')),
  limit: optional(
    positiveId('limit').refine(
      (value) => value <= STOCK_PAGE_SIZE_MAX,
      `limit no puede ser mayor que ${STOCK_PAGE_SIZE_MAX}.`,
    ),
  ),
  offset: optional(
    z
      .string()
      .regex(/^\d{1,9}$/, 'offset debe ser un número entero mayor o igual a cero.')
      .transform(Number),
  ),
});
export type StockQueryInput = z.infer<typeof stockQuerySchema>;

export const creditFindQuerySchema = z.object({
  brand_id: positiveId('brand_id').refine(
    isCatalogueBrandId,
    'brand_id no corresponde a una marca con catálogo.',
  ),
  vehicle: positiveId('vehicle'),
  loan_amount: optional(positiveId('loan_amount')),
});

/** `ids`: the stock units' ids, separated by commas, each once, at most SAVED_UNITS_MAX. */
export const savedUnitsQuerySchema = z.object({
  ids: z
    .string({ message: 'Falta ids.' })
    .trim()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids debe ser una lista de números enteros positivos separados por comas.')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine(
      (ids) => ids.every((id) => id > 0),
      'ids debe ser una lista de números enteros positivos separados por comas.',
    )
    .refine((ids) => ids.length <= SAVED_UNITS_MAX, `ids no puede tener más de ${SAVED_UNITS_MAX} unidades.`),
});
