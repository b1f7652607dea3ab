import type { AuditAction } from '#domain/back-office/audit-actions';
import type { StaffActor } from '#domain/back-office/staff';
import type { Database } from '../db/client';
import { auditLog, type staffAccounts } from '../db/schema';

/** Who did it and from where (the client's address, server/requests/client-address.ts); pages hold it too. */
export type { StaffActor };

export interface AuditEntry {
  /** e.g. 'operation.schedule_delivery', 'lead.status', 'staff.create'. */
  action: AuditAction;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit log (docs/decisions/0026). Called inside the transaction that makes the change, so a
 * change and its record are saved together or not at all.
 */
export async function recordAudit(db: Database, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    accountId: actor.member.id,
    accountEmail: actor.member.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: actor.ipAddress,
  });
}

/**
 * A bulk read of buyers' or applicants' data (a list page, an export, docs/decisions/0045): who, when and from where
 * (the actor), what was asked (the filters) and how many people it showed, written through `recordAudit` like every
 * other entry. The search's words are never kept, only that there was one: they are often a name, an e-mail or a DNI.
 */
export async function recordBulkRead(
  db: Database,
  actor: StaffActor,
  read: {
    action: AuditAction;
    subjectType: string;
    subjectId: string;
    filters: { q?: string | undefined; page?: number; format?: string };
    /** The people it showed; `total` when a list shows one page of more. */
    rows: number;
    total?: number;
  },
): Promise<void> {
  const { q, page, ...filters } = read.filters;
  await recordAudit(db, actor, {
    action: read.action,
    subjectType: read.subjectType,
    subjectId: read.subjectId,
    after: {
      filters: { ...filters, ...(q ? { search: true } : {}) },
      ...(read.total === undefined ? {} : { page, total: read.total }),
      rows: read.rows,
    },
  });
}

/** What the audit log keeps of an account before and after a change: never its password hash. */
export function accountSnapshot(account: typeof staffAccounts.$inferSelect) {
  return {
    name: account.name,
    email: account.email,
    role: account.role,
    brandIds: account.brandIds.map(Number),
    active: account.active,
  };
}
