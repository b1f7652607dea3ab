import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isPhoneNumber,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../shared/field-limits';
import { hasControlCharacters } from '../shared/text';

/**
 * The three lead forms of docs/product.md §5 and §7: contact, price request and job application. One schema per input, shared
 * by the page forms and the API; the messages are the Spanish texts a visitor reads.
 *
 * Honeypot: every schema accepts a `website` field that people never see: the form moves it off-screen with CSS (not
 * `type="hidden"` nor the `hidden` attribute, which bots skip) and keeps it from screen readers, the keyboard and
 * autofill (`aria-hidden="true"`, `tabindex="-1"`, `autocomplete="off"`). Bots that fill every input fill it too. A filled honeypot is not a validation error: the server answers exactly as if it had accepted
 * the lead but saves and sends nothing, so a bot gets no signal to adapt to. See `isHoneypotFilled`.
 */

export const HONEYPOT_FIELD = 'website';

export {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
};

/** docs/product.md §2: the contact page's help form sends this subject; other forms send a family name or 'Oportunidades'. */
export const DEFAULT_CONTACT_SUBJECT = 'Formulario de contacto';

/** docs/product.md §8 texts and the answers of the lead endpoints. */
export const CONTACT_RECEIVED_MESSAGE =
  'Recibimos tu mensaje. Un asesor se va a comunicar con vos a la brevedad.';
export const PRICE_REQUEST_RECEIVED_MESSAGE =
  'Recibimos tu pedido. Un asesor te va a enviar el precio a la brevedad.';
export const CV_RECEIVED_MESSAGE = '¡Gracias!';
export const CV_FILE_MESSAGE = 'Por favor adjuntá tu currículum en formato Word o PDF.';
export const CV_EMPTY_FILE_MESSAGE =
  'El archivo que adjuntaste está vacío. Por favor adjuntá tu currículum en formato Word o PDF.';

/** docs/product.md §D14: 5 MB at most (the job_applications table checks the same bound). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TOO_LARGE_MESSAGE = 'El currículum no puede superar los 5 MB.';

/**
 * Why a job application failed, as `/cv-error?motivo=…` carries it to the page that tells the applicant. A redirect
 * without `motivo` means the failure was ours, not theirs.
 */
export const CV_ERROR_REASONS = ['archivo', 'datos', 'tamano'] as const;
export type CvErrorReason = (typeof CV_ERROR_REASONS)[number];
export const CV_ERROR_MESSAGES: Record<CvErrorReason | 'servidor', string> = {
  archivo: CV_FILE_MESSAGE,
  datos: 'Revisá los datos del formulario: faltan datos obligatorios o alguno no es válido.',
  tamano: CV_TOO_LARGE_MESSAGE,
  servidor: 'No pudimos recibir tu postulación. Probá de nuevo en unos minutos.',
};

interface FieldMessages {
  /** Absent, null, empty or only whitespace. */
  missing: string;
  /** Not text, or text with control characters. */
  invalid: string;
  tooLong: string;
}

function requiredText(messages: FieldMessages, max: number, multiline = false) {
  return z
    .string({ error: (issue) => (issue.input == null ? messages.missing : messages.invalid) })
    .trim()
    .min(1, { message: messages.missing, abort: true })
    .max(max, { message: messages.tooLong, abort: true })
    .refine((value) => !hasControlCharacters(value, multiline), { message: messages.invalid, abort: true });
}

/** Forms send an untouched input as '' and API clients may send null: both mean "not given". */
function blankToUndefined(value: unknown) {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A phone number (`isPhoneNumber`): too long or malformed, the same message. */
function phone(messages: Omit<FieldMessages, 'tooLong'>) {
  return requiredText({ ...messages, tooLong: messages.invalid }, PHONE_MAX_LENGTH).refine(
    isPhoneNumber,
    messages.invalid,
  );
}

const email = requiredText(
  {
    missing: 'Ingresá tu e-mail.',
    invalid: 'Ingresá un e-mail válido.',
    tooLong: 'Ingresá un e-mail válido.',
  },
  EMAIL_MAX_LENGTH,
).pipe(z.email('Ingresá un e-mail válido.'));

const name = requiredText(
  {
    missing: 'Ingresá tu nombre.',
    invalid: 'Ingresá un nombre válido.',
    tooLong: `El nombre puede tener hasta ${NAME_MAX_LENGTH} caracteres.`,
  },
  NAME_MAX_LENGTH,
);

const lastname = requiredText(
  {
    missing: 'Ingresá tu apellido.',
    invalid: 'Ingresá un apellido válido.',
    tooLong: `El apellido puede tener hasta ${NAME_MAX_LENGTH} caracteres.`,
  },
  NAME_MAX_LENGTH,
);

const phoneHint = `de ${PHONE_MIN_LENGTH} a ${PHONE_MAX_LENGTH} caracteres: números, espacios y + ( ) -`;
const telephone = phone({
  missing: 'Ingresá tu teléfono.',
  invalid: `Ingresá un teléfono válido (${phoneHint}).`,
});
const cellphone = phone({
  missing: 'Ingresá tu celular.',
  invalid: `Ingresá un celular válido (${phoneHint}).`,
});

function message(label: 'El mensaje' | 'El comentario') {
  return requiredText(
    {
      missing: `${label} está vacío.`,
      invalid: `${label} tiene caracteres no válidos.`,
      tooLong: `${label} puede tener hasta ${MESSAGE_MAX_LENGTH} caracteres.`,
    },
    MESSAGE_MAX_LENGTH,
    true,
  );
}

function shortText(label: string, article: 'El' | 'La' | 'Los', max = SHORT_TEXT_MAX_LENGTH) {
  const verb = article === 'Los' ? 'pueden' : 'puede';
  return requiredText(
    {
      missing: `Completá ${article.toLowerCase()} ${label}.`,
      invalid: `${article} ${label} tiene caracteres no válidos.`,
      tooLong: `${article} ${label} ${verb} tener hasta ${max} caracteres.`,
    },
    max,
  );
}

/**
 * Any non-blank value counts as filled; what a bot puts there does not matter, and is never serialised (a value nested
 * thousands deep would overflow the stack).
 */
const honeypot = z
  .unknown()
  .optional()
  .transform((value): string | undefined => {
    const blank = blankToUndefined(value);
    if (blank === undefined) return undefined;
    return typeof blank === 'string' ? blank : 'filled';
  });

/**
 * What a lead is about, when the page knows it: the catalogue's ids of the brand, the family, the version and the unit.
 * The server reads the names from the catalogue and checks they belong together (docs/decisions/0061): a page's own
 * words for a vehicle are never what a lead says.
 */
const catalogueId = optional(z.coerce.number({ error: 'Indicá un vehículo válido.' }).int().positive());
const vehicleIds = {
  brand_id: catalogueId,
  family_id: catalogueId,
  version_id: catalogueId,
  stock_id: catalogueId,
};
export type LeadVehicleIds = {
  brand_id?: number | undefined;
  family_id?: number | undefined;
  version_id?: number | undefined;
  stock_id?: number | undefined;
};

/** What a lead's vehicle names: 'Volkswagen Polo Track 1.6', 'Chevrolet'…; the server resolves it from the ids. */
export const LEAD_VEHICLE_UNKNOWN_MESSAGE = 'No encontramos en nuestro catálogo el vehículo que consultaste.';

/**
 * The subject a contact lead is kept and mailed with: the form's subject, and the vehicle the page named. A subject that
 * is part of the vehicle (a family page's family name) gives way to the whole vehicle ('Polo' → 'Volkswagen Polo');
 * another ('Oportunidades') is followed by it.
 */
export function contactLeadSubject(subject: string, vehicle: string | null): string {
  if (!vehicle) return subject;
  const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
  const named = words(vehicle);
  return words(subject).every((word) => named.includes(word)) ? vehicle : `${subject}: ${vehicle}`;
}

/** docs/decisions/0061: the same price request (same e-mail, same vehicle) within this time is one lead. */
export const PRICE_REQUEST_REPEAT_HOURS = 24;

export const contactSchema = z.object({
  name,
  lastname,
  telephone,
  /** docs/product.md §5: "email must be of e-mail type", not required. */
  email: optional(email),
  message: optional(message('El mensaje')),
  subject: z.preprocess(blankToUndefined, shortText('asunto', 'El').default(DEFAULT_CONTACT_SUBJECT)),
  ...vehicleIds,
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactSchema>;

const VEHICLE_MISSING_MESSAGE = 'Indicá el vehículo que te interesa.';

/** The price request's fields; `priceRequestSchema` adds that it names a vehicle, by its ids or by a name. */
export const priceRequestFieldsSchema = z.object({
  name,
  lastname,
  email,
  cellphone: optional(cellphone),
  /** A name for the vehicle, for clients that do not know the catalogue's ids (a family name, as the original sent). */
  vehicle: optional(
    requiredText(
      {
        missing: VEHICLE_MISSING_MESSAGE,
        invalid: 'Indicá un vehículo válido.',
        tooLong: `El vehículo puede tener hasta ${SHORT_TEXT_MAX_LENGTH} caracteres.`,
      },
      SHORT_TEXT_MAX_LENGTH,
    ),
  ),
  ...vehicleIds,
  website: honeypot,
});

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A price request names a vehicle, by its ids or by a name. */
export const namesAVehicle = (lead: z.output<typeof priceRequestFieldsSchema>) =>
  [lead.vehicle, lead.family_id, lead.version_id, lead.stock_id].some(given);
// Said with the other fields' problems, not after them.
export const VEHICLE_MISSING_ISSUE = {
  message: VEHICLE_MISSING_MESSAGE,
  path: ['vehicle'],
  when: () => true,
};

export const priceRequestSchema = priceRequestFieldsSchema.refine(namesAVehicle, VEHICLE_MISSING_ISSUE);
export type PriceRequestInput = z.infer<typeof priceRequestSchema>;

/**
 * The e-mail, the optional name to greet and the honeypot, as every form that asks for them checks them: the alerts
 * (domain/content/alerts.ts) take them as the leads do.
 */
export const personFieldSchemas = { email, optionalName: optional(name), honeypot };

/** The fields of the job form; the CV file is checked apart, by its content (server/leads). */
export const jobApplicationSchema = z.object({
  name,
  lastname,
  cellphone,
  email,
  telephone: optional(telephone),
  studies: optional(shortText('estudios', 'Los', 200)),
  position: optional(shortText('puesto', 'El')),
  message: optional(message('El comentario')),
  zone: optional(shortText('zona de residencia', 'La')),
  website: honeypot,
});
export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;

export const JOB_APPLICATION_FIELDS = [
  'name',
  'lastname',
  'telephone',
  'cellphone',
  'email',
  'studies',
  'position',
  'message',
  'zone',
] as const satisfies readonly (keyof JobApplicationInput)[];

/** The person fields of the lead forms and the honeypot, for another form that becomes a lead (a test drive). */
export const LEAD_PERSON_FIELDS = { name, lastname, email, cellphone, website: honeypot } as const;

/** True when a bot filled the hidden field: the caller answers as usual and keeps nothing. */
export function isHoneypotFilled(input: { website?: string | undefined }): boolean {
  return input.website !== undefined;
}
