/**
 * Argentine phone numbers as buyers type them ("0261 15 555-1234", "+54 9 261 5551234", "2615551234") reduced to one
 * form (docs/decisions/0070): the 10-digit national number, without the trunk 0, the mobile 15 or the country's 54 9.
 * Two ways of writing one number give one key; a WhatsApp link adds 549 in front.
 */

/** The dealership's area code (Mendoza), for a local number typed without one. */
const LOCAL_AREA_CODE = '261';

/** The 10-digit national number, or undefined when the digits are no Argentine number. */
export function argentinePhoneKey(raw: string | null | undefined): string | undefined {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('54') && digits.length >= 12) {
    digits = digits.slice(2);
    if (digits.startsWith('9') && digits.length === 11) digits = digits.slice(1);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 12) {
    // The mobile prefix 15 follows the area code, of 2 to 4 digits (11 Buenos Aires, 261 Mendoza, 2627 San Rafael).
    for (const areaLength of [3, 2, 4]) {
      if (digits.slice(areaLength, areaLength + 2) === '15') {
        digits = digits.slice(0, areaLength) + digits.slice(areaLength + 2);
        break;
      }
    }
  }
  if (digits.length === 9 && digits.startsWith('15')) digits = LOCAL_AREA_CODE + digits.slice(2);
  else if (digits.length === 7) digits = LOCAL_AREA_CODE + digits;
  return /^[1-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** The digits wa.me takes for an Argentine mobile: 54 9 and the national number. */
export function argentineWhatsappDigits(raw: string | null | undefined): string | undefined {
  const key = argentinePhoneKey(raw);
  return key ? `549${key}` : undefined;
}
