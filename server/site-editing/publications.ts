import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '#domain/back-office/audit-actions';
import type { Publication } from '#domain/back-office/site-editing';
import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { forbidden, isoOrNull, isRefusal, may, notFound, parsedWith, type Refusal } from '../back-office';
import type { Database } from '../db/client';

/** Whether a banner's or a popup's row is switched on, its period and its removal, as its view shows them. */
export const publicationOf = (row: {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  deletedAt: Date | null;
}): Publication => ({
  active: row.active,
  startsAt: isoOrNull(row.startsAt),
  endsAt: isoOrNull(row.endsAt),
  deletedAt: isoOrNull(row.deletedAt),
});

/** What the editor reads after each change of a banner or a popup, in the words of its kind. */
interface PublicationMessages {
  created: string;
  changed: string;
  published: string;
  unpublished: string;
  removed: string;
  restored: string;
}

/** What a change of state sets: switched on or off, removed (kept, to restore) or back. */
type StateChange = { active: boolean } | { deletedAt: Date | null };

type PublicationStep = 'create' | 'change' | 'publish' | 'unpublish' | 'remove' | 'restore';

/** The audited rows (server/back-office's `auditedRows`) of a publication's table, as its changes use them. */
interface PublicationRows<Columns> {
  subjectType: 'banner' | 'popup';
  insert(db: Database, actor: StaffActor, insert: PublicationInsert<Columns>): Promise<{ id: number }>;
  update(db: Database, actor: StaffActor, change: PublicationUpdate<Columns>): Promise<object | undefined>;
}

interface PublicationInsert<Columns> {
  action: AuditAction;
  values: Columns & { active: boolean };
}

interface PublicationUpdate<Columns> {
  action: AuditAction;
  id: number;
  set: (Columns | StateChange) & { updatedAt: SQL };
}

/**
 * A banner's or a popup's saves and changes of state (docs/decisions/0031). Each checks `content.edit` on the server
 * and is written with its audit entry, named after the kind (`banner.create`, `banner.publish`…). A save reads the
 * form by the kind's schema, then stores the files chosen before any row is written, so a refused file leaves
 * nothing half-saved; a new one starts switched off, to be previewed before it is published. Each answers with the
 * kind's message, or its "not found" when no record has the id.
 */
export function publicationEditing<Fields, Files, Media, Columns>(spec: {
  db: Database;
  rows: PublicationRows<NoInfer<Columns>>;
  schema: z.ZodType<Fields>;
  /** The media the record has; undefined when no record has the id. */
  currentMedia(id: number): Promise<Media | undefined>;
  /** The media after a save: the files chosen stored, the others kept; or the refusal beside a file's field. */
  storedMedia(fields: Fields, files: Files, current: Media | undefined): Promise<Media | Refusal>;
  /** The columns a save writes. */
  columns(fields: Fields, media: Media): Columns;
  notFound: string;
  messages: PublicationMessages;
}) {
  const { db, rows, messages } = spec;
  const action = (step: PublicationStep): AuditAction => `${rows.subjectType}.${step}`;

  async function setState(
    actor: StaffActor,
    id: number,
    step: PublicationStep,
    change: StateChange,
    message: string,
  ): Promise<StaffResult> {
    if (!may(actor, 'content.edit')) return forbidden();
    const after = await rows.update(db, actor, {
      action: action(step),
      id,
      set: { ...change, updatedAt: sql`now()` },
    });
    return after ? { ok: true, message } : notFound(spec.notFound);
  }

  return {
    async create(actor: StaffActor, input: unknown, files: Files): Promise<StaffResult<{ id: number }>> {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = parsedWith(spec.schema, input);
      if (isRefusal(fields)) return fields;
      const media = await spec.storedMedia(fields, files, undefined);
      if (isRefusal(media)) return media;
      const row = await rows.insert(db, actor, {
        action: action('create'),
        values: { ...spec.columns(fields, media), active: false },
      });
      return { ok: true, message: messages.created, id: row.id };
    },

    async change(actor: StaffActor, id: number, input: unknown, files: Files): Promise<StaffResult> {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = parsedWith(spec.schema, input);
      if (isRefusal(fields)) return fields;
      const current = await spec.currentMedia(id);
      if (current === undefined) return notFound(spec.notFound);
      const media = await spec.storedMedia(fields, files, current);
      if (isRefusal(media)) return media;
      const after = await rows.update(db, actor, {
        action: action('change'),
        id,
        set: { ...spec.columns(fields, media), updatedAt: sql`now()` },
      });
      return after ? { ok: true, message: messages.changed } : notFound(spec.notFound);
    },

    /** Publishing switches it on (the site shows it within its dates); unpublishing switches it off. */
    setActive: (actor: StaffActor, id: number, active: boolean) =>
      active
        ? setState(actor, id, 'publish', { active: true }, messages.published)
        : setState(actor, id, 'unpublish', { active: false }, messages.unpublished),

    remove: (actor: StaffActor, id: number) =>
      setState(actor, id, 'remove', { deletedAt: new Date() }, messages.removed),

    restore: (actor: StaffActor, id: number) =>
      setState(actor, id, 'restore', { deletedAt: null }, messages.restored),
  };
}
