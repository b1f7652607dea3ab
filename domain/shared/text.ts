/**
 * What text the site accepts from anyone: no control characters in a value of one line (a NUL can't be stored in
 * PostgreSQL, a CR/LF could reach an e-mail header or a redirect); a message of several lines keeps its line breaks
 * and tabs. Every schema that reads text refuses the rest with a 400 and its Spanish message.
 */
export const SINGLE_LINE_FORBIDDEN = /\p{Cc}/u;
export const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** The message of a value with characters it may not carry. */
export const invalidCharactersMessage = (field: string) => `${field} tiene caracteres no válidos.`;

/** Case, accents and repeated spaces do not distinguish two names ("SAN RAFAÉL" is San Rafael). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A CSV header as the imports compare it: "List Price", " LIST_PRICE " and "list-price" all name list_price. */
export function normalizeColumnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
