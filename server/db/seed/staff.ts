import { count, inArray } from 'drizzle-orm';
import { hashPassword } from '../../staff';
import type { Database } from '../client';
import { staffAccounts } from '../schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff-accounts';

export { DEMO_STAFF, DEMO_STAFF_PASSWORD, type DemoStaffSeed } from './staff-accounts';

/** True when nobody has a staff account yet (a real administrator's account keeps the demo ones out). */
export async function isStaffEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(staffAccounts);
  return (row?.value ?? 0) === 0;
}

export async function seedDemoStaff(db: Database): Promise<{ staffAccounts: number }> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const rows = await db
    .insert(staffAccounts)
    .values(DEMO_STAFF.map((seed) => ({ ...seed, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return { staffAccounts: rows.length };
}

/** Removes the demo accounts only; anyone else's account stays. */
export async function resetDemoStaff(db: Database): Promise<void> {
  await db.delete(staffAccounts).where(
    inArray(
      staffAccounts.email,
      DEMO_STAFF.map((seed) => seed.email),
    ),
  );
}
