import { count, inArray, sql } from 'drizzle-orm';
import type { StaffActor } from '../../domain/staff';
import type { StaffResult } from '../../domain/staff-accounts';
import {
  USED_GUIDE_CSV_COLUMNS,
  USED_GUIDE_MAX_BYTES,
  type UsedGuideCsvColumn,
  type UsedGuidePreview,
  type UsedGuidePreviewResult,
  type UsedGuideRow,
  type UsedGuideSource,
  type UsedGuideSummary,
  usedGuideColumnOf,
  usedGuideRowSchema,
} from '../../domain/used-guide-csv';
import { forbidden, may, type Refusal, refusedField } from '../back-office';
import { type CsvLayout, decodeCsvFile, NotCsvError, readCsv } from '../csv';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';
import { recordAudit } from '../staff';

const GUIDE_CSV: CsvLayout<UsedGuideCsvColumn> = {
  columnOf: usedGuideColumnOf,
  required: USED_GUIDE_CSV_COLUMNS,
  exportAs: 'Guardá la guía como CSV',
  kind: 'una guía de precios de usados',
};

/** How many accepted rows the preview shows. */
const SAMPLE_SIZE = 5;
/** 3 parameters a price row: far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK_SIZE = 1000;

interface GuideCheck {
  accepted: (UsedGuideRow & { line: number })[];
  rejected: { line: number; reasons: string[] }[];
}

const TOO_LARGE =
  'El archivo pesa más de 5 MB: no parece una guía de precios. Revisá que sea el CSV correcto.';

const refusedFile = (message: string): Refusal => refusedField('file', message);

/**
 * Reads the file and sorts its rows, without the database: a bad cell, a version named twice with different names,
 * or a version and year given twice reject that row with the reason; a file that is not a guide is refused whole.
 */
export function checkGuide(csvText: string): GuideCheck | Refusal {
  if (new TextEncoder().encode(csvText).byteLength > USED_GUIDE_MAX_BYTES) return refusedFile(TOO_LARGE);
  let contents: ReturnType<typeof readCsv<UsedGuideCsvColumn>>;
  try {
    contents = readCsv(csvText, GUIDE_CSV);
  } catch (error) {
    if (error instanceof NotCsvError) return refusedFile(error.message);
    throw error;
  }
  const check: GuideCheck = {
    accepted: [],
    rejected: contents.misshapen.map(({ line, reason }) => ({ line, reasons: [reason] })),
  };
  const versionLines = new Map<number, { line: number; name: string }>();
  const priceLines = new Map<string, number>();
  for (const { line, record } of contents.records) {
    const parsed = usedGuideRowSchema.safeParse(record);
    if (!parsed.success) {
      check.rejected.push({ line, reasons: parsed.error.issues.map((issue) => issue.message) });
      continue;
    }
    const row = parsed.data;
    const name = `${row.brand}\u0000${row.model}\u0000${row.version}`.toLowerCase();
    const version = versionLines.get(row.codia);
    if (version && version.name !== name) {
      check.rejected.push({
        line,
        reasons: [
          `el codia ${row.codia} ya aparece en la línea ${version.line} con otra marca, modelo o versión`,
        ],
      });
      continue;
    }
    const priceLine = priceLines.get(`${row.codia}/${row.year}`);
    if (priceLine !== undefined) {
      check.rejected.push({
        line,
        reasons: [`el codia ${row.codia} y el año ${row.year} ya aparecen en la línea ${priceLine}`],
      });
      continue;
    }
    versionLines.set(row.codia, version ?? { line, name });
    priceLines.set(`${row.codia}/${row.year}`, line);
    check.accepted.push({ ...row, line });
  }
  check.rejected.sort((a, b) => a.line - b.line);
  return check;
}

const isRefusal = (value: GuideCheck | Refusal): value is Refusal => 'ok' in value;

export async function guideSummary(db: Database): Promise<UsedGuideSummary> {
  const [[brands], [versions], [prices]] = await Promise.all([
    db.select({ value: count() }).from(usedBrands),
    db.select({ value: count() }).from(usedVersions),
    db.select({ value: count() }).from(guidePrices),
  ]);
  return { brands: brands?.value ?? 0, versions: versions?.value ?? 0, prices: prices?.value ?? 0 };
}

export function previewGuide(actor: StaffActor, file: Uint8Array): UsedGuidePreviewResult {
  if (!may(actor, 'prices.edit')) return forbidden();
  if (file.byteLength > USED_GUIDE_MAX_BYTES) return refusedFile(TOO_LARGE);
  const csvText = decodeCsvFile(file);
  const check = checkGuide(csvText);
  if (isRefusal(check)) return check;
  const preview: UsedGuidePreview = {
    accepted: check.accepted.length,
    sample: check.accepted.slice(0, SAMPLE_SIZE),
    rejected: check.rejected,
  };
  return {
    ok: true,
    message:
      check.accepted.length === 0
        ? 'Ninguna fila se puede aplicar: revisá los motivos y volvé a subir el archivo.'
        : 'Revisá el resultado y confirmá para aplicar las filas aceptadas.',
    preview,
    csvText,
  };
}

/** Brand, model and version rows of the accepted lines, each once, by name (the guide's brands and models are unique by name). */
async function versionRowsOf(tx: Database, rows: readonly UsedGuideRow[]) {
  const brandNames = [...new Set(rows.map((row) => row.brand))];
  await tx
    .insert(usedBrands)
    .values(brandNames.map((name) => ({ name })))
    .onConflictDoNothing();
  const brands = await tx.select().from(usedBrands).where(inArray(usedBrands.name, brandNames));
  const brandIds = new Map(brands.map((brand) => [brand.name, brand.id]));
  const brandIdOf = (name: string) => {
    const id = brandIds.get(name);
    if (id === undefined) throw new Error(`used brand ${name} not saved`);
    return id;
  };

  const models = [...new Map(rows.map((row) => [`${row.brand}\u0000${row.model}`, row])).values()].map(
    (row) => ({
      brandId: brandIdOf(row.brand),
      name: row.model,
    }),
  );
  await tx.insert(usedModels).values(models).onConflictDoNothing();
  const savedModels = await tx
    .select()
    .from(usedModels)
    .where(inArray(usedModels.brandId, [...brandIds.values()]));
  const modelIds = new Map(savedModels.map((model) => [`${model.brandId}\u0000${model.name}`, model.id]));

  return [...new Map(rows.map((row) => [row.codia, row])).values()].map((row) => {
    const modelId = modelIds.get(`${brandIdOf(row.brand)}\u0000${row.model}`);
    if (modelId === undefined) throw new Error(`used model ${row.model} not saved`);
    return { codia: row.codia, modelId, description: row.version };
  });
}

/**
 * Applies the good rows of a file the staff member saw previewed. The text comes back from the page, so it is read
 * and checked again here exactly as the preview did: nothing the browser sends is trusted, and a row is applied only
 * if it passes now. Prices are added or replaced by version and year; versions the file does not name stay as they
 * are, so a partial file never empties the guide.
 */
export async function applyGuide(db: Database, actor: StaffActor, csvText: string): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const check = checkGuide(csvText);
  if (isRefusal(check)) return check;
  if (check.accepted.length === 0)
    return { ok: false, status: 422, message: 'Ninguna fila se puede aplicar: no cambiamos nada.' };
  const rows = check.accepted;
  await db.transaction(async (tx) => {
    const before = await guideSummary(tx);
    const versions = await versionRowsOf(tx, rows);
    for (let start = 0; start < versions.length; start += CHUNK_SIZE) {
      await tx
        .insert(usedVersions)
        .values(versions.slice(start, start + CHUNK_SIZE))
        .onConflictDoUpdate({
          target: usedVersions.codia,
          set: { modelId: sql`excluded.model_id`, description: sql`excluded.description` },
        });
    }
    for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
      await tx
        .insert(guidePrices)
        .values(
          rows.slice(start, start + CHUNK_SIZE).map(({ codia, year, price }) => ({ codia, year, price })),
        )
        .onConflictDoUpdate({
          target: [guidePrices.codia, guidePrices.year],
          set: { price: sql`excluded.price` },
        });
    }
    // Counts, not rows: the file itself is the record of what was applied.
    await recordAudit(tx, actor, {
      action: 'used_guide.apply',
      subjectType: 'used_guide',
      subjectId: 'guide',
      before,
      after: { ...(await guideSummary(tx)), appliedRows: rows.length, rejectedRows: check.rejected.length },
    });
  });
  const rejected = check.rejected.length;
  return {
    ok: true,
    message: `Aplicamos ${rows.length} ${rows.length === 1 ? 'fila' : 'filas'} de la guía${
      rejected > 0 ? ` y dejamos afuera ${rejected} con errores` : ''
    }. Las cotizaciones de usados ya usan los precios nuevos.`,
  };
}

export function usedGuideEditing(deps: { db: Database }): UsedGuideSource {
  const { db } = deps;
  return {
    summary: async (actor) =>
      may(actor, 'prices.edit') ? guideSummary(db) : { brands: 0, versions: 0, prices: 0 },
    preview: async (actor, file) => previewGuide(actor, file),
    apply: (actor, csvText) => applyGuide(db, actor, csvText),
  };
}
