import { z } from 'zod';
import { formatMoney } from '../shared/money';
import { parseAmount } from '../shared/parse-amount';
import { foldText } from '../shared/text';
import { CATALOGUE_BRANDS, type CatalogueBrandId, type Currency } from './brands';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  FUEL_LABELS,
  FUELS,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
  type VersionAttributes,
} from './version-attributes';
import { versionAttributesSchema } from './version-attributes-schemas';

/** Columns of the dealer-system stock export; header names are matched case-insensitively. */
export const STOCK_CSV_COLUMNS = [
  'chassis',
  'brand',
  'family',
  'version',
  'model',
  'color',
  'color_hex',
  'location',
  'model_year',
  'doors',
  'currency',
  'list_price',
  'discount',
  'special_discount',
  'license_cost',
  'preparation_cost',
  'delivery_price',
  // The unit's version's, optional (docs/decisions/0093): a blank cell leaves the version as it is.
  'body_type',
  'fuel',
  'transmission',
] as const;
export type StockCsvColumn = (typeof STOCK_CSV_COLUMNS)[number];

/** A file without one of these cannot describe a unit, so it is refused as a whole rather than row by row. */
export const REQUIRED_STOCK_CSV_COLUMNS: readonly StockCsvColumn[] = [
  'chassis',
  'brand',
  'family',
  'version',
  'color',
  'location',
  'model_year',
  'doors',
  'list_price',
];

export function isStockCsvColumn(name: string): name is StockCsvColumn {
  return (STOCK_CSV_COLUMNS as readonly string[]).includes(name);
}

/** The branches stock_units_location_check allows, spelled as stored. */
export const STOCK_LOCATIONS = ['Godoy Cruz', 'San Rafael', 'San Juan'] as const;
export type StockLocation = (typeof STOCK_LOCATIONS)[number];

/** VIN letters exclude I, O and Q so they can't be mistaken for 1 and 0. */
export const CHASSIS_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The largest value of a PostgreSQL integer column: a larger amount would make the whole batch fail. */
const MAX_AMOUNT = 2_147_483_647;

const LOCATION_BY_FOLDED = new Map<string, StockLocation>(
  STOCK_LOCATIONS.map((location) => [foldText(location), location]),
);

interface Money {
  value: number;
  /** The currency written next to the figure ("USD 38.000"), or null when it names none or only "$". */
  mark: Currency | null;
}

function currencyMark(cell: string): Currency | null {
  const compact = cell.replace(/\s+/g, '').toUpperCase();
  if (/US\$|U\$S|USD/.test(compact)) return 'usd';
  if (compact.includes('ARS')) return 'ars';
  return null;
}

/** Missing cells and blank ones mean the same: the exporter left the value out. */
const cell = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string());

function requiredText(missing: string) {
  return cell.pipe(z.string().min(1, missing)).transform((text) => text.replace(/\s+/g, ' '));
}

function optionalText() {
  return cell.transform((text) => (text === '' ? null : text.replace(/\s+/g, ' ')));
}

function integerCell(invalid: string, missing: string, min: number, max: number, range: string) {
  return cell.transform((text, ctx) => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= min && value <= max)) {
      ctx.addIssue({ code: 'custom', message: `${invalid}: ${JSON.stringify(text)} (${range})` });
      return z.NEVER;
    }
    return value;
  });
}

function moneyCell(label: string, options: { required: boolean }) {
  return cell.transform((text, ctx): Money => {
    if (text === '') {
      if (!options.required) return { value: 0, mark: null };
      ctx.addIssue({ code: 'custom', message: `falta el ${label}` });
      return z.NEVER;
    }
    const invalid = (why?: string) => {
      const detail = why ? ` (${why})` : '';
      ctx.addIssue({ code: 'custom', message: `${label} inválido: ${JSON.stringify(text)}${detail}` });
      return z.NEVER;
    };
    const value = parseAmount(text);
    if (value === null) return invalid();
    if (value < 0) return invalid('no puede ser negativo');
    if (!Number.isInteger(value)) return invalid('debe ser un monto entero, sin centavos');
    if (value > MAX_AMOUNT) return invalid('es demasiado grande');
    if (options.required && value === 0) return invalid('debe ser mayor que cero');
    return { value, mark: currencyMark(text) };
  });
}

/** A catalogue brand by slug ("volkswagen", any case) or by id ("1"); null for any other brand. */
export function brandIdFromCell(text: string): CatalogueBrandId | null {
  const wanted = text.trim().toLowerCase();
  const brand = CATALOGUE_BRANDS.find((b) => b.slug === wanted || String(b.id) === wanted);
  return brand ? (brand.id as CatalogueBrandId) : null;
}

const BRAND_HINT = 'usá volkswagen, chevrolet, nissan o baic, o su número 1, 2, 4 o 6';

const CURRENCY_BY_TEXT: Readonly<Record<string, Currency>> = {
  ars: 'ars',
  $: 'ars',
  usd: 'usd',
  us$: 'usd',
  u$s: 'usd',
};

const MONEY_LABELS = {
  listPrice: 'precio de lista',
  discount: 'descuento',
  specialDiscount: 'descuento especial',
  licenseCost: 'costo de patentamiento',
  preparationCost: 'costo de preparación',
  deliveryPrice: 'precio de entrega',
} as const;

type AttributeKey = keyof VersionAttributes;

/** What a row says of its unit's version: only the attributes it names, so a blank cell changes nothing. */
export type StockCsvVersionAttributes = { [Key in AttributeKey]?: NonNullable<VersionAttributes[Key]> };

/** Each attribute as a row's reason names it, and its values with their labels. */
const ATTRIBUTE_CELLS: {
  readonly [Key in AttributeKey]: {
    invalid: string;
    differs: string;
    labels: Readonly<Record<NonNullable<VersionAttributes[Key]>, string>>;
    values: readonly NonNullable<VersionAttributes[Key]>[];
  };
} = {
  body_type: {
    invalid: 'carrocería inválida',
    differs: 'carrocería distinta',
    labels: BODY_TYPE_LABELS,
    values: BODY_TYPES,
  },
  fuel: {
    invalid: 'combustible inválido',
    differs: 'combustible distinto',
    labels: FUEL_LABELS,
    values: FUELS,
  },
  transmission: {
    invalid: 'transmisión inválida',
    differs: 'transmisión distinta',
    labels: TRANSMISSION_LABELS,
    values: TRANSMISSIONS,
  },
};

const ATTRIBUTE_KEYS = Object.keys(ATTRIBUTE_CELLS) as AttributeKey[];

/** «a, b o c», as Spanish writes a choice («u» before a word that starts with «o»). */
const choiceList = (values: readonly string[]) =>
  new Intl.ListFormat('es', { type: 'disjunction' }).format(values);

/**
 * A version attribute's cell: the value as the API writes it or its label ("SUV", "Sedán", "automática"), in any case
 * and with or without accents; checked by the back office's schema of the same attribute, so both allow the same.
 */
function attributeCell<Key extends AttributeKey>(key: Key) {
  const { invalid, labels, values } = ATTRIBUTE_CELLS[key];
  const byFolded = new Map<string, string>(
    values.flatMap((value) => [
      [foldText(value), value],
      [foldText(labels[value]), value],
    ]),
  );
  return cell.transform((text, ctx) => {
    if (text === '') return null;
    const parsed = versionAttributesSchema.shape[key].safeParse(byFolded.get(foldText(text)) ?? text);
    if (!parsed.success || parsed.data === null) {
      ctx.addIssue({
        code: 'custom',
        message: `${invalid}: ${JSON.stringify(text)} (debe ser ${choiceList(values)})`,
      });
      return z.NEVER;
    }
    return parsed.data as NonNullable<VersionAttributes[Key]>;
  });
}

const fieldsSchema = z.object({
  chassis: cell.transform((text, ctx) => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'falta el chasis' });
      return z.NEVER;
    }
    const chassis = text.toUpperCase();
    if (!CHASSIS_PATTERN.test(chassis)) {
      ctx.addIssue({ code: 'custom', message: 'chasis inválido: debe tener 17 caracteres (sin I, O ni Q)' });
      return z.NEVER;
    }
    return chassis;
  }),
  brand: cell.transform((text, ctx): CatalogueBrandId => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'falta la marca' });
      return z.NEVER;
    }
    const brand = brandIdFromCell(text);
    if (brand === null) {
      ctx.addIssue({ code: 'custom', message: `marca desconocida: ${JSON.stringify(text)} (${BRAND_HINT})` });
      return z.NEVER;
    }
    return brand;
  }),
  family: requiredText('falta la familia'),
  version: requiredText('falta la versión'),
  model: optionalText(),
  color: requiredText('falta el color'),
  color_hex: cell.transform((text, ctx) => {
    if (text === '') return null;
    if (!/^#[0-9a-f]{6}$/i.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `código de color inválido: ${JSON.stringify(text)} (debe ser #rrggbb)`,
      });
      return z.NEVER;
    }
    return text.toLowerCase();
  }),
  location: cell.transform((text, ctx): StockLocation => {
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'falta la sucursal' });
      return z.NEVER;
    }
    const location = LOCATION_BY_FOLDED.get(foldText(text));
    if (!location) {
      ctx.addIssue({
        code: 'custom',
        message: `sucursal desconocida: ${JSON.stringify(text)} (debe ser Godoy Cruz, San Rafael o San Juan)`,
      });
      return z.NEVER;
    }
    return location;
  }),
  model_year: integerCell(
    'año modelo inválido',
    'falta el año modelo',
    2000,
    2100,
    'debe ser un año entre 2000 y 2100',
  ),
  doors: integerCell(
    'cantidad de puertas inválida',
    'falta la cantidad de puertas',
    2,
    5,
    'debe ser entre 2 y 5',
  ),
  currency: cell.transform((text, ctx): Currency | null => {
    if (text === '') return null;
    const currency = CURRENCY_BY_TEXT[text.replace(/\s+/g, '').toLowerCase()];
    if (!currency) {
      ctx.addIssue({
        code: 'custom',
        message: `moneda inválida: ${JSON.stringify(text)} (debe ser ARS o USD)`,
      });
      return z.NEVER;
    }
    return currency;
  }),
  list_price: moneyCell(MONEY_LABELS.listPrice, { required: true }),
  discount: moneyCell(MONEY_LABELS.discount, { required: false }),
  special_discount: moneyCell(MONEY_LABELS.specialDiscount, { required: false }),
  license_cost: moneyCell(MONEY_LABELS.licenseCost, { required: false }),
  preparation_cost: moneyCell(MONEY_LABELS.preparationCost, { required: false }),
  delivery_price: moneyCell(MONEY_LABELS.deliveryPrice, { required: false }),
  body_type: attributeCell('body_type'),
  fuel: attributeCell('fuel'),
  transmission: attributeCell('transmission'),
});

/**
 * One row of the stock export, validated. Family and version are still the dealer system's names: only the
 * database knows whether they exist, and `model` is null when the file leaves it to the family and version names.
 */
export const stockCsvRowSchema = fieldsSchema.transform((fields, ctx) => {
  const money = {
    listPrice: fields.list_price,
    discount: fields.discount,
    specialDiscount: fields.special_discount,
    licenseCost: fields.license_cost,
    preparationCost: fields.preparation_cost,
    deliveryPrice: fields.delivery_price,
  };
  const marks = new Set(Object.values(money).flatMap((amount) => (amount.mark ? [amount.mark] : [])));
  // "USD 38.000" in a peso unit would put the car on sale for 38.000 pesos: a written mark must agree.
  let currency: Currency;
  if (fields.currency) {
    currency = fields.currency;
    for (const [key, amount] of Object.entries(money) as [keyof typeof money, Money][]) {
      if (amount.mark && amount.mark !== currency) {
        ctx.addIssue({
          code: 'custom',
          message: `${MONEY_LABELS[key]} en ${amount.mark.toUpperCase()} pero la moneda de la unidad es ${currency.toUpperCase()}`,
        });
      }
    }
  } else if (marks.size > 1) {
    ctx.addIssue({ code: 'custom', message: 'los montos mezclan pesos y dólares' });
    return z.NEVER;
  } else {
    const [written] = marks;
    currency = written ?? brandCurrency(fields.brand);
  }

  const listPrice = money.listPrice.value;
  const discounts = money.discount.value + money.specialDiscount.value;
  if (discounts >= listPrice) {
    ctx.addIssue({
      code: 'custom',
      message: `los descuentos suman ${plainMoney(discounts, currency)} y deben ser menores que el precio de lista (${plainMoney(listPrice, currency)})`,
    });
  }
  return {
    chassis: fields.chassis,
    brandId: fields.brand,
    family: fields.family,
    version: fields.version,
    model: fields.model,
    color: fields.color,
    colorHex: fields.color_hex,
    location: fields.location,
    modelYear: fields.model_year,
    doors: fields.doors,
    currency,
    listPrice,
    discount: money.discount.value,
    specialDiscount: money.specialDiscount.value,
    licenseCost: money.licenseCost.value,
    preparationCost: money.preparationCost.value,
    deliveryPrice: money.deliveryPrice.value,
    attributes: namedAttributes(fields),
  };
});

function namedAttributes(
  fields: {
    [Key in AttributeKey]: NonNullable<VersionAttributes[Key]> | null;
  },
): StockCsvVersionAttributes {
  const named: StockCsvVersionAttributes = {};
  if (fields.body_type !== null) named.body_type = fields.body_type;
  if (fields.fuel !== null) named.fuel = fields.fuel;
  if (fields.transmission !== null) named.transmission = fields.transmission;
  return named;
}

export type StockCsvRow = z.output<typeof stockCsvRowSchema>;

/** A raw record keyed by column name (see `normalizeColumnName`); absent columns are simply missing keys. */
export type StockCsvRecord = Readonly<Partial<Record<StockCsvColumn, string>>>;

export type StockRecordResult = { ok: true; row: StockCsvRow } | { ok: false; reasons: string[] };

/** Intl puts a no-break space after "$"; a plain one reads the same on a console and copies cleanly. */
function plainMoney(amount: number, currency: Currency): string {
  return formatMoney(amount, currency).replace(/\u00a0/g, ' ');
}

function brandCurrency(id: CatalogueBrandId): Currency {
  return CATALOGUE_BRANDS.find((b) => b.id === id)?.currency ?? 'ars';
}

/** Validates one record of the export; every problem of the row is listed so one edit of the file fixes them all. */
export function parseStockRecord(record: StockCsvRecord): StockRecordResult {
  const result = stockCsvRowSchema.safeParse(record);
  if (result.success) return { ok: true, row: result.data };
  return { ok: false, reasons: result.error.issues.map((issue) => issue.message) };
}

/**
 * The attributes one file gives each version (docs/decisions/0093). A version has one body type, one fuel and one
 * transmission, so the first accepted line that names one sets it for the whole file, and a later line that says
 * otherwise is refused with the line it contradicts, as a repeated chassis is.
 */
export function versionAttributeClaims() {
  const claims = new Map<number, Map<AttributeKey, { value: string; line: number }>>();
  return {
    /** Why this row contradicts an earlier one; empty when it does not. */
    conflicts(versionId: number, versionName: string, attributes: StockCsvVersionAttributes): string[] {
      const claimed = claims.get(versionId);
      if (!claimed) return [];
      return ATTRIBUTE_KEYS.flatMap((key) => {
        const value = attributes[key];
        const earlier = claimed.get(key);
        if (value === undefined || !earlier || earlier.value === value) return [];
        const { differs, labels } = ATTRIBUTE_CELLS[key];
        const label = (text: string) => (labels as Readonly<Record<string, string>>)[text] ?? text;
        return [
          `${differs} para la versión ${versionName}: esta fila dice ${label(value)} y la línea ${earlier.line}, ${label(earlier.value)}`,
        ];
      });
    },
    /** Records what an accepted row names, for the rows after it. */
    claim(versionId: number, line: number, attributes: StockCsvVersionAttributes) {
      const claimed = claims.get(versionId) ?? new Map<AttributeKey, { value: string; line: number }>();
      claims.set(versionId, claimed);
      for (const key of ATTRIBUTE_KEYS) {
        const value = attributes[key];
        if (value !== undefined && !claimed.has(key)) claimed.set(key, { value, line });
      }
    },
  };
}
