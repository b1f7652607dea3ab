import { z } from 'zod';
import { LEAD_PERSON_FIELDS } from '../content/leads';
import { DNI_INVALID_MESSAGE, DNI_MAX_DIGITS, DNI_MIN_DIGITS } from '../operation/personal-data';
import { visitSourceFormField, visitSourceSchema } from '../shared/visit-source';
import { SLOT_MINUTES_MAX, SLOT_MINUTES_MIN, TEST_DRIVE_MESSAGES } from './test-drive';

/*
 * The test drive's inputs (docs/product.md §7 "Test drives"): the booking as the API takes it (JSON) and as the page's
 * form posts it (text fields), one schema for both; the slots' query; moving a booking; the back office's forms.
 * Apart from ./test-drive.ts, so the pages' scripts don't carry zod.
 */

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A positive id, as JSON sends it (a number) or a form (its digits). */
const idOf = (message: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: message }).int({ message }).positive({ message }).max(2_147_483_647, { message }),
  );

/** Yes or no, as JSON sends it (a boolean) or a form ('si' or 'no'). */
const yesNo = (message: string) =>
  z.preprocess(
    (value) => (value === 'si' || value === 'sí' ? true : value === 'no' ? false : value),
    z.boolean({ error: message }),
  );

const SLOT_MESSAGE = 'Elegí un día y un horario.';

/** An instant as ISO 8601 with its zone ('2026-12-10T12:30:00.000Z', '2026-12-10T09:30:00-03:00'). */
const instant = z
  .string({ error: SLOT_MESSAGE })
  .trim()
  .min(1, { message: SLOT_MESSAGE, abort: true })
  .max(40, { message: SLOT_MESSAGE, abort: true })
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value),
    {
      message: SLOT_MESSAGE,
      abort: true,
    },
  )
  .transform((value, context) => {
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: 'custom', message: SLOT_MESSAGE });
      return z.NEVER;
    }
    return parsed;
  });

const dni = z
  .string({ error: (issue) => (issue.input == null ? 'Ingresá tu DNI.' : DNI_INVALID_MESSAGE) })
  .trim()
  .min(1, { message: 'Ingresá tu DNI.', abort: true })
  .max(20, { message: DNI_INVALID_MESSAGE, abort: true })
  .refine((value) => /^[\d.\s]+$/.test(value), { message: DNI_INVALID_MESSAGE, abort: true })
  .transform((value) => value.replace(/\D/g, ''))
  .refine(
    (digits) => digits.length >= DNI_MIN_DIGITS && digits.length <= DNI_MAX_DIGITS,
    DNI_INVALID_MESSAGE,
  );

/** The buyer's choice of slot: the branch, the version and the instant. */
export const testDriveSlotChoice = {
  branch: idOf('Elegí una sucursal.'),
  version: idOf('Elegí la versión que querés manejar.'),
  starts_at: instant,
};

const bookingFields = {
  ...testDriveSlotChoice,
  name: LEAD_PERSON_FIELDS.name,
  lastname: LEAD_PERSON_FIELDS.lastname,
  phone: LEAD_PERSON_FIELDS.cellphone,
  email: LEAD_PERSON_FIELDS.email,
  dni,
  licence: yesNo('Contanos si tenés licencia de conducir.'),
  consent: yesNo(TEST_DRIVE_MESSAGES.consent).refine((value) => value, TEST_DRIVE_MESSAGES.consent),
  website: LEAD_PERSON_FIELDS.website,
};

/** POST /api/v2/territorio/test-drives: JSON, with where the visitor came from as an object (docs/decisions/0064). */
export const testDriveApiSchema = z.object({ ...bookingFields, source: visitSourceSchema.optional() });

/** The booking page's form: the same fields as text, and `source` as JSON text. */
export const testDriveFormSchema = z.object({ ...bookingFields, source: visitSourceFormField });

export type TestDriveBookingInput = z.output<typeof testDriveApiSchema>;

/** GET /api/v2/territorio/test-drives/slots?branch=…&version=…&from=YYYY-MM-DD. */
export const testDriveSlotsQuerySchema = z.object({
  branch: testDriveSlotChoice.branch,
  version: testDriveSlotChoice.version,
  from: z
    .string({ error: 'El día es una fecha con el formato AAAA-MM-DD.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'El día es una fecha con el formato AAAA-MM-DD.')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Esa fecha no existe.')
    .optional(),
});

/** Moving a booking, by its buyer or by staff: the new instant. */
/** A slot of a branch calendar chosen on a form: a test drive's new time, a visit's time. */
export const slotChoiceSchema = z.object({ starts_at: instant });
export const testDriveMoveSchema = slotChoiceSchema;

/** The back office: a demo unit of a version at a branch, with a note for the team. */
export const demoUnitSchema = z.object({
  version: idOf('Elegí la versión.'),
  note: z
    .string()
    .trim()
    .max(120, 'La nota puede tener hasta 120 caracteres.')
    .optional()
    .transform((value) => value ?? ''),
});

/** The back office: the branch's slot length. */
export const slotMinutesSchema = z.object({
  slot_minutes: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `Elegí una duración de ${SLOT_MINUTES_MIN} a ${SLOT_MINUTES_MAX} minutos.` })
      .int(`Elegí una duración de ${SLOT_MINUTES_MIN} a ${SLOT_MINUTES_MAX} minutos.`)
      .min(SLOT_MINUTES_MIN, `Elegí una duración de ${SLOT_MINUTES_MIN} a ${SLOT_MINUTES_MAX} minutos.`)
      .max(SLOT_MINUTES_MAX, `Elegí una duración de ${SLOT_MINUTES_MIN} a ${SLOT_MINUTES_MAX} minutos.`),
  ),
});
