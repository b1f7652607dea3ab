import { CsvError, type Info, parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findBrandById } from '../../domain/brands';
import {
  brandIdFromCell,
  isStockCsvColumn,
  normalizeColumnName,
  parseStockRecord,
  REQUIRED_STOCK_CSV_COLUMNS,
  type StockCsvColumn,
  type StockCsvRecord,
  type StockCsvRow,
} from '../../domain/stock-csv';
import type { Database } from '../db/client';
import { families, stockUnits, versions } from '../db/schema';

export interface RejectedStockRow {
  /** The line of the file where the row starts, counting the header as line 1 (as a spreadsheet shows it). */
  line: number;
  chassis?: string;
  reasons: string[];
}

export interface ImportReport {
  created: number;
  updated: number;
  rejected: RejectedStockRow[];
}

/** The file is not a CSV export at all (a picture, a spreadsheet, broken quoting): nothing in it was imported. */
export class NotCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotCsvError';
  }
}

/** 17 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK_SIZE = 1000;

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Reads the bytes of an export as text. Excel in Argentina saves "CSV" in Windows-1252, so bytes that are not
 * valid UTF-8 are read that way instead of turning "Galáctico" into "Gal�ctico".
 */
export function decodeStockFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Creates or updates stock units, keyed by chassis, from the dealer system's CSV export. */
export async function importStockCsv(db: Database, csvText: string): Promise<ImportReport> {
  const { records, rejected } = readStockCsv(csvText);
  const catalogue = await loadCatalogue(db);

  const accepted: { row: StockCsvRow; familyId: number; subfamilyId: number; model: string }[] = [];
  const firstLineByChassis = new Map<string, number>();
  for (const { line, record } of records) {
    const chassis = record.chassis?.trim().toUpperCase() || undefined;
    const reasons: string[] = [];
    // The first line with a chassis is the one that counts; a later one is reported, never silently applied.
    const firstLine = chassis ? firstLineByChassis.get(chassis) : undefined;
    if (chassis && firstLine === undefined) firstLineByChassis.set(chassis, line);

    const parsed = parseStockRecord(record);
    if (!parsed.ok) reasons.push(...parsed.reasons);
    const match = catalogue.match(record);
    if (!match.ok) reasons.push(...match.reasons);
    if (firstLine !== undefined) {
      reasons.push(`chasis repetido en el archivo: ya figura en la línea ${firstLine}`);
    }

    if (parsed.ok && match.ok && reasons.length === 0) {
      accepted.push({
        row: parsed.row,
        familyId: match.familyId,
        subfamilyId: match.subfamilyId,
        model: parsed.row.model ?? match.defaultModel,
      });
    } else {
      rejected.push({ line, ...(chassis ? { chassis } : {}), reasons });
    }
  }

  let created = 0;
  let updated = 0;
  if (accepted.length > 0) {
    // One transaction: a failure half way leaves the stock as it was, not half imported.
    await db.transaction(async (tx) => {
      for (let start = 0; start < accepted.length; start += CHUNK_SIZE) {
        const chunk = accepted.slice(start, start + CHUNK_SIZE);
        const existing = await tx
          .select({ chassis: stockUnits.chassis, color: stockUnits.color, colorHex: stockUnits.colorHex })
          .from(stockUnits)
          .where(
            inArray(
              stockUnits.chassis,
              chunk.map(({ row }) => row.chassis),
            ),
          );
        const existingByChassis = new Map(existing.map((unit) => [unit.chassis, unit]));
        await tx
          .insert(stockUnits)
          .values(
            chunk.map(({ row, familyId, subfamilyId, model }) => {
              const current = existingByChassis.get(row.chassis);
              // A file without colour codes keeps the code already set for the same colour; a new colour
              // falls back to the neutral default rather than showing the old colour's swatch.
              const keptHex =
                current && current.color.toLowerCase() === row.color.toLowerCase()
                  ? current.colorHex
                  : undefined;
              return {
                brandId: row.brandId,
                familyId,
                subfamilyId,
                model,
                chassis: row.chassis,
                doors: row.doors,
                color: row.color,
                colorHex: row.colorHex ?? keptHex,
                location: row.location,
                currency: row.currency,
                modelYear: row.modelYear,
                listPrice: row.listPrice,
                discount: row.discount,
                specialDiscount: row.specialDiscount,
                licenseCost: row.licenseCost,
                preparationCost: row.preparationCost,
                deliveryPrice: row.deliveryPrice,
              };
            }),
          )
          .onConflictDoUpdate({
            target: stockUnits.chassis,
            // Status and hold belong to the sales flow: a held or reserved unit stays so.
            set: {
              brandId: excluded(stockUnits.brandId),
              familyId: excluded(stockUnits.familyId),
              subfamilyId: excluded(stockUnits.subfamilyId),
              model: excluded(stockUnits.model),
              doors: excluded(stockUnits.doors),
              color: excluded(stockUnits.color),
              colorHex: excluded(stockUnits.colorHex),
              location: excluded(stockUnits.location),
              currency: excluded(stockUnits.currency),
              modelYear: excluded(stockUnits.modelYear),
              listPrice: excluded(stockUnits.listPrice),
              discount: excluded(stockUnits.discount),
              specialDiscount: excluded(stockUnits.specialDiscount),
              licenseCost: excluded(stockUnits.licenseCost),
              preparationCost: excluded(stockUnits.preparationCost),
              deliveryPrice: excluded(stockUnits.deliveryPrice),
              updatedAt: sql`now()`,
            },
          });
        updated += existingByChassis.size;
        created += chunk.length - existingByChassis.size;
      }
    });
  }

  rejected.sort((a, b) => a.line - b.line);
  return { created, updated, rejected };
}

function excluded(column: PgColumn) {
  return sql.raw(`excluded."${column.name}"`);
}

interface CsvLine {
  line: number;
  record: StockCsvRecord;
}

/** Splits the text into records keyed by column; rows whose shape is wrong are rejected here already. */
export function readStockCsv(csvText: string): { records: CsvLine[]; rejected: RejectedStockRow[] } {
  // csv-parse counts the CR and the LF of a CRLF inside a quoted cell as two lines; with LF alone its line
  // numbers match what an editor shows.
  const text = csvText.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  assertText(text);
  if (text.trim() === '') throw new NotCsvError('El archivo está vacío: no tiene encabezado ni filas.');

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
    if (error instanceof CsvError) throw new NotCsvError(describeCsvError(error));
    throw error;
  }

  const [header, ...rows] = parsed;
  if (!header) throw new NotCsvError('El archivo está vacío: no tiene encabezado ni filas.');
  const columns = readHeader(header.record);

  const records: CsvLine[] = [];
  const rejected: RejectedStockRow[] = [];
  for (const { record: cells, info } of rows) {
    if (cells.every((value) => value.trim() === '')) continue;
    // info.lines is where the record ends; a quoted cell may span lines, and the person looks for its start.
    const line = info.lines - cells.reduce((count, value) => count + (value.match(/\n/g)?.length ?? 0), 0);
    const record: Partial<Record<StockCsvColumn, string>> = {};
    columns.forEach((column, index) => {
      const value = cells[index];
      if (column && value !== undefined) record[column] = value;
    });
    // Strict on purpose: an unquoted "24.800.000,00" in a comma file shifts every later cell one place, and
    // the shifted values can still look valid (the cents become the discount).
    if (cells.length > columns.length) {
      const chassis = record.chassis?.trim().toUpperCase() || undefined;
      rejected.push({
        line,
        ...(chassis ? { chassis } : {}),
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

/** Binary files decode to text full of control characters, which no export contains (and PostgreSQL refuses NUL). */
function assertText(text: string): void {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) {
      throw new NotCsvError(
        `El archivo no es un CSV de texto${binaryKind(text)}. Exportá el stock desde el sistema como CSV (delimitado por comas o punto y coma).`,
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
  const headerLine = text.split(/\r?\n/, 1)[0] ?? '';
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

function readHeader(cells: string[]): (StockCsvColumn | null)[] {
  const seen = new Set<StockCsvColumn>();
  const columns = cells.map((cell) => {
    const name = normalizeColumnName(cell);
    if (!isStockCsvColumn(name)) return null;
    if (seen.has(name))
      throw new NotCsvError(`La columna "${name}" aparece más de una vez en el encabezado.`);
    seen.add(name);
    return name;
  });
  const missing = REQUIRED_STOCK_CSV_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw new NotCsvError(
      `El archivo no tiene las columnas requeridas: ${missing.join(', ')}. La primera línea debe ser el encabezado con los nombres de las columnas (${REQUIRED_STOCK_CSV_COLUMNS.join(', ')}).`,
    );
  }
  return columns;
}

function describeCsvError(error: CsvError): string {
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
  return `El archivo no se puede leer como CSV${where}: las filas no tienen la forma de una exportación de stock.`;
}

type CatalogueMatch =
  | { ok: true; familyId: number; subfamilyId: number; defaultModel: string }
  | { ok: false; reasons: string[] };

/** Dealer-system names are matched regardless of case and repeated spaces ("t-cross" is T-CROSS). */
function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

interface FamilyEntry {
  id: number;
  family: string;
  name: string;
  versions: Map<string, { id: number; name: string }[]>;
}

/** Families and versions are read once per import, so 10,000 rows cost two queries, not 20,000. */
async function loadCatalogue(db: Database) {
  const familyRows = await db
    .select({ id: families.id, brandId: families.brandId, family: families.family, name: families.name })
    .from(families);
  const versionRows = await db
    .select({ id: versions.id, familyId: versions.familyId, name: versions.name })
    .from(versions);

  const familiesByBrand = new Map<number, Map<string, FamilyEntry[]>>();
  const familyById = new Map<number, FamilyEntry>();
  for (const row of familyRows) {
    const entry: FamilyEntry = { id: row.id, family: row.family, name: row.name, versions: new Map() };
    familyById.set(row.id, entry);
    const byKey = familiesByBrand.get(row.brandId) ?? new Map<string, FamilyEntry[]>();
    familiesByBrand.set(row.brandId, byKey);
    byKey.set(nameKey(row.family), [...(byKey.get(nameKey(row.family)) ?? []), entry]);
  }
  for (const row of versionRows) {
    const family = familyById.get(row.familyId);
    if (!family) continue;
    const key = nameKey(row.name);
    family.versions.set(key, [...(family.versions.get(key) ?? []), { id: row.id, name: row.name }]);
  }

  return {
    /** Names the family and version of a record; a record whose brand or names are missing is left to the row schema. */
    match(record: StockCsvRecord): CatalogueMatch {
      const brandId = brandIdFromCell(record.brand ?? '');
      const familyText = record.family?.trim() ?? '';
      const versionText = record.version?.trim() ?? '';
      if (brandId === null || familyText === '') return { ok: false, reasons: [] };
      const brandName = findBrandById(brandId)?.name ?? String(brandId);

      const familyMatches = familiesByBrand.get(brandId)?.get(nameKey(familyText)) ?? [];
      const [family] = familyMatches;
      if (!family) {
        return {
          ok: false,
          reasons: [
            `familia desconocida: ${JSON.stringify(familyText)} no existe en el catálogo de ${brandName}`,
          ],
        };
      }
      if (familyMatches.length > 1) {
        return {
          ok: false,
          reasons: [
            `familia ambigua: ${JSON.stringify(familyText)} coincide con ${familyMatches.map((f) => JSON.stringify(f.family)).join(' y ')}`,
          ],
        };
      }
      if (versionText === '') return { ok: false, reasons: [] };

      const versionMatches = family.versions.get(nameKey(versionText)) ?? [];
      const [version] = versionMatches;
      if (!version) {
        return {
          ok: false,
          reasons: [
            `versión desconocida: ${JSON.stringify(versionText)} no existe en la familia ${family.family}`,
          ],
        };
      }
      if (versionMatches.length > 1) {
        return {
          ok: false,
          reasons: [
            `versión ambigua: ${JSON.stringify(versionText)} coincide con ${versionMatches.map((v) => JSON.stringify(v.name)).join(' y ')}`,
          ],
        };
      }
      return {
        ok: true,
        familyId: family.id,
        subfamilyId: version.id,
        defaultModel: `${family.name} ${version.name}`,
      };
    },
  };
}
