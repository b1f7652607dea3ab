import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findBrandById } from '#domain/catalogue/brands';
import {
  brandIdFromCell,
  isStockCsvColumn,
  parseStockRecord,
  REQUIRED_STOCK_CSV_COLUMNS,
  type StockCsvColumn,
  type StockCsvRecord,
  type StockCsvRow,
  versionAttributeClaims,
} from '#domain/catalogue/stock-csv';
import type { VersionAttributes } from '#domain/catalogue/version-attributes';
import { normalizeColumnName } from '#domain/shared/text';
import { type CsvLayout, readCsv } from '../csv';
import type { Database } from '../db/client';
import { families, stockUnits, versions } from '../db/schema';
import { writeVersionAttributes } from './version-attributes-writes';

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
  /** The versions whose body type, fuel or transmission the file changed, by name; absent when none. */
  versions?: string[];
}

/** 17 parameters a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK_SIZE = 1000;

const STOCK_CSV: CsvLayout<StockCsvColumn> = {
  columnOf(cell) {
    const name = normalizeColumnName(cell);
    return isStockCsvColumn(name) ? name : null;
  },
  required: REQUIRED_STOCK_CSV_COLUMNS,
  exportAs: 'Exportá el stock desde el sistema como CSV',
  kind: 'una exportación de stock',
};

/** The chassis a row names, as stored (VINs are upper case), to tell the person which row was rejected. */
function chassisOf(record: StockCsvRecord): string | undefined {
  return record.chassis?.trim().toUpperCase() || undefined;
}

/** A row of the file that can be applied: the unit it describes, matched to the catalogue. */
export interface AcceptedStockRow {
  line: number;
  row: StockCsvRow;
  familyId: number;
  subfamilyId: number;
  model: string;
}

/** What a file would do, before anything is applied: the rows that can be, and why the others cannot. */
export interface StockCheck {
  accepted: AcceptedStockRow[];
  /** In the order of the file. */
  rejected: RejectedStockRow[];
}

/**
 * Reads the dealer system's CSV export and checks every row against the rules and the catalogue, changing nothing.
 * A file that is not a stock export at all throws NotCsvError (server/csv) with the Spanish text the person reads.
 */
export async function checkStockCsv(db: Database, csvText: string): Promise<StockCheck> {
  const { records, misshapen } = readCsv(csvText, STOCK_CSV);
  const rejected: RejectedStockRow[] = misshapen.map(({ line, record, reason }) => {
    const chassis = chassisOf(record);
    return { line, ...(chassis ? { chassis } : {}), reasons: [reason] };
  });
  const catalogue = await loadCatalogue(db);

  const accepted: AcceptedStockRow[] = [];
  const firstLineByChassis = new Map<string, number>();
  const claims = versionAttributeClaims();
  for (const { line, record } of records) {
    const chassis = chassisOf(record);
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
    // Only an accepted row claims its version's attributes: a rejected one sets nothing to contradict.
    if (parsed.ok && match.ok && reasons.length === 0) {
      reasons.push(...claims.conflicts(match.subfamilyId, match.defaultModel, parsed.row.attributes));
      if (reasons.length === 0) claims.claim(match.subfamilyId, line, parsed.row.attributes);
    }

    if (parsed.ok && match.ok && reasons.length === 0) {
      accepted.push({
        line,
        row: parsed.row,
        familyId: match.familyId,
        subfamilyId: match.subfamilyId,
        model: parsed.row.model ?? match.defaultModel,
      });
    } else {
      rejected.push({ line, ...(chassis ? { chassis } : {}), reasons });
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  return { accepted, rejected };
}

/** The chassis among `chassis` that name a unit already, to tell a new unit from an update. */
export async function existingChassis(db: Database, chassis: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < chassis.length; start += CHUNK_SIZE) {
    const rows = await db
      .select({ chassis: stockUnits.chassis })
      .from(stockUnits)
      .where(inArray(stockUnits.chassis, chassis.slice(start, start + CHUNK_SIZE)));
    for (const row of rows) found.add(row.chassis);
  }
  return found;
}

/** A version whose body type, fuel or transmission the file changes: what it has, and what it would have. */
export interface VersionAttributesChange {
  versionId: number;
  /** Its family's and its own name, as the site shows them ("T-Cross Highline"). */
  version: string;
  before: VersionAttributes;
  after: VersionAttributes;
}

/**
 * The versions whose attributes the rows would change (docs/decisions/0093): a row sets only the attributes it names,
 * and the accepted rows of one version never disagree (checkStockCsv refused the later one). `lock` holds the versions
 * until the caller's transaction ends, so an edit in Modelos meanwhile waits rather than being written over unseen.
 */
export async function versionAttributeChanges(
  db: Database,
  rows: readonly AcceptedStockRow[],
  { lock = false }: { lock?: boolean } = {},
): Promise<VersionAttributesChange[]> {
  const named = new Map<number, AcceptedStockRow['row']['attributes']>();
  for (const { subfamilyId, row } of rows) {
    if (Object.keys(row.attributes).length > 0)
      named.set(subfamilyId, { ...named.get(subfamilyId), ...row.attributes });
  }
  const ids = [...named.keys()];
  if (ids.length === 0) return [];
  const query = db
    .select({
      versionId: versions.id,
      familyName: families.name,
      name: versions.name,
      body_type: versions.bodyType,
      fuel: versions.fuel,
      transmission: versions.transmission,
    })
    .from(versions)
    .innerJoin(families, eq(families.id, versions.familyId))
    .where(inArray(versions.id, ids))
    .orderBy(versions.id);
  const current = lock ? await query.for('update', { of: versions }) : await query;
  return current.flatMap(({ versionId, familyName, name, ...before }) => {
    const after: VersionAttributes = { ...before, ...named.get(versionId) };
    const changed =
      after.body_type !== before.body_type ||
      after.fuel !== before.fuel ||
      after.transmission !== before.transmission;
    return changed ? [{ versionId, version: `${familyName} ${name}`, before, after }] : [];
  });
}

/**
 * Creates or updates the units of the accepted rows, keyed by chassis, and sets the attributes the rows name on their
 * versions. Runs inside the caller's transaction, so a failure half way leaves the stock as it was, and the caller's
 * audit entries are saved with it or not at all. The versions' table announces its own change (its page-cache
 * trigger, docs/decisions/0024), so the search and the alerts hear it as they hear the back office's Modelos.
 */
export async function applyStockRows(
  tx: Database,
  accepted: readonly AcceptedStockRow[],
): Promise<{ created: string[]; updated: string[]; versions: VersionAttributesChange[] }> {
  const changedVersions = await versionAttributeChanges(tx, accepted, { lock: true });
  for (const { versionId, after } of changedVersions) await writeVersionAttributes(tx, versionId, after);
  const created: string[] = [];
  const updated: string[] = [];
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
            current && current.color.toLowerCase() === row.color.toLowerCase() ? current.colorHex : undefined;
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
    for (const { row } of chunk) (existingByChassis.has(row.chassis) ? updated : created).push(row.chassis);
  }
  return { created, updated, versions: changedVersions };
}

/** Creates or updates stock units, keyed by chassis, from the dealer system's CSV export. */
export async function importStockCsv(db: Database, csvText: string): Promise<ImportReport> {
  const { accepted, rejected } = await checkStockCsv(db, csvText);
  const applied =
    accepted.length > 0
      ? await db.transaction((tx) => applyStockRows(tx, accepted))
      : { created: [], updated: [], versions: [] };
  return {
    created: applied.created.length,
    updated: applied.updated.length,
    rejected,
    ...(applied.versions.length > 0 ? { versions: applied.versions.map((change) => change.version) } : {}),
  };
}

function excluded(column: PgColumn) {
  return sql.raw(`excluded."${column.name}"`);
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
