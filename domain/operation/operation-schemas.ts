import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../shared/field-limits';
import { localDate } from '../shared/mendoza-time';
import { hasControlCharacters, invalidCharactersMessage } from '../shared/text';
import { visitSourceSchema } from '../shared/visit-source';
import {
  type FieldIssue,
  MAX_USED_VEHICLES,
  OPERATION_NOT_FOUND_MESSAGE,
  USED_VEHICLE_DUPLICATE_MESSAGE,
  USED_VEHICLE_LIMIT_MESSAGE,
} from './operation';
import {
  ADDRESS_MAX_LENGTH,
  CUIT_INVALID_MESSAGE,
  cuitDigits,
  DNI_INVALID_MESSAGE,
  DNI_MAX_DIGITS,
  type IvaConditionId,
  isIvaConditionId,
  isMaritalStatusId,
  isValidCuit,
  type MaritalStatusId,
  OLDEST_BIRTH_YEAR,
  parseBirthdate,
} from './personal-data';

/**
 * The bodies of POST /api/v2/territorio/dealership/start and …/update (docs/product.md §7). Kept apart from the operation
 * arithmetic so that pages showing figures do not download zod.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A whole positive id sent as a JSON number or as digits. */
function positiveId(messages: { missing: string; invalid: string }) {
  return z.preprocess(
    blankToUndefined,
    z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input === undefined ? messages.missing : messages.invalid),
      })
      .transform((value, ctx) => {
        const id =
          typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
        if (!(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
          ctx.addIssue({ code: 'custom', message: messages.invalid });
          return z.NEVER;
        }
        return id;
      }),
  );
}

/** Free text of one line; '' is kept (the buyer cleared the field), an absent value is undefined. */
function editableText(field: string, max: number) {
  return z.preprocess(
    nullToUndefined,
    z
      .union([z.string(), z.number()], { error: `${field} debe ser un texto.` })
      .transform((value) => String(value).trim().replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .max(max, `${field} puede tener hasta ${max} caracteres.`)
          .refine((value) => !hasControlCharacters(value), invalidCharactersMessage(field)),
      )
      .optional(),
  );
}

const emailText = z
  .string({ error: 'Ingresá un e-mail válido.' })
  .trim()
  .min(1, { message: 'Ingresá tu e-mail.', abort: true })
  .max(EMAIL_MAX_LENGTH, { message: 'Ingresá un e-mail válido.', abort: true })
  .pipe(z.email('Ingresá un e-mail válido.'));

/** In an update an e-mail may be left out, but not emptied: it is where the operation's code was sent. */
const optionalEmail = z.preprocess(nullToUndefined, emailText.optional());

/** People type "30.123.456"; only the digits are kept. Half-typed is fine to save; step 2 checks the length. */
const dniText = z.preprocess(
  nullToUndefined,
  z
    .union([z.string(), z.number()], { error: 'El DNI debe tener solo números.' })
    .transform((value) => String(value).replace(/[\s.-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d*$/, 'El DNI debe tener solo números.')
        .max(DNI_MAX_DIGITS + 1, DNI_INVALID_MESSAGE),
    )
    .optional(),
);

const telephoneText = z.preprocess(
  nullToUndefined,
  z
    .union([z.string(), z.number()], { error: 'Ingresá un teléfono válido.' })
    .transform((value) => String(value).trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .regex(/^[0-9 +()-]*$/, 'Ingresá un teléfono válido (números, espacios y + ( ) -).')
        .max(PHONE_MAX_LENGTH, `El teléfono puede tener hasta ${PHONE_MAX_LENGTH} caracteres.`),
    )
    .optional(),
);

/** 'YYYY-MM-DD', null when emptied (a zero date included), undefined when left out. */
const birthdateValue = z.unknown().transform((value, ctx) => {
  if (value === undefined) return undefined;
  const parsed = parseBirthdate(value);
  if (parsed === null) return null;
  const year = parsed ? Number(parsed.slice(0, 4)) : 0;
  if (parsed === undefined || year < OLDEST_BIRTH_YEAR || parsed > localDate(new Date())) {
    ctx.addIssue({ code: 'custom', message: 'Ingresá una fecha de nacimiento válida (dd/mm/aaaa).' });
    return z.NEVER;
  }
  return parsed;
});

/** 1 to 4; 0, '' and null mean none chosen. */
const maritalStatusValue = z.unknown().transform((value, ctx): MaritalStatusId | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value === 0 || value === '' || value === '0') return null;
  const id = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value;
  if (!isMaritalStatusId(id)) {
    ctx.addIssue({ code: 'custom', message: 'Elegí un estado civil válido.' });
    return z.NEVER;
  }
  return id;
});

/** docs/product.md §5 step 2: optional; '' and null clear it, anything else must be a CUIT or CUIL that checks. */
const cuitValue = z.unknown().transform((value, ctx): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !isValidCuit(text)) {
    ctx.addIssue({ code: 'custom', message: CUIT_INVALID_MESSAGE });
    return z.NEVER;
  }
  return cuitDigits(text);
});

/** docs/product.md §3: one of the IVA conditions; '' and null mean none chosen. */
const ivaConditionValue = z.unknown().transform((value, ctx): IvaConditionId | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!isIvaConditionId(value)) {
    ctx.addIssue({ code: 'custom', message: 'Elegí una condición frente al IVA válida.' });
    return z.NEVER;
  }
  return value;
});

/** docs/product.md §5: anything but a readable amount is 0, and the server caps it; left out, the stored amount stays. */
const cashValue = z.unknown();

const creditIdValue = z.unknown().transform((value, ctx): number | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value === '' || value === 0 || value === '0' || value === false) return 0;
  const id = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
  if (!(typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
    ctx.addIssue({ code: 'custom', message: 'El plan de financiación elegido no es válido.' });
    return z.NEVER;
  }
  return id;
});

/** A used vehicle is its accepted valuation; everything else the client sends about it is ignored. */
const USED_VEHICLE_WITHOUT_VALUATION = 'Cada vehículo usado necesita el id de su cotización (valuation_id).';

const usedVehicleReference = z
  .looseObject(
    { valuation_id: z.unknown().optional(), id: z.unknown().optional() },
    { error: USED_VEHICLE_WITHOUT_VALUATION },
  )
  .transform((vehicle, ctx) => {
    const id = vehicle.valuation_id ?? vehicle.id;
    if (typeof id !== 'string' || !UUID.test(id.trim())) {
      ctx.addIssue({
        code: 'custom',
        message:
          id === undefined || id === null || id === ''
            ? USED_VEHICLE_WITHOUT_VALUATION
            : 'La cotización del vehículo usado no es válida.',
      });
      return z.NEVER;
    }
    return id.trim().toLowerCase();
  });

const usedVehiclesValue = z.preprocess(
  nullToUndefined,
  z
    .array(usedVehicleReference, { error: 'used_vehicles debe ser una lista.' })
    .max(MAX_USED_VEHICLES, USED_VEHICLE_LIMIT_MESSAGE)
    .superRefine((ids, ctx) => {
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', message: USED_VEHICLE_DUPLICATE_MESSAGE });
    })
    .optional(),
);

const nested = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isRecord(value) ? value : undefined), schema.optional());

const customerValue = nested(
  z.object({
    name: editableText('El nombre', NAME_MAX_LENGTH),
    lastname: editableText('El apellido', NAME_MAX_LENGTH),
    email: optionalEmail,
    telephone: telephoneText,
    address: editableText('La dirección', ADDRESS_MAX_LENGTH),
    dni: dniText,
  }),
);

const purchaseValue = nested(
  z.object({
    email: optionalEmail,
    name: editableText('El nombre', NAME_MAX_LENGTH),
    lastname: editableText('El apellido', NAME_MAX_LENGTH),
    dni: dniText,
    telephone: telephoneText,
    birthdate: birthdateValue.optional(),
    marital_status_id: maritalStatusValue.optional(),
    cuit: cuitValue.optional(),
    iva_condition: ivaConditionValue.optional(),
  }),
);

/**
 * POST /api/v2/territorio/dealership/update: the whole operation as POST …/start answered it (docs/product.md §3 shape).
 * Only what a buyer may change is read; amounts, the vehicle, the promotion and the status are the server's and are
 * ignored (docs/product.md §D2). A field left out keeps its stored value.
 */
export const updateOperationSchema = z.object({
  code: z.string({ error: OPERATION_NOT_FOUND_MESSAGE }).max(64, OPERATION_NOT_FOUND_MESSAGE),
  version: z.preprocess(
    blankToUndefined,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'Falta la versión de la operación (version).'
            : 'La versión de la operación no es válida.',
      })
      .int('La versión de la operación no es válida.')
      .min(1, 'La versión de la operación no es válida.'),
  ),
  email: optionalEmail,
  cash_amount: cashValue.optional(),
  used_vehicles: usedVehiclesValue,
  credit_id: creditIdValue.optional(),
  /**
   * Pesos: the amount the buyer asked to finance (docs/product.md §5: parsed as a number, unreadable is 0, which asks for the
   * plan's maximum). The server holds it to the plan's maximum and to what is owed (docs/decisions/0014).
   */
  credit_amount: z.unknown().optional(),
  customer: customerValue,
  purchase: purchaseValue,
});
export type UpdateOperationInput = z.output<typeof updateOperationSchema>;

/** The buyer's fields an update may carry, nested under `customer` and `purchase`. */
const NESTED_FIELDS = new Set(['customer', 'purchase']);

/**
 * An update as the server applies it (docs/product.md §7): a field refused does not stop the others. Each value the
 * schema refuses is left out, named with its message in `refused`, and the rest is read; only a body whose code or
 * version can't be read is refused whole (`invalid`, the 400 of docs/product.md §5).
 */
export function readOperationUpdate(
  body: Record<string, unknown>,
):
  | { ok: true; input: UpdateOperationInput; refused: FieldIssue[] }
  | { ok: false; issues: readonly z.core.$ZodIssue[] } {
  const first = updateOperationSchema.safeParse(body);
  if (first.success) return { ok: true, input: first.data, refused: [] };
  const whole = first.error.issues.filter(
    (issue) => issue.path.length === 0 || issue.path[0] === 'code' || issue.path[0] === 'version',
  );
  if (whole.length > 0) return { ok: false, issues: whole };
  const kept: Record<string, unknown> = { ...body };
  for (const issue of first.error.issues) {
    const [top, inner] = issue.path;
    if (typeof top !== 'string') continue;
    const nested = kept[top];
    if (NESTED_FIELDS.has(top) && typeof inner === 'string' && isRecord(nested)) {
      const { [inner]: _refused, ...rest } = nested;
      kept[top] = rest;
    } else {
      delete kept[top];
    }
  }
  const second = updateOperationSchema.safeParse(kept);
  if (!second.success) return { ok: false, issues: second.error.issues };
  const refused = first.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  return { ok: true, input: second.data, refused };
}

const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], { error: `${field} debe ser un texto.` })
      .transform((value) => String(value).trim())
      .pipe(
        z
          .string()
          .max(max, `${field} puede tener hasta ${max} caracteres.`)
          .refine((value) => !hasControlCharacters(value), invalidCharactersMessage(field)),
      )
      .optional(),
  );

const resumeOperationSchema = z.object({
  mode: z.literal('resume'),
  code: z.string().max(64, OPERATION_NOT_FOUND_MESSAGE),
});

/**
 * A new operation: the buyer's e-mail and the unit. fullprice and special_discount are not read (docs/product.md §D2);
 * family, model and chassis are the page's copy and only the chassis is checked against the unit.
 */
const newOperationSchema = z.object({
  mode: z.literal('new'),
  email: z.preprocess((value) => value ?? '', emailText),
  stock_id: positiveId({
    missing: 'Falta el vehículo (stock_id).',
    invalid: 'El vehículo (stock_id) no es válido.',
  }),
  brand_id: positiveId({
    missing: 'Falta la marca del vehículo (brand_id).',
    invalid: 'La marca del vehículo (brand_id) no es válida.',
  }),
  family_id: z.preprocess(
    blankToUndefined,
    positiveId({ missing: '', invalid: 'La familia del vehículo (family_id) no es válida.' }).optional(),
  ),
  chassis: optionalText('El chasis', 40),
  family: optionalText('La familia', 120),
  model: optionalText('El modelo', 200),
  promotion_code: optionalText('El código de descuento', 100),
  source: visitSourceSchema.optional(),
});

/**
 * POST /api/v2/territorio/dealership/start (docs/product.md §7): `code` resumes an operation; otherwise a new one starts from
 * email and stock_id (docs/product.md §5: e-mail required).
 */
export const startOperationSchema = z.preprocess(
  (input) =>
    isRecord(input)
      ? { ...input, mode: typeof input.code === 'string' && input.code.trim() !== '' ? 'resume' : 'new' }
      : input,
  z.discriminatedUnion('mode', [resumeOperationSchema, newOperationSchema]),
);
export type StartOperationInput = z.output<typeof startOperationSchema>;
