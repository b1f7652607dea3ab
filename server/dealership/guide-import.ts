import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  GUIDE_CSV_COLUMNS,
  type GuideCsvColumn,
  type GuideRow,
  guideColumnOf,
} from '#domain/back-office/used-guide-csv';
import { OLDEST_VALUATION_YEAR } from '#domain/operation/valuation';
import { formatMoney } from '#domain/shared/money';
import { parseAmount } from '#domain/shared/parse-amount';
import { foldText } from '#domain/shared/text';
import { type CsvLayout, type CsvRecord, readCsv } from '../csv';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';

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

/** The largest value of a PostgreSQL integer column: a larger one would make the whole batch fail. */
const MAX_INTEGER = 2_147_483_647;
/** No used car sells for less in 2026; a smaller figure is a guide published in thousands of pesos. */
const MIN_GUIDE_PRICE = 100_000;
const CHUNK_SIZE = 1000;

type GuideRecord = CsvRecord<GuideCsvColumn>;

const GUIDE_CSV: CsvLayout<GuideCsvColumn> = {
  columnOf: guideColumnOf,
  required: GUIDE_CSV_COLUMNS,
  exportAs: 'Exportá la guía de precios como CSV',
  kind: 'una guía de precios',
};

/** The codia a row names as written, to tell the person which row was rejected. */
function codiaOf(record: GuideRecord): string | undefined {
  return record.codia?.trim() || undefined;
}

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

/** A guide file read and sorted, before anything is written: the rows that can be applied and why the others cannot. */
export interface GuideCheck {
  accepted: (GuideRow & { line: number })[];
  rejected: RejectedGuideRow[];
}

/**
 * Reads a guide file and sorts its rows, without the database: each row is checked by `parseGuideRecord`; a codia
 * named with another brand, model or version than on its first line, or a codia and year given twice, reject that
 * row with the reason. A file that is not a guide at all throws NotCsvError (server/csv).
 */
export function checkGuideCsv(csvText: string, options: { now?: Date } = {}): GuideCheck {
  const newestYear = (options.now ?? new Date()).getFullYear() + 1;
  const { records, misshapen } = readCsv(csvText, GUIDE_CSV);
  const rejected: RejectedGuideRow[] = misshapen.map(({ line, record, reason }) => {
    const codia = codiaOf(record);
    return { line, ...(codia ? { codia } : {}), reasons: [reason] };
  });

  const accepted: (GuideRow & { line: number })[] = [];
  // The first accepted line of a codia names its brand, model and version; a later one must agree.
  const firstByCodia = new Map<number, { line: number; row: GuideRow }>();
  const firstLineByPrice = new Map<string, number>();
  for (const { line, record } of records) {
    const parsed = parseGuideRecord(record, newestYear);
    const codiaText = codiaOf(record);
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
    accepted.push({ ...row, line });
  }
  return { accepted, rejected: rejected.sort((a, b) => a.line - b.line) };
}

/** Creates or updates used brands, models, versions (by codia) and guide prices (by codia and year) from a CSV. */
export async function importGuideCsv(
  db: Database,
  csvText: string,
  options: { now?: Date } = {},
): Promise<GuideImportReport> {
  return applyGuideRows(db, checkGuideCsv(csvText, options));
}

/**
 * Writes the accepted rows of a checked file, in one transaction (a failure half way leaves the guide as it was);
 * prices are added or replaced by version and year, and versions the file does not name stay as they are.
 */
export async function applyGuideRows(db: Database, check: GuideCheck): Promise<GuideImportReport> {
  const { accepted } = check;
  // A codia's version is named by its first accepted line.
  const firstByCodia = new Map<number, { row: GuideRow }>();
  for (const row of accepted) if (!firstByCodia.has(row.codia)) firstByCodia.set(row.codia, { row });
  const report: GuideImportReport = {
    created: 0,
    updated: 0,
    rejected: check.rejected,
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
          // The file is the guide publisher's word: a codia moved to another model or renamed follows it. A version
          // staff took out of the guide stays out (its removed_at is left as is); its prices still follow the file,
          // so restoring it quotes from the newest ones (decision 0074).
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
