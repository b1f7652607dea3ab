import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_VEHICLE_UNKNOWN_MESSAGE } from '#domain/content/leads';
import { createFamily, createStockUnit, createVersion, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, contactMethods, mailOutbox, priceRequests } from '../db/schema';
import { leadsTestApp } from './leads.fixtures';

/** Each brand's sales address, as the reservations use it (Sitio → contactos), and the dealership's. */
const VW_SALES = 'ventas.vw@territorio.test';
const GM_SALES = 'ventas.chevrolet@territorio.test';
const GENERAL_SALES = 'ventas@territorio.test';

const CONTACT_URL = '/api/v2/territorio/contact';
const PRICE_URL = '/api/v2/territorio/price-request';

let handle: DatabaseHandle;
let app: ReturnType<typeof leadsTestApp>;
let dataDir: string;
let polo: { id: number };
let track: { id: number };
let tracker: { id: number };
let unit: { id: number; chassis: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db.insert(contactMethods).values([
    { brandId: 5, department: 'sales', email: GENERAL_SALES },
    { brandId: 1, department: 'sales', email: VW_SALES },
    { brandId: 2, department: 'sales', email: GM_SALES },
  ]);
  polo = await createFamily(handle.db, { brandId: 1, family: 'POLO', name: 'Polo' });
  track = await createVersion(handle.db, { familyId: polo.id, name: 'Track 1.6 MSI MT' });
  tracker = await createFamily(handle.db, { brandId: 2, family: 'TRACKER', name: 'Tracker' });
  unit = await createStockUnit(handle.db, {
    brandId: 1,
    familyId: polo.id,
    subfamilyId: track.id,
    model: 'Polo Track 1.6',
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-routing-'));
  app = leadsTestApp(handle.db, dataDir);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(contactMessages);
  await handle.db.delete(priceRequests);
});

const postJson = (url: string, body: unknown) =>
  app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const department = async () =>
  (await handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((mail) =>
    mail.kind.endsWith('.department'),
  );

const buyer = { name: 'Mariano', lastname: 'Gutiérrez', email: 'mariano@example.com' };
const caller = { name: 'Juana', lastname: 'Pérez', telephone: '0261 555-1234', email: 'juana@example.com' };

describe('every lead e-mail names the brand and the vehicle, and goes to that brand’s sales address', () => {
  it.each([
    [
      'a price request for a version (the versions page)',
      PRICE_URL,
      () => ({ ...buyer, brand_id: 1, family_id: polo.id, version_id: track.id }),
      VW_SALES,
      'Volkswagen Polo Track 1.6 MSI MT',
    ],
    [
      'a price request that names only a family, as the original sent it',
      PRICE_URL,
      () => ({ ...buyer, vehicle: 'Tracker' }),
      GM_SALES,
      'Tracker',
    ],
    [
      'a contact from the versions page, about the family',
      CONTACT_URL,
      () => ({ ...caller, subject: 'Polo', brand_id: 1, family_id: polo.id }),
      VW_SALES,
      'Volkswagen Polo',
    ],
    [
      'a contact about a version with no stock',
      CONTACT_URL,
      () => ({ ...caller, subject: 'Polo', brand_id: 1, family_id: polo.id, version_id: track.id }),
      VW_SALES,
      'Volkswagen Polo Track 1.6 MSI MT',
    ],
    [
      'a contact about a unit',
      CONTACT_URL,
      () => ({ ...caller, subject: 'Polo', stock_id: unit.id }),
      VW_SALES,
      () => `Volkswagen Polo Track 1.6 MSI MT (Polo Track 1.6, chasis ${unit.chassis})`,
    ],
    [
      'a contact from /oportunidades/chevrolet',
      CONTACT_URL,
      () => ({ ...caller, subject: 'Oportunidades', brand_id: 2, message: '¿Tienen la Tracker en rojo?' }),
      GM_SALES,
      'Chevrolet',
    ],
  ])('%s', async (_, url, body, address, named) => {
    const vehicle = typeof named === 'function' ? named() : named;
    const response = await postJson(url, body());
    expect(response.status).toBe(201);
    const [mail, ...others] = await department();
    expect(others).toEqual([]);
    expect(mail?.toAddress).toBe(address);
    expect(mail?.subject).toContain(vehicle);
    expect(mail?.textBody).toContain(`Vehículo: ${vehicle}`);
  });

  it('sends a lead of no brand (the contact page) to the dealership’s sales address', async () => {
    expect((await postJson(CONTACT_URL, caller)).status).toBe(201);
    const [mail] = await department();
    expect(mail?.toAddress).toBe(GENERAL_SALES);
    expect(mail?.textBody).toContain('Vehículo: No indicó');
  });

  it('keeps the brand and the vehicle with the lead, for the leads inbox', async () => {
    await postJson(PRICE_URL, { ...buyer, family_id: polo.id, version_id: track.id });
    await postJson(CONTACT_URL, { ...caller, subject: 'Oportunidades', brand_id: 2 });
    expect(
      await handle.db
        .select({ vehicle: priceRequests.vehicle, brandId: priceRequests.brandId })
        .from(priceRequests),
    ).toEqual([{ vehicle: 'Volkswagen Polo Track 1.6 MSI MT', brandId: 1 }]);
    expect(
      await handle.db
        .select({ subject: contactMessages.subject, brandId: contactMessages.brandId })
        .from(contactMessages),
    ).toEqual([{ subject: 'Oportunidades: Chevrolet', brandId: 2 }]);
  });

  it('refuses, with 400 and nothing kept, ids the catalogue does not have or that do not belong together', async () => {
    for (const [url, body] of [
      [PRICE_URL, { ...buyer, family_id: 999_999 }],
      [PRICE_URL, { ...buyer, brand_id: 2, family_id: polo.id }],
      [PRICE_URL, { ...buyer, family_id: tracker.id, version_id: track.id }],
      [CONTACT_URL, { ...caller, brand_id: 2, stock_id: unit.id }],
      [CONTACT_URL, { ...caller, brand_id: 3 }],
    ] as const) {
      const response = await postJson(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: LEAD_VEHICLE_UNKNOWN_MESSAGE,
        issues: [{ field: 'vehicle', message: LEAD_VEHICLE_UNKNOWN_MESSAGE }],
      });
    }
    expect(await handle.db.$count(priceRequests)).toBe(0);
    expect(await handle.db.$count(contactMessages)).toBe(0);
    expect(await department()).toEqual([]);
  });
});

describe('the same price request sent twice is one lead (docs/decisions/0061)', () => {
  const request = () => ({ ...buyer, family_id: polo.id, version_id: track.id });

  it('answers the first one’s id and keeps and mails nothing more, whatever the e-mail’s case', async () => {
    const first = await (await postJson(PRICE_URL, request())).json();
    const again = await postJson(PRICE_URL, {
      ...request(),
      email: 'Mariano@Example.com',
      cellphone: '261 555-0000',
    });
    expect(again.status).toBe(201);
    expect((await again.json()).data.id).toBe(first.data.id);
    expect(await handle.db.$count(priceRequests)).toBe(1);
    expect(await handle.db.$count(mailOutbox)).toBe(2);
  });

  it('keeps another vehicle, or the same one a day later, as a new lead', async () => {
    const first = await (await postJson(PRICE_URL, request())).json();
    expect((await postJson(PRICE_URL, { ...buyer, family_id: polo.id })).status).toBe(201);
    expect(await handle.db.$count(priceRequests)).toBe(2);
    await handle.db
      .update(priceRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(priceRequests.id, first.data.id));
    const later = await (await postJson(PRICE_URL, request())).json();
    expect(later.data.id).not.toBe(first.data.id);
    expect(await handle.db.$count(priceRequests)).toBe(3);
  });
});
