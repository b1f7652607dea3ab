import { VISIT_KEY } from './visit-key';

/*
 * Where the visitor came from, kept from the first page of the browser session by ./remember-visit.ts
 * (docs/decisions/0064). The lead forms and the operation start send it as `source`; the server reads the campaign
 * parameters from the landing page's query (domain/shared/visit-source.ts).
 */

/** What was kept, for a form's body; undefined when nothing was. */
export function visitSource(): unknown {
  try {
    return JSON.parse(sessionStorage[VISIT_KEY]);
  } catch {
    return undefined;
  }
}
