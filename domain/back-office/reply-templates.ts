/**
 * The reply templates the sales team edits (docs/product.md §6 "Follow-ups on a lead", docs/decisions/0077): a name
 * and a text with placeholders, filled on the server for one lead and offered on its page as a WhatsApp and an e-mail
 * link. This file is the one home of the fill rule.
 */

/** The placeholders a template may use, and what each stands for. */
export const REPLY_PLACEHOLDERS = {
  nombre: 'el nombre de la persona',
  apellido: 'su apellido',
  vehiculo: 'el vehículo por el que consultó',
  marca: 'la marca de la consulta',
  asesor: 'tu nombre',
} as const;
/** The form's limits (reply-templates-schemas.ts checks them; kept here so the page's script carries no zod). */
export const REPLY_NAME_MAX_LENGTH = 60;
export const REPLY_BODY_MAX_LENGTH = 1000;

export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;

export type ReplyValues = Readonly<Record<ReplyPlaceholder, string | null>>;

export interface ReplyTemplate {
  id: number;
  name: string;
  body: string;
  updatedAt: string;
}

/** One template filled for one lead: the links its page offers (null without a usable phone or e-mail). */
export interface FilledReply {
  id: number;
  name: string;
  whatsapp: string | null;
  mailto: string | null;
}

const PLACEHOLDER = /\{([^{}\s]{1,30})\}/g;

const isPlaceholder = (key: string): key is ReplyPlaceholder => Object.hasOwn(REPLY_PLACEHOLDERS, key);

/**
 * The template's text for one lead: each known placeholder replaced by its value, a known one without a value and an
 * unknown one left out (so no brace and no other record's word reaches the buyer); spaces left doubled by a removed
 * placeholder are closed up.
 */
export function fillReplyTemplate(body: string, values: ReplyValues): string {
  return body
    .replace(PLACEHOLDER, (_, key: string) => {
      const normalized = key.toLowerCase();
      return isPlaceholder(normalized) ? (values[normalized]?.trim() ?? '') : '';
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .trim();
}

/** The placeholders a text names that are not known: the editor warns of them. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) {
    const key = match[1] ?? '';
    if (!isPlaceholder(key.toLowerCase())) unknown.add(`{${key}}`);
  }
  return [...unknown];
}

/** A `mailto:` link with the subject and text encoded (RFC 6068: spaces as %20, never +). */
export function replyMailto(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
