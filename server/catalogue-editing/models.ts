import { and, asc, eq, sql } from 'drizzle-orm';
import { type StaffActor, staffMay } from '#domain/back-office/staff';
import type { CatalogueEditResult, FamilyEdit, FamilyListRow } from '#domain/back-office/stock-editing';
import {
  familyEditSchema,
  versionAttributesEditSchema,
  versionFeaturesSchema,
} from '#domain/back-office/stock-editing-schemas';
import type { Currency } from '#domain/catalogue/brands';
import { refusedFields } from '#domain/shared/field-errors';
import { writeVersionAttributes } from '../catalogue';
import type { Database } from '../db/client';
import { brands, families, versions } from '../db/schema';
import { MediaRefused, storeImage } from '../media';
import { recordAudit } from '../staff';
import type { FileStorage } from '../storage';

/*
 * The models' public texts, pictures and features (docs/product.md §6). The public pages show a change within a second:
 * the families' and versions' tables announce it themselves (server/db/migrations/0011).
 */

const FORBIDDEN = { ok: false, status: 403, message: 'No tenés permiso para editar los modelos.' } as const;
const NOT_FOUND = { ok: false, status: 404, message: 'No encontramos ese modelo.' } as const;

/** Every family, by brand and in the site's order. */
export async function familyList(db: Database): Promise<FamilyListRow[]> {
  const rows = await db
    .select({
      id: families.id,
      brandId: families.brandId,
      brandName: brands.name,
      name: families.name,
      family: families.family,
      image: families.image,
      versionCount: sql<number>`(select count(*)::int from ${versions} where ${versions.familyId} = ${families.id})`,
    })
    .from(families)
    .innerJoin(brands, eq(brands.id, families.brandId))
    .orderBy(asc(brands.name), asc(families.sortOrder), asc(families.id));
  return rows.map(({ image, versionCount, ...row }) => ({
    ...row,
    versionCount: Number(versionCount),
    hasPicture: image !== null,
  }));
}

export async function familyEdit(db: Database, id: number): Promise<FamilyEdit | null> {
  const [family] = await db
    .select({ family: families, brandName: brands.name })
    .from(families)
    .innerJoin(brands, eq(brands.id, families.brandId))
    .where(eq(families.id, id));
  if (!family) return null;
  const rows = await db
    .select({
      id: versions.id,
      name: versions.name,
      features: versions.features,
      bodyType: versions.bodyType,
      fuel: versions.fuel,
      transmission: versions.transmission,
    })
    .from(versions)
    .where(eq(versions.familyId, id))
    .orderBy(asc(versions.sortOrder), asc(versions.id));
  return {
    id: family.family.id,
    brandId: family.family.brandId,
    brandName: family.brandName,
    family: family.family.family,
    name: family.family.name,
    description: family.family.description,
    image: family.family.image,
    currency: family.family.currency as Currency,
    versions: rows.map(({ bodyType, fuel, transmission, ...version }) => ({
      ...version,
      attributes: { body_type: bodyType, fuel, transmission },
    })),
  };
}

/** The family's public name and description, and a new picture when one was chosen (stored before the row changes). */
export async function saveFamily(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  id: number,
  input: unknown,
  picture: Uint8Array | null,
): Promise<CatalogueEditResult> {
  if (!staffMay(actor.member, 'content.edit')) return FORBIDDEN;
  const parsed = familyEditSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422, ...refusedFields(parsed.error) };
  const [exists] = await db.select({ id: families.id }).from(families).where(eq(families.id, id));
  if (!exists) return NOT_FOUND;
  let image: string | undefined;
  if (picture) {
    try {
      image = (await storeImage(storage, picture, 'model', parsed.data.name)).path;
    } catch (error) {
      if (error instanceof MediaRefused)
        return { ok: false, status: 422, message: error.message, fieldErrors: { image: error.message } };
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: families.name, description: families.description, image: families.image })
      .from(families)
      .where(eq(families.id, id))
      .for('update');
    if (!before) return NOT_FOUND;
    const after = { ...before, ...parsed.data, ...(image ? { image } : {}) };
    await tx
      .update(families)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(families.id, id));
    await recordAudit(tx, actor, {
      action: 'family.edit',
      subjectType: 'family',
      subjectId: id,
      before,
      after,
    });
    return { ok: true, message: 'Guardamos el modelo. El sitio ya muestra los cambios.' };
  });
}

/** One version's features, one a line. */
export async function saveFeatures(
  db: Database,
  actor: StaffActor,
  familyId: number,
  input: unknown,
): Promise<CatalogueEditResult> {
  if (!staffMay(actor.member, 'content.edit')) return FORBIDDEN;
  const parsed = versionFeaturesSchema.safeParse(input);
  if (!parsed.success) {
    const refused = refusedFields(parsed.error);
    return { ok: false, status: 422, message: refused.message, fieldErrors: { features: refused.message } };
  }
  const { version, features } = parsed.data;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: versions.name, features: versions.features })
      .from(versions)
      .where(and(eq(versions.id, version), eq(versions.familyId, familyId)))
      .for('update');
    if (!before) return { ok: false, status: 404, message: 'No encontramos esa versión.' } as const;
    await tx.update(versions).set({ features, updatedAt: sql`now()` }).where(eq(versions.id, version));
    await recordAudit(tx, actor, {
      action: 'version.features',
      subjectType: 'version',
      subjectId: version,
      before: { features: before.features },
      after: { features },
    });
    return { ok: true, message: `Guardamos el equipamiento de ${before.name}.` };
  });
}

/** One version's body type, fuel and transmission: what buyers search by (docs/product.md §7 stock search). */
export async function saveVersionAttributes(
  db: Database,
  actor: StaffActor,
  familyId: number,
  input: unknown,
): Promise<CatalogueEditResult> {
  if (!staffMay(actor.member, 'content.edit')) return FORBIDDEN;
  const parsed = versionAttributesEditSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422, ...refusedFields(parsed.error) };
  const { version, ...after } = parsed.data;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: versions.name,
        body_type: versions.bodyType,
        fuel: versions.fuel,
        transmission: versions.transmission,
      })
      .from(versions)
      .where(and(eq(versions.id, version), eq(versions.familyId, familyId)))
      .for('update');
    if (!before) return { ok: false, status: 404, message: 'No encontramos esa versión.' } as const;
    const { name, ...previous } = before;
    await writeVersionAttributes(tx, version, after);
    await recordAudit(tx, actor, {
      action: 'version.attributes',
      subjectType: 'version',
      subjectId: version,
      before: previous,
      after,
    });
    return { ok: true, message: `Guardamos la carrocería, el combustible y la transmisión de ${name}.` };
  });
}
