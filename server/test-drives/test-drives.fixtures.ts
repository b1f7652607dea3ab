import type { WeeklyHours } from '#domain/back-office/branch-agenda';
import { createFamily, createVersion, insertBrands } from '../../tests/support/factories';
import type { Database } from '../db/client';
import { locations, testDrives, testDriveUnits } from '../db/schema';

/** Monday to Friday 9 to 13 and 16 to 20, Saturday 10 to 13, closed on Sunday. */
export const TEST_DRIVE_HOURS: WeeklyHours = [
  [],
  ...Array.from({ length: 5 }, () => [
    { from: '09:00', to: '13:00' },
    { from: '16:00', to: '20:00' },
  ]),
  [{ from: '10:00', to: '13:00' }],
];

let branchCount = 0;

/** A branch with hours, a family and a version of `brandId`, and a demo unit of it there. */
export async function createTestDriveFleet(
  db: Database,
  options: { brandId?: number; slotMinutes?: number; branchName?: string } = {},
) {
  await insertBrands(db);
  const [branch] = await db
    .insert(locations)
    .values({
      name: options.branchName ?? `Sucursal de pruebas ${++branchCount}`,
      province: 'Mendoza',
      address: 'Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
      mapUrl: 'https://maps.example/godoy-cruz',
      weeklyHours: TEST_DRIVE_HOURS,
      testDriveSlotMinutes: options.slotMinutes ?? 45,
    })
    .returning();
  if (!branch) throw new Error('branch not created');
  const family = await createFamily(db, {
    brandId: options.brandId ?? 1,
    family: `TAOS-${branchCount}`,
    name: 'Taos',
  });
  const version = await createVersion(db, { familyId: family.id, name: 'Highline 250 TSI AT' });
  const [unit] = await db
    .insert(testDriveUnits)
    .values({ locationId: branch.id, versionId: version.id, note: 'Gris plata' })
    .returning();
  if (!unit) throw new Error('demo unit not created');
  return { branch, family, version, unit };
}

let bookingCount = 0;

/** A booking written straight to the database (for a time the rules would not offer now: today, the past). */
export async function insertTestDrive(
  db: Database,
  fleet: { branch: { id: number }; version: { id: number }; unit: { id: number } },
  values: {
    startsAt: Date;
    brandId?: number;
    email?: string;
    assignedAccountId?: number | null;
    minutes?: number;
    createdAt?: Date;
    state?: 'booked' | 'confirmed' | 'cancelled';
  },
) {
  bookingCount += 1;
  const [row] = await db
    .insert(testDrives)
    .values({
      code: `PRUEBA${String(bookingCount).padStart(6, '0')}`,
      demoUnitId: fleet.unit.id,
      locationId: fleet.branch.id,
      versionId: fleet.version.id,
      vehicle: 'Volkswagen Taos Highline 250 TSI AT',
      startsAt: values.startsAt,
      endsAt: new Date(values.startsAt.getTime() + (values.minutes ?? 45) * 60_000),
      name: 'Ana',
      lastname: 'Paz',
      email: values.email ?? `comprador${bookingCount}@example.com`,
      phone: '261 555 1234',
      dni: '30111222',
      hasLicence: true,
      consentAt: new Date(),
      brandId: values.brandId ?? 1,
      assignedAccountId: values.assignedAccountId ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      ...(values.state ? { state: values.state } : {}),
    })
    .returning();
  if (!row) throw new Error('test drive not created');
  return row;
}
