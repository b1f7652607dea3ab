import { and, eq, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '#domain/back-office/staff';
import { type Database, selectRows } from '../db/client';
import { staffSessions } from '../db/schema';
import { isTokenShaped, newToken, tokenHash } from './tokens';

/** A session unused this long is over (docs/product.md §6). */
export const SESSION_IDLE_HOURS = 12;

/** last_seen_at is written at most this often, so a page's reads do not each write a row. */
const TOUCH_AFTER_SECONDS = 60;

export interface OpenSession {
  member: StaffMember;
  csrfToken: string;
  tokenHash: string;
}

/** A new session for the account: a new random token for its cookie and a new CSRF token. */
export async function startSession(
  db: Database,
  accountId: number,
): Promise<{ token: string; tokenHash: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  const hash = tokenHash(token);
  await db.insert(staffSessions).values({ tokenHash: hash, accountId, csrfToken });
  return { token, tokenHash: hash, csrfToken };
}

interface SessionRow {
  token_hash: string;
  csrf_token: string;
  expired: boolean;
  stale: boolean;
  id: number;
  email: string;
  name: string;
  role: StaffMember['role'];
  brand_ids: number[];
  active: boolean;
}

/**
 * The session a cookie's token opens, with its account as it is now (a role changed a minute ago counts at once), or
 * null: no such session, idle for 12 hours (then deleted), or an account since deactivated.
 */
export async function openSession(db: Database, token: string | undefined): Promise<OpenSession | null> {
  if (!isTokenShaped(token)) return null;
  const hash = tokenHash(token);
  const [row] = await selectRows<SessionRow>(
    db,
    sql`select s.token_hash, s.csrf_token,
          s.last_seen_at < now() - make_interval(hours => ${SESSION_IDLE_HOURS}) as expired,
          s.last_seen_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS}) as stale,
          a.id, a.email, a.name, a.role, a.brand_ids, a.active
        from staff_sessions s join staff_accounts a on a.id = s.account_id
        where s.token_hash = ${hash}`,
  );
  if (!row) return null;
  if (row.expired || !row.active) {
    await endSession(db, hash);
    return null;
  }
  if (row.stale) {
    await db.update(staffSessions).set({ lastSeenAt: sql`now()` }).where(eq(staffSessions.tokenHash, hash));
    // Now and then, whoever touches a session also clears the ones nobody will open again.
    if (Math.random() < 0.02) await endIdleSessions(db);
  }
  return {
    member: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      brandIds: (row.brand_ids ?? []).map(Number),
    },
    csrfToken: row.csrf_token,
    tokenHash: hash,
  };
}

export async function endSession(db: Database, hash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hash));
}

/** Ends every session of the account, but the one named by `exceptHash` if given. */
export async function endAccountSessions(
  db: Database,
  accountId: number,
  exceptHash?: string,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      exceptHash
        ? and(eq(staffSessions.accountId, accountId), ne(staffSessions.tokenHash, exceptHash))
        : eq(staffSessions.accountId, accountId),
    );
}

export async function endIdleSessions(db: Database): Promise<void> {
  await db
    .delete(staffSessions)
    .where(sql`${staffSessions.lastSeenAt} < now() - make_interval(hours => ${SESSION_IDLE_HOURS})`);
}
