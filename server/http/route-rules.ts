import { ALERT_ONE_CLICK_PREFIX } from '#domain/content/alerts';
import { DEALERSHIP_START_PATH, DEALERSHIP_UPDATE_PATH } from '../dealership';
import { CANCELLATION_PATH, PAYMENT_CREATE_PATH, PAYMENT_START_PATH } from '../payments';
import { TEST_DRIVE_BOOKING_PATH } from '../test-drives';

/** What the server does for a route beyond answering it (docs/decisions/0044-one-address-per-route.md). */
export interface RouteRules {
  /**
   * Its answers carry a buyer's or a staff member's personal data, or the code or token that opens them: never stored
   * by a browser or a shared cache, never indexed (server/http/security-headers.ts), never kept by the page cache, read
   * from the database rather than from the kept reads, and logged without their parameters.
   */
  personalData: boolean;
  /** The back office: its sessions, CSRF checks and body limits (server/staff) run before its pages. */
  backOffice: boolean;
  /** The JSON APIs and the process's own answers: not compressed on the fly, and their reads publicly cacheable. */
  api: boolean;
}

/** A part of the site: the route at `route` and every route under it, with the rules they all follow. */
interface Section extends Partial<RouteRules> {
  route: string;
}

/**
 * The one list of the site's parts with rules of their own, by the routes' own paths (app/routes.ts and the Hono
 * routes), never by a request's: a request is read as the route it names first (server/http/site-addresses.ts), so
 * no spelling of an address gets around them, and a new route under one of these parts follows its rules unlisted.
 */
const SECTIONS: readonly Section[] = [
  // Staff pages show buyers' and staff's data, and the one-time links carry a token.
  { route: '/admin', backOffice: true, personalData: true },
  // Every step of the digital dealership, from the start page with an operation code to "Mi reserva".
  { route: '/concesionario-digital', personalData: true },
  // The cancellation form takes the operation code and its e-mail, and its answer names the operation.
  { route: '/arrepentimiento', personalData: true },
  // The e-mail alerts' links carry the token that confirms or removes an alert, and their forms take an e-mail.
  { route: '/alertas', personalData: true },
  { route: ALERT_ONE_CLICK_PREFIX, personalData: true },
  // A test drive's own page, opened by its signed link (the booking page itself is public; it is never kept, its
  // slots change with every booking).
  { route: '/prueba-de-manejo/:code', personalData: true },
  // The payment frames of step 4 and the sandbox gateway's endpoints (card holder, settlement by operation code).
  { route: '/pagos', personalData: true },
  { route: '/api/payments/sandbox', personalData: true },
  // The dealership API's answers that name an operation or take what the buyer typed.
  ...[
    DEALERSHIP_START_PATH,
    DEALERSHIP_UPDATE_PATH,
    PAYMENT_START_PATH,
    PAYMENT_CREATE_PATH,
    CANCELLATION_PATH,
    // Its slots (/slots, under it) change with every booking, so they are never kept either.
    TEST_DRIVE_BOOKING_PATH,
  ].map((route) => ({ route, personalData: true })),
  { route: '/api', api: true },
  { route: '/v1', api: true },
  { route: '/v2', api: true },
  { route: '/healthz', api: true },
  { route: '/readyz', api: true },
];

const NO_RULES: RouteRules = Object.freeze({ personalData: false, backOffice: false, api: false });

/** The rules of a route, by its pattern ('/concesionario-digital/reservado/:operation_code'); none for no route. */
export function rulesOfRoute(route: string | undefined): RouteRules {
  if (route === undefined) return NO_RULES;
  const rules = { ...NO_RULES };
  for (const { route: section, ...sectionRules } of SECTIONS) {
    if (route !== section && !route.startsWith(`${section}/`)) continue;
    for (const name of Object.keys(sectionRules) as (keyof RouteRules)[])
      rules[name] ||= sectionRules[name] === true;
  }
  return Object.freeze(rules);
}
