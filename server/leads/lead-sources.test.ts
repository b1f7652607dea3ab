/** Where a lead came from (docs/decisions/0064): the `source` the site sends with each form, kept in the lead's columns. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, priceRequests } from '../db/schema';
import { leadsTestApp, postLead, seedLeadBrands } from './leads.fixtures';

let handle: DatabaseHandle;
let app: ReturnType<typeof leadsTestApp>;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedLeadBrands(handle.db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-sources-'));
  app = leadsTestApp(handle.db, dataDir);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const contact = { name: 'Ana', lastname: 'Gómez', telephone: '2615550000', message: 'Hola' };

describe('the source of a lead', () => {
  it('keeps the campaign read from the landing page, the referring host and the path', async () => {
    const id = await postLead(app, '/api/v2/territorio/contact', {
      ...contact,
      source: {
        landing:
          '/vehiculos-0km/volkswagen?utm_source=Facebook&utm_medium=cpc&utm_campaign=campa%C3%B1a%20invierno',
        referrer: 'www.google.com',
      },
    });
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      originUtmSource: 'Facebook',
      originUtmMedium: 'cpc',
      originUtmCampaign: 'campaña invierno',
      originReferrerHost: 'google.com',
      originLandingPath: '/vehiculos-0km/volkswagen',
      originChannel: 'facebook',
    });
  });

  it('takes the fields apart from an API client, and `source=campaign`', async () => {
    const id = await postLead(app, '/api/v2/territorio/price-request', {
      name: 'Ana',
      lastname: 'Gómez',
      email: 'ana@example.com',
      vehicle: 'Amarok',
      source: { source: 'campaign', landing: '/oportunidades' },
    });
    const [row] = await handle.db.select().from(priceRequests).where(eq(priceRequests.id, id));
    expect(row).toMatchObject({
      originSourceParam: 'campaign',
      originChannel: 'campaign',
      originUtmSource: null,
    });
  });

  it('keeps a lead without a source as direct', async () => {
    const id = await postLead(app, '/api/v2/territorio/contact', contact);
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ originChannel: 'directo', originLandingPath: null });
  });

  it('refuses a source that is not one, with a 400 in Spanish', async () => {
    const response = await app.request('/api/v2/territorio/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, source: { referrer: 'https://evil.example/path?x=1' } }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('El sitio de origen debe ser solo un dominio');
  });
});
