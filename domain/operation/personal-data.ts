import { PHONE_MIN_LENGTH } from '../shared/field-limits';
import { formatDay } from '../shared/mendoza-time';
import type { FieldIssue } from './operation';

/**
 * The buyer's personal data (docs/product.md §5 step 2): the checks that let step 2 continue. Only that step's page
 * and the server run them, so they ship apart from the operation's arithmetic every step loads.
 */

/** The age to sign a purchase in Argentina (Código Civil y Comercial, art. 25). */
export const MINIMUM_BUYER_AGE = 18;
export const OLDEST_BIRTH_YEAR = 1900;
export const DNI_MIN_DIGITS = 7;
export const DNI_MAX_DIGITS = 8;
export const ADDRESS_MAX_LENGTH = 200;

/** docs/product.md §5 step 2: one message for a DNI of the wrong length, whether saving or continuing finds it. */
export const DNI_INVALID_MESSAGE = 'Ingresá un DNI válido, de 7 u 8 números.';

/** docs/product.md §5 step 2: the CUIT or CUIL the invoice needs, optional; refused unless its check digit adds up. */
export const CUIT_INVALID_MESSAGE =
  'Ingresá un CUIT o CUIL válido: son 11 números, como figura en tu constancia.';

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** A CUIT or CUIL as people write it ('20-30123456-7', '20 30123456 7'): its digits only. */
export function cuitDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** A CUIT or CUIL's 11 digits as AFIP prints them: '20-30123456-3'. */
export function formatCuit(digits: string): string {
  return digits.length === 11 ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : digits;
}

/** AFIP's modulo-11 check of a CUIT or CUIL: 11 digits, a known prefix and the check digit its weights give. */
export function isValidCuit(value: string): boolean {
  const digits = cuitDigits(value);
  if (!/^(20|23|24|27|30|33|34)\d{9}$/.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(digits[10]);
}

/** docs/product.md §3: the buyer's IVA condition, for the invoice; optional. */
export const IVA_CONDITIONS = [
  { id: 'consumidor_final', name: 'Consumidor final' },
  { id: 'monotributista', name: 'Monotributista' },
  { id: 'responsable_inscripto', name: 'Responsable inscripto' },
  { id: 'exento', name: 'Exento' },
] as const;
export type IvaConditionId = (typeof IVA_CONDITIONS)[number]['id'];

export function isIvaConditionId(value: unknown): value is IvaConditionId {
  return IVA_CONDITIONS.some((condition) => condition.id === value);
}

/** The IVA condition's name as the buyer chose it, or '' when none. */
export function ivaConditionName(id: string | null | undefined): string {
  return IVA_CONDITIONS.find((condition) => condition.id === id)?.name ?? '';
}

/** docs/product.md §5: a zero birthdate counts as empty, however it is written ('0000-00-00', '00/00/0000', 0). */
export function isBirthdateEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === 0) return true;
  if (typeof value !== 'string') return false;
  return /^[\s0\-/.:T]*$/.test(value);
}

function isoDate(year: number, month: number, day: number): string | null {
  if (!(year >= 1 && month >= 1 && month <= 12 && day >= 1)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A birthdate as a date input ('1985-03-15', or an ISO timestamp) or a person ('15/03/1985', '15-03-1985') writes
 * it, as 'YYYY-MM-DD'; null when empty (a zero date included); undefined when it is not a real date.
 */
export function parseBirthdate(value: unknown): string | null | undefined {
  if (isBirthdateEmpty(value)) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? undefined;
  const local = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (local) return isoDate(Number(local[3]), Number(local[2]), Number(local[1])) ?? undefined;
  return undefined;
}

/** docs/product.md §3 display_birthdate: dd/mm/aaaa, or '' when there is none. */
export function displayBirthdate(birthdate: string | null | undefined): string {
  const parsed = parseBirthdate(birthdate ?? null);
  if (!parsed) return '';
  return formatDay(parsed);
}

/** Whole years from `birthdate` to `today`, both 'YYYY-MM-DD'. */
export function ageOn(birthdate: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthdate.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** docs/product.md §3: the buyer's marital status, by the id the operation stores. */
export const MARITAL_STATUSES = [
  { id: 1, name: 'Casado/a' },
  { id: 2, name: 'Soltero/a' },
  { id: 3, name: 'Divorciado/a' },
  { id: 4, name: 'Viudo/a' },
] as const;
export type MaritalStatusId = (typeof MARITAL_STATUSES)[number]['id'];

export function isMaritalStatusId(value: unknown): value is MaritalStatusId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export interface PersonalData {
  readonly name: string | null;
  readonly lastname: string | null;
  readonly telephone: string | null;
  readonly email: string | null;
  readonly dni: string | null;
  readonly birthdate: string | null;
  readonly marital_status_id: number | null;
  readonly address?: string | null;
}

export const REQUIRED_PERSONAL_FIELDS = [
  'name',
  'lastname',
  'telephone',
  'email',
  'dni',
  'birthdate',
  'marital_status_id',
] as const;
export type RequiredPersonalField = (typeof REQUIRED_PERSONAL_FIELDS)[number];

const MISSING_MESSAGES: Readonly<Record<RequiredPersonalField, string>> = {
  name: 'Ingresá tu nombre.',
  lastname: 'Ingresá tu apellido.',
  telephone: 'Ingresá tu teléfono.',
  email: 'Ingresá tu e-mail.',
  dni: 'Ingresá tu DNI.',
  birthdate: 'Ingresá tu fecha de nacimiento.',
  marital_status_id: 'Elegí tu estado civil.',
};

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** docs/product.md §5 step 2: the required fields still empty (address is not required; a zero birthdate is empty). */
export function missingPersonalFields(data: PersonalData): RequiredPersonalField[] {
  return REQUIRED_PERSONAL_FIELDS.filter((field) => {
    if (field === 'birthdate') return isBirthdateEmpty(data.birthdate);
    if (field === 'marital_status_id') return !isMaritalStatusId(data.marital_status_id);
    return blank(data[field]);
  });
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What keeps step 2 from continuing: each missing field, then each value that is there but can't be right (a DNI of
 * 5 digits, a phone without enough digits, a buyer under age). Saving accepts a half-typed value; continuing doesn't.
 */
export function personalDataIssues(data: PersonalData, today: string): FieldIssue[] {
  const missing = missingPersonalFields(data);
  const issues: FieldIssue[] = missing.map((field) => ({ field, message: MISSING_MESSAGES[field] }));
  const given = (field: RequiredPersonalField) => !missing.includes(field);
  if (given('dni')) {
    const digits = (data.dni ?? '').replace(/\D/g, '').length;
    if (digits < DNI_MIN_DIGITS || digits > DNI_MAX_DIGITS) {
      issues.push({ field: 'dni', message: DNI_INVALID_MESSAGE });
    }
  }
  if (given('telephone') && (data.telephone?.match(/\d/g)?.length ?? 0) < PHONE_MIN_LENGTH) {
    issues.push({ field: 'telephone', message: 'Ingresá un teléfono válido, con código de área.' });
  }
  if (given('email') && !EMAIL_SHAPE.test(data.email ?? '')) {
    issues.push({ field: 'email', message: 'Ingresá un e-mail válido.' });
  }
  if (given('birthdate')) {
    const birthdate = parseBirthdate(data.birthdate);
    if (!birthdate) issues.push({ field: 'birthdate', message: 'Ingresá una fecha de nacimiento válida.' });
    else if (ageOn(birthdate, today) < MINIMUM_BUYER_AGE) {
      issues.push({ field: 'birthdate', message: 'Tenés que ser mayor de 18 años para reservar online.' });
    }
  }
  return issues;
}

/** docs/product.md §5 step 2. */
export function canContinuePersonalData(data: PersonalData, today: string): boolean {
  return personalDataIssues(data, today).length === 0;
}
