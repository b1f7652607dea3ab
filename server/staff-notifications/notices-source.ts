import { eq, type SQL, sql } from 'drizzle-orm';
import { type StaffMember, type StaffPermission, staffBrandScope, staffMay } from '#domain/back-office/staff';
import {
  type NewCounts,
  type SeenList,
  type StaffNoticesSource,
  seenListOf,
} from '#domain/back-office/staff-notices';
import { noticeModeSchema } from '#domain/back-office/staff-notices-schemas';
import { refusedFields } from '#domain/shared/field-errors';
import { type Database, selectRows } from '../db/client';
import { contactMessages, jobApplications, operations, priceRequests, staffAccounts } from '../db/schema';
import { recordAudit } from '../staff';

const LIST_PERMISSIONS: Readonly<Record<SeenList, StaffPermission>> = {
  leads: 'leads.read',
  reservations: 'reservations.read',
};

/** The member's brands as a condition on `column`: every record (those of no brand too), or theirs. */
function brandCondition(scope: 'all' | readonly number[], column: SQL): SQL {
  if (scope === 'all') return sql`true`;
  return sql`${column} = any(${sql.raw(`'{${scope.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`;
}

/** The instant after which a record is new to the member: their last look at the list, else their account's start. */
const sinceOf = (accountId: number, list: SeenList) =>
  sql`coalesce((select seen_at from staff_seen_marks where account_id = ${accountId} and list = ${list}),
               (select created_at from staff_accounts where id = ${accountId}))`;

/**
 * The panel's counts (docs/product.md §6 "Avisos al personal"), in one statement: the leads that arrived and the
 * reservations made (the deposit paid) since the member last opened each list, within the brands they may read.
 */
async function newCounts(db: Database, member: StaffMember): Promise<NewCounts> {
  const leadScope = staffBrandScope(member, LIST_PERMISSIONS.leads);
  const reservationScope = staffBrandScope(member, LIST_PERMISSIONS.reservations);
  const readsLeads = leadScope === 'all' || leadScope.length > 0;
  const readsReservations = reservationScope === 'all' || reservationScope.length > 0;
  if (!readsLeads && !readsReservations) return {};
  const leads = sql`(select brand_id, created_at from ${contactMessages}
      union all select brand_id, created_at from ${priceRequests}
      union all select brand_id, created_at from ${jobApplications}) as leads`;
  const [row] = await selectRows<{ leads: number | null; reservations: number | null }>(
    db,
    sql`select
      ${readsLeads ? sql`(select count(*)::int from ${leads} where leads.created_at > ${sinceOf(member.id, 'leads')} and ${brandCondition(leadScope, sql`leads.brand_id`)})` : sql`null::int`} as leads,
      ${readsReservations ? sql`(select count(*)::int from ${operations} where ${operations.reservedAt} > ${sinceOf(member.id, 'reservations')} and ${brandCondition(reservationScope, sql`${operations.brandId}`)})` : sql`null::int`} as reservations`,
  );
  const counts: NewCounts = {};
  if (row?.leads !== null && row?.leads !== undefined) counts.leads = Number(row.leads);
  if (row?.reservations !== null && row?.reservations !== undefined)
    counts.reservations = Number(row.reservations);
  return counts;
}

/** The member opened the list: what it held until now is no longer new to them. */
async function markSeen(db: Database, accountId: number, list: SeenList): Promise<void> {
  await db.execute(
    sql`insert into staff_seen_marks (account_id, list, seen_at) values (${accountId}, ${list}, now())
        on conflict (account_id, list) do update set seen_at = excluded.seen_at`,
  );
}

export function staffNoticesSource(deps: { db: Database }): StaffNoticesSource {
  const { db } = deps;
  return {
    async newCounts(member, pathname) {
      const list = seenListOf(pathname);
      if (list && staffMay(member, LIST_PERMISSIONS[list])) await markSeen(db, member.id, list);
      return newCounts(db, member);
    },
    async noticeMode(member) {
      const [row] = await db
        .select({ noticeMode: staffAccounts.noticeMode })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, member.id));
      return row?.noticeMode ?? 'each';
    },
    async setNoticeMode(actor, input) {
      const parsed = noticeModeSchema.safeParse(input);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      const mode = parsed.data.notice_mode;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ noticeMode: staffAccounts.noticeMode })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, actor.member.id))
          .for('update');
        if (before?.noticeMode === mode) return { ok: true, message: 'Ya recibías los avisos así.' };
        await tx
          .update(staffAccounts)
          .set({ noticeMode: mode, updatedAt: new Date() })
          .where(eq(staffAccounts.id, actor.member.id));
        await recordAudit(tx, actor, {
          action: 'staff.notice_mode',
          subjectType: 'staff_account',
          subjectId: actor.member.id,
          before: { noticeMode: before?.noticeMode ?? null },
          after: { noticeMode: mode },
        });
        return {
          ok: true,
          message:
            mode === 'daily'
              ? 'Listo: vas a recibir un resumen por día, a las 8.'
              : 'Listo: vas a recibir cada aviso por e-mail.',
        };
      });
    },
  };
}
