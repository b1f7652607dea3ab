import ExcelJS from 'exceljs';
import {
  type ExportCell,
  type ExportColumn,
  type ExportFile,
  type ExportFormat,
  type ExportTable,
  exportFileName,
} from '#domain/back-office/export-columns';
import { formatDateTime } from '#domain/shared/mendoza-time';

/*
 * The back office's lists written as files, from one column definition per list (domain/back-office/export-columns.ts,
 * docs/decisions/0074). Server only: the .xlsx library never reaches a page's script.
 */

/**
 * The CSV as a spreadsheet opens it (docs/decisions/0028): UTF-8 with a byte-order mark, which is how Excel knows the
 * file is UTF-8 and shows 'Pérez' rather than 'PÃ©rez'; `;` between cells, the separator Excel expects where the
 * decimal comma is used (Spanish of Argentina), so a double-click opens it in columns; CRLF line ends; dates and times
 * in Mendoza. Those who open it in Excel take the .xlsx, where phones and codes are text.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * One cell, safe to open: a value a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, so it is shown as text and never run (OWASP "CSV injection"); a
 * value with the separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: ExportCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvLine(cells: readonly ExportCell[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

function csvValue<Row>(column: ExportColumn<Row>, row: Row): ExportCell {
  if (column.kind === 'datetime') {
    const instant = column.value(row);
    return instant ? formatDateTime(new Date(instant)) : '';
  }
  return column.value(row);
}

/** The whole CSV: the mark, the header and one line per row, each ended by CRLF. */
export function csvText<Row>(table: ExportTable<Row>, rows: readonly Row[]): string {
  const lines = [
    csvLine(table.columns.map((column) => column.header)),
    ...rows.map((row) => csvLine(table.columns.map((column) => csvValue(column, row)))),
  ];
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** Mendoza keeps UTC−3 all year: a spreadsheet's dates have no zone, so they are written as Mendoza's clock reads. */
const MENDOZA_OFFSET_MS = 3 * 60 * 60 * 1000;
const mendozaClock = (instant: string) => new Date(Date.parse(instant) - MENDOZA_OFFSET_MS);

const MONEY_FORMATS = { ars: '"$" #,##0', usd: '"US$" #,##0' } as const;
const TEXT_FORMAT = '@';
const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';

/** The .xlsx: one sheet, its header bold and frozen, each column of its kind; a text is a string cell formatted '@'. */
export async function xlsxBytes<Row>(table: ExportTable<Row>, rows: readonly Row[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Territorio';
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width ?? 16,
    ...(column.kind === 'text' ? { style: { numFmt: TEXT_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([]);
    table.columns.forEach((column, index) => {
      const cell = added.getCell(index + 1);
      if (column.kind === 'text') {
        const value = column.value(row);
        cell.value = value === null || value === undefined ? '' : String(value);
        cell.numFmt = TEXT_FORMAT;
      } else if (column.kind === 'integer') {
        cell.value = column.value(row);
      } else if (column.kind === 'datetime') {
        const instant = column.value(row);
        cell.value = instant ? mendozaClock(instant) : null;
        cell.numFmt = DATETIME_FORMAT;
      } else {
        cell.value = column.value(row);
        cell.numFmt = MONEY_FORMATS[column.currency(row)];
      }
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A list as the file the member asked for. */
export async function exportFile<Row>(
  table: ExportTable<Row>,
  rows: readonly Row[],
  format: ExportFormat,
  now: Date = new Date(),
): Promise<ExportFile> {
  const fileName = exportFileName(table.baseName, format, now);
  return format === 'xlsx'
    ? { fileName, contentType: XLSX_CONTENT_TYPE, body: await xlsxBytes(table, rows), rows: rows.length }
    : { fileName, contentType: 'text/csv; charset=utf-8', body: csvText(table, rows), rows: rows.length };
}
