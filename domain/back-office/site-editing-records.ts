import {
  type ContactDepartment,
  DEPARTMENT_LABELS,
  type LocationPhoneDepartment,
  type OpeningHours,
} from '../content/content';
import type { ClosureDay, WeeklyHours } from './branch-agenda';
import type { StaffActor } from './staff';
import { STAFF_BRAND_OPTIONS, type StaffResult } from './staff-accounts';

/**
 * The site's own data as the back office edits it at /admin/sitio (docs/decisions/0031): the contact methods by brand
 * and department, the branches with their phones and opening hours, the salespeople, each brand's deposit and links,
 * and the site-wide links. Inputs are read by site-editing-records-schemas.ts.
 */

/** The records listed one by one, each with its page: `/admin/sitio/{slug}/{id | nuevo}`. */
export const SITE_RECORD_KINDS = ['contact', 'location', 'salesperson'] as const;
export type SiteRecordKind = (typeof SITE_RECORD_KINDS)[number];

export const SITE_RECORD_SLUGS: Readonly<Record<SiteRecordKind, string>> = {
  contact: 'contactos',
  location: 'sucursales',
  salesperson: 'vendedores',
};

export const siteRecordKindOfSlug = (slug: string | undefined): SiteRecordKind | undefined =>
  SITE_RECORD_KINDS.find((kind) => SITE_RECORD_SLUGS[kind] === slug);

/** The address of a new record's page. */
export const NEW_RECORD_SLUG = 'nuevo';

export const SITE_RECORD_NOUNS: Readonly<Record<SiteRecordKind, { one: string; many: string; new: string }>> =
  {
    contact: { one: 'contacto', many: 'Contactos por marca y área', new: 'Nuevo contacto' },
    location: { one: 'sucursal', many: 'Sucursales', new: 'Nueva sucursal' },
    salesperson: { one: 'vendedor', many: 'Vendedores', new: 'Nuevo vendedor' },
  };

export interface ContactMethodView {
  id: number;
  brandId: number;
  department: ContactDepartment;
  phone: string | null;
  whatsappNumber: string | null;
  zoomLink: string | null;
  /** Where the department's messages go; never shown on the site. */
  email: string | null;
  sortOrder: number;
  deletedAt: string | null;
}

export interface LocationPhoneView {
  /** null: the whole branch. */
  brandId: number | null;
  department: LocationPhoneDepartment;
  label: string;
  number: string;
  whatsapp: boolean;
}

export interface LocationView {
  id: number;
  name: string;
  province: string;
  address: string;
  mapUrl: string;
  phones: LocationPhoneView[];
  openingHours: OpeningHours[];
  /** The hours appointments are booked in (domain/back-office/branch-agenda.ts). */
  weeklyHours: WeeklyHours;
  closureDays: ClosureDay[];
  sortOrder: number;
  deletedAt: string | null;
}

export interface SalespersonView {
  id: number;
  brandId: number;
  fullname: string;
  whatsappNumber: string | null;
  zoomLink: string | null;
  active: boolean;
  /**
   * The staff account of the person the card shows (docs/decisions/0065): assigning that account a reservation of
   * the card's brand shows this card to its buyer. At most one card of a brand per account.
   */
  accountId: number | null;
  /** That account's name, for the pages; not kept in the audit log (the log names accounts by their id). */
  accountName: string | null;
  deletedAt: string | null;
}

/** A staff account offered as a card's "Cuenta del panel": one who may hold the brand's reservations. */
export interface CardAccountChoice {
  id: number;
  name: string;
}

export interface BrandSettingsView {
  brandId: number;
  name: string;
  /** What an administrator set; null for the default. */
  bookingPrice: number | null;
  /** What buyers are charged (docs/product.md §D1): `bookingPrice`, or the default. */
  deposit: number;
  serviceAppointmentUrl: string | null;
  planSubscriptionUrlTemplate: string | null;
}

/** The site-wide settings the back office edits (SITE_SETTING_KEYS), by the form's field names. */
export const SITE_LINK_FIELDS = [
  'whatsapp_number',
  'instagram_url',
  'facebook_url',
  'used_vehicles_url',
  'jobs_email',
] as const;
export type SiteLinkField = (typeof SITE_LINK_FIELDS)[number];

export interface SiteOverview {
  contacts: ContactMethodView[];
  locations: LocationView[];
  salespeople: SalespersonView[];
  brands: BrandSettingsView[];
  links: Record<SiteLinkField, string | null>;
}

/** Each kind's record as the back office reads it. */
export interface SiteRecordViews {
  contact: ContactMethodView;
  location: LocationView;
  salesperson: SalespersonView;
}

export type SiteRecordView = SiteRecordViews[SiteRecordKind];

/** A brand's name, or the whole branch's for a phone of no brand. */
export const siteBrandName = (id: number | null) =>
  STAFF_BRAND_OPTIONS.find((brand) => brand.id === id)?.name ?? 'Toda la sucursal';

/** "Ventas de Volkswagen": a contact method as lists and headings name it. */
export const contactTitle = (contact: Pick<ContactMethodView, 'department' | 'brandId'>) =>
  `${DEPARTMENT_LABELS[contact.department]} de ${siteBrandName(contact.brandId)}`;

/** A record's name: the salesperson's or the branch's, or a contact's department and brand. */
export function siteRecordTitle(record: SiteRecordView): string {
  if ('fullname' in record) return record.fullname;
  if ('address' in record) return record.name;
  return contactTitle(record);
}

/**
 * The site's data as the back office's pages reach it (the router context). Every method checks again on the server:
 * `content.edit` for everything but the deposits, which are money (`prices.edit`, administrators only,
 * docs/decisions/0031). Every change is written to the audit log with before and after.
 */
export interface SiteEditingSource {
  overview(actor: StaffActor): Promise<SiteOverview>;
  record(actor: StaffActor, kind: SiteRecordKind, id: number): Promise<SiteRecordView | null>;
  /** Creates the record (`id` null) or changes it. */
  saveRecord(
    actor: StaffActor,
    kind: SiteRecordKind,
    id: number | null,
    input: unknown,
  ): Promise<StaffResult<{ id: number }>>;
  /**
   * The accounts a salesperson card may be linked to: the active ones who may hold reservations of its brand, or of
   * any brand for a card not saved yet (the server checks the brand chosen when it is saved).
   */
  cardAccounts(actor: StaffActor, brandId: number | null): Promise<CardAccountChoice[]>;
  /** Soft removal (`removed`) or restore. */
  setRemoved(actor: StaffActor, kind: SiteRecordKind, id: number, removed: boolean): Promise<StaffResult>;
  /** The site-wide links and each brand's appointment and subscription links. */
  saveLinks(actor: StaffActor, input: unknown): Promise<StaffResult>;
  /** Each brand's deposit (`deposit_{brandId}`; empty for the default). */
  saveDeposits(actor: StaffActor, input: unknown): Promise<StaffResult>;
}

/** A field of a location's phone rows as the form posts them: `phone_number_0`, `phone_whatsapp_3`. */
export const isLocationPhoneField = (name: string) => /^phone_[a-z]+_\d+$/.test(name);

/** Rows a location's form offers beyond those it has, for a new phone or a new line of hours. */
export const EXTRA_FORM_ROWS = 2;
export const MAX_LOCATION_ROWS = 20;

/** A brand's links: the service appointment page and the savings plans' subscription template ({id}, {slug}). */
export const brandLinkFields = (brandId: number) => ({
  appointment: `appointment_url_${brandId}`,
  subscription: `subscription_url_${brandId}`,
});
