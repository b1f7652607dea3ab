import { CsvError, type Info, parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatMoney } from '../../domain/money';
import { parseAmount } from '../../domain/parse-amount';
import { foldText, normalizeColumnName } from '../../domain/stock-csv';
import { OLDEST_VALUATION_YEAR } from '../../domain/valuation';
import { decodeStockFile, NotCsvError } from '../catalogue/stock-import';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';

// The stock import already tells a CSV from a picture or a spreadsheet; a guide file is read the same way.
export { NotCsvError };
export const decodeGuideFile = decodeStockFile;

export const GUIDE_CSV_COLUMNS = ['brand', 'model', 'codia', 'description', 'year', 'price'] as const;
export type GuideCsvColumn = (typeof GUIDE_CSV_COLUMNS)[number];

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

export interface RejectedGuideRow {
  /** The line of the file where the row starts, counting the header as line 1 (as a spreadsheet shows it). */
  line: number;
  codia?: string;
  reasons: string[];
}

export interface GuideImportReport {
  /** Guide prices (one per version and model year) added and replaced. */
  created: number;
  updated: number;
  rejected: RejectedGuideRow[];
  /** Entries the file added to the used-vehicle catalogue. */
  catalogue: { brands: number; models: number; versions: number };
}

export interface GuideRow {
  brand: string;
  model: string;
  codia: number;
  description: string;
  year: number;
  price: number;
}

/** The largest value of a PostgreSQL integer column: a larger one would make the whole batch fail. */
const MAX_INTEGER = 2_147_483_647;
/** No used car sells for less in 2026; a smaller figure is a guide published in thousands of pesos. */
const MIN_GUIDE_PRICE = 100_000;
const CHUNK_SIZE = 1000;
const DELIMITERS = [',', ';', '\t'] as const;

type GuideRecord = Partial<Record<GuideCsvColumn, string>>;

/** Validates one record; every problem of the row is listed so one edit of the file fixes them all. */
export function parseGuideRecord(
  record: GuideRecord,
  newestYear: number,
): { ok: true; row: GuideRow } | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const text = (column: GuideCsvColumn) => (record[column] ?? '').trim().replace(/\s+/g, ' ');

  const required = (column: GuideCsvColumn, label: string) => {
    const value = text(column);
    if (value === '') reasons.push(`falta ${label}`);
    else if (value.length > 120) reasons.push(`${label} tiene más de 120 caracteres`);
    return value;
  };
  const brand = required('brand', 'la marca');
  const model = required('model', 'el modelo');
  const description = required('description', 'la descripción de la versión');

  const codiaText = text('codia');
  let codia = Number.NaN;
  if (codiaText === '') reasons.push('falta el codia');
  else if (/^\d{1,10}$/.test(codiaText) && Number(codiaText) > 0 && Number(codiaText) <= MAX_INTEGER) {
    codia = Number(codiaText);
  } else reasons.push(`codia inválido: ${JSON.stringify(codiaText)} (debe ser un número entero positivo)`);

  const yearText = text('year');
  let year = Number.NaN;
  if (yearText === '') reasons.push('falta el año');
  else if (
    /^\d{4}$/.test(yearText) &&
    Number(yearText) >= OLDEST_VALUATION_YEAR &&
    Number(yearText) <= newestYear
  ) {
    year = Number(yearText);
  } else {
    reasons.push(
      `año inválido: ${JSON.stringify(yearText)} (debe ser un año entre ${OLDEST_VALUATION_YEAR} y ${newestYear})`,
    );
  }

  const priceText = text('price');
  let price = Number.NaN;
  if (priceText === '') reasons.push('falta el precio');
  else {
    const value = parseAmount(priceText);
    const invalid = (why?: string) =>
      reasons.push(`precio inválido: ${JSON.stringify(priceText)}${why ? ` (${why})` : ''}`);
    if (value === null) invalid();
    // Used cars are often quoted in dollars in Argentina; this guide is in pesos (docs/product.md §D3).
    else if (/US\$|U\$S|USD/i.test(priceText.replace(/\s+/g, '')))
      invalid('la guía va en pesos, no en dólares');
    else if (value <= 0) invalid('debe ser mayor que cero');
    else if (!Number.isInteger(value)) invalid('debe ser un monto entero, sin centavos');
    else if (value > MAX_INTEGER) invalid('es demasiado grande');
    else if (value < MIN_GUIDE_PRICE) {
      invalid(`es menor que ${plainMoney(MIN_GUIDE_PRICE)}: ¿la guía está en miles de pesos?`);
    } else price = value;
  }

  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, row: { brand, model, codia, description, year, price } };
}

/** Creates or updates used brands, models, versions (by codia) and guide prices (by codia and year) from a CSV. */
export async function importGuideCsv(
  db: Database,
  csvText: string,
  options: { now?: Date } = {},
): Promise<GuideImportReport> {
  const newestYear = (options.now ?? new Date()).getFullYear() + 1;
  const { records, rejected } = readGuideCsv(csvText);

  const accepted: GuideRow[] = [];
  // The first accepted line of a codia names its brand, model and version; a later one must agree.
  const firstByCodia = new Map<number, { line: number; row: GuideRow }>();
  const firstLineByPrice = new Map<string, number>();
  for (const { line, record } of records) {
    const parsed = parseGuideRecord(record, newestYear);
    const codiaText = record.codia?.trim() || undefined;
    const reject = (reasons: string[]) =>
      rejected.push({ line, ...(codiaText ? { codia: codiaText } : {}), reasons });
    if (!parsed.ok) {
      reject(parsed.reasons);
      continue;
    }
    const { row } = parsed;
    const reasons: string[] = [];
    const first = firstByCodia.get(row.codia);
    if (first && !sameVersion(first.row, row)) {
      reasons.push(
        `el codia ${row.codia} ya figura en la línea ${first.line} como ${first.row.brand} ${first.row.model} ${JSON.stringify(first.row.description)}`,
      );
    }
    const priceKey = `${row.codia}/${row.year}`;
    const firstPriceLine = firstLineByPrice.get(priceKey);
    if (firstPriceLine !== undefined) {
      reasons.push(`codia y año repetidos en el archivo: ya figuran en la línea ${firstPriceLine}`);
    }
    if (reasons.length > 0) {
      reject(reasons);
      continue;
    }
    if (!first) firstByCodia.set(row.codia, { line, row });
    firstLineByPrice.set(priceKey, line);
    accepted.push(row);
  }

  const report: GuideImportReport = {
    created: 0,
    updated: 0,
    rejected: rejected.sort((a, b) => a.line - b.line),
    catalogue: { brands: 0, models: 0, versions: 0 },
  };
  if (accepted.length === 0) return report;

  // One transaction: a failure half way leaves the guide as it was, not half imported.
  await db.transaction(async (tx) => {
    const brandIds = new Map(
      (await tx.select({ id: usedBrands.id, name: usedBrands.name }).from(usedBrands)).map((b) => [
        foldText(b.name),
        b.id,
      ]),
    );
    for (const row of accepted) {
      const key = foldText(row.brand);
      if (brandIds.has(key)) continue;
      const [inserted] = await tx
        .insert(usedBrands)
        .values({ name: row.brand })
        .returning({ id: usedBrands.id });
      if (!inserted) throw new Error('used brand not created');
      brandIds.set(key, inserted.id);
      report.catalogue.brands++;
    }

    const modelKey = (brandId: number, name: string) => `${brandId}/${foldText(name)}`;
    const modelIds = new Map(
      (
        await tx
          .select({ id: usedModels.id, brandId: usedModels.brandId, name: usedModels.name })
          .from(usedModels)
      ).map((m) => [modelKey(m.brandId, m.name), m.id]),
    );
    const brandIdOf = (row: GuideRow) => lookup(brandIds, foldText(row.brand));
    for (const row of accepted) {
      const brandId = brandIdOf(row);
      const key = modelKey(brandId, row.model);
      if (modelIds.has(key)) continue;
      const [inserted] = await tx
        .insert(usedModels)
        .values({ brandId, name: row.model })
        .returning({ id: usedModels.id });
      if (!inserted) throw new Error('used model not created');
      modelIds.set(key, inserted.id);
      report.catalogue.models++;
    }

    const versionRows = [...firstByCodia.values()].map(({ row }) => ({
      codia: row.codia,
      modelId: lookup(modelIds, modelKey(brandIdOf(row), row.model)),
      description: row.description,
    }));
    for (let start = 0; start < versionRows.length; start += CHUNK_SIZE) {
      const inserted = await tx
        .insert(usedVersions)
        .values(versionRows.slice(start, start + CHUNK_SIZE))
        .onConflictDoUpdate({
          target: usedVersions.codia,
          // The file is the guide publisher's word: a codia moved to another model or renamed follows it.
          set: { modelId: excluded(usedVersions.modelId), description: excluded(usedVersions.description) },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      report.catalogue.versions += inserted.filter((row) => row.inserted).length;
    }

    for (let start = 0; start < accepted.length; start += CHUNK_SIZE) {
      const upserted = await tx
        .insert(guidePrices)
        .values(
          accepted.slice(start, start + CHUNK_SIZE).map(({ codia, year, price }) => ({ codia, year, price })),
        )
        .onConflictDoUpdate({
          target: [guidePrices.codia, guidePrices.year],
          set: { price: excluded(guidePrices.price) },
        })
        // xmax is 0 on a row this statement inserted and set on one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const created = upserted.filter((row) => row.inserted).length;
      report.created += created;
      report.updated += upserted.length - created;
    }
  });
  return report;
}

function lookup(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`${key} was not inserted`);
  return id;
}

function sameVersion(a: GuideRow, b: GuideRow): boolean {
  return (
    foldText(a.brand) === foldText(b.brand) &&
    foldText(a.model) === foldText(b.model) &&
    foldText(a.description) === foldText(b.description)
  );
}

function excluded(column: PgColumn) {
  return sql.raw(`excluded."${column.name}"`);
}

/** Intl puts a no-break space after "$"; a plain one reads the same on a console. */
function plainMoney(amount: number): string {
  return formatMoney(amount, 'ars').replace(/\u00a0/g, ' ');
}

interface CsvLine {
  line: number;
  record: GuideRecord;
}

/** Splits the text into records keyed by column; rows whose shape is wrong are rejected here already. */
export function readGuideCsv(csvText: string): { records: CsvLine[]; rejected: RejectedGuideRow[] } {
  // csv-parse counts the CR and the LF of a CRLF inside a quoted cell as two lines; with LF alone its line
  // numbers match what an editor shows.
  const text = csvText.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  assertText(text);
  if (text.trim() === '') throw new NotCsvError('El archivo está vacío: no tiene encabezado ni filas.');

  let parsed: { record: string[]; info: Pick<Info, 'lines'> }[];
  try {
    parsed = parse(text, {
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) throw new NotCsvError(describeCsvError(error));
    throw error;
  }

  const [header, ...rows] = parsed;
  if (!header) throw new NotCsvError('El archivo está vacío: no tiene encabezado ni filas.');
  const columns = readHeader(header.record);

  const records: CsvLine[] = [];
  const rejected: RejectedGuideRow[] = [];
  for (const { record: cells, info } of rows) {
    if (cells.every((value) => value.trim() === '')) continue;
    const line = info.lines - cells.reduce((total, value) => total + (value.match(/\n/g)?.length ?? 0), 0);
    const record: GuideRecord = {};
    columns.forEach((column, index) => {
      const value = cells[index];
      if (column && value !== undefined) record[column] = value;
    });
    // An unquoted "12.500.000,00" in a comma file shifts the cells; the shifted values could still look valid.
    if (cells.length > columns.length) {
      const codia = record.codia?.trim() || undefined;
      rejected.push({
        line,
        ...(codia ? { codia } : {}),
        reasons: [
          `la fila tiene ${cells.length} columnas y el encabezado ${columns.length} (¿un monto con coma decimal sin comillas?)`,
        ],
      });
      continue;
    }
    records.push({ line, record });
  }
  return { records, rejected };
}

function columnOf(cell: string): GuideCsvColumn | null {
  const name = normalizeColumnName(foldText(cell));
  if ((GUIDE_CSV_COLUMNS as readonly string[]).includes(name)) return name as GuideCsvColumn;
  return COLUMN_ALIASES[name] ?? null;
}

function readHeader(cells: string[]): (GuideCsvColumn | null)[] {
  const seen = new Set<GuideCsvColumn>();
  const columns = cells.map((cell) => {
    const column = columnOf(cell);
    if (!column) return null;
    if (seen.has(column)) {
      throw new NotCsvError(`La columna "${column}" aparece más de una vez en el encabezado.`);
    }
    seen.add(column);
    return column;
  });
  const missing = GUIDE_CSV_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw new NotCsvError(
      `El archivo no tiene las columnas requeridas: ${missing.join(', ')}. La primera línea debe ser el encabezado con los nombres de las columnas (${GUIDE_CSV_COLUMNS.join(', ')}).`,
    );
  }
  return columns;
}

/** Binary files decode to text full of control characters, which no export contains (and PostgreSQL refuses NUL). */
function assertText(text: string): void {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) {
      throw new NotCsvError(
        `El archivo no es un CSV de texto${binaryKind(text)}. Exportá la guía de precios como CSV (delimitado por comas o punto y coma).`,
      );
    }
  }
}

function binaryKind(text: string): string {
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
    const found = headerLine.split(delimiter).length - 1;
    if (found > bestCount) {
      best = delimiter;
      bestCount = found;
    }
  }
  return best;
}

function describeCsvError(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = typeof line === 'number' ? ` (línea ${line})` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return `El archivo no se puede leer como CSV: hay una comilla que abre un valor y nunca se cierra${where}.`;
  }
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') {
    return `El archivo no se puede leer como CSV: hay texto pegado después de una comilla de cierre${where}.`;
  }
  return `El archivo no se puede leer como CSV${where}: ${error.message}`;
}
