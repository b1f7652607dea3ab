import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link a buyer opens from an e-mail without an account (docs/decisions/0027): the HMAC-SHA256 of a purpose and a
 * record's code under a server secret, cut to 128 bits, as base64url. The purpose is part of what is signed, so one
 * secret signs links of several kinds and none passes for another. Nothing is stored; changing the secret ends every
 * link sent.
 */
const SIGNATURE_BYTES = 16;

export function linkSignature(secret: string, purpose: string, code: string): string {
  return createHmac('sha256', secret)
    .update(purpose + code)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/**
 * Whether `signature` is the code's, compared in constant time as text: base64url's last character carries bits a
 * decoder drops, so comparing decoded bytes would let several spellings of one signature through.
 */
export function verifyLinkSignature(
  secret: string,
  purpose: string,
  code: string,
  signature: string,
): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(linkSignature(secret, purpose, code));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
