/** VIN letters exclude I, O and Q so they can't be mistaken for 1 and 0. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** ISO 3779 model-year letter (2025 = S, 2026 = T; the cycle skips I, O, Q, U, Z and 0). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function modelYearCode(year: number): string {
  const code = YEAR_CODES[(((year - 1980) % 30) + 30) % 30];
  if (!code) throw new RangeError(`No VIN year code for ${year}`);
  return code;
}

function characterValue(character: string): number {
  if (character >= '0' && character <= '9') return Number(character);
  const value = TRANSLITERATION[character];
  if (value === undefined) throw new RangeError(`Invalid VIN character ${character}`);
  return value;
}

/** The North American check digit (position 9); optional elsewhere, but it makes the numbers look genuine. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    sum += characterValue(vin[index] ?? '0') * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export interface VinParts {
  /** World manufacturer identifier (3 characters). */
  readonly wmi: string;
  /** Vehicle descriptor section (5 characters). */
  readonly vds: string;
  readonly modelYear: number;
  /** Assembly plant (1 character). */
  readonly plant: string;
  /** Production sequence number, 0 to 999999. */
  readonly serial: number;
}

export function buildVin(parts: VinParts): string {
  const draft = `${parts.wmi}${parts.vds}0${modelYearCode(parts.modelYear)}${parts.plant}${String(parts.serial).padStart(6, '0')}`;
  if (draft.length !== 17) throw new RangeError(`A VIN has 17 characters: ${draft}`);
  const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  if (!VIN_PATTERN.test(vin)) throw new RangeError(`Invalid VIN ${vin}`);
  return vin;
}
