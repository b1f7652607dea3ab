/** A lead's follow-up (docs/decisions/0070): set on Mendoza's clock, audited, and reminded to its owner once. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, leadFollowUps, mailOutbox } from '../db/schema';
import { sendFollowUpReminders } from './lead-follow-ups';
import { insertPriceRequest, seedLeadBrands } from './leads.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/consultas') });

beforeAll(async () => {
  await seedLeadBrands(bed.db);
});

const newLead = (assignedAccountId: number | null = null) =>
  insertPriceRequest(bed.db, { name: 'Ana', lastname: 'Paz', email: 'ana@example.com', assignedAccountId });

const reminders = () =>
  bed.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead.follow-up-reminder'));

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
