/**
 * What a buyer filters versions by (docs/product.md §3 version attributes): body type, fuel and transmission. The one
 * home of their allowed values, as the database, the API and the back office write them, and of their Spanish labels.
 * A version may not have one set yet: the catalogue answers null and a search leaves it out of that filter only.
 */
export const BODY_TYPES = ['hatchback', 'sedan', 'suv', 'pickup', 'utilitario'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const FUELS = ['nafta', 'diesel', 'hibrido', 'electrico', 'gnc'] as const;
export type Fuel = (typeof FUELS)[number];

export const TRANSMISSIONS = ['manual', 'automatica'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = {
  hatchback: 'Hatchback',
  sedan: 'Sedán',
  suv: 'SUV',
  pickup: 'Pick-up',
  utilitario: 'Utilitario',
};

export const FUEL_LABELS: Readonly<Record<Fuel, string>> = {
  nafta: 'Nafta',
  diesel: 'Diésel',
  hibrido: 'Híbrido',
  electrico: 'Eléctrico',
  gnc: 'GNC',
};

export const TRANSMISSION_LABELS: Readonly<Record<Transmission, string>> = {
  manual: 'Manual',
  automatica: 'Automática',
};

/** How an attribute not set yet reads in the back office (the version form's first choice, the stock file's preview). */
export const ATTRIBUTE_NOT_SET_LABEL = 'Sin definir';

export interface VersionAttributes {
  body_type: BodyType | null;
  fuel: Fuel | null;
  transmission: Transmission | null;
}

/** A family's body style (server/db/schema BODY_STYLES, the picture it is drawn with) as a buyer's body type. */
export function bodyTypeOfStyle(style: string): BodyType | null {
  if (style === 'van') return 'utilitario';
  return (BODY_TYPES as readonly string[]).includes(style) ? (style as BodyType) : null;
}

const HYBRID = /\b(hev|phev|mhev|h[íi]brid[oa]?|hybrid|e-power)\b/i;
const ELECTRIC = /\b(ev|el[ée]ctric[oa]|electric)\b/i;
const DIESEL = /\b(td|tdi|dci|crdi|di[ée]sel)\b/i;
const GNC = /\bgnc\b/i;
const AUTOMATIC = /\b(at|dsg|cvt|dct|autom[áa]tica|tiptronic)\b/i;
const MANUAL = /\b(mt|manual)\b/i;

/**
 * The attributes a version's name says of itself, as dealers name versions ("LTZ 2.8 TD 4x4 AT", "e-POWER Advance"):
 * what the demo catalogue is seeded with and what existing versions were given when the attributes arrived. Staff
 * correct them in the back office; nothing reads a name again once they are set.
 */
export function attributesFromName(versionName: string, familyBodyStyle: string): VersionAttributes {
  const fuel: Fuel = HYBRID.test(versionName)
    ? 'hibrido'
    : ELECTRIC.test(versionName)
      ? 'electrico'
      : DIESEL.test(versionName)
        ? 'diesel'
        : GNC.test(versionName)
          ? 'gnc'
          : 'nafta';
  // Hybrids and electrics sold here have no clutch pedal.
  const transmission: Transmission | null = MANUAL.test(versionName)
    ? 'manual'
    : AUTOMATIC.test(versionName) || fuel === 'hibrido' || fuel === 'electrico'
      ? 'automatica'
      : null;
  return { body_type: bodyTypeOfStyle(familyBodyStyle), fuel, transmission };
}
