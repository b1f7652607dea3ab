import { count } from 'drizzle-orm';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import {
  USED_GUIDE_MAX_BYTES,
  type UsedGuidePreviewResult,
  type UsedGuideSource,
  type UsedGuideSummary,
} from '#domain/back-office/used-guide-csv';
import { forbidden, may, type Refusal, refusedField } from '../back-office';
import { decodeCsvFile, NotCsvError } from '../csv';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedVersions } from '../db/schema';
import { applyGuideRows, checkGuideCsv, type GuideCheck } from '../dealership';
import { recordAudit } from '../staff';

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
  return {
    ok: true,
    message:
      check.accepted.length === 0
        ? 'Ninguna fila se puede aplicar: revisá los motivos y volvé a subir el archivo.'
        : 'Revisá el resultado y confirmá para aplicar las filas aceptadas.',
    preview: {
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
export async function applyGuide(db: Database, actor: StaffActor, csvText: string): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  const check = checkGuide(csvText);
  if (isRefusal(check)) return check;
  const applied = check.accepted.length;
  if (applied === 0)
    return { ok: false, status: 422, message: 'Ninguna fila se puede aplicar: no cambiamos nada.' };
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
