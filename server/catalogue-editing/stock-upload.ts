import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { inArray } from 'drizzle-orm';
import { type ConfirmationChange, confirmedIn } from '#domain/back-office/confirmations';
import { type StaffActor, staffMay } from '#domain/back-office/staff';
import {
  type CatalogueEditResult,
  MAX_STOCK_FILE_BYTES,
  type StockApplied,
  type StockPreview,
  type StockRowReport,
  type StockUnitStatus,
} from '#domain/back-office/stock-editing';
import { stockApplySchema } from '#domain/back-office/stock-editing-schemas';
import {
  buyerVisibleChanges,
  unitIsSpoken,
  versionAttributeChangeLines,
} from '#domain/back-office/stock-file-changes';
import { refusedFields } from '#domain/shared/field-errors';
import {
  type AcceptedStockRow,
  applyStockRows,
  checkStockCsv,
  existingChassis,
  versionAttributeChanges,
} from '../catalogue';
import { decodeCsvFile, NotCsvError } from '../csv';
import type { Database } from '../db/client';
import { stockUnits } from '../db/schema';
import { putBytes } from '../media';
import { recordAudit } from '../staff';
import type { FileStorage, KeptFiles } from '../storage';

/*
 * The dealer system's stock file in two steps (docs/product.md §6): a preview of every row, then its confirmation.
 * Between the two, the file is kept in the file storage every process shares, under the SHA-256 of its bytes, and the
 * confirmation posts back only that key. The key names exactly the bytes the staff member saw previewed, whatever
 * process answers the confirmation; a large file never travels back through the form (whose plain posts the back
 * office limits to 64 KB); and nothing in the page can change what is applied. The file is removed once applied, so a
 * second click applies nothing twice.
 */

const FORBIDDEN = { ok: false, status: 403, message: 'No tenés permiso para cargar el stock.' } as const;
const GONE = {
  ok: false,
  status: 409,
  message: 'Volvé a subir el archivo: esta vista previa ya se aplicó o venció.',
  fieldErrors: { file: 'Volvé a subir el archivo.' },
} as const;

const uploadKey = (hash: string) => `stock-uploads/${hash}.csv`;

/**
 * Previews never confirmed, for the sweep of files no row names (server/storage/sweep.ts): no row ever names one, so
 * each goes once its grace period is over, and its confirmation then asks for the file again (GONE).
 */
export const stockPreviewFiles: KeptFiles = {
  folder: 'stock-uploads/',
  key: /^stock-uploads\/[0-9a-f]{64}\.csv$/,
  named: async () => new Set(),
};

type SpokenChanges = Map<string, { status: StockUnitStatus; changes: ConfirmationChange[] }>;

/**
 * The accepted rows that would change what a buyer already saw of a unit held, reserved or sold (docs/decisions/0074),
 * by chassis, with each change before → after.
 */
async function spokenChangesOf(db: Database, accepted: readonly AcceptedStockRow[]): Promise<SpokenChanges> {
  const found: SpokenChanges = new Map();
  const byChassis = new Map(accepted.map((row) => [row.row.chassis, row]));
  const chassis = [...byChassis.keys()];
  for (let start = 0; start < chassis.length; start += 1000) {
    const units = await db
      .select()
      .from(stockUnits)
      .where(inArray(stockUnits.chassis, chassis.slice(start, start + 1000)));
    for (const unit of units) {
      const status = unit.status as StockUnitStatus;
      const accepted = byChassis.get(unit.chassis);
      if (!accepted || !unitIsSpoken(status, unit.heldUntil)) continue;
      const { row, model } = accepted;
      const changes = buyerVisibleChanges(unit, {
        model,
        color: row.color,
        location: row.location,
        modelYear: row.modelYear,
        doors: row.doors,
        currency: row.currency,
        listPrice: row.listPrice,
        discount: row.discount,
        specialDiscount: row.specialDiscount,
        licenseCost: row.licenseCost,
        preparationCost: row.preparationCost,
        deliveryPrice: row.deliveryPrice,
      });
      if (changes.length > 0) found.set(unit.chassis, { status, changes });
    }
  }
  return found;
}

const refusedFile = (status: 413 | 422, message: string) =>
  ({ ok: false, status, message, fieldErrors: { file: message } }) as const;

/** Reads the file and reports every row, accepted or rejected with its reasons; applies nothing. */
export async function previewStockFile(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  file: { bytes: Uint8Array; name: string } | null,
): Promise<CatalogueEditResult<{ preview: StockPreview }>> {
  if (!staffMay(actor.member, 'prices.edit')) return FORBIDDEN;
  if (!file || file.bytes.byteLength === 0) return refusedFile(422, 'Elegí el archivo CSV del stock.');
  if (file.bytes.byteLength > MAX_STOCK_FILE_BYTES)
    return refusedFile(413, 'El archivo pesa más de 5 MB: exportá solo el stock de 0 km.');
  let check: Awaited<ReturnType<typeof checkStockCsv>>;
  try {
    check = await checkStockCsv(db, decodeCsvFile(file.bytes));
  } catch (error) {
    if (error instanceof NotCsvError) return refusedFile(422, error.message);
    throw error;
  }
  const hash = createHash('sha256').update(file.bytes).digest('hex');
  await putBytes(storage, uploadKey(hash), file.bytes, 'text/csv');
  const updates = await existingChassis(
    db,
    check.accepted.map(({ row }) => row.chassis),
  );
  const spoken = await spokenChangesOf(db, check.accepted);
  const versionChanges = await versionAttributeChanges(db, check.accepted);
  const rows: StockRowReport[] = [
    ...check.accepted.map(({ line, row }) => {
      const asks = spoken.get(row.chassis);
      return {
        line,
        chassis: row.chassis,
        accepted: true,
        reasons: [],
        change: updates.has(row.chassis) ? ('update' as const) : ('create' as const),
        ...(asks ? { spoken: asks } : {}),
      };
    }),
    ...check.rejected.map((rejected) => ({
      line: rejected.line,
      chassis: rejected.chassis ?? null,
      accepted: false,
      reasons: rejected.reasons,
      change: null,
    })),
  ].sort((a, b) => a.line - b.line);
  return {
    ok: true,
    message:
      check.accepted.length > 0
        ? 'Revisá el resultado de cada fila. Nada se aplicó todavía.'
        : 'Ninguna fila se puede aplicar: corregí el archivo y volvé a subirlo.',
    preview: {
      upload: hash,
      fileName: file.name,
      rows,
      accepted: check.accepted.length,
      rejected: check.rejected.length,
      spoken: spoken.size,
      versions: versionChanges.map(({ version, before, after }) => ({
        version,
        changes: versionAttributeChangeLines(before, after),
      })),
    },
  };
}

/**
 * Applies the good rows of a previewed file. The rows are checked again (the catalogue may have changed since the
 * preview): what is applied is what is good now, with one audit entry of the counts and the chassis. A row that
 * would change what a buyer saw of a held, reserved or sold unit is applied only with the confirmation; without it
 * that unit stays as it was and the other rows are applied (docs/decisions/0074).
 */
export async function applyStockFile(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  input: unknown,
): Promise<CatalogueEditResult<{ applied: StockApplied }>> {
  if (!staffMay(actor.member, 'prices.edit')) return FORBIDDEN;
  const parsed = stockApplySchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
  const key = uploadKey(parsed.data.upload);
  const stream = await storage.read(key);
  if (!stream) return GONE;
  const { accepted: good, rejected } = await checkStockCsv(db, decodeCsvFile(await buffer(stream)));
  if (good.length === 0)
    return { ok: false, status: 422, message: 'Ninguna fila se puede aplicar: corregí el archivo.' };
  const confirmed = confirmedIn(input);
  const applied = await db.transaction(async (tx) => {
    const spoken = await spokenChangesOf(tx, good);
    const kept = confirmed
      ? []
      : good.filter(({ row }) => spoken.has(row.chassis)).map(({ row }) => row.chassis);
    const accepted = confirmed ? good : good.filter(({ row }) => !spoken.has(row.chassis));
    const done = await applyStockRows(tx, accepted);
    // Each version changed gets the entry Modelos writes, so its history reads the same whoever changed it.
    for (const { versionId, before, after } of done.versions) {
      await recordAudit(tx, actor, {
        action: 'version.attributes',
        subjectType: 'version',
        subjectId: versionId,
        before,
        after,
      });
    }
    await recordAudit(tx, actor, {
      action: 'stock.upload',
      subjectType: 'stock_file',
      subjectId: parsed.data.upload,
      before: { units: done.updated.length, updatedChassis: done.updated },
      after: {
        created: done.created.length,
        updated: done.updated.length,
        rejected: rejected.length,
        createdChassis: done.created,
        updatedChassis: done.updated,
        rejectedLines: rejected.map((row) => row.line),
        keptChassis: kept,
        confirmedChassis: confirmed ? [...spoken.keys()] : [],
        versionIds: done.versions.map((change) => change.versionId),
      },
    });
    return {
      created: done.created,
      updated: done.updated,
      rejected: rejected.length,
      kept,
      versions: done.versions.map((change) => change.version),
    };
  });
  await storage.remove(key);
  return { ok: true, message: appliedMessage(applied), applied };
}

function appliedMessage({ created, updated, rejected, kept, versions }: StockApplied): string {
  const parts = [
    created.length === 1 ? '1 unidad nueva' : `${created.length} unidades nuevas`,
    updated.length === 1 ? '1 actualizada' : `${updated.length} actualizadas`,
  ];
  const skipped =
    rejected === 0
      ? ''
      : ` ${rejected === 1 ? 'Una fila rechazada quedó' : `${rejected} filas rechazadas quedaron`} sin aplicar.`;
  const waiting =
    kept.length === 0
      ? ''
      : ` ${kept.length === 1 ? 'Una unidad reservada o vendida quedó' : `${kept.length} unidades reservadas o vendidas quedaron`} como estaba${kept.length === 1 ? '' : 'n'}: ${kept.join(', ')}.`;
  const named =
    versions.length === 1
      ? `la versión ${versions.join('')}`
      : versions.length <= 5
        ? `las versiones ${versions.slice(0, -1).join(', ')} y ${versions.at(-1)}`
        : `${versions.length} versiones`;
  const models =
    versions.length === 0 ? '' : ` Cambiamos la carrocería, el combustible o la transmisión de ${named}.`;
  return `Aplicamos el archivo: ${parts.join(', ')}.${models}${skipped}${waiting}`;
}
