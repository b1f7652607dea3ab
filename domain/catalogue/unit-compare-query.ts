import { z } from 'zod';
import { COMPARE_DIFFERENCES_PARAM, COMPARE_PARAM, COMPARE_UNITS_MAX } from './unit-compare';

export const COMPARE_NONE_MESSAGE = 'Elegí al menos una unidad para comparar.';
export const COMPARE_TOO_MANY_MESSAGE = `Podés comparar hasta ${COMPARE_UNITS_MAX} unidades a la vez. Elegí cuáles querés ver lado a lado.`;

const invalidId = (text: string) =>
  `«${text.length > 20 ? `${text.slice(0, 20)}…` : text}» no es un número de unidad válido. Elegí las unidades desde tus favoritos o desde el catálogo.`;

/**
 * The compare page's query (docs/product.md §2 compare units): `unidades` as a comma list, repeated, or both (each
 * value of the repeated parameter is read as a list), read into 1 to COMPARE_UNITS_MAX stock ids, each once, in the
 * order given; `diferencias=1` shows only the rows where the units differ. Takes each parameter's every value, as
 * `URLSearchParams.getAll` gives them.
 */
export const compareUnitsQuerySchema = z.object({
  [COMPARE_PARAM]: z
    .array(z.string())
    .transform((values, context) => {
      const ids: number[] = [];
      for (const text of values.flatMap((value) => value.split(','))) {
        const trimmed = text.trim();
        if (trimmed === '') continue;
        const id = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 0;
        if (id === 0) {
          context.addIssue({ code: 'custom', message: invalidId(trimmed) });
          return z.NEVER;
        }
        if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    })
    .refine((ids) => ids.length > 0, COMPARE_NONE_MESSAGE)
    .refine((ids) => ids.length <= COMPARE_UNITS_MAX, COMPARE_TOO_MANY_MESSAGE),
  [COMPARE_DIFFERENCES_PARAM]: z
    .array(z.string())
    .refine(
      (values) => values.every((value) => value === '1' || value === '0'),
      `${COMPARE_DIFFERENCES_PARAM} debe ser 1 o 0.`,
    )
    .transform((values) => values.includes('1')),
});

export type CompareUnitsQuery = z.output<typeof compareUnitsQuerySchema>;

/** The query of an address, every value of each parameter, ready for the schema. */
export function compareQueryInput(params: URLSearchParams) {
  return {
    [COMPARE_PARAM]: params.getAll(COMPARE_PARAM),
    [COMPARE_DIFFERENCES_PARAM]: params.getAll(COMPARE_DIFFERENCES_PARAM),
  };
}
