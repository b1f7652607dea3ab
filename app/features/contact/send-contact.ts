import { contactSchema } from '#domain/content/leads';
import { hasErrors, issuesToErrors, readRefusal, schemaErrors } from '../../lib/lead-form';
import { visitSource } from '../../lib/sent-visit-source';
import { CONTACT_ENDPOINT, CONTACT_FIELDS, type ContactErrors } from './contact-fields';

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
  body: Record<string, string | number>,
  onSending: () => void,
): Promise<ContactOutcome> {
  // Only the visitor's fields stop the form here; anything else (the subject) is for the server to judge.
  const found = schemaErrors(contactSchema, body, CONTACT_FIELDS);
  if (hasErrors(found)) return { kind: 'invalid', errors: found };

  onSending();
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, source: visitSource() }),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'sent' };
  const answer = await readRefusal(response);
  if (response.status === 400) {
    const errors = issuesToErrors(answer.issues, CONTACT_FIELDS);
    if (hasErrors(errors)) return { kind: 'invalid', errors };
  }
  // 429 carries its own advice (wait a moment); anything else is ours, not the visitor's.
  return response.status === 429 && answer.error
    ? { kind: 'failed', detail: answer.error }
    : { kind: 'failed' };
}
