import type { StaffActor } from './staff';
import { STAFF_PATHS, type StaffResult } from './staff-accounts';

/**
 * The back office's stories (docs/product.md §6, issue 16): the short videos of the home page's strip, in their order.
 * The server module is server/site-editing/stories.ts; the form's schema is domain/back-office/story-editing-schemas.ts.
 */

export const STORY_PATHS = {
  list: STAFF_PATHS.stories,
  create: `${STAFF_PATHS.stories}/nueva`,
  edit: (id: number) => `${STAFF_PATHS.stories}/${id}`,
} as const;

/** A line of the list, in the strip's order. */
export interface StoryListRow {
  id: number;
  title: string;
  brandName: string;
  category: string;
  published: boolean;
  posterPath: string | null;
  /** ISO instants. */
  updatedAt: string;
  deletedAt: string | null;
  /** The public viewer's address. */
  publicPath: string;
}

export interface StoryListing {
  /** In the order the strip shows them (hidden ones included, where they would be). */
  current: StoryListRow[];
  removed: StoryListRow[];
}

export interface StoryEditable {
  id: number;
  brandId: number;
  brandName: string;
  title: string;
  slugUrl: string;
  category: string;
  videoPath: string;
  posterPath: string | null;
  linkUrl: string | null;
  published: boolean;
  deletedAt: string | null;
  updatedAt: string;
}

/** The story form's file fields. */
export const STORY_FILE_FIELDS = { video: 'video', poster: 'poster' } as const;

/** A posted story form: its text fields, and the video's and the poster's bytes when chosen. */
export interface StoryUpload {
  fields: Readonly<Record<string, string>>;
  video: Uint8Array | null;
  poster: Uint8Array | null;
}

export type StoryMove = 'up' | 'down';

/**
 * The story operations. Each takes the actor from `requireStaff`, checks `content.edit` again, validates what it is
 * given and writes the change and its audit entry in one transaction; uploads are stored before the row is written.
 */
export interface StoryEditing {
  list(actor: StaffActor): Promise<StoryListing>;
  item(actor: StaffActor, id: number): Promise<StoryEditable | null>;
  create(actor: StaffActor, upload: StoryUpload): Promise<StaffResult<{ id: number }>>;
  update(actor: StaffActor, id: number, upload: StoryUpload): Promise<StaffResult>;
  /** One place earlier or later in the strip. */
  move(actor: StaffActor, id: number, direction: StoryMove): Promise<StaffResult>;
  remove(actor: StaffActor, id: number): Promise<StaffResult>;
  restore(actor: StaffActor, id: number): Promise<StaffResult>;
}
