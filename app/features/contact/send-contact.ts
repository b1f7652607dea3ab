import { contactSchema } from '../../../domain/leads';
import {
  CONTACT_ENDPOINT,
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactFieldName,
} from './contact-fields';

/**
 * Sending the contact form: the shared schema's check (zod comes with it, ~24 KB gzipped), the POST to the product
 * API and the reading of its answer. The form fetches this module when the visitor first touches it, so pages that
 * show the form don't carry any of it until then.
 */

export type ContactOutcome =
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'sent' }
  /** `detail` is the API's own advice when it gave one (429: wait a moment); the form says its own otherwise. */
  | { kind: 'failed'; detail?: string };

/**
 * Checks the body with the schema the API uses, then posts it. `onSending` runs once the body passed the check, right
 * before the request leaves.
 */
export async function sendContact(
  body: Record<string, string>,
  onSending: () => void,
): Promise<ContactOutcome> {
  const checked = contactSchema.safeParse(body);
  const found = checked.success
    ? {}
    : issuesToErrors(
        checked.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
      );
  // Only the visitor's fields stop the form here; anything else (the subject) is for the server to judge.
  if (Object.keys(found).length > 0) return { kind: 'invalid', errors: found };

  onSending();
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'sent' };
  const answer = await readError(response);
  if (response.status === 400 && answer.issues.length > 0) {
    const errors = issuesToErrors(answer.issues);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  // 429 carries its own advice (wait a moment); anything else is ours, not the visitor's.
  return response.status === 429 && answer.error
    ? { kind: 'failed', detail: answer.error }
    : { kind: 'failed' };
}

interface ErrorAnswer {
  error: string | undefined;
  issues: { field: string; message: string }[];
}

async function readError(response: Response): Promise<ErrorAnswer> {
  try {
    const body = (await response.json()) as { error?: unknown; issues?: unknown };
    const issues = Array.isArray(body.issues)
      ? body.issues.filter(
          (issue): issue is { field: string; message: string } =>
            typeof issue?.field === 'string' && typeof issue?.message === 'string',
        )
      : [];
    return { error: typeof body.error === 'string' ? body.error : undefined, issues };
  } catch {
    return { error: undefined, issues: [] };
  }
}

/** The first message per field the form shows; issues about other fields (subject) are left to the failure path. */
function issuesToErrors(issues: readonly { field: string; message: string }[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const { field, message } of issues) {
    if (CONTACT_FIELDS.includes(field as ContactFieldName) && !errors[field as ContactFieldName]) {
      errors[field as ContactFieldName] = message;
    }
  }
  return errors;
}
