import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import { whatsappDigits } from '../content/content';
import { CONTACT_DEPARTMENTS, LOCATION_PHONE_DEPARTMENTS } from '../content/content-choices';
import { MAX_DEPOSIT_ARS, MIN_DEPOSIT_ARS } from '../operation/deposit';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../shared/field-limits';
import { closureDaysSchema, dayRangesSchema } from './branch-agenda-schemas';
import { DEPOSIT_MESSAGE, depositField } from './site-deposits';
import { brandLinkFields, MAX_LOCATION_ROWS } from './site-editing-records';
import {
  brandIdSchema,
  checkboxSchema,
  lineSchema,
  optionalWebAddressSchema,
  sortOrderSchema,
} from './site-editing-schemas';

/*
 * The inputs of /admin/sitio (domain/back-office/site-editing-records.ts): each form's fields as it posts them, read on the server
 * with these; their messages are what staff read beside the fields.
 */

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

const PHONE_MESSAGE = 'Escribí un teléfono con su característica, solo números, espacios, +, ( ) o guiones.';

const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
  .regex(/^\+?[\d\s().-]{6,}$/, PHONE_MESSAGE);

const optionalPhoneSchema = z.preprocess((value) => (blank(value) ? null : value), phoneSchema.nullable());

const WHATSAPP_MESSAGE =
  'Escribí el número de WhatsApp con código de país y de área, por ejemplo +54 9 261 555 1234.';

const optionalWhatsappSchema = z.preprocess(
  (value) => (blank(value) ? null : value),
  z
    .string({ error: WHATSAPP_MESSAGE })
    .trim()
    .max(PHONE_MAX_LENGTH, WHATSAPP_MESSAGE)
    .regex(/^\+?[\d\s().-]+$/, WHATSAPP_MESSAGE)
    .refine((value) => whatsappDigits(value) !== undefined, WHATSAPP_MESSAGE)
    .nullable(),
);

const EMAIL_MESSAGE = 'Escribí un e-mail válido.';

const optionalEmailSchema = z.preprocess(
  (value) => (blank(value) ? null : value),
  z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE))
    .transform((value) => value.toLowerCase())
    .nullable(),
);

export const contactMethodSchema = z.object({
  brand_id: brandIdSchema,
  department: z.enum(CONTACT_DEPARTMENTS, 'Elegí un área de la lista.'),
  phone: optionalPhoneSchema,
  whatsapp_number: optionalWhatsappSchema,
  zoom_link: optionalWebAddressSchema,
  email: optionalEmailSchema,
  sort_order: sortOrderSchema,
});
export type ContactMethodInput = z.infer<typeof contactMethodSchema>;

export const CARD_ACCOUNT_MESSAGE = 'Elegí una cuenta de la lista, o «Sin cuenta».';

/**
 * A card's "Cuenta del panel": an account's id, or empty for none. A form without the field (an older one, another
 * client) keeps the link as it is saved; whether the account may hold the brand's reservations is checked on the server
 * against the database.
 */
const cardAccountSchema = z.preprocess(
  (value) => (value === undefined ? undefined : blank(value) ? null : String(value).trim()),
  z
    .string({ error: CARD_ACCOUNT_MESSAGE })
    .regex(/^\d{1,9}$/, CARD_ACCOUNT_MESSAGE)
    .transform(Number)
    .nullable()
    .optional(),
);

export const salespersonSchema = z.object({
  brand_id: brandIdSchema,
  fullname: lineSchema('Escribí el nombre y el apellido.', 'El nombre', NAME_MAX_LENGTH),
  whatsapp_number: optionalWhatsappSchema,
  zoom_link: optionalWebAddressSchema,
  active: checkboxSchema,
  account_id: cardAccountSchema,
});
export type SalespersonInput = z.infer<typeof salespersonSchema>;

/** A form's numbered rows (`phone_label_0`, `phone_number_0`, …) as objects; rows with nothing `typed` are dropped. */
function formRows(
  input: unknown,
  prefix: string,
  fields: readonly string[],
  typed: readonly string[],
): Record<string, string>[] {
  if (typeof input !== 'object' || input === null) return [];
  const values = input as Record<string, unknown>;
  const rows: Record<string, string>[] = [];
  for (let index = 0; index < MAX_LOCATION_ROWS; index += 1) {
    const row = Object.fromEntries(
      fields.map((field) => [field, String(values[`${prefix}_${field}_${index}`] ?? '').trim()]),
    );
    // The selects and the checkbox always post a value: a row is there when something was typed in it.
    if (typed.some((field) => row[field] !== '')) rows.push(row);
  }
  return rows;
}

export const LOCATION_PHONE_FIELDS = ['label', 'number', 'department', 'brand', 'whatsapp'] as const;
export const OPENING_HOURS_FIELDS = ['days', 'hours'] as const;
/** The structured week's fields, one per weekday as JavaScript counts them (0 Sunday … 6 Saturday). */
export const WEEKLY_HOURS_FIELDS = [
  'week_hours_0',
  'week_hours_1',
  'week_hours_2',
  'week_hours_3',
  'week_hours_4',
  'week_hours_5',
  'week_hours_6',
] as const;

const BRAND_IDS: readonly number[] = BRANDS.map((brand) => brand.id);

const locationPhoneSchema = z.object({
  label: lineSchema(
    'Cada teléfono necesita su nombre (por ejemplo «Ventas Volkswagen»).',
    'El nombre del teléfono',
    60,
  ),
  number: phoneSchema,
  department: z.enum(LOCATION_PHONE_DEPARTMENTS, 'Elegí el área de cada teléfono.'),
  brand: z
    .string()
    .transform((value) => (value === '' ? null : Number(value)))
    .refine(
      (value) => value === null || BRAND_IDS.includes(value),
      'Elegí la marca de cada teléfono de la lista.',
    ),
  whatsapp: checkboxSchema,
});

const openingHoursSchema = z.object({
  days: lineSchema('Cada horario necesita sus días (por ejemplo «Lunes a viernes»).', 'Los días', 60),
  hours: lineSchema('Cada horario necesita sus horas (por ejemplo «9 a 13 y 16 a 20»).', 'Las horas', 60),
});

/** A weekday's hours; a form without the field (an older one) leaves the day closed. */
const dayField = z.preprocess((value) => value ?? '', dayRangesSchema);

/** Sunday takes no appointments (branch-agenda.ts `SUNDAY_REASON`): the form has no field for it; hours are refused. */
const sundayField = dayField.refine(
  (ranges) => ranges.length === 0,
  'Los domingos no se agendan entregas ni turnos: dejá el domingo sin horario.',
);

export const locationSchema = z.preprocess(
  (input) => ({
    ...(typeof input === 'object' && input !== null ? input : {}),
    phones: formRows(input, 'phone', LOCATION_PHONE_FIELDS, ['label', 'number']),
    opening_hours: formRows(input, 'hours', OPENING_HOURS_FIELDS, OPENING_HOURS_FIELDS),
  }),
  z.object({
    name: lineSchema('Escribí el nombre de la sucursal.', 'El nombre', 80),
    province: lineSchema('Escribí la provincia.', 'La provincia', 60),
    address: lineSchema('Escribí la dirección.', 'La dirección', 200),
    map_url: optionalWebAddressSchema.refine(
      (value) => value !== null,
      'Pegá el enlace del mapa (https://…).',
    ),
    sort_order: sortOrderSchema,
    phones: z.array(locationPhoneSchema),
    opening_hours: z.array(openingHoursSchema),
    // The hours appointments are booked in, by weekday (0 Sunday … 6 Saturday; decision 0071), and the closures.
    week_hours_0: sundayField,
    week_hours_1: dayField,
    week_hours_2: dayField,
    week_hours_3: dayField,
    week_hours_4: dayField,
    week_hours_5: dayField,
    week_hours_6: dayField,
    closure_days: z.preprocess((value) => value ?? '', closureDaysSchema),
  }),
);
export type LocationInput = z.infer<typeof locationSchema>;

export const siteLinksSchema = z.object({
  whatsapp_number: optionalWhatsappSchema,
  instagram_url: optionalWebAddressSchema,
  facebook_url: optionalWebAddressSchema,
  used_vehicles_url: optionalWebAddressSchema,
  jobs_email: optionalEmailSchema,
  ...Object.fromEntries(
    BRANDS.flatMap((brand) => {
      const fields = brandLinkFields(brand.id);
      return [
        [fields.appointment, optionalWebAddressSchema],
        [fields.subscription, optionalWebAddressSchema],
      ];
    }),
  ),
});

/** A deposit as typed ("250000", "250.000", "$ 250.000"), or null (empty) for the default of docs/product.md §D1. */
const depositSchema = z.preprocess(
  (value) => (blank(value) ? null : String(value).replace(/[$\s.]/g, '')),
  z
    .string({ error: DEPOSIT_MESSAGE })
    .regex(/^\d{1,9}$/, DEPOSIT_MESSAGE)
    .transform(Number)
    .refine((amount) => amount >= MIN_DEPOSIT_ARS && amount <= MAX_DEPOSIT_ARS, DEPOSIT_MESSAGE)
    .nullable(),
);

export const depositsSchema = z.object(
  Object.fromEntries(BRANDS.map((brand) => [depositField(brand.id), depositSchema])),
);
