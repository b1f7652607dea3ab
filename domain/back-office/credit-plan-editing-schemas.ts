import { z } from 'zod';
import { CATALOGUE_BRANDS } from '../catalogue/brands';
import { mendozaInstant } from '../shared/mendoza-instant';
import { localDate } from '../shared/mendoza-time';
import { parseAmount } from '../shared/parse-amount';
import { checkboxSchema, lineSchema } from './site-editing-schemas';

/** The largest amount a PostgreSQL integer column holds. */
const MAX_AMOUNT = 2_147_483_647;

/** A whole number typed in a field, between two bounds, with the message of a wrong one. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/** A decimal typed the Argentine way ("39,9") or with a dot, with at most `decimals` decimals. */
const decimalNumber = (decimals: number, message: string, accept: (value: number) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .transform((text, context) => {
      const value = new RegExp(`^\\d{1,6}([.,]\\d{1,${decimals}})?$`).test(text)
        ? Number(text.replace(',', '.'))
        : Number.NaN;
      if (accept(value)) return value;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A credit plan as its form posts it (credit_plans: docs/product.md §D10). */
export const creditPlanSchema = z.object({
  brand_id: z
    .string({ error: 'Elegí la marca del plan.' })
    .regex(/^\d{1,3}$/, 'Elegí la marca del plan.')
    .transform(Number)
    .refine((id) => CATALOGUE_BRANDS.some((brand) => brand.id === id), 'Elegí la marca del plan.'),
  bank: lineSchema('Escribí el banco o la financiera.', 'El banco', 80),
  name: lineSchema('Escribí el nombre del plan.', 'El nombre', 120),
  months: wholeNumber(1, 120, 'El plazo es un número entero de meses, de 1 a 120.'),
  annual_rate: decimalNumber(
    3,
    'La tasa nominal anual es un porcentaje de 0 a 999,999 (por ejemplo 39,9).',
    (value) => value >= 0 && value < 1000,
  ),
  max_amount: z.string({ error: 'Escribí el monto máximo en pesos.' }).transform((text, context) => {
    const value = parseAmount(text);
    if (value !== null && Number.isInteger(value) && value > 0 && value <= MAX_AMOUNT) return value;
    context.addIssue({
      code: 'custom',
      message:
        'El monto máximo es un número entero de pesos mayor que 0, sin centavos (por ejemplo 20.000.000).',
    });
    return z.NEVER;
  }),
  max_share: wholeNumber(1, 100, 'El porcentaje máximo del precio es un número entero de 1 a 100.'),
  active: checkboxSchema,
});
export type CreditPlanInput = z.output<typeof creditPlanSchema>;

const USD_RATE_MESSAGE =
  'La cotización es en pesos por dólar, mayor que 0, con dos decimales como mucho (por ejemplo 1450,50).';

/**
 * A dollar rate and its day (pesos per dollar, docs/decisions/0005). The site uses the rate of the latest instant:
 * today's takes over at once (it starts now); a past day's is kept in the history at that day's noon and does not
 * displace a newer one. A day after today would be a rate nobody has yet.
 */
export const usdRateSchema = z
  .object({
    value: z.string({ error: USD_RATE_MESSAGE }).transform((text, context) => {
      // Typed as people write it: "1.475,50", "1475,5" or "1475.50".
      const value = parseAmount(text);
      const cents = value === null ? Number.NaN : value * 100;
      if (value !== null && value > 0 && value < 10_000_000 && Math.abs(cents - Math.round(cents)) < 1e-6)
        return value;
      context.addIssue({ code: 'custom', message: USD_RATE_MESSAGE });
      return z.NEVER;
    }),
    date: z.string({ error: 'Elegí la fecha de la cotización.' }).trim(),
  })
  .transform((form, context) => {
    const now = new Date();
    const today = localDate(now);
    const noon = mendozaInstant(form.date, '12:00');
    if (!noon) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'Elegí la fecha de la cotización.' });
      return z.NEVER;
    }
    if (form.date > today) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'La fecha no puede ser posterior a hoy.' });
      return z.NEVER;
    }
    return { value: form.value, effectiveAt: form.date === today ? now : noon };
  });
export type UsdRateInput = z.output<typeof usdRateSchema>;
