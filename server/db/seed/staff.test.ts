import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../../tests/support/staff-sessions';
import { createTestDatabase } from '../../../tests/support/test-database';
import { loadConfig } from '../../platform/config';
import { verifyPassword } from '../../staff';
import type { DatabaseHandle } from '../client';
import { staffAccounts } from '../schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, isStaffEmpty, resetDemoStaff, seedDemoStaff } from './staff';

describe('the demo staff accounts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('are one per role, and a second salesperson of another brand, all with the published password', async () => {
    expect(await isStaffEmpty(handle.db)).toBe(true);
    expect(await seedDemoStaff(handle.db)).toEqual({ staffAccounts: 5 });
    expect(await isStaffEmpty(handle.db)).toBe(false);
    const rows = await handle.db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
    expect(rows.map(({ email, role, brandIds }) => ({ email, role, brandIds }))).toEqual([
      { email: 'admin@demo.test', role: 'admin', brandIds: [] },
      { email: 'ventas.vw@demo.test', role: 'sales', brandIds: [1] },
      { email: 'ventas.chevrolet@demo.test', role: 'sales', brandIds: [2] },
      { email: 'contenidos@demo.test', role: 'content', brandIds: [] },
      { email: 'consulta@demo.test', role: 'viewer', brandIds: [] },
    ]);
    for (const row of rows) expect(await verifyPassword(row.passwordHash, DEMO_STAFF_PASSWORD)).toBe(true);
    expect(DEMO_STAFF_PASSWORD.length).toBeGreaterThanOrEqual(12);
  });

  it('go away on reset without touching anyone else’s account', async () => {
    const real = await createStaffMember(handle.db, { role: 'admin' });
    await resetDemoStaff(handle.db);
    const rows = await handle.db.select().from(staffAccounts);
    expect(rows.map((row) => row.email)).toEqual([real.email]);
    expect(DEMO_STAFF.some((seed) => seed.email === real.email)).toBe(false);
  });

  it('are loaded by default only for a site served over http, and can be turned either way', () => {
    const demo = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: '/nonexistent', ...env }).DEMO_STAFF_ACCOUNTS;
    expect(demo({})).toBe(true);
    expect(demo({ PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(
      demo({ PUBLIC_URL: 'https://www.territorio.com.ar', RESERVATION_LINK_SECRET: 'x'.repeat(40) }),
    ).toBe(false);
    expect(demo({ DEMO_STAFF_ACCOUNTS: '0' })).toBe(false);
    expect(
      demo({
        PUBLIC_URL: 'https://demo.territorio.com.ar',
        RESERVATION_LINK_SECRET: 'x'.repeat(40),
        DEMO_STAFF_ACCOUNTS: '1',
      }),
    ).toBe(true);
  });
});
