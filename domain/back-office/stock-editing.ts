import type { Currency } from '../catalogue/brands';
import type { SizedPicture } from '../catalogue/catalogue';
import type { VersionAttributes } from '../catalogue/version-attributes';
import type { FieldErrors } from '../shared/field-errors';
import type { ConfirmationChange } from './confirmations';
import type { ExportFile, ExportFormat } from './export-formats';
import type { ListPage, ListQueryKeys } from './list-query';
import type { StaffActor, StaffMember } from './staff';

/**
 * The back office's catalogue pages (docs/product.md §6, docs/decisions/0031): the stock and each unit's photos, the
 * dealer system's stock file with its preview, the models' texts, pictures and features. Their inputs are read by
 * stock-editing-schemas.ts (zod, kept out of the pages' code, docs/decisions/0011).
 */

/** At most this many photos show a unit (docs/decisions/0031). */
export const MAX_UNIT_PHOTOS = 12;

export const STOCK_LIST_PAGE_SIZE = 25;

/** The dealer system's whole 0 km stock is far below this; a larger file is not a stock export. */
export const MAX_STOCK_FILE_BYTES = 5 * 1024 * 1024;

export const STOCK_UNIT_STATUSES = ['available', 'held', 'reserved', 'sold'] as const;
export type StockUnitStatus = (typeof STOCK_UNIT_STATUSES)[number];

export const STOCK_UNIT_STATUS_LABELS: Readonly<Record<StockUnitStatus, string>> = {
  available: 'Disponible',
  held: 'Apartada',
  reserved: 'Reservada',
  sold: 'Vendida',
};

export interface StockListFilters {
  /** Part of a chassis, or of the model's or the family's name. */
  q?: string;
  brand?: number;
  status?: StockUnitStatus;
  /** 'sin': the units with no photo on the site (the address's word). */
  photos?: 'sin';
  page: number;
}

/** The address's query keys (Spanish, as the addresses are). */
export const STOCK_QUERY_KEYS = {
  q: 'q',
  brand: 'marca',
  status: 'estado',
  photos: 'fotos',
  page: 'pagina',
} as const satisfies ListQueryKeys<StockListFilters>;

/** A unit as the back office names it, in its list and on its page. */
export interface StockUnitFacts {
  chassis: string;
  brandId: number;
  brandName: string;
  family: string;
  model: string;
  color: string;
  modelYear: number;
  location: string;
  status: StockUnitStatus;
}

export interface StockListRow extends StockUnitFacts {
  photoCount: number;
  /** The first photo's thumbnail, when the unit has one. */
  thumbnail: SizedPicture | null;
}

export type StockListPage = ListPage<StockListRow>;

export interface UnitPhotoView {
  id: number;
  position: number;
  photo: SizedPicture;
  thumbnail: SizedPicture;
  /** ISO instant; set for a removed photo, which can be restored. */
  deletedAt: string | null;
}

export interface StockUnitDetail extends StockUnitFacts {
  /** In the order the site shows them. */
  photos: UnitPhotoView[];
  removed: UnitPhotoView[];
}

/** One row of the stock file as the preview tells it. */
export interface StockRowReport {
  /** The line of the file, counting the header as line 1 (as a spreadsheet shows it). */
  line: number;
  chassis: string | null;
  accepted: boolean;
  /** Why the row is rejected, in Spanish; empty for an accepted row. */
  reasons: string[];
  /** For an accepted row: whether it creates a unit or updates one. */
  change: 'create' | 'update' | null;
  /**
   * For a unit held, reserved or sold whose row changes what its buyer saw: its state and each change. Applied only
   * with the confirmation (stock-file-changes.ts, docs/decisions/0074).
   */
  spoken?: { status: StockUnitStatus; changes: ConfirmationChange[] };
}

export interface StockPreview {
  /** The key the confirmation posts back: the file kept as it was previewed (server/catalogue-editing). */
  upload: string;
  fileName: string;
  rows: StockRowReport[];
  accepted: number;
  rejected: number;
  /** Accepted rows that change a held, reserved or sold unit: applied only with the confirmation. */
  spoken: number;
  /** The versions whose body type, fuel or transmission the accepted rows change, each change before → after. */
  versions: StockVersionChange[];
}

/** A version the stock file changes (docs/decisions/0093): its name as the site shows it, and what changes. */
export interface StockVersionChange {
  version: string;
  changes: ConfirmationChange[];
}

export type CatalogueEditResult<T = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; status: 400 | 403 | 404 | 409 | 413 | 422; message: string; fieldErrors?: FieldErrors };

export interface FamilyListRow {
  id: number;
  brandId: number;
  brandName: string;
  name: string;
  /** The dealer system's name. */
  family: string;
  versionCount: number;
  hasPicture: boolean;
}

export interface FamilyVersionEdit {
  id: number;
  name: string;
  features: string[];
  /** What a buyer searches by (domain/catalogue/version-attributes.ts); null while not set. */
  attributes: VersionAttributes;
}

export interface FamilyEdit {
  id: number;
  brandId: number;
  brandName: string;
  family: string;
  name: string;
  description: string;
  /** The picture's address, or null while the page draws the body style's silhouette. */
  image: string | null;
  currency: Currency;
  versions: FamilyVersionEdit[];
}

/** What the catalogue pages of the back office call; each operation checks the member's permission again. */
export interface CatalogueEditingSource {
  units(member: StaffMember, filters: StockListFilters): Promise<StockListPage>;
  /** Every unit the list shows with these filters, as a file; written to the audit log with its format. */
  exportUnits(actor: StaffActor, filters: StockListFilters, format: ExportFormat): Promise<ExportFile>;
  /** null when no unit has that chassis; the page checks the member's brand with it. */
  unit(chassis: string): Promise<StockUnitDetail | null>;
  /** Several photos of one post: all of them are kept, or none. */
  addPhotos(actor: StaffActor, chassis: string, files: readonly Uint8Array[]): Promise<CatalogueEditResult>;
  /** Moves one photo, makes it the cover, orders them all, removes or restores one (`intent`, `photo`, `direction`, `order`). */
  changePhoto(actor: StaffActor, chassis: string, input: unknown): Promise<CatalogueEditResult>;
  /** Reads the stock file and keeps it for the confirmation, applying nothing. */
  previewStock(
    actor: StaffActor,
    file: { bytes: Uint8Array; name: string } | null,
  ): Promise<CatalogueEditResult<{ preview: StockPreview }>>;
  /** Applies the good rows of a previewed file (`upload`). */
  applyStock(actor: StaffActor, input: unknown): Promise<CatalogueEditResult<{ applied: StockApplied }>>;
  families(): Promise<FamilyListRow[]>;
  family(id: number): Promise<FamilyEdit | null>;
  saveFamily(
    actor: StaffActor,
    id: number,
    input: unknown,
    picture: Uint8Array | null,
  ): Promise<CatalogueEditResult>;
  saveFeatures(actor: StaffActor, familyId: number, input: unknown): Promise<CatalogueEditResult>;
  /** One version's body type, fuel and transmission. */
  saveVersionAttributes(actor: StaffActor, familyId: number, input: unknown): Promise<CatalogueEditResult>;
}

export interface StockApplied {
  created: string[];
  updated: string[];
  rejected: number;
  /** Held, reserved or sold units the file would have changed, left as they were for want of the confirmation. */
  kept: string[];
  /** The versions whose body type, fuel or transmission the applied rows changed, by name. */
  versions: string[];
}

/** A family's texts and its versions' features, as the form tells them and the schema checks them. */
export const FAMILY_NAME_MAX_LENGTH = 80;
export const FAMILY_DESCRIPTION_MAX_LENGTH = 2000;
export const FEATURE_MAX_LENGTH = 120;
export const MAX_FEATURES = 40;
