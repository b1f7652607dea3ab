import { count, eq, sql } from 'drizzle-orm';
import { confirmationRefusal } from '#domain/back-office/confirmations';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import {
  type GuideNames,
  guideFlags,
  USED_GUIDE_MAX_BYTES,
  type UsedGuidePreviewResult,
  type UsedGuideSource,
  type UsedGuideSummary,
} from '#domain/back-office/used-guide-csv';
import { forbidden, may, type Refusal, refusedField } from '../back-office';
import { decodeCsvFile, NotCsvError } from '../csv';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';
import { applyGuideRows, checkGuideCsv, type GuideCheck } from '../dealership';
import { recordAudit } from '../staff';
import { guideEntries, removeGuideEntry, restoreGuideEntry } from './used-guide-entries-source';

/** How many accepted rows the preview shows. */
const SAMPLE_SIZE = 5;

const TOO_LARGE =
  'El archivo pesa más de 5 MB: no parece una guía de precios. Revisá que sea el CSV correcto.';

const refusedFile = (message: string): Refusal => refusedField('file', message);

/**
 * The guide's rows sorted by the one reading of a guide file (server/dealership/guide-import.ts, also behind
 * `npm run import:guide`), or the file refused whole beside its field.
 */
function checkGuide(csvText: string): GuideCheck | Refusal {
  if (new TextEncoder().encode(csvText).byteLength > USED_GUIDE_MAX_BYTES) return refusedFile(TOO_LARGE);
  try {
    return checkGuideCsv(csvText);
  } catch (error) {
    if (error instanceof NotCsvError) return refusedFile(error.message);
    throw error;
  }
}

const isRefusal = (value: GuideCheck | Refusal): value is Refusal => 'ok' in value;

export async function guideSummary(db: Database): Promise<UsedGuideSummary> {
  const [[brands], [versions], [prices]] = await Promise.all([
    db.select({ value: count() }).from(usedBrands),
    db
      .select({
        inGuide: sql<number>`(count(*) filter (where ${usedVersions.removedAt} is null))::int`,
        removed: count(usedVersions.removedAt),
      })
      .from(usedVersions),
    db.select({ value: count() }).from(guidePrices),
  ]);
  return {
    brands: brands?.value ?? 0,
    versions: Number(versions?.inGuide ?? 0),
    removed: versions?.removed ?? 0,
    prices: prices?.value ?? 0,
  };
}

/** The guide's names as they are, for the preview's flags. */
async function guideNames(db: Database): Promise<GuideNames> {
  const [brands, versions] = await Promise.all([
    db.select({ name: usedBrands.name }).from(usedBrands),
    db
      .select({
        codia: usedVersions.codia,
        brand: usedBrands.name,
        model: usedModels.name,
        description: usedVersions.description,
        removed: sql<boolean>`${usedVersions.removedAt} is not null`,
      })
      .from(usedVersions)
      .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
      .innerJoin(usedBrands, eq(usedBrands.id, usedModels.brandId)),
  ]);
  return { brands: brands.map((brand) => brand.name), versions };
}

export async function previewGuide(
  db: Database,
  actor: StaffActor,
  file: Uint8Array,
): Promise<UsedGuidePreviewResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  if (file.byteLength > USED_GUIDE_MAX_BYTES) return refusedFile(TOO_LARGE);
  const csvText = decodeCsvFile(file);
  const check = checkGuide(csvText);
  if (isRefusal(check)) return check;
  return {
    ok: true,
    message:
      check.accepted.length === 0
        ? 'Ninguna fila se puede aplicar: revisá los motivos y volvé a subir el archivo.'
        : 'Revisá el resultado y confirmá para aplicar las filas aceptadas.',
    preview: {
      flags: guideFlags(check.accepted, await guideNames(db)),
      accepted: check.accepted.length,
      sample: check.accepted.slice(0, SAMPLE_SIZE),
      rejected: check.rejected.map(({ line, reasons }) => ({ line, reasons })),
    },
    csvText,
  };
}

/**
 * Applies the good rows of a file the staff member saw previewed. The text comes back from the page, so it is read
 * and checked again here exactly as the preview did: nothing the browser sends is trusted, and a row is applied only
 * if it passes now. Prices are added or replaced by version and year; versions the file does not name stay as they
 * are, so a partial file never empties the guide.
 */
export async function applyGuide(
  db: Database,
  actor: StaffActor,
  csvText: string,
  confirmed = false,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const check = checkGuide(csvText);
  if (isRefusal(check)) return check;
  const applied = check.accepted.length;
  if (applied === 0)
    return { ok: false, status: 422, message: 'Ninguna fila se puede aplicar: no cambiamos nada.' };
  // A new brand becomes a public choice of the valuation at once: it is applied only once confirmed (decision 0074).
  const { newBrands, removedVersionCount } = guideFlags(check.accepted, await guideNames(db));
  if (newBrands.length > 0 && !confirmed)
    return confirmationRefusal({
      question: `El archivo agrega ${newBrands.length === 1 ? 'una marca nueva' : `${newBrands.length} marcas nuevas`} a la guía: quienes cotizan un usado la van a ver en el momento. ¿La agregamos?`,
      changes: newBrands.map((brand) => ({
        label: 'Marca nueva',
        before: 'No está en la guía',
        after: brand,
      })),
      button: 'Confirmar y aplicar',
    });
  await db.transaction(async (tx) => {
    const before = await guideSummary(tx);
    const report = await applyGuideRows(tx, check);
    // Counts, not rows: the file itself is the record of what was applied.
    await recordAudit(tx, actor, {
      action: 'used_guide.apply',
      subjectType: 'used_guide',
      subjectId: 'guide',
      before,
      after: {
        ...(await guideSummary(tx)),
        appliedRows: applied,
        rejectedRows: check.rejected.length,
        pricesCreated: report.created,
        pricesUpdated: report.updated,
      },
    });
  });
  const rejected = check.rejected.length;
  return {
    ok: true,
    message: `Aplicamos ${applied} ${applied === 1 ? 'fila' : 'filas'} de la guía${
      rejected > 0 ? ` y dejamos afuera ${rejected} con errores` : ''
    }. Las cotizaciones de usados ya usan los precios nuevos.${
      // A version staff took out stays out: the file updates its prices only (decision 0074).
      removedVersionCount === 0
        ? ''
        : removedVersionCount === 1
          ? ' Una versión del archivo estaba eliminada y sigue eliminada: restaurala si querés que se cotice.'
          : ` ${removedVersionCount} versiones del archivo estaban eliminadas y siguen eliminadas: restauralas si querés que se coticen.`
    }`,
  };
}

export function usedGuideEditing(deps: { db: Database }): UsedGuideSource {
  const { db } = deps;
  return {
    summary: async (actor) =>
      may(actor, 'prices.edit') ? guideSummary(db) : { brands: 0, versions: 0, removed: 0, prices: 0 },
    preview: (actor, file) => previewGuide(db, actor, file),
    apply: (actor, csvText, confirmed) => applyGuide(db, actor, csvText, confirmed),
    entries: async (actor, filters) =>
      may(actor, 'prices.edit')
        ? guideEntries(db, filters)
        : { rows: [], total: 0, page: filters.page, pageCount: 1 },
    remove: (actor, codia, confirmed) => removeGuideEntry(db, actor, codia, confirmed),
    restore: (actor, codia) => restoreGuideEntry(db, actor, codia),
  };
}
