/** What the contact form and its sending code (send-contact.ts) both know: the endpoint and the fields, in order. */
export const CONTACT_ENDPOINT = '/api/v2/territorio/contact';

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
