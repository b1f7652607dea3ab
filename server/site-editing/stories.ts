import { and, asc, desc, eq, isNull, like, ne, sql } from 'drizzle-orm';
import {
  STORY_FILE_FIELDS,
  type StoryEditable,
  type StoryEditing,
  type StoryListRow,
  type StoryMove,
  type StoryUpload,
} from '#domain/back-office/story-editing';
import { type StoryFormInput, storyFormSchema } from '#domain/back-office/story-editing-schemas';
import { storyPath, toSlug } from '#domain/content/content';
import {
  auditedRows,
  currentAndRemoved,
  forbidden,
  isoOrNull,
  isRefusal,
  may,
  notFound,
  parsedWith,
  type Refusal,
  storedUpload,
  validId,
} from '../back-office';
import type { Database } from '../db/client';
import { brands, stories } from '../db/schema';
import { storeImage, storeVideo } from '../media';
import type { FileStorage } from '../storage';
import { mediaSaves } from './media-saves';
import { removalChanges } from './removals';

type StoryRow = typeof stories.$inferSelect;

const NOT_FOUND = 'No encontramos esa historia.';

const snapshot = (row: StoryRow) => ({
  title: row.title,
  slugUrl: row.slugUrl,
  category: row.category,
  brandId: row.brandId,
  videoPath: row.videoPath,
  posterPath: row.posterPath,
  linkUrl: row.linkUrl,
  sortOrder: row.sortOrder,
  published: row.published,
  deletedAt: isoOrNull(row.deletedAt),
});

const rows = auditedRows({ table: stories, id: stories.id, subjectType: 'story', snapshot });

/**
 * The video and the poster after a save, stored before any row is written: a chosen video is checked by its content
 * (MP4 or WebM, at most 50 MB); a chosen poster (uploaded, or the frame the editor's browser took from the video) is
 * checked and resized as any picture. What was not chosen stays as it was.
 */
async function storedMedia(
  storage: FileStorage,
  upload: StoryUpload,
  title: string,
  current: { videoPath: string | null; posterPath: string | null },
): Promise<{ videoPath: string; posterPath: string | null } | Refusal> {
  const { video, poster } = upload;
  let videoPath = current.videoPath;
  let posterPath = current.posterPath;
  if (video) {
    const stored = await storedUpload(STORY_FILE_FIELDS.video, () => storeVideo(storage, video));
    if (isRefusal(stored)) return stored;
    videoPath = stored.path;
  }
  if (poster) {
    const stored = await storedUpload(STORY_FILE_FIELDS.poster, () =>
      storeImage(storage, poster, 'storyPoster', title),
    );
    if (isRefusal(stored)) return stored;
    posterPath = stored.path;
  }
  if (!videoPath) throw new Error('a story without a video passed its schema');
  return { videoPath, posterPath };
}

/** An address segment of its own: the title's slug, with a number after it when another story has it. */
async function freeSlug(tx: Database, title: string, exceptId?: number): Promise<string> {
  const base = toSlug(title) || 'historia';
  const taken = new Set(
    (
      await tx
        .select({ slug: stories.slugUrl })
        .from(stories)
        .where(
          and(
            like(stories.slugUrl, `${base}%`),
            exceptId === undefined ? undefined : ne(stories.id, exceptId),
          ),
        )
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const columnsOf = (input: StoryFormInput) => ({
  title: input.title,
  category: input.category,
  brandId: input.brand_id,
  linkUrl: input.link_url,
  published: input.state,
});

/** The stories as the back office edits them (docs/product.md §6, docs/decisions/0031). */
export function storyEditing(deps: { db: Database; storage: FileStorage }): StoryEditing {
  const { db, storage } = deps;

  return {
    async list(actor) {
      if (!may(actor, 'content.edit')) return { current: [], removed: [] };
      const found = await db
        .select({ story: stories, brandName: brands.name })
        .from(stories)
        .innerJoin(brands, eq(brands.id, stories.brandId))
        .orderBy(asc(stories.sortOrder), asc(stories.id));
      const lines = found.map(({ story, brandName }) => listRow(story, brandName));
      return currentAndRemoved(lines);
    },

    async item(actor, id) {
      if (!may(actor, 'content.edit') || !validId(id)) return null;
      const [found] = await db
        .select({ story: stories, brandName: brands.name })
        .from(stories)
        .innerJoin(brands, eq(brands.id, stories.brandId))
        .where(eq(stories.id, id));
      return found ? editable(found.story, found.brandName) : null;
    },

    ...mediaSaves({
      notFound: NOT_FOUND,
      currentMedia: async (id: number) =>
        (
          await db
            .select({ videoPath: stories.videoPath, posterPath: stories.posterPath })
            .from(stories)
            .where(eq(stories.id, id))
        )[0],
      read: (upload: StoryUpload, current) =>
        parsedWith(storyFormSchema, {
          ...upload.fields,
          video: upload.video !== null || current !== undefined,
        }),
      storedMedia: (upload, fields, current) =>
        storedMedia(storage, upload, fields.title, current ?? { videoPath: null, posterPath: null }),
      insert: (actor, fields, media) =>
        rows.insert(db, actor, {
          action: 'story.create',
          values: async (tx) => {
            // New stories go to the end of the strip; a lock on the table keeps two saves from taking one place.
            await tx.execute(sql`lock table stories in share row exclusive mode`);
            const [last] = await tx
              .select({ sortOrder: stories.sortOrder })
              .from(stories)
              .orderBy(desc(stories.sortOrder))
              .limit(1);
            return {
              ...columnsOf(fields),
              ...media,
              slugUrl: await freeSlug(tx, fields.title),
              sortOrder: (last?.sortOrder ?? 0) + 1,
            };
          },
        }),
      update: (actor, id, fields, media) =>
        rows.update(db, actor, {
          action: 'story.update',
          id,
          set: async (tx, before) => ({
            ...columnsOf(fields),
            ...media,
            slugUrl: before.title === fields.title ? before.slugUrl : await freeSlug(tx, fields.title, id),
            updatedAt: sql`now()`,
          }),
        }),
      savedMessage,
    }),

    async move(actor, id, direction) {
      if (!may(actor, 'content.edit')) return forbidden();
      if (!validId(id)) return notFound(NOT_FOUND);
      let moved = true;
      const after = await rows.update(db, actor, {
        action: 'story.move',
        id,
        set: async (tx, before) => {
          const neighbour = await neighbourOf(tx, before, direction);
          if (!neighbour) {
            moved = false;
            return null;
          }
          // Trading places: each takes the other's order (equal orders, as older rows may have, fall back on ids).
          const [mine, theirs] =
            neighbour.sortOrder === before.sortOrder
              ? direction === 'up'
                ? [before.sortOrder - 1, before.sortOrder]
                : [before.sortOrder + 1, before.sortOrder]
              : [neighbour.sortOrder, before.sortOrder];
          await tx
            .update(stories)
            .set({ sortOrder: theirs, updatedAt: sql`now()` })
            .where(eq(stories.id, neighbour.id));
          return { sortOrder: mine, updatedAt: sql`now()` };
        },
      });
      if (!after) return notFound(NOT_FOUND);
      if (!moved)
        return {
          ok: false,
          status: 409,
          message: direction === 'up' ? 'La historia ya es la primera.' : 'La historia ya es la última.',
        };
      return {
        ok: true,
        message: direction === 'up' ? 'Subimos la historia un lugar.' : 'Bajamos la historia un lugar.',
      };
    },

    ...removalChanges({
      db,
      rows,
      notFound: NOT_FOUND,
      messages: {
        removed: 'Eliminamos la historia: ya no se ve en el sitio. La podés restaurar desde «Eliminadas».',
        restored: 'Restauramos la historia.',
      },
    }),
  };
}

/** The story just before (up) or after (down) this one in the strip's order, among those not removed. */
async function neighbourOf(tx: Database, story: StoryRow, direction: StoryMove) {
  const before = sql`(${stories.sortOrder}, ${stories.id}) < (${story.sortOrder}, ${story.id})`;
  const after = sql`(${stories.sortOrder}, ${stories.id}) > (${story.sortOrder}, ${story.id})`;
  const [row] = await tx
    .select({ id: stories.id, sortOrder: stories.sortOrder })
    .from(stories)
    .where(and(isNull(stories.deletedAt), direction === 'up' ? before : after))
    .orderBy(
      ...(direction === 'up'
        ? [desc(stories.sortOrder), desc(stories.id)]
        : [asc(stories.sortOrder), asc(stories.id)]),
    )
    .limit(1)
    .for('update');
  return row;
}

function savedMessage(row: StoryRow): string {
  if (row.deletedAt) return 'Guardamos los cambios. La historia sigue eliminada: restaurala para que se vea.';
  return row.published
    ? 'Publicamos la historia: ya se ve en la portada.'
    : 'Guardamos la historia sin publicarla: no se ve en el sitio hasta que la publiques.';
}

function listRow(row: StoryRow, brandName: string): StoryListRow {
  return {
    id: row.id,
    title: row.title,
    brandName,
    category: row.category,
    published: row.published,
    posterPath: row.posterPath,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: isoOrNull(row.deletedAt),
    publicPath: storyPath({ id: row.id, slug_url: row.slugUrl }),
  };
}

function editable(row: StoryRow, brandName: string): StoryEditable {
  return {
    id: row.id,
    brandId: row.brandId,
    brandName,
    title: row.title,
    slugUrl: row.slugUrl,
    category: row.category,
    videoPath: row.videoPath,
    posterPath: row.posterPath,
    linkUrl: row.linkUrl,
    published: row.published,
    deletedAt: isoOrNull(row.deletedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
