import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { confirmationRefusal } from '#domain/back-office/confirmations';
import { pageCountOf, pageOffset } from '#domain/back-office/list-query';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import {
  GUIDE_ENTRIES_PAGE_SIZE,
  GUIDE_ENTRY_NOT_FOUND,
  type GuideEntriesPage,
  type GuideEntryFilters,
  guideEntryName,
} from '#domain/back-office/used-guide-entries';
import { foldText } from '#domain/shared/text';
import { forbidden, isoOrNull, may, notFound } from '../back-office';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';
import { containsPattern, folded } from '../dealership';
import { recordAudit } from '../staff';

/**
 * The guide's versions as the back office finds them, takes them out of the guide and puts them back
 * (docs/product.md §6, docs/decisions/0074). A version taken out keeps its row and its prices: the valuations made with
 * it name it by codia; the public choices and the valuation (server/dealership/valuations.ts) skip it.
 */

/** A search has at most this many words; the rest are not looked for. */
const SEARCH_WORDS = 8;

/** The version's codia, brand, model and name as one text, which every word of a search must be part of. */
const searchableName = sql`${usedVersions.codia}::text || ' ' || ${usedBrands.name} || ' ' || ${usedModels.name} || ' ' || ${usedVersions.description}`;

function entryConditions(filters: GuideEntryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state === 'en_la_guia') conditions.push(isNull(usedVersions.removedAt));
  if (filters.state === 'eliminadas') conditions.push(isNotNull(usedVersions.removedAt));
  // Each word anywhere, in any case and with or without accents: "gol trendline 1.6" finds the version.
  const words = foldText(filters.q ?? '')
    .split(' ')
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS);
  for (const word of words) conditions.push(sql`${folded(searchableName)} like ${containsPattern(word)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The guide's versions that match the filters, by brand, model and name, 50 a page. */
export async function guideEntries(db: Database, filters: GuideEntryFilters): Promise<GuideEntriesPage> {
  const where = entryConditions(filters);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(usedVersions)
    .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
    .innerJoin(usedBrands, eq(usedBrands.id, usedModels.brandId))
    .where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select({
      codia: usedVersions.codia,
      brand: usedBrands.name,
      model: usedModels.name,
      description: usedVersions.description,
      removedAt: usedVersions.removedAt,
      firstYear: sql<
        number | null
      >`(select min(${guidePrices.year}) from ${guidePrices} where ${guidePrices.codia} = ${usedVersions.codia})`,
      lastYear: sql<
        number | null
      >`(select max(${guidePrices.year}) from ${guidePrices} where ${guidePrices.codia} = ${usedVersions.codia})`,
      prices: sql<number>`(select count(*)::int from ${guidePrices} where ${guidePrices.codia} = ${usedVersions.codia})`,
    })
    .from(usedVersions)
    .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
    .innerJoin(usedBrands, eq(usedBrands.id, usedModels.brandId))
    .where(where)
    .orderBy(
      asc(usedBrands.name),
      asc(usedModels.name),
      asc(usedVersions.description),
      asc(usedVersions.codia),
    )
    .limit(GUIDE_ENTRIES_PAGE_SIZE)
    .offset(pageOffset(filters.page, GUIDE_ENTRIES_PAGE_SIZE));
  return {
    rows: rows.map((row) => ({
      ...row,
      firstYear: row.firstYear === null ? null : Number(row.firstYear),
      lastYear: row.lastYear === null ? null : Number(row.lastYear),
      prices: Number(row.prices),
      removedAt: isoOrNull(row.removedAt),
    })),
    total,
    page: filters.page,
    pageCount: pageCountOf(total, GUIDE_ENTRIES_PAGE_SIZE),
  };
}

/** A version with its names, its row locked until the transaction ends; undefined when the guide has no such codia. */
async function lockedVersion(tx: Database, codia: number) {
  const [row] = await tx
    .select({
      codia: usedVersions.codia,
      brand: usedBrands.name,
      model: usedModels.name,
      description: usedVersions.description,
      removedAt: usedVersions.removedAt,
    })
    .from(usedVersions)
    .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
    .innerJoin(usedBrands, eq(usedBrands.id, usedModels.brandId))
    .where(eq(usedVersions.codia, codia))
    .for('update', { of: usedVersions });
  return row;
}

type LockedVersion = NonNullable<Awaited<ReturnType<typeof lockedVersion>>>;

/** What the audit log keeps of a version: its codia, its name, and when it was taken out ("Eliminado"). */
const snapshot = (version: LockedVersion, removedAt: Date | null) => ({
  code: String(version.codia),
  name: guideEntryName(version),
  deletedAt: isoOrNull(removedAt),
});

/**
 * Takes a version out of the guide or puts it back, with its audit entry, in one transaction. `ask` is the
 * confirmation a removal waits for; a version already as asked is left as it is, without an entry.
 */
async function changeVersion(
  db: Database,
  actor: StaffActor,
  codia: number,
  remove: boolean,
  ask: ((version: LockedVersion) => StaffResult) | null,
): Promise<StaffResult> {
  if (!may(actor, 'prices.edit')) return forbidden();
  return db.transaction(async (tx): Promise<StaffResult> => {
    const version = await lockedVersion(tx, codia);
    if (!version) return notFound(GUIDE_ENTRY_NOT_FOUND);
    const name = guideEntryName(version);
    if ((version.removedAt !== null) === remove)
      return {
        ok: true,
        message: remove ? `«${name}» ya estaba eliminada de la guía.` : `«${name}» ya está en la guía.`,
      };
    if (ask) return ask(version);
    const [changed] = await tx
      .update(usedVersions)
      .set({ removedAt: remove ? sql`now()` : null })
      .where(eq(usedVersions.codia, codia))
      .returning({ removedAt: usedVersions.removedAt });
    await recordAudit(tx, actor, {
      action: remove ? 'used_guide.remove' : 'used_guide.restore',
      subjectType: 'used_guide',
      subjectId: codia,
      before: snapshot(version, version.removedAt),
      after: snapshot(version, changed?.removedAt ?? null),
    });
    return {
      ok: true,
      message: remove
        ? `Eliminamos «${name}» de la guía: ya no se puede cotizar. La podés restaurar desde «Eliminadas».`
        : `Restauramos «${name}»: se puede cotizar otra vez.`,
    };
  });
}

/** Takes a version out of the guide once the staff member confirmed it (docs/decisions/0073 for the confirmation). */
export function removeGuideEntry(
  db: Database,
  actor: StaffActor,
  codia: number,
  confirmed: boolean,
): Promise<StaffResult> {
  return changeVersion(
    db,
    actor,
    codia,
    true,
    confirmed
      ? null
      : (version) =>
          confirmationRefusal({
            question: `¿Eliminamos «${guideEntryName(version)}» de la guía? Nadie la va a poder elegir ni cotizar; las cotizaciones y reservas que ya la usan no cambian. La podés restaurar cuando quieras.`,
            changes: [
              {
                label: `Versión ${version.codia}`,
                before: 'En la guía: se cotiza',
                after: 'Eliminada: no se cotiza',
              },
            ],
            button: 'Eliminar de la guía',
          }),
  );
}

export function restoreGuideEntry(db: Database, actor: StaffActor, codia: number): Promise<StaffResult> {
  return changeVersion(db, actor, codia, false, null);
}
