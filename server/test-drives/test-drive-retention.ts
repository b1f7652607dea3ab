import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { testDrives } from '../db/schema';

/**
 * Ley 25.326 (docs/product.md §9 "Retention periods"): a test drive whose time is before `before` keeps no personal
 * data: the buyer's name, e-mail, phone and DNI are emptied, and the moment is recorded; the vehicle, the branch, the
 * time, the state and the lead's own columns stay, for the dealership's statistics. Gives how many were emptied.
 */
export async function stripPastTestDrives(db: Database, options: { before: Date }): Promise<number> {
  const stripped = await db
    .update(testDrives)
    .set({
      name: '',
      lastname: '',
      email: '',
      phone: '',
      dni: '',
      personalDataRemovedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(lt(testDrives.endsAt, options.before), isNull(testDrives.personalDataRemovedAt)))
    .returning({ id: testDrives.id });
  return stripped.length;
}
