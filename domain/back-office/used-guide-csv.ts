import { foldText, normalizeColumnName } from '../shared/text';
import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';
import type { GuideEntriesPage, GuideEntryFilters } from './used-guide-entries';

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

/**
 * What a guide file would add that the guide does not have (docs/decisions/0074): brands and versions the public
 * valuation would then offer, and names that differ from one already there only by case, spaces or accents (a
 * version of the same model under another codia, a brand spelt differently). New brands need a confirmation.
 */
export interface GuideFlags {
  newBrands: string[];
  /** New versions (codias the guide does not have), the first ones; `newVersionCount` counts them all. */
  newVersions: string[];
  newVersionCount: number;
  nearDuplicates: { name: string; existing: string }[];
  /**
   * Versions staff took out of the guide that the file names again, the first ones; `removedVersionCount` counts them
   * all. Their prices are updated but they stay out until restored (decision 0074).
   */
  removedVersions: string[];
  removedVersionCount: number;
}

/** How many new versions and near-duplicates the preview lists by name. */
const FLAGS_LISTED = 50;

/** Names compared as a person reads them: case, repeated spaces and accents aside. */
const nameKey = (name: string) => foldText(name).trim();

/** The guide as it is, for the flags: its brands, and each version's codia and names. */
export interface GuideNames {
  brands: readonly string[];
  versions: readonly { codia: number; brand: string; model: string; description: string; removed: boolean }[];
}

export function guideFlags(rows: readonly GuideRow[], guide: GuideNames): GuideFlags {
  const brandByKey = new Map(guide.brands.map((brand) => [nameKey(brand), brand]));
  const codias = new Set(guide.versions.map((version) => version.codia));
  const removedCodias = new Set(guide.versions.filter((version) => version.removed).map((v) => v.codia));
  const removedVersions = new Map<number, string>();
  const versionByKey = new Map(
    guide.versions.map((version) => [
      nameKey(`${version.brand} ${version.model} ${version.description}`),
      `${version.brand} ${version.model} ${version.description}`,
    ]),
  );
  const newBrands = new Set<string>();
  const newVersions = new Map<number, string>();
  const nearDuplicates = new Map<string, string>();
  for (const row of rows) {
    const existingBrand = brandByKey.get(nameKey(row.brand));
    if (existingBrand === undefined) newBrands.add(row.brand);
    else if (existingBrand !== row.brand) nearDuplicates.set(row.brand, existingBrand);
    const name = `${row.brand} ${row.model} ${row.description}`;
    if (removedCodias.has(row.codia) && !removedVersions.has(row.codia)) removedVersions.set(row.codia, name);
    if (codias.has(row.codia) || newVersions.has(row.codia)) continue;
    newVersions.set(row.codia, name);
    const existing = versionByKey.get(nameKey(name));
    if (existing !== undefined) nearDuplicates.set(name, existing);
  }
  return {
    newBrands: [...newBrands],
    newVersions: [...newVersions.values()].slice(0, FLAGS_LISTED),
    newVersionCount: newVersions.size,
    nearDuplicates: [...nearDuplicates]
      .slice(0, FLAGS_LISTED)
      .map(([name, existing]) => ({ name, existing })),
    removedVersions: [...removedVersions.values()].slice(0, FLAGS_LISTED),
    removedVersionCount: removedVersions.size,
  };
}

/** What a file would do, before anything is applied: how many rows can be, and why each other cannot. */
export interface UsedGuidePreview {
  /** What it would add or nearly repeat; new brands ask for a confirmation before applying. */
  flags: GuideFlags;
  accepted: number;
  /** The first accepted rows, to show what the file holds. */
  sample: (GuideRow & { line: number })[];
  rejected: { line: number; reasons: string[] }[];
}

/** The guide as it is now, on the page. */
export interface UsedGuideSummary {
  brands: number;
  /** Versions in the guide, and those taken out of it (decision 0074). */
  versions: number;
  removed: number;
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
  /** `confirmed`: the person saw the new brands the file adds (confirmations.ts). */
  apply(actor: StaffActor, csvText: string, confirmed: boolean): Promise<StaffResult>;
  /** The guide's versions, those taken out among them, filtered and a page at a time (used-guide-entries.ts). */
  entries(actor: StaffActor, filters: GuideEntryFilters): Promise<GuideEntriesPage>;
  /**
   * Takes a version out of the guide, once `confirmed`: off the public choices and never quoted again, while the
   * valuations made with it still read it (decision 0074). One audit entry.
   */
  remove(actor: StaffActor, codia: number, confirmed: boolean): Promise<StaffResult>;
  /** Puts a version taken out back in the guide. One audit entry. */
  restore(actor: StaffActor, codia: number): Promise<StaffResult>;
}

/** The form's fields: the chosen file, and after the preview the same file's text sent back. */
export const USED_GUIDE_FILE_FIELD = 'file';
export const USED_GUIDE_TEXT_FIELD = 'csv_text';
