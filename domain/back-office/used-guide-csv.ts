import { foldText, normalizeColumnName } from '../shared/text';
import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';

/**
 * The used-vehicle guide's CSV (docs/product.md §D9): one row per version (codia) and model year, with its price in
 * pesos. Uploaded from the back office with a preview of each row before anything is applied.
 */

export const GUIDE_CSV_COLUMNS = ['brand', 'model', 'codia', 'description', 'year', 'price'] as const;
export type GuideCsvColumn = (typeof GUIDE_CSV_COLUMNS)[number];

/** One accepted row: a version (codia) of a brand's model, and its price in pesos for one model year. */
export interface GuideRow {
  brand: string;
  model: string;
  codia: number;
  description: string;
  year: number;
  price: number;
}

/** Each column with what it holds, for the page's column list. */
export const GUIDE_COLUMN_HELP: Readonly<Record<GuideCsvColumn, string>> = {
  brand: 'la marca (marca)',
  model: 'el modelo (modelo)',
  codia: 'el código de la versión en la guía (un número entero)',
  description: 'la versión, como la ve quien cotiza (versión o descripción)',
  year: 'el año modelo (año)',
  price: 'el precio en pesos (precio), entero, sin centavos',
};

/** Spanish headers as a person types them in Excel name the same columns. */
const COLUMN_ALIASES: Readonly<Record<string, GuideCsvColumn>> = {
  marca: 'brand',
  modelo: 'model',
  version: 'description',
  descripcion: 'description',
  ano: 'year',
  anio: 'year',
  ano_modelo: 'year',
  precio: 'price',
};

/** "Año", "AÑO", " year " and "Versión" each name their column; null for a column the guide does not read. */
export function guideColumnOf(header: string): GuideCsvColumn | null {
  const name = normalizeColumnName(foldText(header));
  if ((GUIDE_CSV_COLUMNS as readonly string[]).includes(name)) return name as GuideCsvColumn;
  return COLUMN_ALIASES[name] ?? null;
}

export const USED_GUIDE_EXAMPLE_CSV = [
  'brand,model,codia,description,year,price',
  'Chevrolet,Onix,120101,Onix 1.0 Turbo LT,2024,25600000',
  'Chevrolet,Onix,120101,Onix 1.0 Turbo LT,2023,23800000',
  'Volkswagen,Gol Trend,110205,Gol Trend 1.6 Trendline,2019,13900000',
].join('\n');

export const USED_GUIDE_EXAMPLE_FILE_NAME = 'guia-de-usados-ejemplo.csv';

/** A file larger than this is not a guide export: it is refused before it is read. */
export const USED_GUIDE_MAX_BYTES = 5 * 1024 * 1024;

/** What a file would do, before anything is applied: how many rows can be, and why each other cannot. */
export interface UsedGuidePreview {
  accepted: number;
  /** The first accepted rows, to show what the file holds. */
  sample: (GuideRow & { line: number })[];
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
