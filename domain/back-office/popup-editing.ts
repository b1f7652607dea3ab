import type { ContentImage } from '../content/content';
import type { Publication } from './site-editing';
import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';

/**
 * The popups opened over the site's pages (docs/product.md §2 "Popup on load", docs/decisions/0031): a name (the
 * dialog's title and the picture's alternative text), a picture, where it leads, its period and whether it is
 * switched on. Inputs are read by popup-editing-schemas.ts.
 */

export interface PopupView extends Publication {
  id: number;
  name: string;
  /** null: the picture leads nowhere. */
  url: string | null;
  image: ContentImage;
  updatedAt: string;
}

/** The form's file field. */
export const POPUP_IMAGE_FIELD = 'image';

export const POPUP_IMAGE_MISSING = 'Elegí la imagen del popup.';

/**
 * The popups as the back office's pages reach them (the router context). Every method checks `content.edit` again on
 * the server; each change is written to the audit log with before and after. A new popup starts switched off, so it
 * can be previewed before it is published.
 */
export interface PopupEditingSource {
  /** Every popup, removed ones included, in the order the site opens them. */
  list(actor: StaffActor): Promise<PopupView[]>;
  popup(actor: StaffActor, id: number): Promise<PopupView | null>;
  create(actor: StaffActor, input: unknown, image: Uint8Array | null): Promise<StaffResult<{ id: number }>>;
  change(actor: StaffActor, id: number, input: unknown, image: Uint8Array | null): Promise<StaffResult>;
  setActive(actor: StaffActor, id: number, active: boolean): Promise<StaffResult>;
  remove(actor: StaffActor, id: number): Promise<StaffResult>;
  restore(actor: StaffActor, id: number): Promise<StaffResult>;
}
