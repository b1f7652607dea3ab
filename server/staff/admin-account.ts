import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '#domain/back-office/audit-actions';
import { resetRequestSchema } from '#domain/back-office/staff-account-schemas';
import { passwordLinkPath } from '#domain/back-office/staff-accounts';
import { NAME_MAX_LENGTH } from '#domain/shared/field-limits';
import type { Database } from '../db/client';
import { type StaffTokenPurpose, staffAccounts } from '../db/schema';
import { accountSnapshot, recordAudit } from './audit';
import { issuePasswordLink, passwordLinkPurpose } from './links';
import { memberOf } from './members';

export class InvalidStaffEmailError extends Error {
  override name = 'InvalidStaffEmailError';
}

export interface AdminAccountLink {
  email: string;
  /** Whether the account was made now (or already existed, and is now an active administrator). */
  created: boolean;
  purpose: StaffTokenPurpose;
  /** PUBLIC_URL + /admin/restablecer/{token}: opens once. */
  url: string;
}

/**
 * The operator's way in (`npm run admin:create`): creates an administrator with this e-mail, or makes the account that
 * has it an active administrator, and returns a one-time link to choose its password (a reset if it has one). Each
 * change is written to the audit log as the account's own, without an address: no one was signed in.
 */
export async function createAdminAccount(
  db: Database,
  input: { email: string; name?: string | undefined; publicUrl: string },
): Promise<AdminAccountLink> {
  const parsed = resetRequestSchema.safeParse({ email: input.email });
  if (!parsed.success) throw new InvalidStaffEmailError(`El e-mail no es válido: ${input.email}`);
  const { email } = parsed.data;
  const name = (input.name?.trim() || (email.split('@')[0] ?? email)).slice(0, NAME_MAX_LENGTH);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email))
      .for('update');
    let account = existing;
    if (!existing) {
      [account] = await tx.insert(staffAccounts).values({ email, name, role: 'admin' }).returning();
      if (!account) throw new Error('staff account not created');
      await auditAsOperator(tx, 'staff.create', account);
    } else if (existing.role !== 'admin' || !existing.active) {
      [account] = await tx
        .update(staffAccounts)
        .set({ role: 'admin', brandIds: [], active: true, updatedAt: sql`now()` })
        .where(eq(staffAccounts.id, existing.id))
        .returning();
      if (!account) throw new Error('staff account not updated');
      await auditAsOperator(tx, 'staff.change', account, existing);
    }
    if (!account) throw new Error('staff account missing');
    const purpose = passwordLinkPurpose(account);
    const token = await issuePasswordLink(tx, account.id, purpose);
    return { email, created: !existing, purpose, url: `${input.publicUrl}${passwordLinkPath(token)}` };
  });
}

type Account = typeof staffAccounts.$inferSelect;

/** The audit line of a change made by `npm run admin:create`: the account's own, without an address. */
async function auditAsOperator(
  db: Database,
  action: AuditAction,
  account: Account,
  before?: Account,
): Promise<void> {
  await recordAudit(
    db,
    { member: memberOf(account), ipAddress: null },
    {
      action,
      subjectType: 'staff_account',
      subjectId: account.id,
      ...(before ? { before: accountSnapshot(before) } : {}),
      after: { ...accountSnapshot(account), via: 'npm run admin:create' },
    },
  );
}
