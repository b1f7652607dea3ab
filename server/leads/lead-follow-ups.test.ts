/**
 * A lead's follow-up (docs/decisions/0070): set on Mendoza's clock, audited, and reminded to its owner once, as the
 * owner takes their notices (each by e-mail, or in the daily summary: docs/decisions/0067).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, leadFollowUps, mailOutbox } from '../db/schema';
import {
  pendingNotices,
  STAFF_NOTICE_MAIL_KINDS,
  sendDailySummaries,
  staffNoticesSource,
} from '../staff-notifications';
import { sendFollowUpReminders } from './lead-follow-ups';
import { insertPriceRequest, seedLeadBrands } from './leads.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/consultas') });

beforeAll(async () => {
  await seedLeadBrands(bed.db);
});

const newLead = (assignedAccountId: number | null = null) =>
  insertPriceRequest(bed.db, { name: 'Ana', lastname: 'Paz', email: 'ana@example.com', assignedAccountId });

const reminders = () =>
  bed.db.select().from(mailOutbox).where(eq(mailOutbox.kind, STAFF_NOTICE_MAIL_KINDS.followUp));

describe('a lead’s follow-up', () => {
  it('is set on Mendoza’s clock, audited, and reminded to the lead’s owner once, at its time', async () => {
    const owner = await createStaffMember(bed.db, { role: 'sales', brandIds: [1], name: 'Oscar Dueño' });
    const id = await newLead(owner.id);
    const admin = await bed.signIn({ role: 'admin' });
    const answer = await bed.app.request(
      `/admin/consultas/precio/${id}`,
      staffPost(admin, { intent: 'follow_up', follow_up_date: '2030-03-02', follow_up_time: '10:30' }),
    );
    expect(answer.status).toBe(200);
    const [row] = await bed.db.select().from(leadFollowUps).where(eq(leadFollowUps.leadId, id));
    expect(row?.dueAt.toISOString()).toBe('2030-03-02T13:30:00.000Z');
    const [entry] = await bed.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.follow_up'), eq(auditLog.subjectId, `price_request:${id}`)));
    expect(entry?.after).toEqual({ followUpAt: '2030-03-02T13:30:00.000Z' });

    const before = (await reminders()).length;
    expect(await sendFollowUpReminders(bed.db, 'https://sitio.test', new Date('2030-03-02T13:29:00Z'))).toBe(
      0,
    );
    const due = new Date('2030-03-02T13:30:00Z');
    // Two processes looking at once: the row is claimed by one of them only.
    const sent = await Promise.all([
      sendFollowUpReminders(bed.db, 'https://sitio.test', due),
      sendFollowUpReminders(bed.db, 'https://sitio.test', due),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await sendFollowUpReminders(bed.db, 'https://sitio.test', new Date('2030-03-03T00:00:00Z'))).toBe(
      0,
    );
    const mails = (await reminders()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(owner.email);
    expect(mails[0]?.subject).toBe(`Seguimiento: Pedido de precio n.º ${id}`);
    expect(mails[0]?.textBody).toContain(`https://sitio.test/admin/consultas/precio/${id}`);
    expect(mails[0]?.textBody).not.toContain('ana@example.com');
  });

  it('waits for the daily summary of an owner who chose one, as every notice does, whoever set it', async () => {
    const owner = await createStaffMember(bed.db, { role: 'sales', brandIds: [1], name: 'Diana Diaria' });
    const setter = await createStaffMember(bed.db, { role: 'admin', name: 'Dora Diaria' });
    const notices = staffNoticesSource({ db: bed.db });
    for (const person of [owner, setter])
      expect(
        await notices.setNoticeMode({ member: person, ipAddress: null }, { notice_mode: 'daily' }),
      ).toMatchObject({ ok: true });
    const assigned = await newLead(owner.id);
    const unassigned = await newLead();
    const admin = await signedIn(bed.db, setter);
    for (const id of [assigned, unassigned]) {
      const answer = await bed.app.request(
        `/admin/consultas/precio/${id}`,
        staffPost(admin, { intent: 'follow_up', follow_up_date: '2032-05-04', follow_up_time: '11:00' }),
      );
      expect(answer.status).toBe(200);
    }

    const before = (await reminders()).length;
    expect(await sendFollowUpReminders(bed.db, 'https://sitio.test', new Date('2032-05-04T14:00:00Z'))).toBe(
      2,
    );
    // No e-mail now: each owner's reminder waits in their summary.
    expect((await reminders()).slice(before)).toEqual([]);
    expect(
      (await pendingNotices(bed.db, owner.id)).map((kept) => [kept.kind, kept.title, kept.path]),
    ).toEqual([
      [
        STAFF_NOTICE_MAIL_KINDS.followUp,
        `Seguimiento: Pedido de precio n.º ${assigned}`,
        `/admin/consultas/precio/${assigned}`,
      ],
    ]);
    expect((await pendingNotices(bed.db, setter.id)).map((kept) => kept.title)).toEqual([
      `Seguimiento: Pedido de precio n.º ${unassigned}`,
    ]);

    // The next morning's summary names it.
    await sendDailySummaries(bed.db, 'https://sitio.test', new Date('2032-05-05T12:00:00Z'));
    const [summary] = await bed.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, STAFF_NOTICE_MAIL_KINDS.dailySummary), eq(mailOutbox.toAddress, owner.email)),
      );
    expect(summary?.textBody).toContain(
      `Quedó programado para el 04/05/2032 11:00 (hora de Mendoza) retomar esta consulta: Pedido de precio n.º ${assigned}.`,
    );
    expect(summary?.textBody).toContain(`https://sitio.test/admin/consultas/precio/${assigned}`);
  });

  it('goes to whoever set it when nobody is assigned, and a new time is reminded again', async () => {
    const id = await newLead();
    const setter = await createStaffMember(bed.db, { role: 'admin', name: 'Quien Programa' });
    const admin = await signedIn(bed.db, setter);
    const set = (date: string) =>
      bed.app.request(
        `/admin/consultas/precio/${id}`,
        staffPost(admin, { intent: 'follow_up', follow_up_date: date }),
      );
    await set('2031-01-10');
    const before = (await reminders()).length;
    expect(await sendFollowUpReminders(bed.db, 'https://sitio.test', new Date('2031-01-10T12:00:00Z'))).toBe(
      1,
    );
    await set('2031-01-11');
    expect(await sendFollowUpReminders(bed.db, 'https://sitio.test', new Date('2031-01-11T12:00:00Z'))).toBe(
      1,
    );
    const mails = (await reminders()).slice(before);
    expect(mails.map((mail) => mail.toAddress)).toEqual([setter.email, setter.email]);
  });

  it('refuses a day that is not one, and a person of another brand, changing nothing', async () => {
    const id = await newLead();
    const admin = await bed.signIn({ role: 'admin' });
    const bad = await bed.app.request(
      `/admin/consultas/precio/${id}`,
      staffPost(admin, { intent: 'follow_up', follow_up_date: '2030-02-31' }),
    );
    expect(bad.status).toBe(400);
    const other = await bed.signIn({ role: 'sales', brandIds: [2] });
    const refused = await bed.app.request(
      `/admin/consultas/precio/${id}`,
      staffPost(other, { intent: 'follow_up', follow_up_date: '2030-02-01' }),
    );
    expect(refused.status).toBe(403);
    expect(await bed.db.select().from(leadFollowUps).where(eq(leadFollowUps.leadId, id))).toEqual([]);
  });
});
