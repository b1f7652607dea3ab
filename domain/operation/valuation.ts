import { z } from 'zod';
import { roundMoney } from '../shared/money';
import { parseAmount } from '../shared/parse-amount';
import { hasControlCharacters, invalidCharactersMessage } from '../shared/text';

export { VALUATION_FAILED_MESSAGE } from './valuation-messages';

/** docs/product.md §D9: a valuation is honoured for 7 days. */
export const VALUATION_VALIDITY_DAYS = 7;

export const OLDEST_VALUATION_YEAR = 1990;
export const MAX_VALUATION_KMS = 1_000_000;

/** How the offer is derived from the guide price (docs/product.md §D9). */
export interface ValuationParameters {
  /** Share of the guide price the dealer keeps for reconditioning, warranty and resale risk, in [0, 1). */
  readonly dealerMargin: number;
  /** Kilometres a car is expected to run a year; the distance above or below it moves the offer. */
  readonly expectedKmPerYear: number;
  /** Share taken off for each 10,000 km above the expected distance. */
  readonly penaltyPer10000Km: number;
  /** Share added for each 10,000 km below it: low mileage helps a little, it doesn't make an old car new. */
  readonly bonusPer10000Km: number;
  /** Caps both ways, so an odometer typo can't zero a quote or double it. */
  readonly maxPenalty: number;
  readonly maxBonus: number;
}

export const DEFAULT_DEALER_MARGIN = 0.15;
export const DEFAULT_EXPECTED_KM_PER_YEAR = 15_000;

export const DEFAULT_VALUATION_PARAMETERS: ValuationParameters = Object.freeze({
  dealerMargin: DEFAULT_DEALER_MARGIN,
  expectedKmPerYear: DEFAULT_EXPECTED_KM_PER_YEAR,
  penaltyPer10000Km: 0.025,
  bonusPer10000Km: 0.01,
  maxPenalty: 0.3,
  maxBonus: 0.05,
});

/** Fills the parameters that configuration leaves out and refuses values that would make offers meaningless. */
export function valuationParameters(overrides: Partial<ValuationParameters> = {}): ValuationParameters {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const parameters: ValuationParameters = { ...DEFAULT_VALUATION_PARAMETERS, ...defined };
  const share = (value: number) => Number.isFinite(value) && value >= 0 && value < 1;
  if (!share(parameters.dealerMargin)) throw new RangeError('dealerMargin must be in [0, 1)');
  if (!(Number.isFinite(parameters.expectedKmPerYear) && parameters.expectedKmPerYear > 0)) {
    throw new RangeError('expectedKmPerYear must be positive');
  }
  for (const key of ['penaltyPer10000Km', 'bonusPer10000Km', 'maxPenalty', 'maxBonus'] as const) {
    if (!share(parameters[key])) throw new RangeError(`${key} must be in [0, 1)`);
  }
  return parameters;
}

/**
 * Distance a car of this model year is expected to have run. A model year is sold over about a year, so a car
 * counts half a year in its own model year and a whole one for each year after it.
 */
export function expectedKms(year: number, referenceYear: number, expectedKmPerYear: number): number {
  const ageYears = Math.max(0.5, referenceYear - year + 0.5);
  return ageYears * expectedKmPerYear;
}

/** The share by which the mileage moves the offer: negative above the expected distance, positive below. */
export function mileageAdjustment(
  kms: number,
  expected: number,
  parameters: ValuationParameters = DEFAULT_VALUATION_PARAMETERS,
): number {
  const excess = kms - expected;
  if (excess > 0) return -Math.min(parameters.maxPenalty, (excess / 10_000) * parameters.penaltyPer10000Km);
  return Math.min(parameters.maxBonus, (-excess / 10_000) * parameters.bonusPer10000Km);
}

export interface ValuationInput {
  /** Guide price of the version in that model year, in pesos. */
  readonly guidePrice: number;
  readonly year: number;
  readonly kms: number;
  /** The calendar year of the quote; the car's age counts up to it. */
  readonly referenceYear: number;
}

/**
 * The offer in pesos: the guide price less the dealer margin, moved by the mileage, rounded once. It is never
 * negative and never above the guide price, whatever the parameters.
 */
export function valuationOffer(
  input: ValuationInput,
  parameters: ValuationParameters = DEFAULT_VALUATION_PARAMETERS,
): number {
  if (!(Number.isFinite(input.guidePrice) && input.guidePrice > 0)) return 0;
  const kms = Math.max(0, input.kms);
  const adjustment = mileageAdjustment(
    kms,
    expectedKms(input.year, input.referenceYear, parameters.expectedKmPerYear),
    parameters,
  );
  const offer = input.guidePrice * (1 - parameters.dealerMargin) * (1 + adjustment);
  return Math.min(Math.max(roundMoney(offer), 0), roundMoney(input.guidePrice));
}

/** The instant a valuation made at `createdAt` stops being honoured. */
export function valuationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + VALUATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}

/** docs/product.md §D4: 12 characters of Crockford base32 (no I, L, O or U), any case on input. */
export const OPERATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A number sent as a JSON number or as text (a select's value is text); each field reads it by its own rules. */
function numberOrText(text: { missing: string; invalid: string }) {
  return z.preprocess(
    blankToUndefined,
    z.union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? text.missing : text.invalid),
    }),
  );
}

function optionalName(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], { error: `${field} debe ser un texto.` })
      .transform((value) => String(value).trim().replace(/\s+/g, ' '))
      .pipe(z.string().max(120, `${field} no puede tener más de 120 caracteres.`))
      .optional(),
  );
}

/**
 * POST /api/v2/territorio/dealership/valuation (docs/product.md §7, §5: version, kilometres and year are required).
 * brand, model and vehicle are the names the form showed; the server stores its own names for the codia.
 * The newest model year accepted is next year's, read when the body is checked, not when the module loads.
 */
export const valuationRequestSchema = z.object({
  codia: numberOrText({
    missing: 'Elegí la versión del vehículo.',
    invalid: 'La versión elegida no es válida.',
  }).transform((value, ctx) => {
    const codia =
      typeof value === 'number' ? value : /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!(Number.isInteger(codia) && codia > 0 && codia <= 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'La versión elegida no es válida.' });
      return z.NEVER;
    }
    return codia;
  }),
  year: numberOrText({
    missing: 'Ingresá el año del vehículo.',
    invalid: 'El año debe ser un número.',
  }).transform((value, ctx) => {
    const year =
      typeof value === 'number' ? value : /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN;
    const newest = new Date().getFullYear() + 1;
    if (Number.isNaN(year)) {
      ctx.addIssue({ code: 'custom', message: 'El año debe ser un número.' });
      return z.NEVER;
    }
    if (!(Number.isInteger(year) && year >= OLDEST_VALUATION_YEAR && year <= newest)) {
      ctx.addIssue({
        code: 'custom',
        message: `El año debe ser un número entero entre ${OLDEST_VALUATION_YEAR} y ${newest}.`,
      });
      return z.NEVER;
    }
    return year;
  }),
  kms: numberOrText({
    missing: 'Ingresá los kilómetros del vehículo.',
    invalid: 'Los kilómetros deben ser un número.',
  }).transform((value, ctx) => {
    // People write "85.000" as the odometer shows it; parseAmount reads that, and refuses "mucho".
    const kms = typeof value === 'number' ? value : parseAmount(value);
    if (kms === null || !Number.isFinite(kms)) {
      ctx.addIssue({ code: 'custom', message: 'Los kilómetros deben ser un número.' });
      return z.NEVER;
    }
    if (kms < 0) {
      ctx.addIssue({ code: 'custom', message: 'Los kilómetros no pueden ser negativos.' });
      return z.NEVER;
    }
    if (!Number.isInteger(kms)) {
      ctx.addIssue({ code: 'custom', message: 'Los kilómetros deben ser un número entero.' });
      return z.NEVER;
    }
    if (kms > MAX_VALUATION_KMS) {
      ctx.addIssue({ code: 'custom', message: 'Los kilómetros no pueden superar 1.000.000.' });
      return z.NEVER;
    }
    return kms;
  }),
  brand: optionalName('brand'),
  model: optionalName('model'),
  vehicle: optionalName('vehicle'),
  operation: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'El código de operación no es válido.' })
      .trim()
      .toUpperCase()
      .regex(OPERATION_CODE_PATTERN, 'El código de operación no es válido.')
      .optional(),
  ),
});
export type ValuationRequest = z.output<typeof valuationRequestSchema>;

/** Query strings carry text; an id must be a whole positive number written in digits. */
const brandIdParam = z
  .string({ message: 'Falta brand_id.' })
  .trim()
  .min(1, 'Falta brand_id.')
  .regex(/^\d{1,9}$/, 'brand_id debe ser un número entero positivo.')
  .transform(Number)
  .refine((value) => value > 0, 'brand_id debe ser un número entero positivo.');

/** GET /api/v2/territorio/dealership/parameters/models?brand_id (docs/product.md §7). */
export const usedModelsQuerySchema = z.object({ brand_id: brandIdParam });

/** GET /api/v2/territorio/dealership/parameters/vehicles?brand_id&group={model} (docs/product.md §7). */
export const usedVersionsQuerySchema = z.object({
  brand_id: brandIdParam,
  group: z
    .string({ message: 'Falta group (el modelo).' })
    .trim()
    .min(1, 'Falta group (el modelo).')
    .max(120, 'group no puede tener más de 120 caracteres.')
    .refine((value) => !hasControlCharacters(value), invalidCharactersMessage('group (el modelo)')),
});
