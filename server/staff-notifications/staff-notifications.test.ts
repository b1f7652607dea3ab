/**
 * The staff's notices (docs/product.md §6 "Avisos al personal", docs/decisions/0067 and 0068): who hears of a new lead
 * or reservation, of a cancellation, a delivery and an assignment, the general address as the fallback, the daily
 * summary, and the panel's counts of what is new.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffActor, StaffMember } from '#domain/back-office/staff';
import { bookableDay } from '../../tests/support/bookable-day';
import { createStaffMember } from '../../tests/support/staff-sessions';
import type { Database, DatabaseHandle } from '../db/client';
import { auditLog, contactMessages, contactMethods, mailOutbox, staffAccounts } from '../db/schema';
import { fulfilmentTestBed } from '../dealership/fulfilment.fixtures';
import { createLocation } from '../dealership/reservations-desk.fixtures';
import { leadsInboxSource } from '../leads';
import { leadsTestApp } from '../leads/leads.fixtures';
import { PAYMENT_MAIL_KINDS } from '../payments/payment-mails';
import {
  CANCELLATION_PATH,
  operationRow,
  type PaymentApp,
  paidOperation,
  postJson,
} from '../payments/payments.fixtures';
import { configuredFileStorage } from '../storage';
import { pendingNotices, STAFF_NOTICE_MAIL_KINDS, sendDailySummaries, staffNoticesSource } from '.';

const GENERAL = 'ventas@territorio.test';
const PUBLIC_URL = 'http://localhost:3000';

let handle: DatabaseHandle;
let db: Database;
let payments: PaymentApp;
let fulfilment: Awaited<ReturnType<typeof fulfilmentTestBed>>['fulfilment'];
let leads: ReturnType<typeof leadsTestApp>;
let dataDir: string;
let branch: { id: number; name: string };

beforeAll(async () => {
  const bed = await fulfilmentTestBed();
  ({ handle, db, fulfilment } = bed);
  payments = bed.app;
  await db.insert(contactMethods).values([{ brandId: 5, department: 'sales', email: GENERAL }]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-notices-'));
  leads = leadsTestApp(db, dataDir);
  branch = await createLocation(db, 'Godoy Cruz');
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  // Each test makes the team it needs.
  await db.update(staffAccounts).set({ active: false });
});

const mails = () => db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const noticesTo = async (email: string) =>
  (await mails()).filter((mail) => mail.toAddress === email && mail.kind.startsWith('staff-notice.'));

const sales = (name: string, brandIds: number[], extra: { active?: boolean } = {}) =>
  createStaffMember(db, { role: 'sales', name, brandIds, password: null, ...extra });

const actorOf = (member: StaffMember): StaffActor => ({ member, ipAddress: '203.0.113.9' });

/** A contact message from the site about a brand (the form names it in its subject), as a buyer sends it. */
async function contactAbout(subject: string) {
  const answer = await leads.request('/api/v2/territorio/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Juana',
      lastname: 'Pérez',
      telephone: '0261 555-1234',
      email: 'juana.perez@example.com',
      subject,
      message: 'Quiero saber el precio de contado.',
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

describe('a new lead', () => {
  it("e-mails the brand's sales team, not another brand's, not an inactive account, and not the general address", async () => {
    const vw = await sales('Vera Ventas', [1]);
    const chevrolet = await sales('Carla Chevrolet', [2]);
    const gone = await sales('Ida Inactiva', [1], { active: false });
    const id = await contactAbout('Volkswagen');

    const [notice, ...more] = await noticesTo(vw.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: STAFF_NOTICE_MAIL_KINDS.leadNew, replyTo: null });
    expect(notice?.subject).toBe(`Nueva consulta n.º ${id}: Volkswagen`);
    expect(notice?.textBody).toContain(`${PUBLIC_URL}/admin/consultas/contacto/${id}`);
    // What staff need to act, and nothing of the buyer's: the panel shows that behind a sign-in.
    for (const personal of ['Juana', 'Pérez', '555-1234', 'juana.perez@example.com', 'precio de contado'])
      expect(`${notice?.subject} ${notice?.textBody} ${notice?.htmlBody}`).not.toContain(personal);

    expect(await noticesTo(chevrolet.email)).toEqual([]);
    expect(await noticesTo(gone.email)).toEqual([]);
    expect((await mails()).filter((mail) => mail.toAddress === GENERAL)).toEqual([]);
  });

  it('goes to the general address, as before, when it has no brand or its brand has nobody', async () => {
    await sales('Vera Ventas', [1]);
    await sales('Ida Inactiva', [4], { active: false });
    const general = await contactAbout('Consulta general');
    const nissan = await contactAbout('Nissan');
    const [brand] = await db
      .select({ brandId: contactMessages.brandId })
      .from(contactMessages)
      .where(eq(contactMessages.id, nissan));
    expect(brand?.brandId).toBe(4);

    const toGeneral = (await mails()).filter((mail) => mail.toAddress === GENERAL);
    expect(toGeneral.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['contact.department', `Consulta web n.º ${general}: Consulta general`],
      ['contact.department', `Consulta web n.º ${nissan}: Nissan`],
    ]);
    expect((await mails()).filter((mail) => mail.kind.startsWith('staff-notice.'))).toEqual([]);
  });
});

describe('the daily summary', () => {
  it('keeps the notices of a person who chose it, and sends them once, in one e-mail, at 8:00', async () => {
    const daily = await sales('Diana Diaria', [1]);
    const idle = await sales('Ignacio Sin Avisos', [6]);
    const notices = staffNoticesSource({ db });
    for (const member of [daily, idle])
      expect(await notices.setNoticeMode(actorOf(member), { notice_mode: 'daily' })).toMatchObject({
        ok: true,
      });
    expect(await notices.noticeMode(daily)).toBe('daily');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.notice_mode'), eq(auditLog.accountId, daily.id)));
    expect(audit).toMatchObject({ before: { noticeMode: 'each' }, after: { noticeMode: 'daily' } });

    const first = await contactAbout('Volkswagen');
    const second = await contactAbout('Volkswagen');
    // Nothing is sent now: the notices wait for the summary.
    expect(await noticesTo(daily.email)).toEqual([]);
    expect(await pendingNotices(db, daily.id)).toHaveLength(2);

    // Before the next 8:00 in Mendoza nothing is due.
    const before = await sendDailySummaries(db, PUBLIC_URL, new Date(Date.now() - 60_000));
    expect(before).toBe(0);

    // Tomorrow at 9:00 in Mendoza, two job runners at once (two processes after a takeover, say): one summary.
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    const runs = await Promise.all([
      sendDailySummaries(db, PUBLIC_URL, tomorrow),
      sendDailySummaries(db, PUBLIC_URL, tomorrow),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await sendDailySummaries(db, PUBLIC_URL, tomorrow)).toBe(0);

    const summaries = (await mails()).filter((mail) => mail.kind === STAFF_NOTICE_MAIL_KINDS.dailySummary);
    expect(summaries.map((mail) => mail.toAddress)).toEqual([daily.email]);
    expect(summaries[0]?.subject).toMatch(/^Tu resumen del .+: 2 avisos$/);
    expect(summaries[0]?.textBody).toContain(`${PUBLIC_URL}/admin/consultas/contacto/${first}`);
    expect(summaries[0]?.textBody).toContain(`${PUBLIC_URL}/admin/consultas/contacto/${second}`);
    expect(await pendingNotices(db, daily.id)).toEqual([]);
    // A summary with nothing in it is not sent.
    expect(summaries.some((mail) => mail.toAddress === idle.email)).toBe(false);
  });

  it('is refused an unknown choice, and sends nothing to an account deactivated since', async () => {
    const daily = await sales('Dora Diaria', [1]);
    const notices = staffNoticesSource({ db });
    expect(await notices.setNoticeMode(actorOf(daily), { notice_mode: 'semanal' })).toEqual({
      ok: false,
      status: 400,
      message: 'Elegí cómo querés recibir los avisos.',
      fieldErrors: { notice_mode: 'Elegí cómo querés recibir los avisos.' },
    });
    await notices.setNoticeMode(actorOf(daily), { notice_mode: 'daily' });
    await contactAbout('Volkswagen');
    await db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, daily.id));
    await sendDailySummaries(db, PUBLIC_URL, new Date(Date.now() + 36 * 60 * 60 * 1000));
    expect((await mails()).filter((mail) => mail.toAddress === daily.email)).toEqual([]);
  });
});

/** Tomorrow (in Mendoza) at 10:30. */
function tomorrowDelivery() {
  return { date: bookableDay(1), time: '10:30', location_id: branch.id };
}

describe('reservations', () => {
  it("tell the brand's team of a new one, its delivery and its cancellation, but not the person who made the change", async () => {
    const vera = await sales('Vera Ventas', [1]);
    const lucia = await sales('Lucía Gómez', [1]);
    const other = await sales('Carla Chevrolet', [2]);
    const { operation } = await paidOperation(payments, db, 'APRO');
    const row = await operationRow(db, operation.code);

    for (const person of [vera, lucia]) {
      const [notice] = await noticesTo(person.email);
      expect(notice).toMatchObject({ kind: STAFF_NOTICE_MAIL_KINDS.reservationNew });
      expect(notice?.textBody).toMatch(
        new RegExp(`Abrir en el panel: https?://[^/]+/admin/reservas/${operation.code}`),
      );
      expect(notice?.textBody).not.toContain(row.email);
    }
    expect(await noticesTo(other.email)).toEqual([]);
    expect((await mails()).filter((mail) => mail.toAddress === GENERAL)).toEqual([]);

    await db.delete(mailOutbox);
    expect((await fulfilment.scheduleDelivery(actorOf(lucia), operation.code, tomorrowDelivery())).ok).toBe(
      true,
    );
    expect(
      (await fulfilment.markDelivered(actorOf(lucia), operation.code, { antes_de_la_cita: 'si' })).ok,
    ).toBe(true);
    expect((await noticesTo(vera.email)).map((mail) => [mail.kind, mail.subject])).toEqual([
      [STAFF_NOTICE_MAIL_KINDS.reservationDelivered, `Unidad entregada: ${row.model} (${operation.code})`],
    ]);
    expect(await noticesTo(lucia.email)).toEqual([]);

    // Cancelled by the buyer, then by staff.
    await db.delete(mailOutbox);
    const byBuyer = await paidOperation(payments, db, 'APRO');
    await db.delete(mailOutbox);
    const cancelled = await postJson(payments, CANCELLATION_PATH, {
      code: byBuyer.operation.code,
      email: (await operationRow(db, byBuyer.operation.code)).email,
    });
    expect(cancelled.status).toBe(200);
    for (const person of [vera, lucia])
      expect((await noticesTo(person.email)).map((mail) => mail.kind)).toEqual([
        STAFF_NOTICE_MAIL_KINDS.reservationCancelled,
      ]);

    const byStaff = await paidOperation(payments, db, 'APRO');
    await db.delete(mailOutbox);
    expect(
      (
        await fulfilment.cancel(
          actorOf(lucia),
          byStaff.operation.code,
          { reason: 'El cliente se arrepintió.' },
          { outsideWindowAllowed: false },
        )
      ).ok,
    ).toBe(true);
    const [told] = await noticesTo(vera.email);
    expect(told?.kind).toBe(STAFF_NOTICE_MAIL_KINDS.reservationCancelled);
    expect(told?.textBody).toContain('Lucía Gómez canceló la reserva');
    expect(await noticesTo(lucia.email)).toEqual([]);
  });

  it('e-mail the person a reservation is given to, unless they took it themselves or had it already', async () => {
    const vera = await sales('Vera Ventas', [1]);
    const lucia = await sales('Lucía Gómez', [1]);
    const { operation } = await paidOperation(payments, db, 'APRO');
    const row = await operationRow(db, operation.code);
    await db.delete(mailOutbox);

    expect((await fulfilment.assignAdvisor(actorOf(vera), operation.code, { account_id: lucia.id })).ok).toBe(
      true,
    );
    const [notice, ...more] = await noticesTo(lucia.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: STAFF_NOTICE_MAIL_KINDS.assigned,
      subject: `Te asignaron la reserva ${operation.code}`,
      operationId: row.id,
    });
    expect(notice?.textBody).toContain(`Vera Ventas te asignó la reserva de ${row.model}`);
    expect(notice?.textBody).toMatch(
      new RegExp(`Abrir en el panel: https?://[^/]+/admin/reservas/${operation.code}`),
    );
    expect(`${notice?.subject} ${notice?.textBody} ${notice?.htmlBody}`).not.toContain(row.email);
    expect(await noticesTo(vera.email)).toEqual([]);

    // The same person again changes nothing; a person who takes it is not told of their own doing.
    await db.delete(mailOutbox);
    expect(
      await fulfilment.assignAdvisor(actorOf(vera), operation.code, { account_id: lucia.id }),
    ).toMatchObject({ ok: true, unchanged: true });
    expect((await fulfilment.assignAdvisor(actorOf(vera), operation.code, { account_id: vera.id })).ok).toBe(
      true,
    );
    expect(await noticesTo(lucia.email)).toEqual([]);
    expect(await noticesTo(vera.email)).toEqual([]);

    // Given back to a person who chose the daily summary: it waits for the summary.
    await staffNoticesSource({ db }).setNoticeMode(actorOf(lucia), { notice_mode: 'daily' });
    expect((await fulfilment.assignAdvisor(actorOf(vera), operation.code, { account_id: lucia.id })).ok).toBe(
      true,
    );
    expect(await noticesTo(lucia.email)).toEqual([]);
    expect((await pendingNotices(db, lucia.id)).map((kept) => [kept.kind, kept.title])).toEqual([
      [STAFF_NOTICE_MAIL_KINDS.assigned, `Te asignaron la reserva ${operation.code}`],
    ]);
  });

  it('go to the general address when the brand has nobody, as before', async () => {
    const { operation } = await paidOperation(payments, db, 'APRO', 2);
    const toGeneral = (await mails()).filter((mail) => mail.toAddress === GENERAL);
    expect(toGeneral.map((mail) => [mail.kind, mail.operationId])).toEqual([
      [PAYMENT_MAIL_KINDS.salesNotice, (await operationRow(db, operation.code)).id],
    ]);
  });
});

describe('assigning a lead', () => {
  it('e-mails the person it was given to, unless they took it themselves', async () => {
    const vera = await sales('Vera Ventas', [1]);
    const lucia = await sales('Lucía Gómez', [1]);
    const inbox = leadsInboxSource({
      db,
      storage: configuredFileStorage({ DATA_DIR: dataDir } as Parameters<typeof configuredFileStorage>[0]),
      publicUrl: PUBLIC_URL,
    });
    const id = await contactAbout('Volkswagen');
    await db.delete(mailOutbox);

    expect(
      await inbox.assign(actorOf(vera), { kind: 'contact', id }, { account_id: String(lucia.id) }),
    ).toMatchObject({
      ok: true,
    });
    const [notice, ...more] = await noticesTo(lucia.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: STAFF_NOTICE_MAIL_KINDS.assigned,
      subject: `Te asignaron la consulta n.º ${id}`,
    });
    expect(notice?.textBody).toContain('Vera Ventas te asignó la consulta');
    expect(notice?.textBody).toContain(`${PUBLIC_URL}/admin/consultas/contacto/${id}`);

    await db.delete(mailOutbox);
    await inbox.assign(actorOf(vera), { kind: 'contact', id }, { account_id: String(vera.id) });
    expect(await mails()).toEqual([]);
  });
});

describe("the panel's counts", () => {
  it('count what arrived since the person last opened each list, within their brands, and reset on opening it', async () => {
    const vera = await sales('Vera Ventas', [1]);
    const carla = await sales('Carla Chevrolet', [2]);
    const content = await createStaffMember(db, { role: 'content', password: null });
    const notices = staffNoticesSource({ db });
    await notices.newCounts(vera, '/admin/consultas');
    await notices.newCounts(vera, '/admin/reservas');
    await notices.newCounts(carla, '/admin/consultas');

    await contactAbout('Volkswagen');
    await contactAbout('Volkswagen');
    await contactAbout('Consulta general');
    await paidOperation(payments, db, 'APRO');

    expect(await notices.newCounts(vera, '/admin')).toEqual({ leads: 2, reservations: 1 });
    expect((await notices.newCounts(carla, '/admin')).leads).toBe(0);
    expect(await notices.newCounts(content, '/admin/consultas')).toEqual({});
    // Opening a record's page is not opening the list.
    expect(await notices.newCounts(vera, '/admin/consultas/contacto/1')).toEqual({
      leads: 2,
      reservations: 1,
    });
    expect(await notices.newCounts(vera, '/admin/consultas')).toEqual({ leads: 0, reservations: 1 });
    expect(await notices.newCounts(vera, '/admin/reservas')).toEqual({ leads: 0, reservations: 0 });
  });
});
