/** The slots a branch offers for a test drive, read from the database (docs/decisions/0087). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { locations, testDrives } from '../db/schema';
import { freeSlotsOf, testDriveBranch } from './test-drive-calendar';
import { createTestDriveFleet } from './test-drives.fixtures';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

// Monday 7 December 2026, 8:30 in Mendoza; Tuesday the 8th is a national holiday.
const now = new Date('2026-12-07T11:30:00Z');

async function book(unitId: number, branchId: number, startsAt: string, minutes = 45, state = 'booked') {
  const start = new Date(startsAt);
  const [row] = await handle.db
    .insert(testDrives)
    .values({
      code: `CODE${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      demoUnitId: unitId,
      locationId: branchId,
      vehicle: 'Volkswagen Taos Highline',
      startsAt: start,
      endsAt: new Date(start.getTime() + minutes * 60_000),
      state: state as 'booked',
      name: 'Ana',
      lastname: 'Paz',
      email: 'ana@example.com',
      phone: '261 555 1234',
      dni: '30111222',
      hasLicence: true,
      consentAt: now,
    })
    .returning();
  return row;
}

describe('the free slots of a demo unit', () => {
  it('follow the branch’s hours and slot length, and skip Sundays, holidays and closures', async () => {
    const { branch, unit } = await createTestDriveFleet(handle.db);
    await handle.db
      .update(locations)
      .set({ closureDays: [{ date: '2026-12-10', reason: 'Inventario' }] })
      .where(eq(locations.id, branch.id));
    const calendar = await testDriveBranch(handle.db, branch.id);
    if (!calendar) throw new Error('no branch');
    const days = await freeSlotsOf(handle.db, calendar, unit.id, { now });
    const dates = days.map((day) => day.date);
    expect(dates[0]).toBe('2026-12-07');
    expect(dates).not.toContain('2026-12-08');
    expect(dates).not.toContain('2026-12-10');
    expect(dates).not.toContain('2026-12-13');
    expect(dates).toContain('2026-12-12');
    expect(dates.at(-1)).toBe('2026-12-19');
    expect(days[0]?.slots.map((slot) => slot.time)).toEqual([
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '16:00',
      '16:45',
      '17:30',
      '18:15',
      '19:00',
    ]);
    expect(days.find((day) => day.date === '2026-12-12')?.slots.map((slot) => slot.time)).toEqual([
      '10:00',
      '10:45',
      '11:30',
      '12:15',
    ]);
  });

  it('leave out the slots a booking holds, and free them when it is cancelled', async () => {
    const { branch, unit } = await createTestDriveFleet(handle.db);
    const calendar = await testDriveBranch(handle.db, branch.id);
    if (!calendar) throw new Error('no branch');
    const booking = await book(unit.id, branch.id, '2026-12-09T13:30:00Z');
    const wednesday = async () =>
      (await freeSlotsOf(handle.db, calendar, unit.id, { now })).find((day) => day.date === '2026-12-09');
    expect((await wednesday())?.slots.map((slot) => slot.time)).not.toContain('10:30');
    expect((await wednesday())?.slots.map((slot) => slot.time)).toContain('11:15');
    await handle.db
      .update(testDrives)
      .set({ state: 'cancelled' })
      .where(eq(testDrives.id, booking?.id ?? 0));
    expect((await wednesday())?.slots.map((slot) => slot.time)).toContain('10:30');
  });

  it('are one booking a unit: the database refuses an overlapping one, not a cancelled one nor another unit’s', async () => {
    const first = await createTestDriveFleet(handle.db);
    const second = await createTestDriveFleet(handle.db);
    await book(first.unit.id, first.branch.id, '2026-12-11T12:00:00Z');
    await expect(book(first.unit.id, first.branch.id, '2026-12-11T12:00:00Z')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    // A slot of another length that starts inside the first.
    await expect(book(first.unit.id, first.branch.id, '2026-12-11T12:30:00Z', 60)).rejects.toThrow();
    await book(first.unit.id, first.branch.id, '2026-12-11T12:45:00Z');
    await book(second.unit.id, second.branch.id, '2026-12-11T12:00:00Z');
    await book(first.unit.id, first.branch.id, '2026-12-11T15:00:00Z', 45, 'cancelled');
    await book(first.unit.id, first.branch.id, '2026-12-11T15:00:00Z');
  });
});
