import { type InboxRow, LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '#domain/back-office/leads-inbox';
import { formatDateTime, localDate } from '#domain/shared/mendoza-time';

/**
 * The inbox as a spreadsheet opens it (docs/decisions/0028): UTF-8 with a byte-order mark, which is how Excel knows
 * the file is UTF-8 and shows 'Pérez' rather than 'PÃ©rez'; `;` between cells, the separator Excel expects where the
 * decimal comma is used (Spanish of Argentina), so a double-click opens it in columns; CRLF line ends; dates and
 * times in Mendoza.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export const INBOX_CSV_HEADER = [
  'Tipo',
  'Número',
  'Marca',
  'Asunto',
  'Nombre',
  'Apellido',
  'E-mail',
  'Teléfono',
  'Recibida',
  'Estado',
  'Asignada a',
  'Mensaje',
] as const;

/**
 * One cell, safe to open: a value a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, so it is shown as text and never run (OWASP "CSV injection"); a
 * value with the separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

/** The whole file: the mark, the header and one line per lead, each ended by CRLF. */
export function inboxCsv(rows: readonly (InboxRow & { message: string | null })[]): string {
  const lines = [
    csvLine(INBOX_CSV_HEADER),
    ...rows.map((row) =>
      csvLine([
        LEAD_KIND_LABELS[row.kind],
        row.id,
        row.brandName,
        row.subject,
        row.name,
        row.lastname,
        row.email,
        row.phone,
        formatDateTime(new Date(row.createdAt)),
        LEAD_STATUS_LABELS[row.status],
        row.assignedTo?.name,
        row.message,
      ]),
    ),
  ];
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

export function inboxCsvFileName(now: Date): string {
  return `consultas-${localDate(now)}.csv`;
}
