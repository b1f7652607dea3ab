import { asc, eq } from 'drizzle-orm';
import { type StaffPermission, type StaffRole, staffMay } from '#domain/back-office/staff';
import type { Database } from '../db/client';
import { staffAccounts } from '../db/schema';

/** A person the back office offers as an owner, an assignee or a card's account: who, by name. */
export interface StaffChoice {
  id: number;
  name: string;
}

/**
 * The active accounts who may do `permission` on a record of one of `brandIds` (null: a record of no brand), by name:
 * who may own a brand's reservations (`reservations.act`, docs/decisions/0065), handle its leads (`leads.act`) or be
 * linked to its salesperson cards. The one place where the back office lists such people; the rule itself is
 * `staffMay` (domain/back-office/staff.ts). `roles` narrows them (a test drive goes to the brand's salespeople, not to
 * an administrator who may handle every lead).
 */
export async function activeStaffWhoMay(
  db: Database,
  permission: StaffPermission,
  brandIds: readonly (number | null)[],
  roles?: readonly StaffRole[],
): Promise<StaffChoice[]> {
  if (brandIds.length === 0) return [];
  const accounts = await db
    .select({
      id: staffAccounts.id,
      name: staffAccounts.name,
      role: staffAccounts.role,
      brandIds: staffAccounts.brandIds,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.active, true))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
  return accounts
    .filter((account) => {
      if (roles && !roles.includes(account.role)) return false;
      const member = { role: account.role, brandIds: account.brandIds.map(Number) };
      return brandIds.some((brandId) => staffMay(member, permission, brandId));
    })
    .map(({ id, name }) => ({ id, name }));
}
