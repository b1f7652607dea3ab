import { dealershipPaths } from '#domain/operation/dealership-paths';
import { MY_RESERVATION_SIGNATURE_PARAM } from '#domain/operation/my-reservation';
import { linkSignature, verifyLinkSignature } from '../platform/link-signature';

/**
 * The signed link to a buyer's "Mi reserva" page (docs/decisions/0027): the operation code signed for this purpose
 * (server/platform/link-signature.ts). The link lasts as long as the operation; changing the secret ends every link
 * sent.
 */
const PURPOSE = 'territorio/mi-reserva/v1:';

/** The signature of an operation code as stored (upper case, aliases resolved). */
export function myReservationSignature(secret: string, code: string): string {
  return linkSignature(secret, PURPOSE, code);
}

/** Whether `signature` is the code's. */
export function verifyMyReservationSignature(secret: string, code: string, signature: string): boolean {
  return verifyLinkSignature(secret, PURPOSE, code, signature);
}

/** The page's path with its signature, for a redirect. */
export function myReservationPath(secret: string, code: string): string {
  return `${dealershipPaths.myReservation(code)}?${MY_RESERVATION_SIGNATURE_PARAM}=${myReservationSignature(secret, code)}`;
}

/** The page's absolute address, for the e-mails. */
export function myReservationUrl(publicUrl: string, secret: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${myReservationPath(secret, code)}`;
}
