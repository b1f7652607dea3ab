import { DEALERSHIP_START_PATH, DEALERSHIP_UPDATE_PATH } from '../dealership';
import { CANCELLATION_PATH, PAYMENT_CREATE_PATH, PAYMENT_START_PATH } from '../payments';

/**
 * The one list of the paths whose pages and answers carry a buyer's personal data (name, DNI, e-mail, phone) or the
 * operation code that opens them. Their answers are never stored by a browser or a shared cache and never indexed
 * (app.ts), and their paths are logged without the code (`loggablePath`).
 *
 * A page's `.data` request (React Router's client navigation) is the same path with `.data` appended, so it matches
 * too.
 */
const PERSONAL_DATA_PREFIXES = [
  // Every step of the digital dealership, from the start page with an operation code to the outcome pages.
  '/concesionario-digital/',
  // The payment frames of step 4 and the sandbox gateway's endpoints (card holder, settlement by operation code).
  '/pagos/',
  '/api/payments/sandbox/',
  // The back office: staff pages show buyers' and staff's data, and its one-time links carry a token.
  '/admin/',
] as const;

const PERSONAL_DATA_PATHS = new Set<string>([
  // The cancellation form takes the operation code and its e-mail, and its answer names the operation.
  '/arrepentimiento',
  '/admin',
  DEALERSHIP_START_PATH,
  DEALERSHIP_UPDATE_PATH,
  PAYMENT_START_PATH,
  PAYMENT_CREATE_PATH,
  CANCELLATION_PATH,
]);

/** The page a `.data` request reads: `/arrepentimiento.data` → `/arrepentimiento`, `/_root.data` → `/`. */
export function pagePath(path: string): string {
  if (!path.endsWith('.data')) return path;
  const page = path.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

export function isPersonalDataPath(path: string): boolean {
  const page = pagePath(path);
  return PERSONAL_DATA_PATHS.has(page) || PERSONAL_DATA_PREFIXES.some((prefix) => page.startsWith(prefix));
}

/**
 * A path as logs may show it: under a personal-data prefix only the segment after the prefix stays (the step or the
 * endpoint); what follows is an operation code or the unit a buyer chose.
 */
export function loggablePath(path: string): string {
  const prefix = PERSONAL_DATA_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) return path;
  const rest = path.slice(prefix.length).split('/');
  return rest.length > 1 ? `${prefix}${rest[0]}/…` : path;
}
