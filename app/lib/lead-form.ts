import { type FormEvent, useRef, useState } from 'react';

/**
 * What the lead forms (contact, price request) share: each field's message, shown at the field with the focus moved to
 * the first one in screen order; one submission at a time; the shared schema's issues and the API's, read the same way.
 * The schema itself (zod comes with it) is fetched by each form when the visitor first touches it, never with the page.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface Issue {
  field: string;
  message: string;
}

/** The errors of a form's fields, and the way to show them: set, then focus the first field that has one. */
export function useFieldErrors<F extends string>(fieldsInOrder: readonly F[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const showErrors = (found: FieldErrors<F>) => {
    setErrors(found);
    const first = fieldsInOrder.find((field) => found[field]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };
  return { formRef, errors, setErrors, showErrors };
}

/**
 * The form's submit handler: the form's data goes to `submit`, and a second press while it runs (the schema still
 * loading, the request on its way) sends nothing twice.
 */
export function useSingleSubmit(submit: (form: FormData) => Promise<void>) {
  const busy = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void submit(new FormData(event.currentTarget)).finally(() => {
      busy.current = false;
    });
  };
}

/** A text field's value as the form sent it ('' when absent). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The first message per field of `fields`; issues about anything else (a subject, a vehicle) are the server's. */
export function issuesToErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { field, message } of issues) {
    if ((fields as readonly string[]).includes(field) && !errors[field as F]) errors[field as F] = message;
  }
  return errors;
}

/** A zod-like schema: what the lead forms need of the shared one. */
interface Checkable {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The visitor's fields the shared schema refuses, each with its message. */
export function schemaErrors<F extends string>(
  schema: Checkable,
  body: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const checked = schema.safeParse(body);
  if (checked.success) return {};
  return issuesToErrors(
    checked.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
    fields,
  );
}

/** An API refusal's `error` and per-field `issues`, whatever shape the answer has. */
export async function readRefusal(
  response: Response,
): Promise<{ error: string | undefined; issues: Issue[] }> {
  try {
    const body = (await response.json()) as { error?: unknown; issues?: unknown };
    const issues = Array.isArray(body.issues)
      ? body.issues.filter(
          (issue): issue is Issue => typeof issue?.field === 'string' && typeof issue?.message === 'string',
        )
      : [];
    return { error: typeof body.error === 'string' ? body.error : undefined, issues };
  } catch {
    return { error: undefined, issues: [] };
  }
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * The props of a lead form's text field (app/components/text-field.tsx): its id under the form's `prefix`, its name,
 * the value typed so far and its message, so every form draws its fields the same way.
 */
export function fieldPropsOf<F extends string>(
  prefix: string,
  values: Partial<Record<F, string>>,
  errors: FieldErrors<F>,
) {
  return (name: F) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: values[name],
    error: Boolean(errors[name]),
    errorMessage: errors[name],
  });
}
