import type { z } from 'zod';

/** A form's problems by field: the first of each. */
export type FieldErrors = Partial<Record<string, string>>;

/** zod's issues as one message per field, for the forms; an issue of no field is the form's message only. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}

/** What a form sent with mistakes is told: its first problem, and each field's. */
export function refusedFields(error: z.ZodError): { message: string; fieldErrors: FieldErrors } {
  return { message: error.issues[0]?.message ?? 'Revisá los datos.', fieldErrors: fieldErrorsOf(error) };
}

/** What a post is told when its body can't be read as a form: cut short, malformed, or not a form at all. */
export const UNREADABLE_FORM_MESSAGE = 'No pudimos leer el formulario enviado. Volvé a intentarlo.';
