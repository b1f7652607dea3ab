import type { StaffMember } from '#domain/back-office/staff';
import type { staffAccounts } from '../db/schema';

/** A staff account as every route and the audit log see it: who, with which role over which brands. */
export function memberOf(account: typeof staffAccounts.$inferSelect): StaffMember {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    brandIds: account.brandIds.map(Number),
  };
}
