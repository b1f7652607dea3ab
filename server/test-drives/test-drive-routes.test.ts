/** The test drives in the product API (docs/product.md §7 "Test drives", docs/decisions/0087). */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { bookableDay } from '../../tests/support/bookable-day';
import { calendarEventOf } from '../../tests/support/calendar-file';
import { createStaffMember } from '../../tests/support/staff-sessions';
import { createTestApp, testAppConfig } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox, testDrives } from '../db/schema';
import { createLogger } from '../platform/logger';
import { createTestDriveService } from './test-drive-booking';
import { createTestDriveFleet } from './test-drives.fixtures';

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  handle = await createTestDatabase();
  app = createTestApp(handle.db, { PUBLIC_URL: 'https://sitio.test' });
});
afterAll(async () => {
  await handle.close();
});

const day = bookableDay(2);
const at = (time: string) => mendozaInstant(day, time)?.toISOString() ?? '';

const buyer = {
  name: 'Ana',
  lastname: 'Paz',
  phone: '261 555 1234',
  email: 'ana.paz@example.com',
  dni: '30.111.222',
  licence: true,
  consent: true,
};

const post = (body: Record<string, unknown>) =>
  app.request('/api/v2/territorio/test-drives', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /api/v2/territorio/test-drives/slots', () => {
  it('answers the free slots of a version at a branch, day by day, in Mendoza', async () => {
    const { branch, version } = await createTestDriveFleet(handle.db);
    const answer = await app.request(
      `/api/v2/territorio/test-drives/slots?branch=${branch.id}&version=${version.id}&from=${day}`,
    );
    expect(answer.status).toBe(200);
    // Under the booking's path, whose answers open a buyer's booking: never kept (server/http/route-rules.ts).
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { data } = (await answer.json()) as {
      data: {
        slot_minutes: number;
        branch: { name: string };
        days: { date: string; slots: { starts_at: string; time: string }[] }[];
      };
    };
    expect(data.slot_minutes).toBe(45);
    expect(data.branch.name).toBe(branch.name);
    expect(data.days[0]?.date).toBe(day);
    expect(data.days[0]?.slots[0]).toEqual({ starts_at: at('09:00'), time: '09:00' });
  });

  it('refuses a branch without that version, and a query it cannot read, in Spanish', async () => {
    const { branch } = await createTestDriveFleet(handle.db);
    const other = await createTestDriveFleet(handle.db);
    const missing = await app.request(
      `/api/v2/territorio/test-drives/slots?branch=${branch.id}&version=${other.version.id}`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: 'Esa sucursal no tiene una unidad de prueba de esa versión.',
    });
    const bad = await app.request('/api/v2/territorio/test-drives/slots?branch=x&version=1&from=2026-13-40');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Elegí una sucursal.');
  });
});

describe('POST /api/v2/territorio/test-drives', () => {
  it('books the slot, assigns the lead to a salesperson of the brand and e-mails a calendar event and the link', async () => {
    const { branch, version } = await createTestDriveFleet(handle.db, { brandId: 2 });
    await createStaffMember(handle.db, { role: 'admin' });
    await createStaffMember(handle.db, { role: 'sales', brandIds: [1] });
    const seller = await createStaffMember(handle.db, {
      role: 'sales',
      brandIds: [2],
      name: 'Oscar Chevrolet',
    });
    const answer = await post({ ...buyer, branch: branch.id, version: version.id, starts_at: at('10:30') });
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as {
      data: { code: string; url: string; starts_at: string; message: string };
    };
    expect(data.message).toBe('Listo: tu prueba de manejo quedó reservada.');
    expect(data.starts_at).toBe(at('10:30'));
    expect(data.url).toMatch(
      new RegExp(`^https://sitio\\.test/prueba-de-manejo/${data.code}\\?firma=[\\w-]{22}$`),
    );
    const [row] = await handle.db.select().from(testDrives).where(eq(testDrives.code, data.code));
    expect(row).toMatchObject({
      dni: '30111222',
      hasLicence: true,
      brandId: 2,
      assignedAccountId: seller.id,
      status: 'new',
    });
    expect(row?.endsAt.getTime()).toBe(Date.parse(at('10:30')) + 45 * 60_000);

    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'test-drive.booked'), eq(mailOutbox.toAddress, buyer.email)));
    expect(mail?.textBody).toContain(data.url);
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe('prueba-de-manejo.ics');
    const event = calendarEventOf(ics?.content ?? '');
    expect(event.properties.DTSTART).toEqual({
      params: { TZID: 'America/Argentina/Mendoza' },
      value: `${day.replaceAll('-', '')}T103000`,
    });
    expect(event.properties.LOCATION?.value).toBe(branch.address);
    expect(event.properties.URL?.value).toBe(data.url);
    const notices = await handle.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, seller.email), like(mailOutbox.subject, 'Nueva prueba de manejo%')),
      );
    expect(notices).toHaveLength(1);
  });

  it('gives one of ten buyers posting the same slot at once the booking, and the other nine the next free slots', async () => {
    const { branch, version, unit } = await createTestDriveFleet(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post({
          ...buyer,
          email: `comprador${index}@example.com`,
          branch: branch.id,
          version: version.id,
          starts_at: at('11:15'),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      const body = (await answer.json()) as { error: string; next_slots: { starts_at: string }[] };
      expect(body.error).toBe('Ese horario se acaba de ocupar.');
      expect(body.next_slots[0]?.starts_at).toBe(at('12:00'));
      expect(body.next_slots).toHaveLength(5);
    }
    const kept = await handle.db.select().from(testDrives).where(eq(testDrives.demoUnitId, unit.id));
    expect(kept).toHaveLength(1);
  });

  it('refuses a time that is not one of the branch’s slots, and fields it cannot take, each with its message', async () => {
    const { branch, version } = await createTestDriveFleet(handle.db);
    const offGrid = await post({ ...buyer, branch: branch.id, version: version.id, starts_at: at('09:10') });
    expect(offGrid.status).toBe(422);
    expect(await offGrid.json()).toEqual({
      error: 'Ese horario no está disponible. Elegí uno de la lista.',
      issues: [{ field: 'starts_at', message: 'Ese horario no está disponible. Elegí uno de la lista.' }],
    });
    const sunday = new Date(`${day}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    const closed = await post({
      ...buyer,
      branch: branch.id,
      version: version.id,
      starts_at: mendozaInstant(sunday.toISOString().slice(0, 10), '10:00')?.toISOString(),
    });
    expect(closed.status).toBe(422);
    const wrong = await post({
      ...buyer,
      dni: '123',
      consent: false,
      branch: branch.id,
      version: version.id,
    });
    expect(wrong.status).toBe(400);
    const { issues } = (await wrong.json()) as { issues: { field: string; message: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'starts_at', message: 'Elegí un día y un horario.' },
        { field: 'dni', message: 'Ingresá un DNI válido, de 7 u 8 números.' },
        {
          field: 'consent',
          message: 'Para reservar tenés que aceptar que usemos tus datos para coordinar la prueba de manejo.',
        },
      ]),
    );
  });

  it('answers a bot that fills the honeypot as a booking, and keeps nothing', async () => {
    const { branch, version, unit } = await createTestDriveFleet(handle.db);
    const answer = await post({
      ...buyer,
      website: 'http://spam.example',
      branch: branch.id,
      version: version.id,
      starts_at: at('12:00'),
    });
    expect(answer.status).toBe(201);
    expect(await handle.db.select().from(testDrives).where(eq(testDrives.demoUnitId, unit.id))).toEqual([]);
  });
});

describe('the limit of public posts', () => {
  it('holds for bookings as for every public form', async () => {
    // A client of its own (behind one proxy of ours): the other tests' posts counted for the in-process client.
    const limited = createTestApp(handle.db, { RATE_LIMIT_MAX_POSTS: '2', TRUST_PROXY: '1' });
    const send = () =>
      limited.request('/api/v2/territorio/test-drives', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ ...buyer, branch: 1, version: 1 }),
      });
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Hiciste demasiados envíos seguidos. Esperá un momento y volvé a intentar.',
    );
  });
});

describe('a booking’s signed link', () => {
  const service = () =>
    createTestDriveService({
      db: handle.db,
      config: testAppConfig({ PUBLIC_URL: 'https://sitio.test' }),
      logger: createLogger('silent'),
    });

  it('opens the booking only with its signature, and moves it to a free slot with an e-mail and a new event', async () => {
    const { branch, version } = await createTestDriveFleet(handle.db);
    const answer = await post({
      ...buyer,
      email: 'mover@example.com',
      branch: branch.id,
      version: version.id,
      starts_at: at('09:00'),
    });
    const { data } = (await answer.json()) as { data: { code: string; url: string } };
    const signature = new URL(data.url).searchParams.get('firma') ?? '';
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(await service().find(data.code, tampered)).toBeNull();
    expect(
      await service().find(`${data.code.slice(0, -1)}${data.code.endsWith('0') ? '1' : '0'}`, signature),
    ).toBeNull();
    const found = await service().find(data.code, signature);
    expect(found?.booking.startsAt).toBe(at('09:00'));
    // Its own slot is offered again while it is being moved.
    expect(found?.days.find((entry) => entry.date === day)?.slots[0]?.startsAt).toBe(at('09:00'));

    const moved = await service().move(data.code, signature, new Date(at('16:45')));
    expect(moved).toMatchObject({ ok: true, message: 'Listo: cambiamos el horario de tu prueba de manejo.' });
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'test-drive.moved'), eq(mailOutbox.toAddress, 'mover@example.com')));
    const event = calendarEventOf(mail?.attachments?.[0]?.content ?? '');
    expect(event.properties.DTSTART?.value).toBe(`${day.replaceAll('-', '')}T164500`);
    expect(event.properties.SEQUENCE?.value).toBe('1');

    const cancelled = await service().cancel(data.code, signature);
    expect(cancelled).toMatchObject({ ok: true, booking: { state: 'cancelled' } });
    expect(await service().cancel(data.code, signature)).toMatchObject({ ok: false, status: 409 });
    expect(await service().move(data.code, 'firma-falsa', new Date(at('17:30')))).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
