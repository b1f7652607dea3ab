/** Test drives on the branch calendar (docs/product.md §6 "The branch calendar"): who sees, who acts, what is audited. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/back-office/branch-agenda';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { localDate } from '#domain/shared/mendoza-time';
import { bookableDay } from '../../tests/support/bookable-day';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffPost } from '../../tests/support/staff-sessions';
import { mailOutbox, testDrives, testDriveUnits } from '../db/schema';
import { createOperationRow } from '../dealership/reservations-desk.fixtures';
import { createTestDriveFleet, insertTestDrive } from './test-drives.fixtures';

const bed = adminPagesTestBed({ brands: true });

const day = bookableDay(2);
const at = (time: string, date = day) => mendozaInstant(date, time) ?? new Date(Number.NaN);

let fleet: Awaited<ReturnType<typeof createTestDriveFleet>>;
beforeAll(async () => {
  fleet = await createTestDriveFleet(bed.db, { brandId: 1 });
});

const page = (path: string, browser: Awaited<ReturnType<typeof bed.signIn>>) =>
  bed.app.request(path, { headers: { cookie: browser.cookie } });

describe('a test drive on the agenda and its page', () => {
  it('shows on the branch’s week beside the deliveries, without the buyer, to those who see its brand', async () => {
    const booking = await insertTestDrive(bed.db, fleet, { startsAt: at('10:30') });
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const week = await html(await page(`/admin/agenda?sucursal=${fleet.branch.id}&semana=${day}`, seller));
    expect(week).toContain('Prueba de manejo');
    expect(week).toContain(`/admin/agenda/pruebas/${booking.id}`);
    expect(week).not.toContain('Ana');
    const other = await bed.signIn({ role: 'sales', brandIds: [2] });
    const theirs = await html(await page(`/admin/agenda?sucursal=${fleet.branch.id}&semana=${day}`, other));
    expect(theirs).not.toContain(`/admin/agenda/pruebas/${booking.id}`);
    // The day alone: that day's appointments, the week a link away.
    const oneDay = await html(
      await page(`/admin/agenda?sucursal=${fleet.branch.id}&semana=${day}&vista=dia`, seller),
    );
    expect(oneDay).toContain(`/admin/agenda/pruebas/${booking.id}`);
    expect(oneDay).toContain('Toda la semana');
    expect(oneDay.match(/class="agenda-day[ "]/g)).toHaveLength(1);
    const nextDay = await html(
      await page(`/admin/agenda?sucursal=${fleet.branch.id}&semana=${addDays(day, 1)}&vista=dia`, seller),
    );
    expect(nextDay).not.toContain(`/admin/agenda/pruebas/${booking.id}`);
  });

  it('opens to its brand’s people with the buyer’s data, and to no one else', async () => {
    const booking = await insertTestDrive(bed.db, fleet, { startsAt: at('11:15') });
    const path = `/admin/agenda/pruebas/${booking.id}`;
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const mine = await page(path, seller);
    expect(mine.status).toBe(200);
    const body = await html(mine);
    expect(body).toContain('30111222');
    expect(body).toContain('Confirmar');
    const viewer = await html(await page(path, await bed.signIn({ role: 'viewer' })));
    expect(viewer).toContain('30111222');
    expect(viewer).not.toContain('>Confirmar<');
    expect((await page(path, await bed.signIn({ role: 'sales', brandIds: [2] }))).status).toBe(403);
    expect((await page(path, await bed.signIn({ role: 'content' }))).status).toBe(403);
    // Another brand's salesperson posting by hand changes nothing.
    const outsider = await bed.signIn({ role: 'sales', brandIds: [2] });
    const refused = await bed.app.request(path, staffPost(outsider, { intent: 'confirm' }));
    expect(refused.status).toBe(403);
    const [row] = await bed.db.select().from(testDrives).where(eq(testDrives.id, booking.id));
    expect(row?.state).toBe('booked');
  });

  it('is confirmed, then marked «vino» or «no vino» from its day on, each audited', async () => {
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const ahead = await insertTestDrive(bed.db, fleet, { startsAt: at('12:00') });
    const post = (id: number, intent: string) =>
      bed.app.request(`/admin/agenda/pruebas/${id}`, staffPost(seller, { intent }));
    expect((await post(ahead.id, 'confirm')).status).toBe(200);
    expect(
      (await bed.auditOf({ action: 'test_drive.confirm', id: `test_drive:${ahead.id}` }))[0]?.after,
    ).toEqual({
      state: 'confirmed',
    });
    const early = await post(ahead.id, 'came');
    expect(early.status).toBe(409);
    expect(await html(early)).toContain('Todavía no llegó el día de esta prueba de manejo.');

    const today = localDate(new Date());
    const came = await insertTestDrive(bed.db, fleet, { startsAt: at('07:00', today) });
    const missed = await insertTestDrive(bed.db, fleet, { startsAt: at('07:00', addDays(today, -1)) });
    expect((await post(came.id, 'came')).status).toBe(200);
    expect((await post(missed.id, 'no_show')).status).toBe(200);
    const states = await bed.db.select({ id: testDrives.id, state: testDrives.state }).from(testDrives);
    expect(states.find((row) => row.id === came.id)?.state).toBe('came');
    expect(states.find((row) => row.id === missed.id)?.state).toBe('no_show');
    const [cameEntry] = await bed.auditOf({ action: 'test_drive.came', id: `test_drive:${came.id}` });
    expect(cameEntry).toMatchObject({
      subjectType: 'lead',
      before: { state: 'booked' },
      after: { state: 'came' },
    });
    expect(await bed.auditOf({ action: 'test_drive.no_show', id: `test_drive:${missed.id}` })).toHaveLength(
      1,
    );
    // The lead's page tells it in its history.
    const lead = await html(await page(`/admin/consultas/prueba/${came.id}`, seller));
    expect(lead).toContain('Registró que vino a una prueba de manejo');
    expect(lead).toContain('Turno: Reservada → Vino');
  });

  it('is moved by the team to a free slot, the buyer e-mailed with the new time', async () => {
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const booking = await insertTestDrive(bed.db, fleet, {
      startsAt: at('16:00'),
      email: 'movida@example.com',
    });
    const answer = await bed.app.request(
      `/admin/agenda/pruebas/${booking.id}`,
      staffPost(seller, { intent: 'move', starts_at: at('17:30').toISOString() }),
    );
    expect(answer.status).toBe(200);
    expect(await html(answer)).toContain(
      'Movimos la prueba de manejo y le enviamos el nuevo horario al comprador.',
    );
    const [row] = await bed.db.select().from(testDrives).where(eq(testDrives.id, booking.id));
    expect(row?.startsAt.toISOString()).toBe(at('17:30').toISOString());
    const [mail] = await bed.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'test-drive.moved'), eq(mailOutbox.toAddress, 'movida@example.com')));
    expect(mail?.textBody).toContain('Nuestro equipo movió tu prueba de manejo');
    expect(
      (await bed.auditOf({ action: 'test_drive.move', id: `test_drive:${booking.id}` }))[0]?.after,
    ).toEqual({
      appointmentAt: at('17:30').toISOString(),
    });
  });
});

describe('a test drive as a lead', () => {
  it('shows on the inbox’s page with its time and the same person’s later reservation linked', async () => {
    const booking = await insertTestDrive(bed.db, fleet, {
      startsAt: at('12:45'),
      email: 'Misma.Persona@example.com',
    });
    const reservation = await createOperationRow(bed.db, {
      brandId: 1,
      email: 'misma.persona@example.com',
      status: 'reserved',
    });
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const lead = await html(await page(`/admin/consultas/prueba/${booking.id}`, seller));
    expect(lead).toContain('Prueba de manejo de Ana Paz');
    expect(lead).toContain('Estado del turno');
    expect(lead).toContain(`Reserva ${reservation.code}`);
  });
});

describe('"Hoy"', () => {
  it('lists a salesperson’s own test drives of tomorrow, and no one else’s', async () => {
    const member = await createStaffMember(bed.db, { role: 'sales', brandIds: [1], name: 'Sofía Mañana' });
    const seller = await signedIn(bed.db, member);
    const colleague = await bed.signIn({ role: 'sales', brandIds: [1] });
    const sellerId = member.id;
    const tomorrow = addDays(localDate(new Date()), 1);
    const booking = await insertTestDrive(bed.db, fleet, {
      startsAt: at('10:45', tomorrow),
      assignedAccountId: sellerId,
    });
    const mine = await html(await page('/admin', seller));
    expect(mine).toContain('Tus pruebas de manejo de mañana');
    expect(mine).toContain(`/admin/agenda/pruebas/${booking.id}`);
    expect(mine).toContain('10:45 · Volkswagen Taos Highline 250 TSI AT');
    const theirs = await html(await page('/admin', colleague));
    expect(theirs).toContain('No tenés pruebas de manejo mañana.');
    expect(theirs).not.toContain(`/admin/agenda/pruebas/${booking.id}`);
    const content = await html(await page('/admin', await bed.signIn({ role: 'content' })));
    expect(content).not.toContain('Tus pruebas de manejo de mañana');
  });
});

describe('a branch’s test-drive settings', () => {
  it('let a salesperson add and remove demo units of their brands only', async () => {
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const other = await createTestDriveFleet(bed.db, { brandId: 2 });
    const mine = await createTestDriveFleet(bed.db, { brandId: 1 });
    const path = `/admin/agenda/unidades?sucursal=${fleet.branch.id}`;
    const added = await bed.app.request(
      path,
      staffPost(seller, { intent: 'add_unit', version: String(mine.version.id), note: 'Blanca' }),
    );
    expect(added.status).toBe(200);
    const units = await bed.db
      .select()
      .from(testDriveUnits)
      .where(eq(testDriveUnits.locationId, fleet.branch.id));
    const unit = units.find((candidate) => candidate.versionId === mine.version.id);
    expect(unit?.note).toBe('Blanca');
    expect(await bed.auditOf({ action: 'test_drive_unit.create', id: unit?.id ?? 0 })).toHaveLength(1);
    const refused = await bed.app.request(
      path,
      staffPost(seller, { intent: 'add_unit', version: String(other.version.id) }),
    );
    expect(refused.status).toBe(403);
    const removed = await bed.app.request(
      path,
      staffPost(seller, { intent: 'remove_unit', unit: String(unit?.id) }),
    );
    expect(removed.status).toBe(200);
    const [gone] = await bed.db
      .select()
      .from(testDriveUnits)
      .where(eq(testDriveUnits.id, unit?.id ?? 0));
    expect(gone?.retiredAt).not.toBeNull();
    // The other brand's unit is not theirs to remove.
    const theirs = await bed.app.request(
      path,
      staffPost(seller, { intent: 'remove_unit', unit: String(other.unit.id) }),
    );
    expect(theirs.status).toBe(403);
  });

  it('leave the slot length and the closures to an administrator; a closure takes its day’s slots off at once', async () => {
    const path = `/admin/agenda/unidades?sucursal=${fleet.branch.id}`;
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    expect(
      (await bed.app.request(path, staffPost(seller, { intent: 'slot_minutes', slot_minutes: '60' }))).status,
    ).toBe(403);
    expect(
      (
        await bed.app.request(
          path,
          staffPost(seller, { intent: 'closures', closure_days: `${day} Inventario` }),
        )
      ).status,
    ).toBe(403);
    const sellerView = await html(await page(path, seller));
    expect(sellerView).not.toContain('Días que cierra');

    const admin = await bed.signIn({ role: 'admin' });
    const slots = async () => {
      const answer = await bed.app.request(
        `/api/v2/territorio/test-drives/slots?branch=${fleet.branch.id}&version=${fleet.version.id}`,
      );
      return ((await answer.json()) as { data: { days: { date: string }[] } }).data.days.map(
        (entry) => entry.date,
      );
    };
    expect(await slots()).toContain(day);
    const closed = await bed.app.request(
      path,
      staffPost(admin, { intent: 'closures', closure_days: `${day} Inventario` }),
    );
    expect(closed.status).toBe(200);
    expect(await slots()).not.toContain(day);
    const [entry] = await bed.auditOf({ action: 'location.change', type: 'location', id: fleet.branch.id });
    expect(entry?.after).toEqual({ closures: `${day} Inventario` });

    const bad = await bed.app.request(path, staffPost(admin, { intent: 'slot_minutes', slot_minutes: '5' }));
    expect(bad.status).toBe(400);
    expect(await html(bad)).toContain('Elegí una duración de 15 a 180 minutos.');
    expect(
      (await bed.app.request(path, staffPost(admin, { intent: 'slot_minutes', slot_minutes: '60' }))).status,
    ).toBe(200);
  });
});
