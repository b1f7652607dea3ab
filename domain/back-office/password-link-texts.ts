/*
 * What the one-time link's page (/admin/restablecer/{token}) and its e-mail say: in a module of their own, so the
 * panel's other pages, which share the back office's modules, don't carry them.
 */

/** What the password fields tell the person, beside the fields and in the e-mail with the link. */
export const PASSWORD_RULE =
  'Usá al menos 12 caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.';

/** A one-time link that expired, was used or never existed. */
export const LINK_NOT_VALID = 'El enlace venció o ya se usó. Pedí uno nuevo.';
