import { and, asc, eq, sql } from 'drizzle-orm';
import type { LeadKind } from '#domain/back-office/leads-inbox';
import type { StaffNoticeMode } from '#domain/back-office/staff-notices';
import { findBrandById } from '#domain/catalogue/brands';
import { DEALERSHIP } from '#domain/content/dealership';
import { type Database, selectRows } from '../db/client';
import { operations, staffAccounts, staffNoticeDigest } from '../db/schema';
import { type OutgoingMail, queueMail } from '../mail';
import type { Logger } from '../platform/logger';
import { type StaffNotice, staffNoticeMail } from './notice-mails';
import { assignmentNotice, type LeadFacts, type ReservationFacts } from './notices';

/** A person a notice goes to, and how they take notices. */
export interface NoticeMember {
  id: number;
  email: string;
  name: string;
  noticeMode: StaffNoticeMode;
}

/**
 * Who a record's notice goes to (docs/product.md §6 "Avisos al personal"): the brand's team, the active `sales`
 * accounts that work the brand; the general address only when the record has no brand or its brand has nobody.
 */
export interface TeamPlan {
  members: NoticeMember[];
  /** The general address, when nobody of the team takes the notice; else null. */
  fallback: string | null;
}

const memberColumns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  name: staffAccounts.name,
  noticeMode: staffAccounts.noticeMode,
};

/** The brand's team: the active sales accounts whose brands include it. */
async function teamOf(db: Database, brandId: number): Promise<NoticeMember[]> {
  return db
    .select(memberColumns)
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.active, true),
        eq(staffAccounts.role, 'sales'),
        sql`${brandId}::smallint = any(${staffAccounts.brandIds})`,
      ),
    )
    .orderBy(asc(staffAccounts.id));
}

/**
 * Read before the record's transaction (an embedded database runs one statement at a time, the transaction's
 * included). `except` is the person who made the change, who needs no notice of it. A failed look-up must not cost the
 * buyer's request: the notice then goes to the general address, and failing that to the dealership's.
 */
export async function planTeamNotice(
  db: Database,
  options: {
    brandId: number | null;
    fallbackAddress: () => Promise<string>;
    except?: number | null;
    logger?: Logger;
  },
): Promise<TeamPlan> {
  const fallback = async () => {
    try {
      return await options.fallbackAddress();
    } catch (error) {
      options.logger?.warn({ err: { name: (error as Error).name } }, 'general address unavailable');
      return DEALERSHIP.email;
    }
  };
  let team: NoticeMember[] = [];
  try {
    if (options.brandId !== null) team = await teamOf(db, options.brandId);
  } catch (error) {
    options.logger?.warn(
      { err: { name: (error as Error).name } },
      'brand team unavailable; mailing the general address',
    );
  }
  if (team.length === 0) return { members: [], fallback: await fallback() };
  return { members: team.filter((member) => member.id !== options.except), fallback: null };
}

/**
 * One person's notice: an e-mail now, or a line of the next summary when they chose one (docs/decisions/0067). The
 * one place that reads the person's choice: every notice to a person of the back office goes through it.
 */
export async function deliverStaffNotice(
  db: Database,
  member: NoticeMember,
  notice: StaffNotice,
  publicUrl: string,
): Promise<void> {
  if (member.noticeMode === 'daily') {
    await db.insert(staffNoticeDigest).values({
      accountId: member.id,
      kind: notice.kind,
      title: notice.title,
      line: notice.line,
      path: notice.path,
    });
    return;
  }
  await queueMail(db, staffNoticeMail(member, notice, publicUrl));
}

/**
 * Queues the notice for the plan's people, in the record's own transaction (so a record and its notices are saved
 * together, and sent by the outbox like every e-mail). The general address gets `fallbackMail` when given (the
 * message it has always received), else the notice itself.
 */
export async function queueTeamNotice(
  db: Database,
  plan: TeamPlan,
  notice: StaffNotice,
  options: { publicUrl: string; fallbackMail?: (to: string) => OutgoingMail },
): Promise<void> {
  for (const member of plan.members) await deliverStaffNotice(db, member, notice, options.publicUrl);
  if (plan.fallback)
    await queueMail(
      db,
      options.fallbackMail?.(plan.fallback) ??
        staffNoticeMail({ email: plan.fallback, name: null }, notice, options.publicUrl),
    );
}

/** A record given to a person: a lead of the inbox, or a reservation (its operation's id). */
export type Assignment = (
  | { kind: 'lead'; leadKind: LeadKind; id: number }
  | { kind: 'reservation'; id: number }
) & {
  brandId: number | null;
  assigneeAccountId: number | null;
  byAccountId: number;
};

const LEAD_ABOUT: Readonly<Record<LeadKind, string>> = {
  contact: 'select subject as about from contact_messages where id = ',
  price_request: 'select vehicle as about from price_requests where id = ',
  job_application: "select coalesce(position, '') as about from job_applications where id = ",
  test_drive: 'select vehicle as about from test_drives where id = ',
};

async function assignedRecord(db: Database, assignment: Assignment) {
  const brandName = assignment.brandId === null ? null : (findBrandById(assignment.brandId)?.name ?? null);
  if (assignment.kind === 'lead') {
    const [row] = await selectRows<{ about: string }>(
      db,
      sql`${sql.raw(LEAD_ABOUT[assignment.leadKind])}${assignment.id}`,
    );
    if (!row) return null;
    const lead: LeadFacts = { kind: assignment.leadKind, id: assignment.id, about: row.about, brandName };
    return { type: 'lead' as const, lead };
  }
  const [row] = await db
    .select({ code: operations.code, model: operations.model, chassis: operations.chassis })
    .from(operations)
    .where(eq(operations.id, assignment.id))
    .limit(1);
  if (!row) return null;
  const operation: ReservationFacts = { ...row, operationId: assignment.id, brandName };
  return { type: 'reservation' as const, operation };
}

/**
 * Tells the person a record was given to (docs/product.md §6 "Avisos al personal"), unless they gave it to
 * themselves, nobody was given it, or their account is no longer active. Call it with the assignment's transaction.
 */
export async function notifyAssignment(
  db: Database,
  publicUrl: string,
  assignment: Assignment,
): Promise<void> {
  const { assigneeAccountId, byAccountId } = assignment;
  if (assigneeAccountId === null || assigneeAccountId === byAccountId) return;
  const people = await db
    .select({ ...memberColumns, active: staffAccounts.active })
    .from(staffAccounts)
    .where(sql`${staffAccounts.id} in (${assigneeAccountId}, ${byAccountId})`);
  const assignee = people.find((person) => person.id === assigneeAccountId);
  const by = people.find((person) => person.id === byAccountId);
  if (!assignee?.active) return;
  const record = await assignedRecord(db, assignment);
  if (!record) return;
  await deliverStaffNotice(
    db,
    assignee,
    assignmentNotice(record, by?.name ?? 'Alguien del equipo'),
    publicUrl,
  );
}
