import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffAccounts } from '../db/schema';
import { queueMail } from '../mail';
import { type ContactChannelNotice, contactChannelChangeMail } from './staff-mails';

/**
 * Queues the notice of a changed contact channel to every active administrator (docs/decisions/0045). Called with the
 * transaction that makes the change, so the change and its messages are saved together or not at all, and sent by
 * the outbox like every other e-mail (docs/decisions/0008).
 */
export async function tellAdministrators(db: Database, notice: ContactChannelNotice): Promise<void> {
  const administrators = await db
    .select({ email: staffAccounts.email, name: staffAccounts.name })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.active, true)))
    .orderBy(asc(staffAccounts.id));
  for (const administrator of administrators)
    await queueMail(db, contactChannelChangeMail(administrator, notice));
}
