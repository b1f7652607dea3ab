/**
 * The visit after a reservation in the back office (docs/product.md §6 "The branch calendar", docs/decisions/0089):
 * its page, opened from the agenda and the reservation; moved, cancelled and marked by those who act on the brand's
 * reservations, each audited; and the salesperson whose time it holds e-mailed at each change.
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '#domain/back-office/branch-agenda';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { bookableDay } from '../../tests/support/bookable-day';
import { calendarEventOf } from '../../tests/support/calendar-file';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { createStaffMember, staffPost } from '../../tests/support/staff-sessions';
import { mailOutbox, reservationVisits } from '../db/schema';
import { createOperationRow } from '../dealership/reservations-desk.fixtures';
import { RESERVATION_LINK_DEVELOPMENT_SECRET } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createTestDriveFleet } from '../test-drives/test-drives.fixtures';
import { RESERVATION_VISIT_MAIL_KINDS } from './visit-mails';
import { createReservationVisitService } from './visit-service';

const bed = adminPagesTestBed({
  keep: (path) =>
    path.startsWith('/admin/agenda') ||
    path.startsWith('/admin/reservas') ||
    path.startsWith('/admin/auditoria'),
  brands: true,
});

// The demo branch the units of createOperationRow stand at.
const BRANCH = 'Godoy Cruz';
let branchId = 0;
beforeAll(async () => {
  branchId = (await createTestDriveFleet(bed.db, { branchName: BRANCH })).branch.id;
});

const config = {
  PUBLIC_URL: 'http://localhost:3000',
  RESERVATION_LINK_SECRET: RESERVATION_LINK_DEVELOPMENT_SECRET,
};
/** The service on the clock the pages run on. */
const liveService = () =>
  createReservationVisitService({ db: bed.db, config, logger: createLogger('silent') });

const uniqueEmail = () => `visita-${Math.random().toString(36).slice(2)}@example.com`;
const visitPath = (id: number) => `/admin/agenda/visitas/${id}`;

const salesperson = (name: string, brandIds = [1]) =>
  createStaffMember(bed.db, { role: 'sales', brandIds, name });

/** A reservation paid now with its asesor, its visit booked at the first free slot; the other free slots. */
async function bookedVisit(advisorName: string) {
  const advisor = await salesperson(advisorName);
  const operation = await createOperationRow(bed.db, {
    status: 'reserved',
    reservedAt: new Date(),
    advisorAccountId: advisor.id,
    name: 'Lucía',
    lastname: 'Quiroga',
    email: uniqueEmail(),
  });
  const slots = (await liveService().view(operation.code))?.days.flatMap((day) => day.slots) ?? [];
  const first = slots[0]?.startsAt ?? '';
  expect((await liveService().book(operation.code, new Date(first))).ok).toBe(true);
  const [visit] = await bed.db
    .select()
    .from(reservationVisits)
    .where(eq(reservationVisits.operationId, operation.id));
  if (!visit) throw new Error('visit not booked');
  return { advisor, operation, visit, others: slots.slice(1).map((slot) => slot.startsAt) };
}

const mailsTo = (address: string, kind: string) =>
  bed.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, address)));

const stateOf = async (id: number) =>
  (await bed.db.select().from(reservationVisits).where(eq(reservationVisits.id, id)))[0];

describe('a visit’s page in the back office', () => {
  it('is linked from the agenda and the reservation, and opens to its brand’s people only', async () => {
    const { operation, visit } = await bookedVisit('Diego Agenda');
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const other = await bed.signIn({ role: 'sales', brandIds: [2] });
    const get = (path: string, browser?: { cookie: string }) =>
      bed.app.request(path, browser ? { headers: { cookie: browser.cookie } } : {});

    const week = visit.startsAt.toISOString().slice(0, 10);
    const agenda = `/admin/agenda?sucursal=${branchId}&semana=${week}`;
    expect(await html(await get(agenda, seller))).toContain(visitPath(visit.id));
    expect(await html(await get(agenda, other))).not.toContain(visitPath(visit.id));
    const desk = await html(await get(`/admin/reservas/${operation.code}`, seller));
    expect(desk).toContain('Visita del comprador');
    expect(desk).toContain(`href="${visitPath(visit.id)}"`);

    const page = await get(visitPath(visit.id), seller);
    expect(page.status).toBe(200);
    const body = await html(page);
    expect(body).toContain('Visita de la reserva');
    expect(body).toContain(operation.email);
    expect(body).toContain('Diego Agenda');
    expect(body).toContain('Mover la visita');
    expect(body).toContain('Cancelar la visita');
    // Before its time, "vino" and "no vino" wait.
    expect(body).not.toContain('>Vino<');
    const viewer = await html(await get(visitPath(visit.id), await bed.signIn({ role: 'viewer' })));
    expect(viewer).toContain(operation.code);
    expect(viewer).not.toContain('Mover la visita');
    expect((await get(visitPath(visit.id), other)).status).toBe(403);
    expect((await get(visitPath(visit.id), await bed.signIn({ role: 'content' }))).status).toBe(403);
    expect((await get(visitPath(2_000_000), seller)).status).toBe(404);
    const anonymous = await get(visitPath(visit.id));
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get('location')).toContain('/admin/login');
  });

  it('changes nothing for another brand’s salesperson, a viewer or a post without a session', async () => {
    const { operation, visit, others } = await bookedVisit('Paula Firme');
    const outsider = await bed.signIn({ role: 'sales', brandIds: [2] });
    const viewer = await bed.signIn({ role: 'viewer' });
    // Signed in without the brand or the permission: 403; without a session: 401.
    for (const [browser, status] of [
      [outsider, 403],
      [viewer, 403],
      [undefined, 401],
    ] as const) {
      const cancel = await bed.app.request(visitPath(visit.id), staffPost(browser, { intent: 'cancel' }));
      expect(cancel.status).toBe(status);
      const move = await bed.app.request(
        visitPath(visit.id),
        staffPost(browser, { intent: 'move', starts_at: others[0] ?? '' }),
      );
      expect(move.status).toBe(status);
    }
    const row = await stateOf(visit.id);
    expect(row?.state).toBe('booked');
    expect(row?.startsAt.toISOString()).toBe(visit.startsAt.toISOString());
    expect(await bed.auditOf({ type: 'operation', id: operation.code })).toEqual([]);
    // A visit that does not exist: 404, for one who may act.
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    expect(
      (await bed.app.request(visitPath(2_000_000), staffPost(seller, { intent: 'cancel' }))).status,
    ).toBe(404);
  });

  it('is moved by the team to a free slot: the buyer gets the new time, the salesperson is told, audited', async () => {
    const { advisor, operation, visit, others } = await bookedVisit('Carla Mueve');
    const target = others[2] ?? '';
    const admin = await bed.signIn({ role: 'admin', name: 'Marta Gerencia' });
    const answer = await bed.app.request(
      visitPath(visit.id),
      staffPost(admin, { intent: 'move', starts_at: target }),
    );
    expect(answer.status).toBe(200);
    expect(await html(answer)).toContain('Movimos la visita y le enviamos el nuevo horario al comprador.');
    expect((await stateOf(visit.id))?.startsAt.toISOString()).toBe(target);

    const [moved] = await mailsTo(operation.email, RESERVATION_VISIT_MAIL_KINDS.moved);
    expect(moved?.textBody).toContain('Nuestro equipo movió tu visita');
    const event = calendarEventOf(moved?.attachments?.[0]?.content ?? '');
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Argentina/Mendoza',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(target))
      .replace(/[-:]/g, '')
      .replace(' ', 'T');
    expect(event.properties.DTSTART?.value).toBe(local);
    expect(event.properties.SEQUENCE?.value).toBe('1');

    // The salesperson's own e-mail: the new time and the panel's page, nothing of the buyer.
    const [told] = await mailsTo(advisor.email, RESERVATION_VISIT_MAIL_KINDS.advisorMoved);
    expect(told?.textBody).toContain('Marta Gerencia movió la visita de la reserva');
    expect(told?.textBody).toContain(`http://localhost:3000${visitPath(visit.id)}`);
    expect(told?.textBody).not.toContain('Lucía');
    expect(told?.textBody).not.toContain(operation.email);

    const [entry] = await bed.auditOf({ action: 'reservation_visit.move', id: operation.code });
    expect(entry).toMatchObject({
      subjectType: 'operation',
      after: { appointmentAt: target, advisorAccountId: advisor.id },
    });
    const log = await html(await bed.app.request('/admin/auditoria', { headers: { cookie: admin.cookie } }));
    expect(log).toContain('Movió la visita de una reserva');
  });

  it('refuses a slot taken meanwhile with the clear message, and a time that is not a slot', async () => {
    const first = await bookedVisit('Bruno Ocupado');
    // A second reservation of the same asesor, its visit at another time.
    const second = await createOperationRow(bed.db, {
      status: 'reserved',
      reservedAt: new Date(),
      advisorAccountId: first.advisor.id,
      email: uniqueEmail(),
    });
    const secondAt = first.others[0] ?? '';
    expect((await liveService().book(second.code, new Date(secondAt))).ok).toBe(true);
    const [secondVisit] = await bed.db
      .select()
      .from(reservationVisits)
      .where(eq(reservationVisits.operationId, second.id));

    const admin = await bed.signIn({ role: 'admin' });
    const taken = await bed.app.request(
      visitPath(secondVisit?.id ?? 0),
      staffPost(admin, { intent: 'move', starts_at: first.visit.startsAt.toISOString() }),
    );
    expect(taken.status).toBe(409);
    expect(await html(taken)).toContain('Ese horario se acaba de ocupar.');
    expect((await stateOf(secondVisit?.id ?? 0))?.startsAt.toISOString()).toBe(secondAt);
    expect(await bed.auditOf({ action: 'reservation_visit.move', id: second.code })).toEqual([]);

    // A Sunday months ahead is no slot of its window.
    let sunday = bookableDay(60);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    const outside = await bed.app.request(
      visitPath(first.visit.id),
      staffPost(admin, { intent: 'move', starts_at: mendozaInstant(sunday, '10:00')?.toISOString() ?? '' }),
    );
    expect(outside.status).toBe(422);
  });

  it('is cancelled by the team: the buyer told in the team’s words, the salesperson told, audited', async () => {
    const { advisor, operation, visit } = await bookedVisit('Elena Cancela');
    const admin = await bed.signIn({ role: 'admin' });
    const answer = await bed.app.request(visitPath(visit.id), staffPost(admin, { intent: 'cancel' }));
    expect(answer.status).toBe(200);
    expect(await html(answer)).toContain('Cancelamos la visita y le avisamos al comprador.');
    expect((await stateOf(visit.id))?.state).toBe('cancelled');
    const [mail] = await mailsTo(operation.email, RESERVATION_VISIT_MAIL_KINDS.cancelled);
    expect(mail?.textBody).toContain('Nuestro equipo canceló tu visita');
    expect(mail?.textBody).not.toContain('como pediste');
    const [told] = await mailsTo(advisor.email, RESERVATION_VISIT_MAIL_KINDS.advisorCancelled);
    expect(calendarEventOf(told?.attachments?.[0]?.content ?? '').properties.STATUS?.value).toBe('CANCELLED');
    expect((await bed.auditOf({ action: 'reservation_visit.cancel', id: operation.code }))[0]?.after).toEqual(
      {
        state: 'cancelled',
      },
    );
    // Gone from the agenda, the buyer may book another; cancelled again: refused.
    const again = await bed.app.request(visitPath(visit.id), staffPost(admin, { intent: 'cancel' }));
    expect(again.status).toBe(409);
    expect(await html(again)).toContain('La visita ya está «Cancelada».');
    expect((await liveService().view(operation.code))?.booked).toBeNull();
  });

  it('is marked «vino» or «no vino» only from its time on, each audited', async () => {
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const post = (id: number, intent: string) =>
      bed.app.request(visitPath(id), staffPost(seller, { intent }));

    const ahead = await bookedVisit('Franco Temprano');
    const early = await post(ahead.visit.id, 'came');
    expect(early.status).toBe(409);
    expect(await html(early)).toContain('Todavía no llegó la hora de esta visita.');
    expect((await stateOf(ahead.visit.id))?.state).toBe('booked');
    expect(await bed.auditOf({ type: 'operation', id: ahead.operation.code })).toEqual([]);

    /** A visit written straight to the database, two hours ago (a time the rules would not offer now). */
    async function pastVisit() {
      const advisor = await salesperson('Gabriela Pasada');
      const operation = await createOperationRow(bed.db, {
        status: 'reserved',
        reservedAt: new Date(Date.now() - 5 * 3_600_000),
        advisorAccountId: advisor.id,
        email: uniqueEmail(),
      });
      const startsAt = new Date(Date.now() - 2 * 3_600_000);
      const [row] = await bed.db
        .insert(reservationVisits)
        .values({
          operationId: operation.id,
          locationId: branchId,
          advisorAccountId: advisor.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        })
        .returning();
      if (!row) throw new Error('visit not written');
      return { operation, visit: row };
    }

    const came = await pastVisit();
    const page = await html(
      await bed.app.request(visitPath(came.visit.id), { headers: { cookie: seller.cookie } }),
    );
    expect(page).toContain('>Vino<');
    const answer = await post(came.visit.id, 'came');
    expect(answer.status).toBe(200);
    expect(await html(answer)).toContain('Registramos que el comprador vino a la visita.');
    expect((await stateOf(came.visit.id))?.state).toBe('came');
    expect(
      (await bed.auditOf({ action: 'reservation_visit.came', id: came.operation.code }))[0],
    ).toMatchObject({
      subjectType: 'operation',
      before: { state: 'booked' },
      after: { state: 'came' },
    });
    // The reservation says so; the buyer, who came, is offered no other visit.
    const desk = await html(
      await bed.app.request(`/admin/reservas/${came.operation.code}`, { headers: { cookie: seller.cookie } }),
    );
    expect(desk).toContain('(Vino)');
    expect(await liveService().view(came.operation.code)).toBeNull();
    expect((await post(came.visit.id, 'no_show')).status).toBe(409);

    const missed = await pastVisit();
    expect((await post(missed.visit.id, 'no_show')).status).toBe(200);
    expect((await stateOf(missed.visit.id))?.state).toBe('no_show');
    expect(
      await bed.auditOf({ action: 'reservation_visit.no_show', id: missed.operation.code }),
    ).toHaveLength(1);
    // One who did not come may book another.
    const view = await liveService().view(missed.operation.code);
    expect(view?.booked).toBeNull();
    expect(view?.days.length).toBeGreaterThan(0);
  });
});

describe('the salesperson whose time a visit holds', () => {
  // A weekday a week ahead that no holiday takes, at 8 in the morning: the first slot is 9:00.
  const day = bookableDay(7);
  const at = (time: string) => mendozaInstant(day, time) ?? new Date(Number.NaN);
  const now = at('08:00');
  const service = () =>
    createReservationVisitService({
      db: bed.db,
      config: {
        PUBLIC_URL: 'https://concesionaria.example',
        RESERVATION_LINK_SECRET: 'secreto de prueba 2026',
      },
      logger: createLogger('silent'),
      now: () => now,
    });
  const reserved = (overrides: Parameters<typeof createOperationRow>[1] = {}) =>
    createOperationRow(bed.db, {
      status: 'reserved',
      reservedAt: new Date(now.getTime() - 3_600_000),
      name: 'Lucía',
      email: uniqueEmail(),
      ...overrides,
    });
  const advisorMailsAbout = (code: string) =>
    bed.db
      .select()
      .from(mailOutbox)
      .where(
        and(like(mailOutbox.kind, 'reservation-visit.advisor-%'), like(mailOutbox.subject, `%${code}%`)),
      );

  it('is e-mailed when the buyer books, moves and cancels it, once each, with nothing of the buyer', async () => {
    const advisor = await salesperson('Hernán Asesor');
    const operation = await reserved({ advisorAccountId: advisor.id });
    expect((await service().book(operation.code, at('10:00'))).ok).toBe(true);
    const [booked] = await mailsTo(advisor.email, RESERVATION_VISIT_MAIL_KINDS.advisorBooked);
    expect(booked?.subject).toContain(operation.code);
    expect(booked?.textBody).toContain('agendó su visita con vos');
    expect(booked?.textBody).toContain('https://concesionaria.example/admin/agenda/visitas/');
    expect(booked?.textBody).not.toContain('Lucía');
    expect(booked?.textBody).not.toContain(operation.email);
    expect(calendarEventOf(booked?.attachments?.[0]?.content ?? '').properties.DTSTART?.value).toBe(
      `${day.replaceAll('-', '')}T100000`,
    );

    expect((await service().move(operation.code, at('11:30'))).ok).toBe(true);
    const [moved] = await mailsTo(advisor.email, RESERVATION_VISIT_MAIL_KINDS.advisorMoved);
    expect(moved?.textBody).toContain('El comprador movió la visita');
    expect((await service().cancel(operation.code)).ok).toBe(true);
    const [cancelled] = await mailsTo(advisor.email, RESERVATION_VISIT_MAIL_KINDS.advisorCancelled);
    expect(cancelled?.textBody).toContain('El comprador canceló la visita');
    expect(await advisorMailsAbout(operation.code)).toHaveLength(3);
  });

  it('moved to a time they are not free, the visit goes to another, and both are told', async () => {
    const ana = await salesperson('Ana Primera', [4]);
    const bruno = await salesperson('Bruno Segundo', [4]);
    // Ana is busier: the visit of a reservation without asesor goes to Bruno.
    expect(
      (await service().book((await reserved({ brandId: 4, advisorAccountId: ana.id })).code, at('16:00'))).ok,
    ).toBe(true);
    const unowned = await reserved({ brandId: 4 });
    expect((await service().book(unowned.code, at('10:00'))).ok).toBe(true);
    expect((await service().view(unowned.code))?.booked?.advisorName).toBe('Bruno Segundo');
    // Bruno is taken at 11:00 by his own reservation: moved there, the visit goes to Ana.
    expect(
      (await service().book((await reserved({ brandId: 4, advisorAccountId: bruno.id })).code, at('11:00')))
        .ok,
    ).toBe(true);
    expect((await service().move(unowned.code, at('11:00'))).ok).toBe(true);
    expect((await service().view(unowned.code))?.booked?.advisorName).toBe('Ana Primera');
    const toAna = (await mailsTo(ana.email, RESERVATION_VISIT_MAIL_KINDS.advisorBooked)).find((mail) =>
      mail.subject.includes(unowned.code),
    );
    expect(toAna?.textBody).toContain('y quedó con vos');
    const [toBruno] = (await mailsTo(bruno.email, RESERVATION_VISIT_MAIL_KINDS.advisorCancelled)).filter(
      (mail) => mail.subject.includes(unowned.code),
    );
    expect(toBruno?.textBody).toContain('con Ana Primera');
    expect(calendarEventOf(toBruno?.attachments?.[0]?.content ?? '').properties.STATUS?.value).toBe(
      'CANCELLED',
    );
  });

  it('without a person to hold, e-mails nobody', async () => {
    // A brand without salespeople: the visit holds nobody's time.
    const operation = await reserved({ brandId: 5 });
    expect((await service().book(operation.code, at('12:00'))).ok).toBe(true);
    expect((await service().move(operation.code, at('12:30'))).ok).toBe(true);
    expect((await service().cancel(operation.code)).ok).toBe(true);
    expect(await advisorMailsAbout(operation.code)).toEqual([]);
  });

  it('is not e-mailed about a change they made themselves', async () => {
    const advisor = await salesperson('Iván Propio');
    const operation = await reserved({ advisorAccountId: advisor.id });
    expect((await service().book(operation.code, at('09:30'))).ok).toBe(true);
    const [visit] = await bed.db
      .select()
      .from(reservationVisits)
      .where(eq(reservationVisits.operationId, operation.id));
    const actor = { member: advisor, ipAddress: null };
    expect(
      await service().move(operation.code, at('12:00'), { by: 'staff', actor, visitId: visit?.id ?? 0 }),
    ).toEqual({ ok: true, message: 'Movimos la visita y le enviamos el nuevo horario al comprador.' });
    expect(await mailsTo(advisor.email, RESERVATION_VISIT_MAIL_KINDS.advisorMoved)).toEqual([]);
    // The page's visit changed meanwhile: a stale page changes nothing.
    expect(
      await service().cancel(operation.code, { by: 'staff', actor, visitId: (visit?.id ?? 0) + 1_000 }),
    ).toMatchObject({ ok: false, status: 409 });
  });
});
