import { TEST_DRIVE_SIGNATURE_PARAM, testDriveBookingPath } from '#domain/test-drive/test-drive';
import { linkSignature, verifyLinkSignature } from '../platform/link-signature';

/**
 * The signed link to a booking's own page, where the buyer sees, moves or cancels it (the "Mi reserva" pattern,
 * docs/decisions/0027 and 0087): the booking's code signed for this purpose under RESERVATION_LINK_SECRET. The code alone
 * opens nothing.
 */
const PURPOSE = 'territorio/prueba-de-manejo/v1:';

export function verifyTestDriveSignature(secret: string, code: string, signature: string): boolean {
  return verifyLinkSignature(secret, PURPOSE, code, signature);
}

/** The page's path with its signature. */
export function testDriveLinkPath(secret: string, code: string): string {
  return `${testDriveBookingPath(code)}?${TEST_DRIVE_SIGNATURE_PARAM}=${linkSignature(secret, PURPOSE, code)}`;
}

/** The page's absolute address, for the e-mails. */
export function testDriveLinkUrl(publicUrl: string, secret: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${testDriveLinkPath(secret, code)}`;
}
