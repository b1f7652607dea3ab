import { count, inArray } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/staff';
import { hashPassword } from '../../staff';
import type { Database } from '../client';
import { staffAccounts } from '../schema';

/**
 * The demo's password for every demo account (README, "Probar el panel"). It is public: these accounts are loaded only
 * where the configuration allows it (DEMO_STAFF_ACCOUNTS, off for a site served over https).
 */
export const DEMO_STAFF_PASSWORD = 'territorio-demo-2026';

export interface DemoStaffSeed {
  email: string;
  name: string;
  role: StaffRole;
  brandIds: number[];
}

/** One account per role, and a second salesperson of another brand (Chevrolet), to see that brands stay apart. */
export const DEMO_STAFF: readonly DemoStaffSeed[] = [
  { email: 'admin@demo.test', name: 'Ana Administración', role: 'admin', brandIds: [] },
  { email: 'ventas.vw@demo.test', name: 'Valentín Ventas', role: 'sales', brandIds: [1] },
  { email: 'ventas.chevrolet@demo.test', name: 'Carla Chevrolet', role: 'sales', brandIds: [2] },
  { email: 'contenidos@demo.test', name: 'Camila Contenidos', role: 'content', brandIds: [] },
  { email: 'consulta@demo.test', name: 'Vicente Consulta', role: 'viewer', brandIds: [] },
];

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
