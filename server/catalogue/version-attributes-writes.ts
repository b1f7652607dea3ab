import { eq, sql } from 'drizzle-orm';
import type { VersionAttributes } from '#domain/catalogue/version-attributes';
import type { Database } from '../db/client';
import { versions } from '../db/schema';

/**
 * Sets a version's body type, fuel and transmission (docs/decisions/0078, 0093): the back office's Modelos and the
 * dealer stock file write them here, in the caller's transaction. The versions' table announces the change (its
 * page-cache trigger), so the search and the alerts hear it whoever wrote it.
 */
export async function writeVersionAttributes(
  tx: Database,
  versionId: number,
  attributes: VersionAttributes,
): Promise<void> {
  await tx
    .update(versions)
    .set({
      bodyType: attributes.body_type,
      fuel: attributes.fuel,
      transmission: attributes.transmission,
      updatedAt: sql`now()`,
    })
    .where(eq(versions.id, versionId));
}
