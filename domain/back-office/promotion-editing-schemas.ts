import { z } from 'zod';
import { CATALOGUE_BRANDS, type Currency } from '../catalogue/brands';
import { normalizeChassis, normalizePromotionCode } from '../catalogue/promotions';
import { CHASSIS_PATTERN } from '../catalogue/stock-csv';
import { parseAmount } from '../shared/parse-amount';
import { PROMOTION_KINDS } from './promotion-editing';
import { checkboxSchema, mendozaDateTimeSchema, optionalLineSchema } from './site-editing-schemas';

/** The largest amount a PostgreSQL integer column holds. */
const MAX_AMOUNT = 2_147_483_647;

const blankAsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const CODE_MESSAGE = 'El código tiene que tener de 3 a 40 letras (sin acentos ni ñ), números o guiones.';

/**
 * A promotion as its form posts it (docs/decisions/0007 and 0032): the code is stored upper-case; the scope narrows
 * from a brand to a family to one unit; the value is a percentage or an amount in a currency; the period starts and
 * may end; the usage limit may be left open. The server checks what only the database knows (a code or an automatic
 * scope already taken, a limit below the uses already counted).
 */
export const promotionSchema = z
  .object({
    code: z
      .string({ error: 'Escribí el código.' })
      .transform(normalizePromotionCode)
      .pipe(
        z
          .string()
          .min(1, { message: 'Escribí el código.', abort: true })
          .regex(/^[A-Z0-9-]{3,40}$/, CODE_MESSAGE),
      ),
    description: optionalLineSchema('La descripción', 200),
    brand_id: z.preprocess(
      blankAsNull,
      z.union([
        z.null(),
        z
          .string({ error: 'Elegí una marca de la lista.' })
          .regex(/^\d{1,3}$/, 'Elegí una marca de la lista.')
          .transform(Number)
          .refine((id) => CATALOGUE_BRANDS.some((brand) => brand.id === id), 'Elegí una marca de la lista.'),
      ]),
    ),
    family: z.preprocess(
      blankAsNull,
      z.union([
        z.null(),
        z
          .string()
          .trim()
          .max(60, 'El modelo puede tener hasta 60 caracteres.')
          .regex(/^[\p{L}\p{N} .+-]+$/u, 'Escribí el modelo como lo nombra el sistema (por ejemplo T-CROSS).')
          .transform((family) => family.toUpperCase().replace(/\s+/g, ' ')),
      ]),
    ),
    chassis: z.preprocess(
      blankAsNull,
      z.union([
        z.null(),
        z
          .string()
          .transform(normalizeChassis)
          .refine(
            (chassis) => CHASSIS_PATTERN.test(chassis),
            'El chasis tiene 17 caracteres (sin I, O ni Q).',
          ),
      ]),
    ),
    kind: z.enum(PROMOTION_KINDS, { error: 'Elegí si el descuento es un porcentaje o un monto.' }),
    percentage: z.preprocess(blankAsNull, z.union([z.null(), z.string()])),
    money: z.preprocess(blankAsNull, z.union([z.null(), z.string()])),
    currency: z.preprocess(
      blankAsNull,
      z.union([z.null(), z.enum(['ars', 'usd'], { error: 'Elegí pesos o dólares.' })]),
    ),
    valid_from: mendozaDateTimeSchema('La fecha y hora de inicio no es válida.'),
    valid_until: mendozaDateTimeSchema('La fecha y hora de fin no es válida.'),
    usage_limit: z.preprocess(
      blankAsNull,
      z.union([
        z.null(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, 'El límite de usos es un número entero, o dejalo vacío para no limitarlo.')
          .transform(Number)
          .refine((limit) => limit >= 1, 'El límite de usos tiene que ser al menos 1.'),
      ]),
    ),
    discoverable: checkboxSchema,
    active: checkboxSchema,
  })
  .transform((form, context) => {
    let percentageDiscount: number | null = null;
    let moneyDiscount: number | null = null;
    let currency: Currency | null = null;
    if (form.kind === 'percentage') {
      const text = form.percentage?.trim() ?? '';
      const value = /^\d{1,3}([.,]\d{1,2})?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
      if (!(value > 0 && value <= 100))
        context.addIssue({
          code: 'custom',
          path: ['percentage'],
          message:
            'El porcentaje tiene que ser mayor que 0 y hasta 100, con dos decimales como mucho (por ejemplo 2,5).',
        });
      else percentageDiscount = value;
    } else {
      const value = parseAmount(form.money);
      if (value === null || !Number.isInteger(value) || value <= 0 || value > MAX_AMOUNT)
        context.addIssue({
          code: 'custom',
          path: ['money'],
          message: 'El monto tiene que ser un número entero mayor que 0, sin centavos (por ejemplo 300.000).',
        });
      else moneyDiscount = value;
      if (form.currency === null)
        context.addIssue({
          code: 'custom',
          path: ['currency'],
          message: 'Elegí la moneda del monto: se aplica solo a unidades con precio en esa moneda.',
        });
      else currency = form.currency;
    }
    if (form.valid_from === null)
      context.addIssue({
        code: 'custom',
        path: ['valid_from'],
        message: 'Elegí desde cuándo vale la promoción.',
      });
    if (form.valid_from && form.valid_until && form.valid_until <= form.valid_from)
      context.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'El fin tiene que ser posterior al inicio.',
      });
    if (context.issues.length > 0) return z.NEVER;
    return {
      code: form.code,
      description: form.description ?? '',
      brandId: form.brand_id,
      family: form.family,
      chassis: form.chassis,
      percentageDiscount,
      moneyDiscount,
      currency,
      validFrom: form.valid_from as Date,
      validUntil: form.valid_until,
      usageLimit: form.usage_limit,
      discoverable: form.discoverable,
      active: form.active,
    };
  });
export type PromotionInput = z.output<typeof promotionSchema>;
