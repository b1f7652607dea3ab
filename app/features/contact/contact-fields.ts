import type { DEFAULT_CONTACT_SUBJECT } from '#domain/content/leads';

/** What the contact form and its sending code (send-contact.ts) both know: the endpoint and the fields, in order. */
export const CONTACT_ENDPOINT = '/api/v2/territorio/contact';

/** The subject of the contact page's own form, restated with its type tied to the original (see contact-form.tsx). */
export const CONTACT_FORM_DEFAULT_SUBJECT: typeof DEFAULT_CONTACT_SUBJECT = 'Formulario de contacto';

export type ContactFieldName = 'name' | 'lastname' | 'telephone' | 'email' | 'message';
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

/** In the order of the fields on screen. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = [
  'name',
  'lastname',
  'telephone',
  'email',
  'message',
];
