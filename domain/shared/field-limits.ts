/** Lengths shared by every form that takes a person's data (leads, the dealership's step 2). No zod here. */
export const NAME_MAX_LENGTH = 80;
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 30;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 2000;
export const SHORT_TEXT_MAX_LENGTH = 120;
