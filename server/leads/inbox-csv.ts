import { INBOX_EXPORT, type InboxExportRow } from '#domain/back-office/export-columns';
import { csvText } from '../csv';

/** The inbox as a CSV (docs/decisions/0028), from the list's one column definition (docs/decisions/0074). */
export const inboxCsv = (rows: readonly InboxExportRow[]): string => csvText(INBOX_EXPORT, rows);

export { csvCell } from '../csv';
