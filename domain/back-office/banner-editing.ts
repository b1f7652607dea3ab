import type { ContentImage } from '../content/content';
import type { Publication } from './site-editing';
import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';

/**
 * The home's banners as the back office edits them (docs/product.md §2 Home, docs/decisions/0031): a name that is
 * also the pictures' alternative text, where the banner leads, a picture for computers and one for phones, the order,
 * the period and whether it is switched on. Inputs are read by banner-editing-schemas.ts.
 */

export interface BannerView extends Publication {
  id: number;
  name: string;
  url: string;
  /** Drawn from 768 px up (the first of the row's images). */
  desktop: ContentImage | null;
  /** Drawn on phones (the second); null when the banner has only the desktop picture. */
  mobile: ContentImage | null;
  sortOrder: number;
  updatedAt: string;
}

/** The pictures chosen in the form: their bytes, or null where none was chosen (the current one stays). */
export interface BannerFiles {
  desktop: Uint8Array | null;
  mobile: Uint8Array | null;
}

/** The form's file fields. */
export const BANNER_FILE_FIELDS = { desktop: 'desktop_image', mobile: 'mobile_image' } as const;

export const BANNER_DESKTOP_MISSING = 'Elegí la imagen para computadora.';

/**
 * The banners as the back office's pages reach them (the router context). Every method checks `content.edit` again
 * on the server; each change is written to the audit log with before and after, in the transaction that makes it.
 * A new banner starts switched off, so it can be previewed before it is published.
 */
export interface BannerEditingSource {
  /** Every banner, removed ones included, in the home's order. */
  list(actor: StaffActor): Promise<BannerView[]>;
  banner(actor: StaffActor, id: number): Promise<BannerView | null>;
  create(actor: StaffActor, input: unknown, files: BannerFiles): Promise<StaffResult<{ id: number }>>;
  change(actor: StaffActor, id: number, input: unknown, files: BannerFiles): Promise<StaffResult>;
  /** Publishing switches it on (the home shows it within its dates); unpublishing switches it off. */
  setActive(actor: StaffActor, id: number, active: boolean): Promise<StaffResult>;
  remove(actor: StaffActor, id: number): Promise<StaffResult>;
  restore(actor: StaffActor, id: number): Promise<StaffResult>;
}
