import type { AuditAction } from '#domain/back-office/audit-actions';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { forbidden, may, notFound, removal, validId } from '../back-office';
import type { Database } from '../db/client';

/** A removal or a restore as the rows' `update` takes it: what it sets follows from the row as it is. */
interface RemovalChange {
  action: AuditAction;
  id: number;
  set(tx: Database, before: { deletedAt: Date | null }): ReturnType<typeof removal>;
}

/** The audited rows (server/back-office's `auditedRows`) of a table whose records are removed and restored. */
interface RemovableRows {
  subjectType: 'news' | 'story';
  update(db: Database, actor: StaffActor, change: RemovalChange): Promise<object | undefined>;
}

/**
 * Removing a news item or a story (kept, off the site, to restore) and restoring it (docs/decisions/0031). Each checks
 * `content.edit` on the server and is written with its audit entry (`news.delete`, `news.restore`); one already so
 * stays as it is. Each answers with the kind's message, or its "not found" when no record has the id.
 */
export function removalChanges(spec: {
  db: Database;
  rows: RemovableRows;
  notFound: string;
  messages: { removed: string; restored: string };
}) {
  const { db, rows, messages } = spec;

  async function setRemoved(actor: StaffActor, id: number, removed: boolean): Promise<StaffResult> {
    if (!may(actor, 'content.edit')) return forbidden();
    if (!validId(id)) return notFound(spec.notFound);
    const after = await rows.update(db, actor, {
      action: `${rows.subjectType}.${removed ? 'delete' : 'restore'}`,
      id,
      set: (_tx, before) => removal(before, removed),
    });
    if (!after) return notFound(spec.notFound);
    return { ok: true, message: removed ? messages.removed : messages.restored };
  }

  return {
    remove: (actor: StaffActor, id: number) => setRemoved(actor, id, true),
    restore: (actor: StaffActor, id: number) => setRemoved(actor, id, false),
  };
}
