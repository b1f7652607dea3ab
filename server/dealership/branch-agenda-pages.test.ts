/**
 * The branch calendar (docs/product.md §6 "The branch calendar", docs/decisions/0071 and 0072): deliveries are booked
 * only when the branch opens, /admin/agenda shows a member only their brands' appointments, a delivery before its
 * appointment needs its own confirmation, and only an administrator undoes "documentación recibida" or "entregada",
 * within a day, with the buyer told.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayAndMonth,
  NO_HOURS_REASON,
  SUNDAY_REASON,
  weekdayOf,
} from '#domain/back-office/branch-agenda';
import { localDate } from '#domain/shared/mendoza-time';
import { bookableDay } from '../../tests/support/bookable-day';
import { adminPagesTestBed } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet, staffPost } from '../../tests/support/staff-sessions';
import { locations, mailOutbox, operations, stockUnits } from '../db/schema';
import { FULFILMENT_MAIL_KINDS } from './fulfilment-mails';
import { nationalHoliday } from './holidays';
import { createLocation, createOperationRow } from './reservations-desk.fixtures';

const pages = adminPagesTestBed({
  keep: (path) => path.startsWith('/admin/agenda') || path.startsWith('/admin/reservas'),
  brands: true,
});

const HOURS = [
  { from: '09:00', to: '13:00' },
  { from: '16:00', to: '20:00' },
];

/** A branch open Monday to Friday 9 to 13 and 16 to 20, Saturday 9 to 13. */
async function branchWithHours() {
  const branch = await createLocation(pages.db);
  await pages.db
    .update(locations)
    .set({ weeklyHours: [[], HOURS, HOURS, HOURS, HOURS, HOURS, [{ from: '09:00', to: '13:00' }]] })
    .where(eq(locations.id, branch.id));
  return branch;
}

const reserved = (overrides: Parameters<typeof createOperationRow>[1] = {}) =>
  createOperationRow(pages.db, {
    brandId: 1,
    status: 'reserved',
    reservedAt: new Date(),
    email: 'juana.perez@example.com',
    name: 'Juana',
    ...overrides,
  });

async function rowOf(code: string) {
  const [row] = await pages.db.select().from(operations).where(eq(operations.code, code));
  if (!row) throw new Error(`no operation ${code}`);
  return row;
}

const schedule = (
  browser: Awaited<ReturnType<typeof pages.signIn>>,
  code: string,
  fields: Record<string, string>,
) =>
  pages.app.request(
    `/admin/reservas/${code}`,
    staffPost(browser, { intent: 'schedule_delivery', confirmado: 'si', ...fields }),
  );

/** The next day on or after `from` with the weekday (0 Sunday … 6 Saturday) that is not a holiday. */
function nextWeekday(weekday: number, from = bookableDay(2)) {
  let day = from;
  while (weekdayOf(day) !== weekday || nationalHoliday(day)) day = addDays(day, 1);
  return day;
}

describe('booking a delivery on the branch calendar', () => {
  it('knows Argentina’s national holidays, in Spanish, and not the optional days', () => {
    expect(nationalHoliday('2026-07-09')).toBe('Día de la Independencia');
    expect(nationalHoliday('2026-12-25')).toBe('Navidad');
    expect(nationalHoliday('2026-07-10')).toBeNull();
  });

  it('refuses a Sunday, a holiday and a time outside the hours with the reason, and books within them', async () => {
    const branch = await branchWithHours();
    const operation = await reserved();
    const browser = await pages.signIn({ role: 'sales', brandIds: [1] });

    const sunday = await schedule(browser, operation.code, {
      date: nextWeekday(0),
      time: '10:00',
      location_id: String(branch.id),
    });
    expect(sunday.status).toBe(422);
    expect(await sunday.text()).toContain(SUNDAY_REASON);

    const monday = nextWeekday(1);
    const late = await schedule(browser, operation.code, {
      date: monday,
      time: '14:00',
      location_id: String(branch.id),
    });
    expect(late.status).toBe(422);
    expect(await late.text()).toContain('La sucursal atiende de 9 a 13 y de 16 a 20.');

    // The next national holiday within the booking window.
    let holiday = addDays(localDate(new Date()), 1);
    while (!nationalHoliday(holiday)) holiday = addDays(holiday, 1);
    const onHoliday = await schedule(browser, operation.code, {
      date: holiday,
      time: '10:00',
      location_id: String(branch.id),
    });
    expect(onHoliday.status).toBe(422);
    expect(await onHoliday.text()).toContain(
      `El ${dayAndMonth(holiday)} es feriado (${nationalHoliday(holiday)}).`,
    );
    expect((await rowOf(operation.code)).deliveryAt).toBeNull();

    // Asked at the confirmation step already, before anything is done.
    const asked = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, {
        intent: 'schedule_delivery',
        date: monday,
        time: '13:30',
        location_id: String(branch.id),
      }),
    );
    expect(asked.status).toBe(422);

    const booked = await schedule(browser, operation.code, {
      date: monday,
      time: '16:00',
      location_id: String(branch.id),
    });
    expect(booked.status).toBe(200);
    expect((await rowOf(operation.code)).fulfilment).toBe('delivery_scheduled');
  });

  it('refuses a Sunday even at a branch whose week says it opens on Sundays', async () => {
    const branch = await branchWithHours();
    await pages.db
      .update(locations)
      .set({ weeklyHours: [HOURS, HOURS, HOURS, HOURS, HOURS, HOURS, HOURS] })
      .where(eq(locations.id, branch.id));
    const operation = await reserved();
    const browser = await pages.signIn({ role: 'admin' });
    for (const time of ['09:00', '10:00', '16:30']) {
      const refused = await schedule(browser, operation.code, {
        date: nextWeekday(0),
        time,
        location_id: String(branch.id),
      });
      expect(refused.status, time).toBe(422);
      expect(await refused.text()).toContain(SUNDAY_REASON);
    }
    expect((await rowOf(operation.code)).deliveryAt).toBeNull();
    // The agenda shows the Sunday closed, and its hours leave Sunday out.
    const week = await (
      await pages.app.request(
        `/admin/agenda?sucursal=${branch.id}&semana=${nextWeekday(0)}`,
        staffGet(browser),
      )
    ).text();
    expect(week).toContain(SUNDAY_REASON);
    expect(week).not.toMatch(/domingo: de/i);
  });

  it('refuses every day at a branch without its hours loaded, saying to load them', async () => {
    const branch = await createLocation(pages.db);
    await pages.db.update(locations).set({ weeklyHours: [] }).where(eq(locations.id, branch.id));
    const operation = await reserved();
    const browser = await pages.signIn({ role: 'admin' });
    for (const weekday of [1, 3, 5, 6]) {
      const refused = await schedule(browser, operation.code, {
        date: nextWeekday(weekday),
        time: '10:00',
        location_id: String(branch.id),
      });
      expect(refused.status, String(weekday)).toBe(422);
      expect(await refused.text()).toContain(NO_HOURS_REASON);
    }
    expect((await rowOf(operation.code)).deliveryAt).toBeNull();
  });

  it('refuses a closure day of the branch', async () => {
    const branch = await branchWithHours();
    const day = nextWeekday(3);
    await pages.db
      .update(locations)
      .set({ closureDays: [{ date: day, reason: 'Inventario' }] })
      .where(eq(locations.id, branch.id));
    const operation = await reserved();
    const browser = await pages.signIn({ role: 'admin' });
    const refused = await schedule(browser, operation.code, {
      date: day,
      time: '10:00',
      location_id: String(branch.id),
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(`La sucursal cierra el ${dayAndMonth(day)} (Inventario).`);
  });
});

describe('the agenda', () => {
  it('shows a branch’s week with its appointments to their brand, and nothing of them to another brand', async () => {
    const branch = await branchWithHours();
    const day = nextWeekday(2);
    const at = new Date(`${day}T13:00:00.000Z`); // 10:00 in Mendoza
    const volkswagen = await reserved({
      fulfilment: 'delivery_scheduled',
      deliveryAt: at,
      deliveryLocationId: branch.id,
    });
    const path = `/admin/agenda?sucursal=${branch.id}&semana=${day}`;

    const theirs = await pages.app.request(
      path,
      staffGet(await pages.signIn({ role: 'sales', brandIds: [1] })),
    );
    expect(theirs.status).toBe(200);
    const page = await theirs.text();
    expect(page).toContain(volkswagen.code);
    expect(page).toContain('10:00');
    expect(page).toContain(SUNDAY_REASON);

    const chevrolet = await signedIn(
      pages.db,
      await createStaffMember(pages.db, { role: 'sales', brandIds: [2] }),
    );
    const other = await pages.app.request(path, staffGet(chevrolet));
    expect(other.status).toBe(200);
    const otherPage = await other.text();
    expect(otherPage).not.toContain(volkswagen.code);
    expect(otherPage).toContain('Sin turnos.');

    const content = await pages.app.request(path, staffGet(await pages.signIn({ role: 'content' })));
    expect(content.status).toBe(403);
    const anonymous = await pages.app.request(path);
    expect(anonymous.status).toBe(302);
    const bad = await pages.app.request('/admin/agenda?semana=mañana', staffGet(chevrolet));
    expect(bad.status).toBe(400);
  });
});

/** A delivered Volkswagen operation, `hoursAgo` hours ago, its unit sold. */
async function delivered(hoursAgo: number) {
  const when = new Date(Date.now() - hoursAgo * 3600 * 1000);
  const branch = await createLocation(pages.db);
  const operation = await reserved({
    fulfilment: 'delivered',
    deliveryAt: when,
    deliveryLocationId: branch.id,
    deliveredAt: when,
    documentsReceivedAt: new Date(when.getTime() - 3600 * 1000),
  });
  await pages.db
    .update(stockUnits)
    .set({ status: 'sold', holderOperationId: operation.id })
    .where(eq(stockUnits.id, operation.stockUnitId));
  return operation;
}

describe('delivering and undoing', () => {
  it('refuses a delivery before its appointment without the confirmation flag, and takes it with it', async () => {
    const branch = await createLocation(pages.db);
    const operation = await reserved({
      fulfilment: 'delivery_scheduled',
      deliveryAt: new Date(Date.now() + 3 * 24 * 3600 * 1000),
      deliveryLocationId: branch.id,
    });
    await pages.db
      .update(stockUnits)
      .set({ status: 'reserved', holderOperationId: operation.id })
      .where(eq(stockUnits.id, operation.stockUnitId));
    const browser = await pages.signIn({ role: 'sales', brandIds: [1] });
    const early = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'deliver', confirmado: 'si' }),
    );
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('confirmá que la unidad se entrega antes de la cita');
    expect((await rowOf(operation.code)).fulfilment).toBe('delivery_scheduled');

    // The confirmation step asks again, and carries the flag.
    const asked = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'deliver' }),
    );
    const question = await asked.text();
    expect(question).toContain('todavía no llegó esa hora');
    expect(question).toContain('name="antes_de_la_cita" value="si"');
    const confirmed = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'deliver', confirmado: 'si', antes_de_la_cita: 'si' }),
    );
    expect(confirmed.status).toBe(200);
    expect((await rowOf(operation.code)).fulfilment).toBe('delivered');
  });

  it('refuses an undo by anyone but an administrator, changing and auditing nothing', async () => {
    const operation = await delivered(1);
    const browser = await pages.signIn({ role: 'sales', brandIds: [1] });
    for (const intent of ['undo_delivery', 'undo_documents']) {
      const refused = await pages.app.request(
        `/admin/reservas/${operation.code}`,
        staffPost(browser, { intent, confirmado: 'si' }),
      );
      expect(refused.status, intent).toBe(403);
    }
    expect((await rowOf(operation.code)).fulfilment).toBe('delivered');
    expect(await pages.auditOf({ action: 'operation.undo_deliver', id: operation.code })).toEqual([]);
  });

  it('refuses an undo more than a day after the change', async () => {
    const operation = await delivered(25);
    const browser = await pages.signIn({ role: 'admin' });
    const refused = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'undo_delivery', confirmado: 'si' }),
    );
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Pasaron más de 24 horas desde el cambio');
    expect((await rowOf(operation.code)).fulfilment).toBe('delivered');
  });

  it('lets an administrator undo a delivery and then the documents, audited, with the buyer told each time', async () => {
    const operation = await delivered(2);
    const browser = await pages.signIn({ role: 'admin' });
    const undone = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'undo_delivery', confirmado: 'si' }),
    );
    expect(undone.status).toBe(200);
    const row = await rowOf(operation.code);
    expect(row).toMatchObject({ fulfilment: 'delivery_scheduled', deliveredAt: null });
    const [unit] = await pages.db.select().from(stockUnits).where(eq(stockUnits.id, operation.stockUnitId));
    expect(unit?.status).toBe('reserved');
    expect(await pages.auditOf({ action: 'operation.undo_deliver', id: operation.code })).toHaveLength(1);

    const documents = await pages.app.request(
      `/admin/reservas/${operation.code}`,
      staffPost(browser, { intent: 'undo_documents', confirmado: 'si' }),
    );
    expect(documents.status).toBe(200);
    expect((await rowOf(operation.code)).documentsReceivedAt).toBeNull();

    const mails = await pages.db.select().from(mailOutbox).where(eq(mailOutbox.operationId, operation.id));
    const told = mails.filter((mail) => mail.kind === FULFILMENT_MAIL_KINDS.stepUndone);
    expect(told).toHaveLength(2);
    expect(told[0]?.subject).toContain('Corregimos el estado de tu reserva');
  });
});
