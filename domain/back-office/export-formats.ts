import type { Currency } from '../catalogue/brands';
import { localDate } from '../shared/mendoza-time';

/**
 * The back office's lists as files (docs/decisions/0074): one column definition per list, which both the CSV (for
 * other tools) and the .xlsx (for Excel) are written from. A column's kind says how a spreadsheet must read it: a
 * phone, a DNI or a code is text (never a number, so "0261…" keeps its zero and "549261…" is not 5,49E+12), an
 * instant is a date on Mendoza's clock, an amount a number in its currency.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The query key that picks the format (`?formato=xlsx`); anything else is the CSV. */
/** The most rows one exported file holds: far more than the dealership's lists reach in years. */
export const EXPORT_MAX_ROWS = 50_000;

export const EXPORT_FORMAT_KEY = 'formato';

export const exportFormatOf = (value: string | null | undefined): ExportFormat =>
  value === 'xlsx' ? 'xlsx' : 'csv';

export type ExportCell = string | number | null | undefined;

export type ExportColumn<Row> =
  | { header: string; kind: 'text'; width?: number; value: (row: Row) => ExportCell }
  | { header: string; kind: 'integer'; width?: number; value: (row: Row) => number | null }
  /** An instant (ISO string): a date and time in Mendoza. */
  | { header: string; kind: 'datetime'; width?: number; value: (row: Row) => string | null }
  | {
      header: string;
      kind: 'money';
      width?: number;
      value: (row: Row) => number | null;
      currency: (row: Row) => Currency;
    };

/** One list's file: its columns, the sheet's name and the file's name without its extension. */
export interface ExportTable<Row> {
  sheet: string;
  baseName: string;
  columns: readonly ExportColumn<Row>[];
}

/** A file ready to send: its name with the extension, its type and its content. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
  /** How many records it holds, for the audit log. */
  rows: number;
}

export const exportFileName = (baseName: string, format: ExportFormat, now: Date) =>
  `${baseName}-${localDate(now)}.${format}`;
