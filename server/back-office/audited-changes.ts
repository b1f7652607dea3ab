import type { z } from 'zod';
import type { AuditAction } from '#domain/back-office/audit-actions';
import { NO_PERMISSION_MESSAGE } from '#domain/back-office/site-editing';
import { type StaffActor, type StaffPermission, staffMay } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { refusedFields } from '#domain/shared/field-errors';
import type { Database } from '../db/client';
import { MediaRefused } from '../media';
import { recordAudit } from '../staff';

/**
 * The steps every change of the site's content takes (docs/decisions/0031): the permission checked on the server, the
 * row read and locked, changed, and written to the audit log with before and after, all in one transaction.
 */

export type Refusal = Extract<StaffResult, { ok: false }>;

export const forbidden = (): Refusal => ({ ok: false, status: 403, message: NO_PERMISSION_MESSAGE });
export const notFound = (message: string): Refusal => ({ ok: false, status: 404, message });

export const may = (actor: StaffActor, permission: StaffPermission) => staffMay(actor.member, permission);

export interface AuditedChange<Row> {
  action: AuditAction;
  subjectType: string;
  subjectId: number | string;
  /** The row as it is, locked until the transaction ends; undefined when there is none. */
  lock(tx: Database): Promise<Row | undefined>;
  /** Makes the change and returns the row after it. */
  apply(tx: Database, before: Row): Promise<Row>;
  /** What the audit log keeps of the row. */
  snapshot(row: Row): unknown;
}

/** Runs one change with its audit entry; undefined when the row is not there. */
export async function auditedChange<Row>(
  db: Database,
  actor: StaffActor,
  change: AuditedChange<Row>,
): Promise<Row | undefined> {
  return db.transaction(async (tx) => {
    const before = await change.lock(tx);
    if (before === undefined) return undefined;
    const after = await change.apply(tx, before);
    await recordAudit(tx, actor, {
      action: change.action,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      before: change.snapshot(before),
      after: change.snapshot(after),
    });
    return after;
  });
}

/** Inserts one row with its audit entry (nothing before it). */
export async function auditedInsert<Row extends { id: number }>(
  db: Database,
  actor: StaffActor,
  insert: {
    action: AuditAction;
    subjectType: string;
    apply(tx: Database): Promise<Row>;
    snapshot(row: Row): unknown;
  },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await insert.apply(tx);
    await recordAudit(tx, actor, {
      action: insert.action,
      subjectType: insert.subjectType,
      subjectId: row.id,
      before: null,
      after: insert.snapshot(row),
    });
    return row;
  });
}

/** An instant of a row as the views and the audit log keep it. */
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;

/** The input read by its schema, or the refusal with each field's message (400). */
export function parsedWith<Output>(schema: z.ZodType<Output>, input: unknown): Output | Refusal {
  const result = schema.safeParse(input);
  return result.success ? result.data : { ok: false, status: 400, ...refusedFields(result.error) };
}

/** A refused upload as the form shows it, beside its field (422); anything else is not the editor's doing. */
export function mediaRefusal(error: unknown, field: string): Refusal {
  if (!(error instanceof MediaRefused)) throw error;
  return refusedField(field, error.message);
}

/** A refusal said beside one field of the form. */
export const refusedField = (field: string, message: string, status: 409 | 422 = 422): Refusal => ({
  ok: false,
  status,
  message,
  fieldErrors: { [field]: message },
});

/** What an upload's store gives, or its refusal beside the field the file came from. */
export async function storedUpload<Stored>(
  field: string,
  store: () => Promise<Stored>,
): Promise<Stored | Refusal> {
  try {
    return await store();
  } catch (error) {
    return mediaRefusal(error, field);
  }
}
