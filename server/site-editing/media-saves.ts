import type { StaffActor } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { forbidden, isRefusal, may, notFound, type Refusal, validId } from '../back-office';

/**
 * A news item's or a story's saves (docs/product.md §6, docs/decisions/0031), in the order each takes: `content.edit`
 * checked on the server; for a change, the record's media as they are ("not found" when no record has the id); the
 * form read, knowing the media the record has; the files chosen stored before any row is written, so a refused file
 * leaves nothing half-saved; the row written with its audit entry, and the kind's message about it.
 */
export function mediaSaves<Upload, Fields, Media, Row extends { id: number }>(spec: {
  notFound: string;
  /** The media the record has; undefined when no record has the id. */
  currentMedia(id: number): Promise<Media | undefined>;
  /** The form read by the kind's schema; `current` is undefined for a new record. */
  read(upload: Upload, current: Media | undefined): Fields | Refusal;
  /** The media after the save: the files chosen stored, the others kept; or the refusal beside a file's field. */
  storedMedia(upload: Upload, fields: Fields, current: Media | undefined): Promise<Media | Refusal>;
  /** Inserts the new record with its audit entry. */
  insert(actor: StaffActor, fields: Fields, media: Media): Promise<Row>;
  /** Changes the record with its audit entry; undefined when it is gone. */
  update(actor: StaffActor, id: number, fields: Fields, media: Media): Promise<Row | undefined>;
  /** What the editor reads after a save. */
  savedMessage(row: Row): string;
}) {
  return {
    async create(actor: StaffActor, upload: Upload): Promise<StaffResult<{ id: number }>> {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = spec.read(upload, undefined);
      if (isRefusal(fields)) return fields;
      const media = await spec.storedMedia(upload, fields, undefined);
      if (isRefusal(media)) return media;
      const row = await spec.insert(actor, fields, media);
      return { ok: true, message: spec.savedMessage(row), id: row.id };
    },

    async update(actor: StaffActor, id: number, upload: Upload): Promise<StaffResult> {
      if (!may(actor, 'content.edit')) return forbidden();
      if (!validId(id)) return notFound(spec.notFound);
      const current = await spec.currentMedia(id);
      if (current === undefined) return notFound(spec.notFound);
      const fields = spec.read(upload, current);
      if (isRefusal(fields)) return fields;
      const media = await spec.storedMedia(upload, fields, current);
      if (isRefusal(media)) return media;
      const after = await spec.update(actor, id, fields, media);
      return after ? { ok: true, message: spec.savedMessage(after) } : notFound(spec.notFound);
    },
  };
}
