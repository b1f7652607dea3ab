import { createHmac, timingSafeEqual } from 'node:crypto';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { MY_RESERVATION_SIGNATURE_PARAM } from '#domain/operation/my-reservation';

/**
 * The signed link to a buyer's "Mi reserva" page (docs/decisions/0027): an HMAC-SHA256 of the operation code under a
 * server secret, cut to 128 bits. The purpose is part of what is signed, so the same secret can sign nothing else
 * that could pass for it. The link lasts as long as the operation; changing the secret ends every link sent.
 */
const PURPOSE = 'territorio/mi-reserva/v1:';
const SIGNATURE_BYTES = 16;

function signatureBytes(secret: string, code: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + code)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/** The signature of an operation code as stored (upper case, aliases resolved). */
export function myReservationSignature(secret: string, code: string): string {
  return signatureBytes(secret, code).toString('base64url');
}

/**
 * Whether `signature` is the code's, compared in constant time as text: base64url's last character carries bits a
 * decoder drops, so comparing decoded bytes would let several spellings of one signature through.
 */
export function verifyMyReservationSignature(secret: string, code: string, signature: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(myReservationSignature(secret, code));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page's path with its signature, for a redirect. */
export function myReservationPath(secret: string, code: string): string {
  return `${dealershipPaths.myReservation(code)}?${MY_RESERVATION_SIGNATURE_PARAM}=${myReservationSignature(secret, code)}`;
}

/** The page's absolute address, for the e-mails. */
export function myReservationUrl(publicUrl: string, secret: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${myReservationPath(secret, code)}`;
}
