import type { StaffActor } from '../../domain/staff';
import type { Database } from '../db/client';
import { auditLog, type staffAccounts } from '../db/schema';

/** Who did it and from where (the client's address, server/requests/client-address.ts); pages hold it too. */
export type { StaffActor };

export interface AuditEntry {
  /** e.g. 'operation.schedule_delivery', 'lead.status', 'staff.create'. */
  action: string;
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
