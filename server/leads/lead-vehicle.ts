import { eq } from 'drizzle-orm';
import { LEAD_VEHICLE_UNKNOWN_MESSAGE, type LeadVehicleIds } from '#domain/content/leads';
import type { Database } from '../db/client';
import { brands, families, stockUnits, versions } from '../db/schema';
import { InvalidInputError } from '../platform/errors';
import { leadBrandOf } from './lead-brand';

/** What a lead is about, as the catalogue names it: its brand and the vehicle's full name, or neither. */
export interface LeadVehicle {
  brandId: number | null;
  /** 'Volkswagen Polo Track 1.6', with the unit's model and chassis when the page named a unit; null when none. */
  description: string | null;
}

interface Found {
  brandId: number;
  brand: string;
  familyId: number | null;
  family: string | null;
  versionId: number | null;
  version: string | null;
  unit: string | null;
}

const refused = () =>
  new InvalidInputError(LEAD_VEHICLE_UNKNOWN_MESSAGE, [
    { field: 'vehicle', message: LEAD_VEHICLE_UNKNOWN_MESSAGE },
  ]);

/** The most precise record the ids name: a unit, else a version, else a family, else a brand. */
async function findNamed(db: Database, ids: LeadVehicleIds): Promise<Found | null> {
  const columns = {
    brandId: brands.id,
    brand: brands.name,
    familyId: families.id,
    family: families.name,
    versionId: versions.id,
    version: versions.name,
  };
  if (ids.stock_id !== undefined) {
    const [row] = await db
      .select({ ...columns, model: stockUnits.model, chassis: stockUnits.chassis })
      .from(stockUnits)
      .innerJoin(versions, eq(versions.id, stockUnits.subfamilyId))
      .innerJoin(families, eq(families.id, stockUnits.familyId))
      .innerJoin(brands, eq(brands.id, stockUnits.brandId))
      .where(eq(stockUnits.id, ids.stock_id))
      .limit(1);
    return row ? { ...row, unit: `${row.model}, chasis ${row.chassis}` } : null;
  }
  if (ids.version_id !== undefined) {
    const [row] = await db
      .select(columns)
      .from(versions)
      .innerJoin(families, eq(families.id, versions.familyId))
      .innerJoin(brands, eq(brands.id, families.brandId))
      .where(eq(versions.id, ids.version_id))
      .limit(1);
    return row ? { ...row, unit: null } : null;
  }
  if (ids.family_id !== undefined) {
    const [row] = await db
      .select({ brandId: brands.id, brand: brands.name, familyId: families.id, family: families.name })
      .from(families)
      .innerJoin(brands, eq(brands.id, families.brandId))
      .where(eq(families.id, ids.family_id))
      .limit(1);
    return row ? { ...row, versionId: null, version: null, unit: null } : null;
  }
  if (ids.brand_id !== undefined) {
    const [row] = await db
      .select({ brandId: brands.id, brand: brands.name })
      .from(brands)
      .where(eq(brands.id, ids.brand_id))
      .limit(1);
    return row ? { ...row, familyId: null, family: null, versionId: null, version: null, unit: null } : null;
  }
  return null;
}

/**
 * docs/decisions/0061: what a lead is about, read from the catalogue by the ids its page sent, each checked against
 * the others (a version of another family, a unit of another brand: refused with 400, as a vehicle we don't have).
 * A client that sends no id but a name (a family or a brand, as the original's forms did) gets the brand that name
 * is unambiguously of (./lead-brand.ts), and the name as it sent it.
 */
export async function resolveLeadVehicle(
  db: Database,
  ids: LeadVehicleIds,
  name: string | undefined,
): Promise<LeadVehicle> {
  const given = [ids.stock_id, ids.version_id, ids.family_id, ids.brand_id].some((id) => id !== undefined);
  if (!given) {
    if (name === undefined) return { brandId: null, description: null };
    return { brandId: await leadBrandOf(db, name), description: name };
  }
  const found = await findNamed(db, ids);
  if (
    !found ||
    (ids.brand_id !== undefined && ids.brand_id !== found.brandId) ||
    (ids.family_id !== undefined && ids.family_id !== found.familyId) ||
    (ids.version_id !== undefined && ids.version_id !== found.versionId)
  ) {
    throw refused();
  }
  const description = [found.brand, found.family, found.version].filter(Boolean).join(' ');
  return { brandId: found.brandId, description: found.unit ? `${description} (${found.unit})` : description };
}
