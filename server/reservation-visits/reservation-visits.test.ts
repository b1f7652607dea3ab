/**
 * The visit after a reservation (docs/product.md §2 "Mi reserva", docs/decisions/0089): booked on the branch calendar
 * of the unit's branch with a salesperson, never twice, moved and cancelled only by "Mi reserva"'s signed link.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_VISIT_MESSAGES } from '#domain/operation/reservation-visit';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { bookableDay } from '../../tests/support/bookable-day';
import { calendarEventOf } from '../../tests/support/calendar-file';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { createStaffMember } from '../../tests/support/staff-sessions';
import { mailOutbox, operations, reservationVisits } from '../db/schema';
import { myReservationPath } from '../dealership';
import { createOperationRow } from '../dealership/reservations-desk.fixtures';
import { RESERVATION_LINK_DEVELOPMENT_SECRET } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createTestDriveFleet } from '../test-drives/test-drives.fixtures';
import { createReservationVisitService } from './visit-service';

const bed = adminPagesTestBed({
  keep: (path) =>
    path.startsWith('/admin/agenda') ||
    path.startsWith('/admin/reservas') ||
    path.startsWith('/concesionario-digital'),
  brands: true,
});

const SECRET = 'secreto de enlaces de prueba 2026';
// A weekday a week ahead that no holiday takes, at 8 in the morning: the first slot is 9:00.
const day = bookableDay(7);
const at = (time: string) => mendozaInstant(day, time) ?? new Date(Number.NaN);
const now = at('08:00');
const service = () =>
  createReservationVisitService({
    db: bed.db,
    config: { PUBLIC_URL: 'https://concesionaria.example', RESERVATION_LINK_SECRET: SECRET },
    logger: createLogger('silent'),
    now: () => now,
  });

// The demo branch the units of createOperationRow stand at.
const BRANCH = 'Godoy Cruz';

let branchId = 0;
beforeAll(async () => {
  branchId = (await createTestDriveFleet(bed.db, { branchName: BRANCH })).branch.id;
});

const reserved = (overrides: Parameters<typeof createOperationRow>[1] = {}) =>
  createOperationRow(bed.db, {
    status: 'reserved',
    reservedAt: new Date(now.getTime() - 3_600_000),
    name: 'Lucía',
    email: `visita-${Math.random().toString(36).slice(2)}@example.com`,
    ...overrides,
  });

const salesperson = (name: string, brandIds = [1]) =>
  createStaffMember(bed.db, { role: 'sales', brandIds, name });

describe('the visit after a reservation', () => {
  it('offers the branch’s hours in 30-minute slots from now to the 48 hours, with the asesor, and books one', async () => {
    const advisor = await salesperson('Martín Asesor');
    const operation = await reserved({ advisorAccountId: advisor.id });
    const view = await service().view(operation.code);
    expect(view?.booked).toBeNull();
    expect(view?.branch.name).toBe(BRANCH);
    expect(view?.days[0]?.date).toBe(day);
    expect(view?.days[0]?.slots.slice(0, 3).map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:00']);
    // Never outside the hours: nothing between 13 and 16.
    expect(view?.days[0]?.slots.map((slot) => slot.time)).not.toContain('13:30');

    expect(await service().book(operation.code, at('10:00'))).toEqual({
      ok: true,
      message: RESERVATION_VISIT_MESSAGES.booked,
    });
    const booked = await service().view(operation.code);
    expect(booked?.booked).toMatchObject({
      startsAt: at('10:00').toISOString(),
      advisorName: 'Martín Asesor',
    });

    // The buyer's e-mail: the calendar event on Mendoza's clock and "Mi reserva"'s signed link to change it.
    const [mail] = await bed.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'reservation-visit.booked'), eq(mailOutbox.toAddress, operation.email)));
    expect(mail?.textBody).toContain(myReservationPath(SECRET, operation.code));
    const event = calendarEventOf(mail?.attachments?.[0]?.content ?? '');
    expect(event.properties.DTSTART).toEqual({
      params: { TZID: 'America/Argentina/Mendoza' },
      value: `${day.replaceAll('-', '')}T100000`,
    });

    // One visit to come per reservation.
    expect(await service().book(operation.code, at('11:00'))).toEqual({
      ok: false,
      status: 409,
      message: RESERVATION_VISIT_MESSAGES.alreadyBooked,
    });
  });

  it('never gives one salesperson two buyers at once: the same slot is refused, in a race too', async () => {
    const advisor = await salesperson('Paula Única');
    const first = await reserved({ advisorAccountId: advisor.id });
    const second = await reserved({ advisorAccountId: advisor.id });
    const third = await reserved({ advisorAccountId: advisor.id });
    expect((await service().book(first.code, at('11:00'))).ok).toBe(true);
    expect(await service().book(second.code, at('11:00'))).toMatchObject({
      ok: false,
      status: 409,
      message: RESERVATION_VISIT_MESSAGES.slotTaken,
    });
    // Her free slots no longer have it.
    const view = await service().view(second.code);
    expect(view?.days[0]?.slots.map((slot) => slot.time)).not.toContain('11:00');
    // Two buyers posting the same free slot at once: one visit.
    const raced = await Promise.all([
      service().book(second.code, at('11:30')),
      service().book(third.code, at('11:30')),
    ]);
    expect(raced.filter((result) => result.ok)).toHaveLength(1);
    expect(raced.find((result) => !result.ok)).toMatchObject({ status: 409 });
    // And the database itself refuses an overlap written past the rules.
    await expect(
      bed.db.insert(reservationVisits).values({
        operationId: third.id,
        locationId: branchId,
        advisorAccountId: advisor.id,
        startsAt: at('11:15'),
        endsAt: at('11:45'),
      }),
    ).rejects.toThrow();
  });

  it('without an asesor, goes to the brand’s salesperson free then', async () => {
    const busy = await salesperson('Ana Ocupada', [4]);
    const free = await salesperson('Bruno Libre', [4]);
    const owned = await reserved({ brandId: 4, advisorAccountId: busy.id });
    expect((await service().book(owned.code, at('16:00'))).ok).toBe(true);
    const unowned = await reserved({ brandId: 4 });
    expect((await service().book(unowned.code, at('16:00'))).ok).toBe(true);
    expect((await service().view(unowned.code))?.booked?.advisorName).toBe(free.name);
    // Nobody of the brand left at 16:00: a third buyer is refused.
    const third = await reserved({ brandId: 4 });
    expect(await service().book(third.code, at('16:00'))).toMatchObject({ ok: false, status: 409 });
  });

  it('is moved and cancelled, each e-mailed with the event that replaces the last', async () => {
    const operation = await reserved({ advisorAccountId: (await salesperson('Carla Mueve')).id });
    expect((await service().book(operation.code, at('09:00'))).ok).toBe(true);

    expect(await service().move(operation.code, at('12:00'))).toEqual({
      ok: true,
      message: RESERVATION_VISIT_MESSAGES.moved,
    });
    const [moved] = await bed.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'reservation-visit.moved'), eq(mailOutbox.toAddress, operation.email)));
    const event = calendarEventOf(moved?.attachments?.[0]?.content ?? '');
    expect(event.properties.DTSTART?.value).toBe(`${day.replaceAll('-', '')}T120000`);
    expect(event.properties.SEQUENCE?.value).toBe('1');
    // A slot outside the hours is not one.
    expect(await service().move(operation.code, at('14:00'))).toMatchObject({ status: 422 });

    expect((await service().cancel(operation.code)).ok).toBe(true);
    expect((await service().view(operation.code))?.booked).toBeNull();
    const [cancelled] = await bed.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'reservation-visit.cancelled'), eq(mailOutbox.toAddress, operation.email)),
      );
    expect(calendarEventOf(cancelled?.attachments?.[0]?.content ?? '').properties.STATUS?.value).toBe(
      'CANCELLED',
    );
    // Booked again after the cancellation.
    expect((await service().book(operation.code, at('12:00'))).ok).toBe(true);
  });

  it('is not offered once the documents are in, nor for a reservation not paid', async () => {
    const documented = await reserved({ fulfilment: 'documents_received' });
    expect(await service().view(documented.code)).toBeNull();
    expect(await service().book(documented.code, at('10:30'))).toMatchObject({ ok: false, status: 409 });
    const started = await reserved({ status: 'started', reservedAt: null });
    expect(await service().view(started.code)).toBeNull();
    expect(await service().book(started.code, at('10:30'))).toMatchObject({ ok: false, status: 404 });
  });
});

describe('the visit on the pages and the branch calendar', () => {
  /** The first slot a page offers, read from its radio buttons. */
  const firstOffered = (body: string) => /name="starts_at" value="([^"]+)"/.exec(body)?.[1] ?? '';

  it('is booked from the success page by its form, then shown there and on the agenda of its brand only', async () => {
    const advisor = await salesperson('Diego Agenda');
    const operation = await createOperationRow(bed.db, {
      status: 'reserved',
      reservedAt: new Date(),
      advisorAccountId: advisor.id,
    });
    const path = `/concesionario-digital/reservado/${operation.code}`;
    const page = await html(await bed.app.request(path));
    expect(page).toContain('Agendá tu visita');
    const startsAt = firstOffered(page);
    expect(startsAt).not.toBe('');

    const posted = await bed.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: new URLSearchParams({ intent: 'agendar-visita', starts_at: startsAt }),
    });
    expect(posted.status).toBe(200);
    const after = await html(await bed.app.request(path));
    expect(after).toContain('Tu visita');
    expect(after).toContain('con Diego Agenda');
    // The success page books a first visit only: the form is gone, and posting again is refused.
    expect(after).not.toContain('name="starts_at"');
    const again = await bed.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: new URLSearchParams({ intent: 'agendar-visita', starts_at: startsAt }),
    });
    expect(again.status).toBe(409);

    const [visit] = await bed.db
      .select()
      .from(reservationVisits)
      .where(eq(reservationVisits.operationId, operation.id));
    const week = visit?.startsAt.toISOString().slice(0, 10) ?? day;
    const agenda = `/admin/agenda?sucursal=${visit?.locationId}&semana=${week}`;
    const mine = await html(
      await bed.app.request(agenda, {
        headers: { cookie: (await bed.signIn({ role: 'sales', brandIds: [1] })).cookie },
      }),
    );
    expect(mine).toContain('Visita de la reserva');
    expect(mine).toContain(operation.code);
    const theirs = await html(
      await bed.app.request(agenda, {
        headers: { cookie: (await bed.signIn({ role: 'sales', brandIds: [2] })).cookie },
      }),
    );
    expect(theirs).not.toContain(operation.code);
    // The reservation's page says it too.
    const desk = await html(
      await bed.app.request(`/admin/reservas/${operation.code}`, {
        headers: { cookie: (await bed.signIn({ role: 'sales', brandIds: [1] })).cookie },
      }),
    );
    expect(desk).toContain('Visita del comprador');
    expect(desk).toContain('con Diego Agenda');
  });

  it('is moved and cancelled from "Mi reserva" with its signed link, never without it', async () => {
    const operation = await createOperationRow(bed.db, {
      status: 'reserved',
      reservedAt: new Date(),
      advisorAccountId: (await salesperson('Elena Reserva')).id,
    });
    const signed = myReservationPath(RESERVATION_LINK_DEVELOPMENT_SECRET, operation.code);
    const page = await html(await bed.app.request(signed));
    expect(page).toContain('Agendá tu visita');
    const post = (address: string, fields: Record<string, string>) =>
      bed.app.request(address, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        body: new URLSearchParams(fields),
      });
    expect((await post(signed, { intent: 'agendar-visita', starts_at: firstOffered(page) })).status).toBe(
      200,
    );
    const booked = await html(await bed.app.request(signed));
    expect(booked).toContain('Cambiar el horario');

    // Without the signature the form is the code-and-e-mail one, and a wrong one is refused as the page refuses it:
    // the visit stays, in the move and the cancellation alike.
    const unsigned = `/concesionario-digital/mi-reserva/${operation.code}`;
    expect((await post(unsigned, { intent: 'cancelar-visita' })).status).not.toBe(200);
    expect((await post(`${unsigned}?firma=falsa`, { intent: 'cancelar-visita' })).status).toBe(403);
    const refused = await post(`${unsigned}?firma=falsa`, {
      intent: 'mover-visita',
      starts_at: firstOffered(page),
    });
    expect(refused.status).toBe(403);
    expect(await html(refused)).toContain('El enlace para ver tu reserva no es válido.');
    const [still] = await bed.db
      .select({ state: reservationVisits.state })
      .from(reservationVisits)
      .where(eq(reservationVisits.operationId, operation.id));
    expect(still?.state).toBe('booked');

    expect((await post(signed, { intent: 'cancelar-visita' })).status).toBe(200);
    const [row] = await bed.db
      .select({ state: reservationVisits.state })
      .from(reservationVisits)
      .where(eq(reservationVisits.operationId, operation.id));
    expect(row?.state).toBe('cancelled');
    const [operationRow] = await bed.db.select().from(operations).where(eq(operations.id, operation.id));
    expect(operationRow?.status).toBe('reserved');
  });
});
