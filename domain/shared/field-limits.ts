/** Lengths shared by every form that takes a person's data (leads, the dealership's step 2). No zod here. */
export const NAME_MAX_LENGTH = 80;
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 30;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 2000;
export const SHORT_TEXT_MAX_LENGTH = 120;

const PHONE_CHARACTERS = /^[0-9 +()-]+$/;

/**
 * A phone number as the forms take it: up to PHONE_MAX_LENGTH characters, only digits, spaces and + ( ) -, and at
 * least PHONE_MIN_LENGTH digits ('((( )))' is made of allowed characters but is no phone). The servers' schemas and
 * the forms that check themselves in the browser ask the same.
 */
export function isPhoneNumber(value: string): boolean {
  return (
    value.length <= PHONE_MAX_LENGTH &&
    PHONE_CHARACTERS.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_LENGTH
  );
}
