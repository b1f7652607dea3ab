import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import { SHORT_TEXT_MAX_LENGTH } from '../shared/field-limits';
import { mendozaInstant } from '../shared/mendoza-instant';
import { hasControlCharacters } from '../shared/text';

/**
 * The fields the site-editing forms share (banners, popups, the site's contacts and links): each schema's messages
 * are what staff read beside the field. A form posts text, so every schema reads strings.
 */

export const LINK_MAX_LENGTH = 500;
export const SORT_ORDER_MAX = 9999;

/** Empty text (or a missing field) as null, for the optional fields. */
const blankAsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A one-line text of 1 to `max` characters. */
export const lineSchema = (missing: string, label: string, max = SHORT_TEXT_MAX_LENGTH) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, abort: true })
    .max(max, { message: `${label} puede tener hasta ${max} caracteres.`, abort: true })
    .refine((value) => !hasControlCharacters(value), `${label} tiene caracteres no válidos.`);

/** The same, or null when left empty. */
export const optionalLineSchema = (label: string, max = SHORT_TEXT_MAX_LENGTH) =>
  z.preprocess(blankAsNull, lineSchema(`Completá ${label.toLowerCase()}.`, label, max).nullable());

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A page of this site ('/vehiculos-0km/chevrolet'), never another site's address written as '//host'. */
const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

const WEB_ADDRESS_MESSAGE = 'Escribí una dirección completa, que empiece con https://.';
const LINK_MESSAGE =
  'Escribí una página del sitio que empiece con / o una dirección que empiece con https://.';

const trimmedLink = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, abort: true })
    .max(LINK_MAX_LENGTH, {
      message: `La dirección puede tener hasta ${LINK_MAX_LENGTH} caracteres.`,
      abort: true,
    })
    .refine((value) => !hasControlCharacters(value), { message: LINK_MESSAGE, abort: true });

/** Where a banner or a popup leads: a page of the site or another site's address. */
export const linkSchema = (missing: string) =>
  trimmedLink(missing).refine((value) => isSitePath(value) || isWebAddress(value), LINK_MESSAGE);

export const optionalLinkSchema = z.preprocess(blankAsNull, linkSchema(LINK_MESSAGE).nullable());

/** Another site's address (a Zoom room, a map, a social network), or null when left empty. */
export const optionalWebAddressSchema = z.preprocess(
  blankAsNull,
  trimmedLink(WEB_ADDRESS_MESSAGE).refine(isWebAddress, WEB_ADDRESS_MESSAGE).nullable(),
);

/** The place in a list: a whole number, the smaller first. Empty is 0. */
export const sortOrderSchema = z.preprocess(
  (value) => blankAsNull(value) ?? '0',
  z
    .string({ error: `El orden tiene que ser un número entero de 0 a ${SORT_ORDER_MAX}.` })
    .trim()
    .regex(/^\d{1,4}$/, `El orden tiene que ser un número entero de 0 a ${SORT_ORDER_MAX}.`)
    .transform(Number),
);

/** A `datetime-local` value read on Mendoza's clock ('2026-12-03T10:30'), or null when left empty. */
export const mendozaDateTimeSchema = (message: string) =>
  z.preprocess(
    blankAsNull,
    z
      .string({ error: message })
      .trim()
      .transform((value, context) => {
        const [date = '', time = ''] = value.split('T');
        const instant = mendozaInstant(date, time.slice(0, 5));
        if (instant) return instant;
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      })
      .nullable(),
  );

/** From when and until when the home shows it; either may be left open. */
export const validityFields = {
  starts_at: mendozaDateTimeSchema('La fecha y hora de inicio no es válida.'),
  ends_at: mendozaDateTimeSchema('La fecha y hora de fin no es válida.'),
};

export const PERIOD_ORDER_MESSAGE = 'El fin tiene que ser posterior al inicio.';

/** For an object with `validityFields`: the end after the start. */
export function endAfterStart(
  value: { starts_at: Date | null; ends_at: Date | null },
  context: z.RefinementCtx,
): void {
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at)
    context.addIssue({ code: 'custom', path: ['ends_at'], message: PERIOD_ORDER_MESSAGE });
}

const BRAND_IDS: readonly number[] = BRANDS.map((brand) => brand.id);

/** One of the site's brands, as a select posts it. */
export const brandIdSchema = z
  .string({ error: 'Elegí una marca de la lista.' })
  .regex(/^\d{1,3}$/, 'Elegí una marca de la lista.')
  .transform(Number)
  .refine((id) => BRAND_IDS.includes(id), 'Elegí una marca de la lista.');

/** A checkbox: present ('on', 'true', '1') is true, missing is false. */
export const checkboxSchema = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === '1' || value === true,
  z.boolean(),
);
