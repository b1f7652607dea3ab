import { CsvError, type Info, parse } from 'csv-parse/sync';

/** The file is not a CSV export at all (a picture, a spreadsheet, broken quoting): nothing in it was imported. */
export class NotCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotCsvError';
  }
}

/** What tells one kind of file from another: its columns, and how its errors name it. */
export interface CsvLayout<Column extends string> {
  /** The column a header cell names, or null for a column the import does not read. */
  columnOf(cell: string): Column | null;
  /** A file without one of these cannot describe anything, so it is refused as a whole rather than row by row. */
  required: readonly Column[];
  /** What to do instead of picking a binary file: "Exportá el stock desde el sistema como CSV". */
  exportAs: string;
  /** What the rows should look like, for a file that does not parse: "una exportación de stock". */
  kind: string;
}

/** A row keyed by column; absent columns are simply missing keys. */
export type CsvRecord<Column extends string> = Partial<Record<Column, string>>;

export interface CsvLine<Column extends string> {
  /** The line of the file where the row starts, counting the header as line 1 (as a spreadsheet shows it). */
  line: number;
  record: CsvRecord<Column>;
}

export interface CsvContents<Column extends string> {
  records: CsvLine<Column>[];
  /** Rows with more cells than the header: the record holds the cells that had a column, the reason says why. */
  misshapen: (CsvLine<Column> & { reason: string })[];
}

const DELIMITERS = [',', ';', '\t'] as const;

const EMPTY_FILE_MESSAGE = 'El archivo está vacío: no tiene encabezado ni filas.';

/**
 * Reads the bytes of an export as text. Excel in Argentina saves "CSV" in Windows-1252, so bytes that are not
 * valid UTF-8 are read that way instead of turning "Galáctico" into "Gal�ctico".
 */
export function decodeCsvFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Splits the text of an export into records keyed by column; rows whose shape is wrong are set apart already.
 * A file that is not a CSV of this layout at all (binary, empty, without the required columns, with broken
 * quoting) throws NotCsvError with the Spanish text the person reads.
 */
export function readCsv<Column extends string>(
  csvText: string,
  layout: CsvLayout<Column>,
): CsvContents<Column> {
  // csv-parse counts the CR and the LF of a CRLF inside a quoted cell as two lines; with LF alone its line
  // numbers match what an editor shows.
  const text = csvText.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  assertText(text, layout);
  if (text.trim() === '') throw new NotCsvError(EMPTY_FILE_MESSAGE);

  let parsed: { record: string[]; info: Pick<Info, 'lines'> }[];
  try {
    // With `info` each record comes wrapped with its position, which the declared return type does not know.
    parsed = parse(text, {
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (Polo 1.6 "Track") is unambiguous; an unclosed quoted cell is not.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) throw new NotCsvError(describeCsvError(error, layout));
    throw error;
  }

  const [header, ...rows] = parsed;
  if (!header) throw new NotCsvError(EMPTY_FILE_MESSAGE);
  const columns = readHeader(header.record, layout);

  const contents: CsvContents<Column> = { records: [], misshapen: [] };
  for (const { record: cells, info } of rows) {
    if (cells.every((value) => value.trim() === '')) continue;
    // info.lines is where the record ends; a quoted cell may span lines, and the person looks for its start.
    const line = info.lines - cells.reduce((count, value) => count + (value.match(/\n/g)?.length ?? 0), 0);
    const record: CsvRecord<Column> = {};
    columns.forEach((column, index) => {
      const value = cells[index];
      if (column && value !== undefined) record[column] = value;
    });
    // Strict on purpose: an unquoted "24.800.000,00" in a comma file shifts every later cell one place, and
    // the shifted values can still look valid (the cents become the next amount).
    if (cells.length > columns.length) {
      contents.misshapen.push({
        line,
        record,
        reason: `la fila tiene ${cells.length} columnas y el encabezado ${columns.length} (¿un monto con coma decimal sin comillas?)`,
      });
      continue;
    }
    contents.records.push({ line, record });
  }
  return contents;
}

/** Binary files decode to text full of control characters, which no export contains (and PostgreSQL refuses NUL). */
function assertText(text: string, layout: CsvLayout<string>): void {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) {
      throw new NotCsvError(
        `El archivo no es un CSV de texto${binaryKind(text)}. ${layout.exportAs} (delimitado por comas o punto y coma).`,
      );
    }
  }
}

/** Names the usual suspects, so the person knows which file they picked by mistake. */
function binaryKind(text: string): string {
  // The first byte of a PNG (0x89) reads as "‰" in Windows-1252 and as U+FFFD in lenient UTF-8.
  if (text.slice(1, 4) === 'PNG') return ': es una imagen PNG';
  if (text.startsWith('\u00ff\u00d8') || text.startsWith('\uFFFD\uFFFD\uFFFD')) return ': parece una imagen';
  if (text.startsWith('PK\u0003\u0004')) return ': parece una planilla de Excel (.xlsx); guardala como CSV';
  if (text.startsWith('%PDF')) return ': es un PDF';
  return '';
}

/** Argentine Excel separates with ";" because "," is the decimal mark; the header line tells which was used. */
function detectDelimiter(text: string): string {
  const headerLine = text.split('\n', 1)[0] ?? '';
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = headerLine.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function readHeader<Column extends string>(cells: string[], layout: CsvLayout<Column>): (Column | null)[] {
  const seen = new Set<Column>();
  const columns = cells.map((cell) => {
    const column = layout.columnOf(cell);
    if (!column) return null;
    if (seen.has(column)) {
      throw new NotCsvError(`La columna "${column}" aparece más de una vez en el encabezado.`);
    }
    seen.add(column);
    return column;
  });
  const missing = layout.required.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw new NotCsvError(
      `El archivo no tiene las columnas requeridas: ${missing.join(', ')}. La primera línea debe ser el encabezado con los nombres de las columnas (${layout.required.join(', ')}).`,
    );
  }
  return columns;
}

function describeCsvError(error: CsvError, layout: CsvLayout<string>): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = typeof line === 'number' ? ` (línea ${line})` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return `El archivo no se puede leer como CSV: hay una comilla que abre un valor y nunca se cierra${where}.`;
  }
  if (
    error.code === 'CSV_INVALID_CLOSING_QUOTE' ||
    error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
  ) {
    return `El archivo no se puede leer como CSV: hay texto pegado después de una comilla de cierre${where}.`;
  }
  // csv-parse's own message is English and names its internals: the person gets what to check instead.
  return `El archivo no se puede leer como CSV${where}: las filas no tienen la forma de ${layout.kind}.`;
}
