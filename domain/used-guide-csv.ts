import { z } from 'zod';
import { parseAmount } from './parse-amount';
import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';
import { foldText, normalizeColumnName } from './stock-csv';

/**
 * The used-vehicle guide's CSV (docs/product.md §D9): one row per version (codia) and model year, with its price in
 * pesos. Uploaded from the back office with a preview of each row before anything is applied.
 */

export const USED_GUIDE_CSV_COLUMNS = ['codia', 'brand', 'model', 'version', 'year', 'price'] as const;
export type UsedGuideCsvColumn = (typeof USED_GUIDE_CSV_COLUMNS)[number];

/** Each column with what it holds, for the page's column list. */
export const USED_GUIDE_COLUMN_HELP: Readonly<Record<UsedGuideCsvColumn, string>> = {
  codia: 'el código de la versión en la guía (un número entero)',
  brand: 'la marca (marca)',
  model: 'el modelo (modelo)',
  version: 'la versión, como la ve quien cotiza (versión)',
  year: 'el año modelo (año), de 1980 a 2100',
  price: 'el precio en pesos (precio), entero, sin centavos',
};

/** Spreadsheets exported in Spanish name the columns in Spanish. */
const SPANISH_NAMES: Readonly<Record<string, UsedGuideCsvColumn>> = {
  marca: 'brand',
  modelo: 'model',
  version: 'version',
  descripcion: 'version',
  ano: 'year',
  anio: 'year',
  precio: 'price',
};

/** "Año", "AÑO", " year " and "Versión" each name their column; null for a column the guide does not read. */
export function usedGuideColumnOf(header: string): UsedGuideCsvColumn | null {
  const name = normalizeColumnName(foldText(header));
  if ((USED_GUIDE_CSV_COLUMNS as readonly string[]).includes(name)) return name as UsedGuideCsvColumn;
  return SPANISH_NAMES[name] ?? null;
}

export const USED_GUIDE_EXAMPLE_CSV = [
  'codia,brand,model,version,year,price',
  '120101,Chevrolet,Onix,Onix 1.0 Turbo LT,2024,25600000',
  '120101,Chevrolet,Onix,Onix 1.0 Turbo LT,2023,23800000',
  '110205,Volkswagen,Gol Trend,Gol Trend 1.6 Trendline,2019,13900000',
].join('\n');

export const USED_GUIDE_EXAMPLE_FILE_NAME = 'guia-de-usados-ejemplo.csv';

/** A file larger than this is not a guide export: it is refused before it is read. */
export const USED_GUIDE_MAX_BYTES = 5 * 1024 * 1024;

const MAX_INTEGER = 2_147_483_647;

const cell = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''),
  z.string(),
);

const text = (missing: string, label: string, max: number) =>
  cell.pipe(z.string().min(1, missing).max(max, `${label} tiene más de ${max} caracteres`));

/** One row of the guide's CSV, validated; reasons are lower-case, as the per-row report lists them. */
export const usedGuideRowSchema = z.object({
  codia: cell.transform((value, context) => {
    const codia = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (codia >= 1 && codia <= MAX_INTEGER) return codia;
    context.addIssue({
      code: 'custom',
      message:
        value === ''
          ? 'falta el codia'
          : `codia inválido: ${JSON.stringify(value)} (debe ser un número entero)`,
    });
    return z.NEVER;
  }),
  brand: text('falta la marca', 'la marca', 80),
  model: text('falta el modelo', 'el modelo', 80),
  version: text('falta la versión', 'la versión', 160),
  year: cell.transform((value, context) => {
    const year = /^\d{4}$/.test(value) ? Number(value) : Number.NaN;
    if (year >= 1980 && year <= 2100) return year;
    context.addIssue({
      code: 'custom',
      message:
        value === '' ? 'falta el año' : `año inválido: ${JSON.stringify(value)} (debe ser de 1980 a 2100)`,
    });
    return z.NEVER;
  }),
  price: cell.transform((value, context) => {
    const price = parseAmount(value);
    if (price !== null && Number.isInteger(price) && price > 0 && price <= MAX_INTEGER) return price;
    context.addIssue({
      code: 'custom',
      message:
        value === ''
          ? 'falta el precio'
          : `precio inválido: ${JSON.stringify(value)} (debe ser un monto entero en pesos, mayor que cero)`,
    });
    return z.NEVER;
  }),
});
export type UsedGuideRow = z.output<typeof usedGuideRowSchema>;

/** What a file would do, before anything is applied: how many rows can be, and why each other cannot. */
export interface UsedGuidePreview {
  accepted: number;
  /** The first accepted rows, to show what the file holds. */
  sample: (UsedGuideRow & { line: number })[];
  rejected: { line: number; reasons: string[] }[];
}

/** The guide as it is now, on the page. */
export interface UsedGuideSummary {
  brands: number;
  versions: number;
  prices: number;
}

/** The report, and the file's text as it was read, which the page sends back to apply it. */
export type UsedGuidePreviewResult = StaffResult<{ preview: UsedGuidePreview; csvText: string }>;

/**
 * The guide as the back office's page reaches it (the router context). Every method checks `prices.edit` again on the
 * server; applying re-reads the file and applies only its good rows, with one audit entry that counts them.
 */
export interface UsedGuideSource {
  summary(actor: StaffActor): Promise<UsedGuideSummary>;
  /** The chosen file's bytes, read as UTF-8 or, failing that, as Excel's Windows-1252. */
  preview(actor: StaffActor, file: Uint8Array): Promise<UsedGuidePreviewResult>;
  apply(actor: StaffActor, csvText: string): Promise<StaffResult>;
}

export const USED_GUIDE_AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'used_guide.apply': 'Actualizó la guía de precios de usados',
};

/** The form's fields: the chosen file, and after the preview the same file's text sent back. */
export const USED_GUIDE_FILE_FIELD = 'file';
export const USED_GUIDE_TEXT_FIELD = 'csv_text';
