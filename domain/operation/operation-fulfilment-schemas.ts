import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../shared/field-limits';
import { mendozaInstant } from '../shared/mendoza-instant';
import { hasControlCharacters } from '../shared/text';
import { RESENDABLE_MAILS } from './operation-fulfilment';

/*
 * The inputs of the staff actions on an operation (domain/operation/operation-fulfilment.ts): the desk's forms and the server
 * validate with these, and their messages are what staff read.
 */

/** Reasons (a cancellation, a reschedule): a sentence or two, enough for whoever reads the timeline later. */
export const REASON_MIN_LENGTH = 5;
export const REASON_MAX_LENGTH = 500;
/** A delivery is booked at most this far ahead. */
export const DELIVERY_MAX_DAYS_AHEAD = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Text a person typed: trimmed, several lines allowed, no other control characters (domain/shared/text.ts). */
function typedText(messages: { required: string; min: number; max: number; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(messages.min, messages.required)
    .max(messages.max, messages.tooLong)
    .refine((value) => !hasControlCharacters(value, true), {
      message: 'El texto tiene caracteres no válidos.',
    });
}

const reason = typedText({
  required: `Escribí el motivo (al menos ${REASON_MIN_LENGTH} caracteres).`,
  min: REASON_MIN_LENGTH,
  max: REASON_MAX_LENGTH,
  tooLong: `El motivo puede tener hasta ${REASON_MAX_LENGTH} caracteres.`,
});

/** A form sends an empty field for "none". */
const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * The delivery appointment: a day and a time on Mendoza's clock and the branch (a row of `locations`), not in the past
 * and at most DELIVERY_MAX_DAYS_AHEAD days ahead; a reason for a reschedule, optional. `now` is the server's clock.
 */
export function deliveryScheduleSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      date: z
        .string({ error: 'Elegí el día de la entrega.' })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Elegí el día de la entrega.'),
      time: z
        .string({ error: 'Elegí la hora de la entrega.' })
        .trim()
        .regex(/^\d{2}:\d{2}$/, 'Elegí la hora de la entrega (HH:MM).'),
      location_id: positiveId('Elegí la sucursal de la entrega.'),
      reason: z.preprocess(emptyAsUndefined, reason.optional()),
    })
    .transform((input, context) => {
      const at = mendozaInstant(input.date, input.time);
      if (!at) {
        context.addIssue({ code: 'custom', path: ['date'], message: 'Esa fecha u hora no existe.' });
        return z.NEVER;
      }
      const current = now();
      if (at.getTime() <= current.getTime()) {
        context.addIssue({
          code: 'custom',
          path: ['date'],
          message: 'La entrega no puede quedar en el pasado.',
        });
        return z.NEVER;
      }
      if (at.getTime() > current.getTime() + DELIVERY_MAX_DAYS_AHEAD * DAY_MS) {
        context.addIssue({
          code: 'custom',
          path: ['date'],
          message: `La entrega puede programarse hasta ${DELIVERY_MAX_DAYS_AHEAD} días adelante.`,
        });
        return z.NEVER;
      }
      return { at, locationId: input.location_id, reason: input.reason ?? null };
    });
}
export type DeliveryScheduleInput = z.output<ReturnType<typeof deliveryScheduleSchema>>;

/** Cancelling on the buyer's behalf: why, for the timeline and the audit log (never sent to the buyer). */
export const staffCancellationSchema = z.object({ reason });

/** An internal note of the timeline: never shown to the buyer. */
export const operationNoteSchema = z.object({
  note: typedText({
    required: 'Escribí la nota.',
    min: 1,
    max: MESSAGE_MAX_LENGTH,
    tooLong: `La nota puede tener hasta ${MESSAGE_MAX_LENGTH} caracteres.`,
  }),
});

/**
 * The asesor who owns the reservation: an active staff account who may act on the brand's reservations (the server
 * checks which, docs/decisions/0065).
 */
export const advisorAssignmentSchema = z.object({
  account_id: positiveId('Elegí un asesor.'),
});

/** Which e-mail to send the buyer again. */
export const resendMailSchema = z.object({
  mail: z.enum(RESENDABLE_MAILS, { error: 'Elegí qué e-mail reenviar.' }),
});
