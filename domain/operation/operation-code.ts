/**
 * docs/product.md §D4: an operation code is 12 characters of Crockford base32, 60 random bits. It is the only key to an
 * operation holding personal data, so it comes from a cryptographic source, and is read forgivingly: any case,
 * spaces or hyphens a person adds, and the letters Crockford reads as digits (O as 0, I and L as 1).
 *
 * Web Crypto is global in browsers and in Node 20, so this module needs no Node import and runs in pages too.
 */

/** Crockford's alphabet: digits and letters without I, L, O and U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const OPERATION_CODE_LENGTH = 12;

/** A normalised operation code (the form stored and shown). */
export const OPERATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** The transaction code is the payment's external reference: longer, as nobody types it. 100 random bits. */
export const TRANSACTION_CODE_LENGTH = 20;
export const TRANSACTION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/** `length` characters of 5 random bits each; 256 is a multiple of 32, so every character is equally likely. */
function randomCrockford(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let code = '';
  for (const byte of bytes) code += CROCKFORD_ALPHABET[byte & 31];
  return code;
}

export function generateOperationCode(): string {
  return randomCrockford(OPERATION_CODE_LENGTH);
}

export function generateTransactionCode(): string {
  return randomCrockford(TRANSACTION_CODE_LENGTH);
}

const ALIASES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The code a person typed or a link carried, as stored: upper-case, without spaces or hyphens, with Crockford's
 * aliases read as digits. Null when it cannot be a code (wrong length, U, or any other character).
 */
export function normalizeOperationCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  // A typed or pasted code is short; anything long is not worth scanning.
  if (input.length > 64) return null;
  const code = input
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[OIL]/g, (letter) => ALIASES[letter] ?? letter);
  return OPERATION_CODE_PATTERN.test(code) ? code : null;
}

export function isOperationCode(input: unknown): boolean {
  return normalizeOperationCode(input) !== null;
}
