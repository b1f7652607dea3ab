import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALERSHIP } from '#domain/content/dealership';
import { DEFAULT_DEPOSIT_ARS } from '#domain/operation/deposit';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { brandSettings, contactMethods, siteSettings } from '../db/schema';
import { bookingPrice, bookingPrices, departmentEmail, jobsEmail, siteSetting } from '.';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
});
afterAll(() => handle.close());

describe('bookingPrice (docs/product.md §D1)', () => {
  beforeAll(async () => {
    await handle.db.insert(brandSettings).values([
      { brandId: 1, bookingPrice: 400_000 },
      { brandId: 2, bookingPrice: null, serviceAppointmentUrl: 'https://turnos.example.test/gm' },
    ]);
  });

  it("is the brand's booking_price", async () => {
    expect(await bookingPrice(handle.db, 1)).toBe(400_000);
  });

  it('falls back to 200000 when the brand has no price or no settings at all', async () => {
    expect(DEFAULT_DEPOSIT_ARS).toBe(200_000);
    expect(await bookingPrice(handle.db, 2)).toBe(200_000);
    expect(await bookingPrice(handle.db, 4)).toBe(200_000);
    expect(await bookingPrice(handle.db, 99)).toBe(200_000);
  });

  it('answers every brand at once', async () => {
    expect(await bookingPrices(handle.db)).toEqual({
      '1': 400_000,
      '2': 200_000,
      '4': 200_000,
      '5': 200_000,
      '6': 200_000,
    });
  });
});

describe('departmentEmail', () => {
  beforeAll(async () => {
    await handle.db.insert(contactMethods).values([
      { brandId: 5, department: 'sales', email: 'ventas@territorio.test', sortOrder: 1 },
      { brandId: 1, department: 'sales', email: 'ventas.vw@territorio.test', sortOrder: 2 },
      { brandId: 2, department: 'sales', email: null, phone: '0261 400-0000', sortOrder: 3 },
      { brandId: 4, department: 'sales', email: '', sortOrder: 4 },
      { brandId: 5, department: 'services', email: 'postventa@territorio.test', sortOrder: 5 },
      { brandId: 1, department: 'plans', email: 'autoahorro@territorio.test', sortOrder: 6 },
    ]);
  });

  it("is the brand's own address", async () => {
    expect(await departmentEmail(handle.db, 'sales', 1)).toBe('ventas.vw@territorio.test');
    expect(await departmentEmail(handle.db, 'plans', 1)).toBe('autoahorro@territorio.test');
  });

  it('falls back to the dealership (brand 5) when the brand has none, or an empty one', async () => {
    expect(await departmentEmail(handle.db, 'sales', 2)).toBe('ventas@territorio.test');
    expect(await departmentEmail(handle.db, 'sales', 4)).toBe('ventas@territorio.test');
    expect(await departmentEmail(handle.db, 'services', 1)).toBe('postventa@territorio.test');
    expect(await departmentEmail(handle.db, 'sales')).toBe('ventas@territorio.test');
  });

  it('falls back to the general address when nobody has one', async () => {
    expect(await departmentEmail(handle.db, 'administration', 1)).toBe(DEALERSHIP.email);
    expect(await departmentEmail(handle.db, 'plans', 2)).toBe(DEALERSHIP.email);
  });
});

describe('site settings', () => {
  it('reads a setting, or nothing when unset', async () => {
    await handle.db.insert(siteSettings).values({ key: 'whatsapp_number', value: '5492614135000' });
    expect(await siteSetting(handle.db, 'whatsapp_number')).toBe('5492614135000');
    expect(await siteSetting(handle.db, 'nothing_here')).toBeUndefined();
  });

  it('sends job applications to jobs_email, else to administration', async () => {
    expect(await jobsEmail(handle.db)).toBe(DEALERSHIP.email);
    await handle.db
      .insert(contactMethods)
      .values({ brandId: 5, department: 'administration', email: 'administracion@territorio.test' });
    expect(await jobsEmail(handle.db)).toBe('administracion@territorio.test');
    await handle.db.insert(siteSettings).values({ key: 'jobs_email', value: 'rrhh@territorio.test' });
    expect(await jobsEmail(handle.db)).toBe('rrhh@territorio.test');
  });
});
