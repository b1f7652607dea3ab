import fs from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type RequestIdVariables, requestId } from 'hono/request-id';
import { MAX_VIDEO_BYTES } from '#domain/back-office/media';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { alertDemandSource, alertPagesSource, alertRoutes } from '../alerts';
import { apiDocsRoutes } from '../api-docs';
import { mailOutboxDesk, salesFunnelSource } from '../back-office';
import { catalogueRoutes, createDatabaseCatalogue, createRemoteCatalogue, offersJson } from '../catalogue';
import { catalogueEditingSource } from '../catalogue-editing';
import { contentRoutes, createContentSource } from '../content';
import type { Database } from '../db/client';
import { migrationsApplied } from '../db/migrate';
import {
  branchAgendaSource,
  createOperationFulfilment,
  myReservationSource,
  operationPagesSource,
  operationRoutes,
  promotionRoutes,
  reservationsDeskSource,
  usedVehicleRoutes,
} from '../dealership';
import { leadsInboxSource, leadsRoutes } from '../leads';
import { createMediaUploadQueue, type MediaUploadQueue, mediaRoutes } from '../media';
import { type Metrics, metricsRoutes, observeRequests, requestRoute } from '../metrics';
import type { KeptReads, PageCache, PageRender } from '../page-cache';
import {
  createPaymentGateways,
  createReservationService,
  PAYMENT_WEBHOOK_PREFIX,
  paymentPagesSource,
  paymentRoutes,
} from '../payments';
import type { Config } from '../platform/config';
import { type Logger, routeConsoleToLogger } from '../platform/logger';
import { financingEditing, promotionEditing, usedGuideEditing } from '../price-editing';
import {
  createReservationVisitService,
  reservationVisitAppointments,
  reservationVisitDesk,
  reservationVisitPagesSource,
} from '../reservation-visits';
import { bannerEditing, newsEditing, popupEditing, siteEditing, storyEditing } from '../site-editing';
import { createStaffDirectory, createStaffRequests } from '../staff';
import { staffNoticesSource } from '../staff-notifications';
import { configuredFileStorage, type FileStorage } from '../storage';
import {
  createTestDriveService,
  testDriveAppointments,
  testDriveDesk,
  testDrivePagesSource,
  testDriveRoutes,
} from '../test-drives';
import { vehicleImageRoutes } from '../vehicle-images';
import { compressAnswers } from './compress-answers';
import { errorResponse } from './error-responses';
import { keepApiAnswers } from './kept-api-answers';
import { publicApiCaching } from './public-api-caching';
import { rateLimitPosts } from './rate-limit';
import { type SecureHeadersVariables, securityHeaders } from './security-headers';
import { siteAddresses } from './site-addresses';
import { createPageRenderer, type ServerBuildSource } from './ssr';
import { closeConnectionOnUnreadBody } from './unread-body';

export interface AppDependencies {
  db: Database;
  config: Config;
  logger: Logger;
  /** The React Router server build; without it the app serves only the APIs (as in API tests). */
  build?: ServerBuildSource;
  /** Folder of the built client assets, served in production. */
  clientDir?: string;
  /** Overrides where pages read the catalogue from (tests); by default INTRANET_URL decides. */
  catalogue?: CatalogueSource;
  /** The process's metrics: every request is recorded, and GET /metrics answers with METRICS_TOKEN (server/metrics). */
  metrics?: Metrics;
  /** Where uploaded files are kept; by default the configuration's (server/storage). */
  storage?: FileStorage;
  /** The queue of the back office's uploads; by default server/media's places and wait (tests lower them). */
  mediaUploads?: MediaUploadQueue;
  /** Public pages kept rendered (server/page-cache); without it every page is rendered for its request. */
  pageCache?: PageCache;
  /** The public pages' reads kept in memory (server/page-cache); without it every page queries what it shows. */
  keptReads?: KeptReads;
}

/** Forms and API calls carry a few kilobytes; anything far larger is a mistake or an attack. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** A story's video (domain/back-office/media.ts) and the rest of its form. */
const STAFF_UPLOAD_LIMIT_BYTES = MAX_VIDEO_BYTES + 1024 * 1024;

export function createApp(deps: AppDependencies) {
  const { db, config, logger } = deps;
  const ownCatalogue = createDatabaseCatalogue(db);
  const pageCatalogue =
    deps.catalogue ?? (config.INTRANET_URL ? createRemoteCatalogue(config.INTRANET_URL) : ownCatalogue);

  const app = new Hono<{ Variables: RequestIdVariables & SecureHeadersVariables }>();
  const { build, pageCache } = deps;
  // Every rule below goes by the route an address names, never by how the request spelled it (docs/decisions/0044).
  const addresses = siteAddresses({ build, honoRoutes: () => app.routes });
  const routeOf = (c: Context) => addresses.of(c).route;
  const personalData = (c: Context) => addresses.of(c).personalData;
  // Outermost: a kept answer is recorded as the app finally sent it, and sent so again without the app
  // (server/page-cache/direct-answers.ts).
  if (pageCache)
    app.use(async (c, next) => {
      await next();
      pageCache.recordSent(c, () => requestRoute(c, routeOf));
    });
  app.use(requestId());
  if (deps.metrics) app.use(observeRequests(deps.metrics, routeOf));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: addresses.of(c).loggablePath,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(closeConnectionOnUnreadBody());
  app.use(
    securityHeaders({
      publicUrl: config.PUBLIC_URL,
      development: config.NODE_ENV === 'development',
      personalData,
    }),
  );
  // Another spelling of an address goes to its route's own before any cache, privacy or back-office rule reads it.
  app.use(addresses.canonicalAddresses);
  // Compressing JSON on the fly costs two thirds of its throughput for little gain on short answers; pages and assets
  // gain. The API answers the page cache keeps are compressed once, when kept.
  const compressPages = compressAnswers();
  app.use(async (c, next) => (addresses.of(c).api ? next() : compressPages(c, next)));
  const apiCaching = publicApiCaching({ personalData });
  app.use(async (c, next) => (addresses.of(c).api ? apiCaching(c, next) : next()));
  app.onError((error, c) => errorResponse(error, c, logger));
  app.use(
    rateLimitPosts(db, {
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      max: config.RATE_LIMIT_MAX_POSTS,
      trustProxy: config.TRUST_PROXY,
      // Saved every few hundred milliseconds while a buyer types; code look-ups there have their own limit.
      // Gateways deliver notifications from a few addresses, retrying: their signature is their limit.
      exempt: ['/api/v2/territorio/dealership/update', `${PAYMENT_WEBHOOK_PREFIX}*`],
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: 'El contenido enviado es demasiado grande.' }, 413),
    }),
  );

  // A page's form, as any body but the API's and the uploads that have limits of their own.
  const formBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => c.text('El contenido enviado es demasiado grande.', 413),
  });
  // The back office's sessions and CSRF checks, before any of its pages or their actions run (server/staff). Its
  // uploads (pictures, a story's video, price files) may be large only once a session is found whose member may send
  // them; every other request gets a form's limit, before its body is read (server/staff/requests.ts).
  // An upload also takes its place in the queue before its body is read, so bodies and pictures in memory stay
  // bounded (docs/decisions/0046).
  const mediaUploads = deps.mediaUploads ?? createMediaUploadQueue();
  const uploadLimit = bodyLimit({
    maxSize: STAFF_UPLOAD_LIMIT_BYTES,
    onError: (c) => c.text('El archivo enviado es demasiado grande: el máximo es 50 MB.', 413),
  });
  const staffRequests = createStaffRequests({
    db,
    config,
    bodyLimits: {
      form: formBodyLimit,
      upload: (c, next) => mediaUploads.run(c, () => uploadLimit(c, next)),
    },
  });
  app.use((c, next) => (addresses.of(c).backOffice ? staffRequests.middleware(c, next) : next()));

  // A kept page is answered before the routes and the static files are looked through; the public API's reads are
  // kept too (docs/decisions/0024). Only addresses as their routes write them get this far, so pages are kept under
  // those alone, and server/main.ts's look-up before the app finds none under another spelling.
  if (pageCache) keepApiAnswers(app, pageCache);
  if (pageCache && build)
    app.use(async (c, next) => (personalData(c) ? next() : ((await pageCache.kept(c)) ?? next())));

  if (deps.metrics && config.METRICS_TOKEN)
    app.route('/', metricsRoutes(deps.metrics, { token: config.METRICS_TOKEN }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      if (await migrationsApplied(db)) return c.json({ status: 'ready' });
      return c.json({ status: 'migrations pending' }, 503);
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  const contentSource = createContentSource(db);
  app.route(
    '/',
    catalogueRoutes(ownCatalogue, {
      offersJson: (brandId) => offersJson(db, brandId),
      searchCatalogue: deps.keptReads?.sources({ catalogue: ownCatalogue, content: contentSource }).catalogue,
    }),
  );
  app.route('/', vehicleImageRoutes);
  app.route('/', contentRoutes({ db }));
  const storage = deps.storage ?? configuredFileStorage(config);
  app.route('/', mediaRoutes(storage));
  app.route('/', leadsRoutes({ db, config, logger, storage }));
  app.route('/', alertRoutes({ db, config, logger }));
  app.route('/', promotionRoutes({ db }));
  app.route('/', usedVehicleRoutes({ db, config }));
  app.route('/', operationRoutes({ db, config, logger }));
  const gateways = createPaymentGateways({ db, config, logger });
  const reservations = createReservationService({ db, gateways, config, logger });
  app.route('/', paymentRoutes({ db, reservations, gateways, config, logger }));
  const operationFulfilment = createOperationFulfilment({ db, config, logger, reservations });
  const testDrives = createTestDriveService({ db, config, logger });
  app.route('/', testDriveRoutes({ service: testDrives, publicUrl: config.PUBLIC_URL }));
  app.route('/', apiDocsRoutes());

  app.all('/api/*', (c) => c.json({ error: 'No existe ese recurso.' }, 404));
  app.all('/v1/*', (c) => c.json({ error: 'No existe ese recurso.' }, 404));
  app.all('/v2/*', (c) => c.json({ error: 'No existe ese recurso.' }, 404));

  if (deps.clientDir) {
    const root = deps.clientDir;
    // Hashed file names: a file under /assets never changes, so the browser keeps it for a year.
    app.use('/assets/*', staticFiles(root, 'public, max-age=31536000, immutable'));
    // Only the addresses of what the client folder holds look for a file: a page's request goes on to the render
    // without asking the disk first.
    const hourly = staticFiles(root, 'public, max-age=3600');
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      if (entry.name === 'assets') continue;
      app.use(entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`, hourly);
    }
  }

  if (deps.build) {
    // The production server: React Router and page modules still write through console.*, and every log line must
    // be JSON without personal data. Development keeps the console for Vite's own messages.
    if (config.NODE_ENV === 'production') routeConsoleToLogger(logger);
    const sources = { catalogue: pageCatalogue, content: contentSource };
    const visits = createReservationVisitService({ db, config, logger });
    const renderPage = createPageRenderer(deps.build, config.NODE_ENV, {
      ...sources,
      keptSources: deps.keptReads?.sources(sources),
      publicUrl: config.PUBLIC_URL,
      retention: {
        jobApplicationMonths: config.RETENTION_JOB_APPLICATIONS_MONTHS,
        unpaidOperationDays: config.RETENTION_UNPAID_OPERATIONS_DAYS,
        testDriveDays: config.RETENTION_TEST_DRIVES_DAYS,
      },
      logger,
      staffDirectory: createStaffDirectory({ db, config }),
      operationFulfilment,
      reservationsDesk: reservationsDeskSource({ db }),
      leadsInbox: leadsInboxSource({ db, storage, publicUrl: config.PUBLIC_URL }),
      branchAgenda: branchAgendaSource({
        db,
        readers: { test_drive: testDriveAppointments, visit: reservationVisitAppointments },
      }),
      testDriveDesk: testDriveDesk({ db, service: testDrives }),
      salesFunnel: salesFunnelSource({ db }),
      alertDemand: alertDemandSource({ db }),
      alertPages: alertPagesSource({ db, config, logger }),
      promotionEditing: promotionEditing({ db }),
      financingEditing: financingEditing({ db }),
      usedGuide: usedGuideEditing({ db }),
      catalogueEditing: catalogueEditingSource({ db, storage }),
      bannerEditing: bannerEditing({ db, storage }),
      popupEditing: popupEditing({ db, storage }),
      siteEditing: siteEditing({ db }),
      newsEditing: newsEditing({ db, storage }),
      storyEditing: storyEditing({ db, storage }),
      mailOutbox: mailOutboxDesk({ db }),
      staffNotices: staffNoticesSource({ db }),
      testDrivePages: testDrivePagesSource({ db, service: testDrives }),
      reservationVisits: reservationVisitPagesSource(visits),
      reservationVisitDesk: reservationVisitDesk({ db, service: visits }),
    });
    const operationPages = operationPagesSource({ db, config });
    const paymentPages = paymentPagesSource({ db, reservations, config });
    const myReservationPages = myReservationSource({ db, config });
    const servePage: PageRender = (c, reads) =>
      renderPage(c.req.raw, {
        operations: { ...operationPages(c), ...paymentPages(c) },
        myReservation: myReservationPages(c),
        staff: staffRequests.requestOf(c),
        // A buyer's own page reads the database itself: what they just did shows at once.
        readsKept: !personalData(c),
        loggablePath: addresses.of(c).loggablePath,
        nonce: c.get('secureHeadersNonce'),
        requestId: c.get('requestId'),
        reads,
      });
    // A public page's action reads its whole form: a form's limit, as the back office's (set above, after its
    // session).
    const pageBodyLimit: MiddlewareHandler = (c, next) =>
      addresses.of(c).backOffice ? next() : formBodyLimit(c, next);
    // Pages with personal data are the buyer's own: never kept (docs/decisions/0024-page-cache.md).
    app.all('*', pageBodyLimit, (c) =>
      pageCache && !personalData(c) ? pageCache.serve(c, servePage) : servePage(c),
    );
  }

  return app;
}

/**
 * Files of the client build. The build writes .br and .gz beside each script, stylesheet and icon sprite
 * (vite.config.ts): the one the browser accepts is sent as it is, and the compress middleware leaves an encoded
 * answer alone. The caching header goes on the answer itself: serveStatic's onFound runs after the answer is built.
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    // A file found is answered here; a missing one falls through to next(), whose outcome is not a Response.
    const response = await serve(c, next);
    if (response instanceof Response) {
      response.headers.set('cache-control', cacheControl);
      // Hono's table of types lacks WebVTT, which browsers read as a video's captions only with its own type.
      if (c.req.path.endsWith('.vtt')) response.headers.set('content-type', 'text/vtt; charset=utf-8');
    }
    return response;
  };
}
