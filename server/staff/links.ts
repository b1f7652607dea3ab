import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '#domain/back-office/staff';
import {
  passwordLinkPath,
  RESET_LINK_HOURS,
  SET_PASSWORD_LINK_HOURS,
} from '#domain/back-office/staff-accounts';
import { type Database, selectRows } from '../db/client';
import { type StaffTokenPurpose, staffTokens } from '../db/schema';
import { queueMail } from '../mail';
import { passwordLinkMail } from './staff-mails';
import { isTokenShaped, newToken, tokenHash } from './tokens';

const HOURS: Record<StaffTokenPurpose, number> = {
  set_password: SET_PASSWORD_LINK_HOURS,
  reset_password: RESET_LINK_HOURS,
};

/**
 * A new one-time link for the account (docs/decisions/0026): only its hash is kept, and the account's earlier links
 * stop working, so only the latest e-mail opens anything.
 */
export async function issuePasswordLink(
  db: Database,
  accountId: number,
  purpose: StaffTokenPurpose,
): Promise<string> {
  const token = newToken();
  await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.accountId, accountId), isNull(staffTokens.usedAt)));
  await db.insert(staffTokens).values({
    tokenHash: tokenHash(token),
    accountId,
    purpose,
    expiresAt: sql`now() + make_interval(hours => ${HOURS[purpose]})`,
  });
  return token;
}

/** An account with a password gets a reset link; one without, a link to choose its first. */
export function passwordLinkPurpose(account: { passwordHash: string | null }): StaffTokenPurpose {
  return account.passwordHash ? 'reset_password' : 'set_password';
}

/** Issues a one-time link for the account and queues the e-mail that carries it, in the caller's transaction. */
export async function mailPasswordLink(
  db: Database,
  account: { id: number; email: string; name: string; role: StaffRole },
  purpose: StaffTokenPurpose,
  publicUrl: string,
): Promise<void> {
  const token = await issuePasswordLink(db, account.id, purpose);
  await queueMail(db, passwordLinkMail(account, `${publicUrl}${passwordLinkPath(token)}`, purpose));
}

export interface PasswordLink {
  accountId: number;
  email: string;
  purpose: StaffTokenPurpose;
}

/** What a link is for while it works: not used, not expired, its account active. */
export async function findPasswordLink(db: Database, token: string): Promise<PasswordLink | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await selectRows<{ account_id: number; email: string; purpose: StaffTokenPurpose }>(
    db,
    sql`select t.account_id, a.email, t.purpose
        from staff_tokens t join staff_accounts a on a.id = t.account_id
        where t.token_hash = ${tokenHash(token)} and t.used_at is null and t.expires_at > now() and a.active`,
  );
  return row ? { accountId: Number(row.account_id), email: row.email, purpose: row.purpose } : null;
}

/** Marks the link used, once: of two requests with the same link, only one gets it. */
export async function usePasswordLink(db: Database, token: string): Promise<PasswordLink | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await selectRows<{ account_id: number; email: string; purpose: StaffTokenPurpose }>(
    db,
    sql`update staff_tokens t set used_at = now()
        from staff_accounts a
        where a.id = t.account_id and t.token_hash = ${tokenHash(token)}
          and t.used_at is null and t.expires_at > now() and a.active
        returning t.account_id, a.email, t.purpose`,
  );
  return row ? { accountId: Number(row.account_id), email: row.email, purpose: row.purpose } : null;
}
