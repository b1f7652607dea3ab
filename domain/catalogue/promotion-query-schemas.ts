import { z } from 'zod';
import { hasControlCharacters, invalidCharactersMessage } from '../shared/text';
import { normalizePromotionCode } from './promotions';

/* The public API's promotion queries (docs/product.md §7), apart from the rules so pages that apply a code ship no zod. */

/** An absent parameter and an empty one mean the same: the page did not know the value. */
function optionalText(field: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ message: `${field} debe ser un texto.` })
      .trim()
      .max(max, `${field} no puede tener más de ${max} caracteres.`)
      .refine((value) => !hasControlCharacters(value), invalidCharactersMessage(field))
      .optional(),
  );
}

const optionalBrandId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ message: 'brand_id debe ser un número entero positivo.' })
    .trim()
    .regex(/^\d{1,4}$/, 'brand_id debe ser un número entero positivo.')
    .transform(Number)
    .refine((value) => value > 0, 'brand_id debe ser un número entero positivo.')
    .optional(),
);

/** GET /api/promotion/discover?family&chassis&brand_id (docs/product.md §7). */
export const promotionDiscoverQuerySchema = z.object({
  brand_id: optionalBrandId,
  family: optionalText('family', 100),
  chassis: optionalText('chassis', 40),
});
export type PromotionDiscoverQuery = z.output<typeof promotionDiscoverQuerySchema>;

/** GET /api/promotion?code&family&chassis&brand_id (docs/product.md §7). */
export const promotionQuerySchema = promotionDiscoverQuerySchema.extend({
  code: z
    .string({ message: 'Ingresá el código de descuento.' })
    .trim()
    .min(1, 'Ingresá el código de descuento.')
    .max(100, 'El código de descuento no puede tener más de 100 caracteres.')
    .refine((value) => !hasControlCharacters(value), invalidCharactersMessage('El código de descuento'))
    .transform(normalizePromotionCode),
});
export type PromotionQuery = z.output<typeof promotionQuerySchema>;
