import { type SQL, sql } from 'drizzle-orm';
import { auditActionLabel } from '#domain/back-office/audit-actions';
import { auditChangeLines } from '#domain/back-office/audit-changes';
import type {
  LeadHistoryLine,
  LeadKind,
  LeadRef,
  LeadStatus,
  SameBuyer,
  SameBuyerKey,
} from '#domain/back-office/leads-inbox';
import { argentinePhoneKey } from '#domain/shared/phone-numbers';
import { type Database, selectRows } from '../db/client';
import { LEADS, type LeadScope, scopeCondition } from './lead-union';

/** How the audit log names a lead: its kind and its id in that kind's table. */
export const leadSubjectId = (lead: LeadRef) => `${lead.kind}:${lead.id}`;

/** The reads of a lead (a CV downloaded) are in the audit log but are not part of its history. */
const NOT_HISTORY = ['lead.cv_download'];

/**
 * A lead's own history in words, oldest first: one query on the audit log (every change to a lead is written there
 * in the change's transaction), named by the log's one table of actions and fields (docs/decisions/0069).
 */
export async function leadHistory(
  db: Database,
  lead: LeadRef,
  accounts: ReadonlyMap<number, string>,
): Promise<LeadHistoryLine[]> {
  const rows = await selectRows<{
    id: number;
    at: Date | string;
    action: string;
    before: unknown;
    after: unknown;
    account_email: string;
    account_name: string | null;
  }>(
    db,
    sql`select audit_log.id, audit_log.at, audit_log.action, audit_log.before, audit_log.after,
               audit_log.account_email, staff_accounts.name as account_name
          from audit_log left join staff_accounts on staff_accounts.id = audit_log.account_id
         where audit_log.subject_type = 'lead' and audit_log.subject_id = ${leadSubjectId(lead)}
           and audit_log.action not in ${NOT_HISTORY}
         order by audit_log.at, audit_log.id`,
  );
  return rows.map((row) => {
    const { noteId: _noteId, ...after } = (row.after ?? {}) as Record<string, unknown>;
    return {
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      who: row.account_name ?? row.account_email,
      what: auditActionLabel(row.action),
      changes: auditChangeLines(row.before, row.after === null ? null : after, { accounts }),
    };
  });
}

/** The states of a reservation a buyer has really made: paying, reserved, or cancelled after. */
const RESERVATION_STATUSES = ['payment_pending', 'reserved', 'cancelled'];
const OPEN_LEAD: readonly LeadStatus[] = ['new', 'in_progress'];

const emailKey = (email: string | null | undefined) => {
  const key = (email ?? '').trim().toLowerCase();
  return key === '' ? undefined : key;
};

/** The query narrows by the number's last digits; `argentinePhoneKey` then decides (one rule, in domain/). */
const phoneNarrowing = (column: SQL, key: string) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') like ${`%${key.slice(-6)}`}`;

function operationScope(scope: LeadScope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`brand_id in ${scope.map((id) => Math.trunc(id))}`;
}

function keysOf(
  found: { email: string | null; phone: string | null; dni?: string | null },
  wanted: { email?: string; phone?: string; dnis?: ReadonlySet<string> },
): SameBuyerKey[] {
  const by: SameBuyerKey[] = [];
  if (wanted.email && emailKey(found.email) === wanted.email) by.push('email');
  if (wanted.phone && argentinePhoneKey(found.phone) === wanted.phone) by.push('phone');
  if (found.dni && wanted.dnis?.has(found.dni.replace(/\D/g, ''))) by.push('dni');
  return by;
}

/**
 * The same person's other leads and reservations (docs/decisions/0070): matched by e-mail (any case), phone (the
 * national number, however written) or DNI (the reservations', which leads do not ask for), only among the brands the
 * reader may see, newest first.
 */
export async function sameBuyerOf(
  db: Database,
  scope: LeadScope,
  lead: LeadRef & { email: string | null; phone: string | null },
): Promise<SameBuyer> {
  const wanted = { email: emailKey(lead.email), phone: argentinePhoneKey(lead.phone) };
  const none: SameBuyer = { leads: [], reservations: [], duplicate: null };
  if (!wanted.email && !wanted.phone) return none;
  const leadMatch = [
    wanted.email ? sql`lower(trim(leads.email)) = ${wanted.email}` : undefined,
    wanted.phone ? phoneNarrowing(sql`leads.phone`, wanted.phone) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const scoped = scopeCondition(scope) ?? sql`true`;
  const leadRows = await selectRows<{
    kind: LeadKind;
    id: number;
    subject: string;
    status: LeadStatus;
    email: string | null;
    phone: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select kind, id, subject, status, email, phone, created_at from ${LEADS}
         where ${scoped} and not (kind = ${lead.kind} and id = ${lead.id}) and (${sql.join(leadMatch, sql` or `)})
         order by created_at desc limit 50`,
  );
  const leads = leadRows
    .map((row) => ({ row, by: keysOf(row, wanted) }))
    .filter(({ by }) => by.length > 0)
    .map(({ row, by }) => ({
      kind: row.kind,
      id: Number(row.id),
      subject: row.subject,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      by,
    }));

  const operationMatch = [
    wanted.email ? sql`lower(trim(email)) = ${wanted.email}` : undefined,
    wanted.phone ? phoneNarrowing(sql`telephone`, wanted.phone) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  type OperationLine = {
    code: string;
    status: string;
    email: string | null;
    telephone: string | null;
    dni: string | null;
    created_at: Date | string;
  };
  const operationsWhere = (match: SQL) =>
    sql`select code, status, email, telephone, dni, created_at from operations
         where ${operationScope(scope)} and status in ${RESERVATION_STATUSES} and (${match})
         order by created_at desc limit 50`;
  const direct = (
    await selectRows<OperationLine>(db, operationsWhere(sql.join(operationMatch, sql` or `)))
  ).filter((row) => keysOf({ email: row.email, phone: row.telephone }, wanted).length > 0);
  // A reservation found by e-mail or phone gives its DNI: the person's other reservations under that DNI follow.
  const dnis = new Set(
    direct.map((row) => (row.dni ?? '').replace(/\D/g, '')).filter((dni) => dni.length >= 7),
  );
  const byDni =
    dnis.size > 0
      ? await selectRows<OperationLine>(
          db,
          operationsWhere(sql`regexp_replace(coalesce(dni, ''), '[^0-9]', '', 'g') in ${[...dnis]}`),
        )
      : [];
  const seen = new Map<string, OperationLine>();
  for (const row of [...direct, ...byDni]) seen.set(row.code, row);
  const reservations = [...seen.values()]
    .map((row) => ({
      code: row.code,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      by: keysOf({ email: row.email, phone: row.telephone, dni: row.dni }, { ...wanted, dnis }),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const open = leads.find((other) => OPEN_LEAD.includes(other.status));
  return {
    leads,
    reservations,
    duplicate: open ? { kind: open.kind, id: open.id, subject: open.subject } : null,
  };
}
