import {
  createContext,
  createRequestHandler,
  data,
  isRouteErrorResponse,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
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
import type { StaffDirectory } from '#domain/back-office/staff-accounts';
import type { StaffNoticesSource } from '#domain/back-office/staff-notices';
import type { CatalogueEditingSource } from '#domain/back-office/stock-editing';
import type { StoryEditing } from '#domain/back-office/story-editing';
import type { TestDriveDeskSource } from '#domain/back-office/test-drive-desk';
import type { UsedGuideSource } from '#domain/back-office/used-guide-csv';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import type { AlertPagesSource } from '#domain/content/alerts';
import type { ContentSource } from '#domain/content/content';
import type { Retention } from '#domain/content/privacy';
import type { MyReservationSource } from '#domain/operation/my-reservation';
import type { OperationPagesSource } from '#domain/operation/operation';
import type { OperationFulfilment } from '#domain/operation/operation-fulfilment';
import type { ReservationVisitPagesSource } from '#domain/operation/reservation-visit';
import type { TestDrivePagesSource } from '#domain/test-drive/test-drive';
import {
  alertDemandContext,
  alertPagesContext,
  bannerEditingContext,
  branchAgendaContext,
  catalogueContext,
  catalogueEditingContext,
  contentContext,
  cspNonceContext,
  financingEditingContext,
  leadsInboxContext,
  mailOutboxContext,
  myReservationContext,
  newsEditingContext,
  operationFulfilmentContext,
  operationPagesContext,
  pageErrorsContext,
  popupEditingContext,
  promotionEditingContext,
  publicUrlContext,
  reservationsDeskContext,
  reservationVisitDeskContext,
  reservationVisitsContext,
  retentionContext,
  salesFunnelContext,
  siteEditingContext,
  staffAuthContext,
  staffDirectoryContext,
  staffNoticesContext,
  staffSessionContext,
  stockSearchContext,
  storyEditingContext,
  testDriveDeskContext,
  testDrivePagesContext,
  usedGuideContext,
} from '../../app/context';
import { runStockSearch } from '../catalogue';
import { type PageSources, recordingSources } from '../page-cache';
import { errorSummary, type Logger } from '../platform/logger';
import type { StaffRequest } from '../staff';
import { type Unavailability, unavailableAnswer } from './error-responses';

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

export interface PageRequest {
  /** Bound to the request's client (its look-ups by code are rate-limited per client). */
  operations: OperationPagesSource;
  /** "Mi reserva", bound to the request's client like `operations`. */
  myReservation?: MyReservationSource | undefined;
  /** The nonce of this response's Content-Security-Policy, for the inline scripts of the document. */
  nonce?: string | undefined;
  /**
   * Set for a page rendered for every visitor (the page cache): the tags of what it reads are added to it
   * (server/page-cache), and the document is rendered whole, without a nonce.
   */
  reads?: Set<string> | undefined;
  /** Whether the page may read the catalogue and content kept in memory (`keptSources`) rather than query them. */
  readsKept?: boolean;
  requestId?: string | undefined;
  /** The request's path as a log line may show it (server/http/site-addresses.ts). */
  loggablePath: string;
  /** A back-office request's session and sign-in operations (server/staff); undefined elsewhere. */
  staff?: StaffRequest | undefined;
}

/** Renders the React Router app; loaders get the catalogue through the router context, never a database. */
export function createPageRenderer(
  build: ServerBuildSource,
  mode: string,
  services: {
    catalogue: CatalogueSource;
    content: ContentSource;
    /** The same sources kept in memory until they change (server/page-cache/kept-reads.ts), for public pages. */
    keptSources?: PageSources | undefined;
    publicUrl: string;
    retention: Retention;
    logger: Logger;
    /** Staff accounts and the audit log, for the back office's pages. */
    staffDirectory?: StaffDirectory;
    /** The staff actions on an operation after its deposit (server/dealership), for the desk's pages. */
    operationFulfilment?: OperationFulfilment;
    /** The reservations desk's reads (server/dealership), for the desk's pages. */
    reservationsDesk?: ReservationsDeskSource;
    /** The branches' calendars (server/dealership), for /admin/agenda. */
    branchAgenda?: BranchAgendaSource;
    salesFunnel?: SalesFunnelSource;
    /** The demand on "Hoy": alerts per family and the most used searches (server/alerts). */
    alertDemand?: AlertDemandSource;
    /** The alerts' confirmation and unsubscribe pages, and their forms without JavaScript (server/alerts). */
    alertPages?: AlertPagesSource;
    /** The leads inbox (server/leads), for the inbox's pages. */
    leadsInbox?: LeadsInboxSource;
    /** Promotions, for their back-office pages (server/price-editing). */
    promotionEditing?: PromotionEditingSource;
    /** Credit plans and the dollar rate, for their back-office page (server/price-editing). */
    financingEditing?: FinancingEditingSource;
    /** The used-vehicle guide's upload, for its back-office page (server/price-editing). */
    usedGuide?: UsedGuideSource;
    /** The news items and the stories, for their back-office pages (server/site-editing). */
    newsEditing?: NewsEditing;
    storyEditing?: StoryEditing;
    /** The stock, the units' photos and the models, for their back-office pages (server/catalogue-editing). */
    catalogueEditing?: CatalogueEditingSource;
    /** The home's banners, for their back-office pages (server/site-editing). */
    bannerEditing?: BannerEditingSource;
    /** The site's popups, for their back-office pages (server/site-editing). */
    popupEditing?: PopupEditingSource;
    /** The site's contacts, branches, salespeople, deposits and links, for /admin/sitio (server/site-editing). */
    siteEditing?: SiteEditingSource;
    /** The e-mail outbox's health and its retries, for /admin/correo (server/back-office). */
    mailOutbox?: MailOutboxDeskSource;
    /** The panel's counts of what is new and each person's notices (server/staff-notifications). */
    staffNotices?: StaffNoticesSource;
    /** The test drives' public pages (server/test-drives). */
    testDrivePages?: TestDrivePagesSource;
    /** The test drives in the back office: a booking's page, its actions, each branch's settings (server/test-drives). */
    testDriveDesk?: TestDriveDeskSource;
    /** The visit after a reservation, on the success page and "Mi reserva" (server/reservation-visits). */
    reservationVisits?: ReservationVisitPagesSource;
    /** The visits in the back office: a visit's page and its actions (server/reservation-visits). */
    reservationVisitDesk?: ReservationVisitDeskSource;
  },
) {
  const handle = createRequestHandler(
    typeof build === 'function' ? () => build().then(answeringUnavailable) : answeringUnavailable(build),
    mode,
  );
  const publicOrigin = new URL(services.publicUrl).origin;
  return async (received: Request, perRequest: PageRequest) => {
    const request = atPublicOrigin(received, publicOrigin);
    const read = (perRequest.readsKept && services.keptSources) || services;
    const sources = perRequest.reads ? recordingSources(read, perRequest.reads) : read;
    const context = new RouterContextProvider();
    context.set(operationPagesContext, perRequest.operations);
    context.set(catalogueContext, sources.catalogue);
    context.set(stockSearchContext, (query) => runStockSearch(sources.catalogue, query));
    context.set(contentContext, onePerRequest(sources.content));
    context.set(publicUrlContext, services.publicUrl);
    context.set(retentionContext, services.retention);
    context.set(cspNonceContext, perRequest.reads ? undefined : perRequest.nonce);
    context.set(staffSessionContext, perRequest.staff?.session ?? null);
    if (perRequest.staff) context.set(staffAuthContext, perRequest.staff.auth);
    if (services.staffDirectory) context.set(staffDirectoryContext, services.staffDirectory);
    if (services.operationFulfilment) context.set(operationFulfilmentContext, services.operationFulfilment);
    if (services.reservationsDesk) context.set(reservationsDeskContext, services.reservationsDesk);
    if (services.branchAgenda) context.set(branchAgendaContext, services.branchAgenda);
    if (services.salesFunnel) context.set(salesFunnelContext, services.salesFunnel);
    if (services.alertDemand) context.set(alertDemandContext, services.alertDemand);
    if (services.alertPages) context.set(alertPagesContext, services.alertPages);
    if (services.leadsInbox) context.set(leadsInboxContext, services.leadsInbox);
    if (services.promotionEditing) context.set(promotionEditingContext, services.promotionEditing);
    if (services.financingEditing) context.set(financingEditingContext, services.financingEditing);
    if (services.usedGuide) context.set(usedGuideContext, services.usedGuide);
    if (services.newsEditing) context.set(newsEditingContext, services.newsEditing);
    if (services.storyEditing) context.set(storyEditingContext, services.storyEditing);
    if (services.catalogueEditing) context.set(catalogueEditingContext, services.catalogueEditing);
    if (services.bannerEditing) context.set(bannerEditingContext, services.bannerEditing);
    if (services.popupEditing) context.set(popupEditingContext, services.popupEditing);
    if (services.siteEditing) context.set(siteEditingContext, services.siteEditing);
    if (services.mailOutbox) context.set(mailOutboxContext, services.mailOutbox);
    if (services.staffNotices) context.set(staffNoticesContext, services.staffNotices);
    if (services.testDrivePages) context.set(testDrivePagesContext, services.testDrivePages);
    if (services.testDriveDesk) context.set(testDriveDeskContext, services.testDriveDesk);
    if (services.reservationVisits) context.set(reservationVisitsContext, services.reservationVisits);
    if (services.reservationVisitDesk)
      context.set(reservationVisitDeskContext, services.reservationVisitDesk);
    if (perRequest.myReservation) context.set(myReservationContext, perRequest.myReservation);
    context.set(pageErrorsContext, (error) => logPageError(services.logger, error, request, perRequest));
    let retryAfterSeconds: number | undefined;
    context.set(unavailableContext, (error) => {
      const answer = unavailableAnswer(error, services.logger, pageLine(request, perRequest));
      if (answer) retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, answer.retryAfterSeconds);
      return answer;
    });
    const response = await handle(request, context);
    // React Router keeps only the cookies of a thrown answer's headers on the page it renders.
    if (response.status === 503 && retryAfterSeconds !== undefined && !response.headers.has('retry-after'))
      response.headers.set('retry-after', String(retryAfterSeconds));
    return response;
  };
}

/** Per request: the answer to an error of a loader or an action that says the database or a dependency is away. */
const unavailableContext = createContext<(error: unknown) => Unavailability | undefined>();

type RouteHandler = (args: { context: Readonly<RouterContextProvider> }) => unknown;

const answeringBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every route's loader and action answering 503, with the Spanish message of docs/product.md §8 as
 * `{ message }` for the error boundaries, when what they need is away (`unavailableAnswer`): React Router would render
 * any error they throw as a 500 page, and a restart of the database says nothing about the request.
 */
export function answeringUnavailable(build: ServerBuild): ServerBuild {
  const known = answeringBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module } as Record<string, unknown>;
    for (const name of ['loader', 'action'] as const) {
      const handler = module[name];
      if (typeof handler === 'function')
        module[name] = unavailableAsServiceUnavailable(handler as RouteHandler);
    }
    routes[id] = { ...route, module: module as unknown as typeof route.module };
  }
  const answering = { ...build, routes };
  answeringBuilds.set(build, answering);
  return answering;
}

function unavailableAsServiceUnavailable(handler: RouteHandler): RouteHandler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      const answer = args.context.get(unavailableContext)(error);
      if (!answer) throw error;
      throw data({ message: answer.message }, { status: 503 });
    }
  };
}

/**
 * The request as the visitor made it: behind a proxy that ends TLS (or answers for another host name) the request
 * reaches this process as http://internal-host/…, while the browser's Origin is PUBLIC_URL's. React Router compares
 * the two before any page action and would refuse every form post made without JavaScript; the site has one public
 * origin, so its actions are run at it. A read is left as it came: React Router and the loaders read only its path
 * and query (addresses the page writes come from PUBLIC_URL), and a new Request costs a tenth of a small page's time.
 */
export function atPublicOrigin(request: Request, publicOrigin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (!hasBody) return request;
  const url = new URL(request.url);
  if (url.origin === publicOrigin) return request;
  const at = `${publicOrigin}${url.pathname}${url.search}`;
  return new Request(at, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** React Router's own refusal of a cross-origin form post (400): its two messages, as of React Router 7.18. */
const CROSS_ORIGIN_ACTION = /^(The `request\.url` origin does not match|`origin` header is not a valid URL)/;

/**
 * What React Router caught while answering a page (app/entry.server.tsx hands it here), as one JSON line at most:
 * - a client that went away, and the 4xx answers React Router gives by itself (a POST to a page without an action,
 *   405): nothing, the request's own log line has its status;
 * - a form posted from another origin (400): one warning without details, as a proxy that rewrites the scheme or the
 *   host makes every form post look like one;
 * - the database or a dependency away (`unavailableAnswer`): its one warning;
 * - anything else: one error line with `errorSummary` (never the message, which for a database error holds the
 *   query's values) and the path as logs may show it (without an operation code or a token).
 */
export function logPageError(
  logger: Logger,
  error: unknown,
  request: Request,
  { requestId, loggablePath }: Pick<PageRequest, 'requestId' | 'loggablePath'>,
): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const line = pageLine(request, { requestId, loggablePath });
  // What a page could not read while the database was away (the site frame's parameters): one short warning.
  if (unavailableAnswer(error, logger, line)) return;
  if (error instanceof Error && CROSS_ORIGIN_ACTION.test(error.message)) {
    logger.warn(line, 'page action refused: its Origin is not this site');
    return;
  }
  if (isRouteErrorResponse(error)) {
    // A 5xx a loader threw as a response; React Router keeps the error behind it, if any, as `error`.
    const cause = (error as { error?: unknown }).error;
    logger.error(
      { ...line, status: error.status, ...(cause ? { error: errorSummary(cause) } : {}) },
      'page error',
    );
    return;
  }
  logger.error({ ...line, error: errorSummary(error) }, 'page error');
}

/** What a page's log line says of its request: never the operation code in its path. */
function pageLine(
  request: Request,
  { requestId, loggablePath }: Pick<PageRequest, 'requestId' | 'loggablePath'>,
) {
  return { requestId, method: request.method, path: loggablePath };
}

/** The frame and the page both read the parameters: one request reads them from the database once. */
function onePerRequest(source: ContentSource): ContentSource {
  let parameters: ReturnType<ContentSource['parameters']> | undefined;
  let serviceCategories: ReturnType<ContentSource['serviceCategories']> | undefined;
  return {
    parameters: () => {
      parameters ??= source.parameters();
      return parameters;
    },
    serviceCategories: () => {
      serviceCategories ??= source.serviceCategories();
      return serviceCategories;
    },
  };
}
