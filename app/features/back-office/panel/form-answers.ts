import { data } from 'react-router';
import type { ConfirmationAsked } from '#domain/back-office/confirmations';
import type { FieldErrors } from '#domain/back-office/staff-accounts';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { readPostedForm } from '../../../lib/posted-form';

/** What a post answers its form: a notice above it, and after a refusal the errors beside the fields. */
export interface FormAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  /** The change waits for a confirmation: what it would change (domain/back-office/confirmations.ts). */
  confirm?: ConfirmationAsked;
}

/**
 * A posted form. A body that can't be read as one is refused here, for every action of the back office, with 400: its
 * refusal is thrown, so the page's error boundary (AdminErrorBoundary) shows it in place of the page.
 */
export async function postedForm(request: Request): Promise<FormData> {
  const form = await readPostedForm(request);
  if (!form) throw data(refusalOf({ message: UNREADABLE_FORM_MESSAGE }), { status: 400 });
  return form;
}

/** What a refused post shows above its form, and the errors beside the fields that caused it. */
export function refusalOf(result: {
  message: string;
  fieldErrors?: FieldErrors | undefined;
  confirm?: ConfirmationAsked | undefined;
}) {
  return {
    ok: false as const,
    message: result.message,
    ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
    ...(result.confirm ? { confirm: result.confirm } : {}),
  };
}

/** A text field of a posted form, empty when it is missing. */
export const textOf = (form: FormData, name: string): string => String(form.get(name) ?? '');

/** A file field of a posted multipart form: its bytes, or null when none was chosen (an empty file input). */
export async function fileOf(form: FormData, name: string): Promise<Uint8Array | null> {
  const value = form.get(name);
  if (!(value instanceof File) || (value.size === 0 && value.name === '')) return null;
  return new Uint8Array(await value.arrayBuffer());
}

/** The files of a multiple file field, in the order chosen: an empty input (no file chosen) gives none. */
export async function filesOf(form: FormData, name: string): Promise<Uint8Array[]> {
  const chosen = form
    .getAll(name)
    .filter((value): value is File => value instanceof File && !(value.size === 0 && value.name === ''));
  return Promise.all(chosen.map(async (file) => new Uint8Array(await file.arrayBuffer())));
}
