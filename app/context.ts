import { createContext } from 'react-router';
import type { AlertDemandSource } from '#domain/back-office/alert-demand';
import type { BannerEditingSource } from '#domain/back-office/banner-editing';
import type { BranchAgendaSource } from '#domain/back-office/branch-agenda';
import type { FinancingEditingSource } from '#domain/back-office/credit-plan-editing';
import type { LeadsInboxSource } from '#domain/back-office/leads-inbox';
import type { MailOutboxDeskSource } from '#domain/back-office/mail-outbox-desk';
import type { NewsEditing } from '#domain/back-office/news-editing';
import type { PopupEditingSource } from '#domain/back-office/popup-editing';
import type { PromotionEditingSource } from '#domain/back-office/promotion-editing';
import type { ReservationVisitDeskSource } from '#domain/back-office/reservation-visit-desk';
import type { ReservationsDeskSource } from '#domain/back-office/reservations-desk';
import type { SalesFunnelSource } from '#domain/back-office/sales-funnel';
import type { SiteEditingSource } from '#domain/back-office/site-editing-records';
import type { StaffSession } from '#domain/back-office/staff';
import type { StaffAuth, StaffDirectory } from '#domain/back-office/staff-accounts';
import type { StaffNoticesSource } from '#domain/back-office/staff-notices';
import type { CatalogueEditingSource } from '#domain/back-office/stock-editing';
import type { StoryEditing } from '#domain/back-office/story-editing';
import type { TestDriveDeskSource } from '#domain/back-office/test-drive-desk';
import type { UsedGuideSource } from '#domain/back-office/used-guide-csv';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import type { StockSearchRunner } from '#domain/catalogue/stock-search';
import type { AlertPagesSource } from '#domain/content/alerts';
import type { ContentSource } from '#domain/content/content';
import {
  JOB_APPLICATION_RETENTION_MONTHS,
  type Retention,
  TEST_DRIVE_RETENTION_DAYS,
  UNPAID_OPERATION_RETENTION_DAYS,
} from '#domain/content/privacy';
import type { MyReservationSource } from '#domain/operation/my-reservation';
import type { OperationPagesSource } from '#domain/operation/operation';
import type { OperationFulfilment } from '#domain/operation/operation-fulfilment';
import type { ReservationVisitPagesSource } from '#domain/operation/reservation-visit';
import type { TestDrivePagesSource } from '#domain/test-drive/test-drive';

// Every context is marked pure: loaders and actions use them on the server only, so a browser bundle that imports
// this module leaves out the ones no client code reads.

/** How loaders reach the catalogue: the server sets it per request (its database, or a remote intranet). */
export const catalogueContext = /* @__PURE__ */ createContext<CatalogueSource>();

/**
 * The stock search (docs/product.md §7) over the same reads as `catalogueContext`: the search page and the sitemap ask
 * it what the API answers, through the one server function both use (server/catalogue/stock-search-source.ts).
 */
export const stockSearchContext = /* @__PURE__ */ createContext<StockSearchRunner>();

/** The site's content (parameters of docs/product.md §3, service categories), read from this server's database. */
export const contentContext = /* @__PURE__ */ createContext<ContentSource>();

/** The site's own origin, for canonical links. */
export const publicUrlContext = /* @__PURE__ */ createContext<string>('http://localhost:3000');

/** The digital-dealership pages' reads: operations by code (rate-limited per client), deposits, trade-in support. */
export const operationPagesContext = /* @__PURE__ */ createContext<OperationPagesSource>();

/** How long personal data is kept (the configuration's RETENTION_*), for the privacy page to tell. */
export const retentionContext = /* @__PURE__ */ createContext<Retention>({
  jobApplicationMonths: JOB_APPLICATION_RETENTION_MONTHS,
  unpaidOperationDays: UNPAID_OPERATION_RETENTION_DAYS,
  testDriveDays: TEST_DRIVE_RETENTION_DAYS,
});

/**
 * Per response: the nonce that this response's Content-Security-Policy allows inline scripts by. The server entry
 * hands it to React Router and React, which put it on every inline script they write (docs/decisions/0015).
 */
export const cspNonceContext = /* @__PURE__ */ createContext<string | undefined>(undefined);

/**
 * Where the server entry reports what React Router and React caught while answering; the server logs it as one JSON
 * line (server/http/ssr.ts). Set by the server for every request.
 */
export const pageErrorsContext = /* @__PURE__ */ createContext<(error: unknown) => void>();

/** Test drives (server/test-drives): the booking page's choices and slots, a booking's own page, their forms. */
export const testDrivePagesContext = /* @__PURE__ */ createContext<TestDrivePagesSource>();

/** The visit after a reservation (server/reservation-visits): booked from the success page and "Mi reserva". */
export const reservationVisitsContext = /* @__PURE__ */ createContext<ReservationVisitPagesSource>();

/*
 * The back office (/admin, docs/product.md §6). The server puts into these, for every /admin request:
 * - `staffSessionContext`: the signed-in member with their client address (the actor every staff write and the audit
 *   log take) and the session's CSRF token, or null. Loaders and actions read it only through `requireStaff`
 *   (app/features/back-office/panel/guard.server.ts), which also checks the permission and the brand.
 * - one context per server module with the operations its back-office pages call, each taking the actor from
 *   `requireStaff`: `staffDirectoryContext` below; a module adds its own the same way (the interface in domain/, the
 *   context here, set in server/http/ssr.ts).
 */

/** The staff actions on an operation after its deposit (server/dealership/fulfilment.ts), for the desk's pages. */
export const operationFulfilmentContext = /* @__PURE__ */ createContext<OperationFulfilment>();

/** "Mi reserva", the buyer's page after the deposit: bound to the request's client (look-ups by code are limited). */
export const myReservationContext = /* @__PURE__ */ createContext<MyReservationSource>();

/** The signed-in staff member of this request, or null (anonymous, or not an /admin request). */
export const staffSessionContext = /* @__PURE__ */ createContext<StaffSession | null>(null);

/** Signing in and out, and the one-time password links, bound to this request's client and cookies. */
export const staffAuthContext = /* @__PURE__ */ createContext<StaffAuth>();

/** Staff accounts and the audit log (server/staff). */
export const staffDirectoryContext = /* @__PURE__ */ createContext<StaffDirectory>();

/** The reservations desk's reads (server/dealership/reservations-desk-source.ts): the list, its filters, one operation. */
export const reservationsDeskContext = /* @__PURE__ */ createContext<ReservationsDeskSource>();
export const salesFunnelContext = /* @__PURE__ */ createContext<SalesFunnelSource>();

/** The demand on "Hoy" (server/alerts/alert-demand-counts.ts): alerts per family and the most used searches, counts only. */
export const alertDemandContext = /* @__PURE__ */ createContext<AlertDemandSource>();

/** The alerts' pages (server/alerts/alert-pages.ts): confirming, unsubscribing, and a form posted without JavaScript. */
export const alertPagesContext = /* @__PURE__ */ createContext<AlertPagesSource>();

/** The branches' calendars (server/dealership/branch-agenda-source.ts): a branch's week with its appointments. */
export const branchAgendaContext = /* @__PURE__ */ createContext<BranchAgendaSource>();

/** The leads inbox (server/leads/inbox.ts): the list, one lead, its changes, the CSV export and the CVs. */
export const leadsInboxContext = /* @__PURE__ */ createContext<LeadsInboxSource>();

/** The test drives on the branch calendar: a booking's page and its actions, each branch's settings (server/test-drives). */
export const testDriveDeskContext = /* @__PURE__ */ createContext<TestDriveDeskSource>();

/** The visits after a reservation on the branch calendar: a visit's page and its actions (server/reservation-visits). */
export const reservationVisitDeskContext = /* @__PURE__ */ createContext<ReservationVisitDeskSource>();

/** The stock, the units' photos, the stock file and the models (server/catalogue-editing). */
export const catalogueEditingContext = /* @__PURE__ */ createContext<CatalogueEditingSource>();

/** The home's banners as the back office edits them (server/site-editing/banners.ts). */
export const bannerEditingContext = /* @__PURE__ */ createContext<BannerEditingSource>();

/** The news items as the back office edits them (server/site-editing/news.ts). */
export const newsEditingContext = /* @__PURE__ */ createContext<NewsEditing>();

/** The stories as the back office edits them (server/site-editing/stories.ts). */
export const storyEditingContext = /* @__PURE__ */ createContext<StoryEditing>();

/** Promotions as the back office edits them (server/price-editing/promotion-records.ts). */
export const promotionEditingContext = /* @__PURE__ */ createContext<PromotionEditingSource>();

/** Credit plans and the dollar rate as the back office edits them (server/price-editing). */
export const financingEditingContext = /* @__PURE__ */ createContext<FinancingEditingSource>();

/** The used-vehicle guide's upload, previewed and applied (server/price-editing/used-guide.ts). */
export const usedGuideContext = /* @__PURE__ */ createContext<UsedGuideSource>();

/** The site's popups as the back office edits them (server/site-editing/popups.ts). */
export const popupEditingContext = /* @__PURE__ */ createContext<PopupEditingSource>();

/** The site's contacts, branches, salespeople, deposits and links as the back office edits them (server/site-editing/site.ts). */
export const siteEditingContext = /* @__PURE__ */ createContext<SiteEditingSource>();

/** The e-mail outbox's health and its retries, for administrators (server/back-office/outbox-desk.ts). */
export const mailOutboxContext = /* @__PURE__ */ createContext<MailOutboxDeskSource>();

/** The panel's counts of what is new since each person last looked, and how they take notices (server/staff-notifications). */
export const staffNoticesContext = /* @__PURE__ */ createContext<StaffNoticesSource>();
