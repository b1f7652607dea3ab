import { VISIT_KEY } from './visit-key';

/**
 * On the session's first page (docs/decisions/0064): its path and query, and the referring site's host (not this
 * site's), in sessionStorage under VISIT_KEY (./sent-visit-source.ts reads it): no cookie, gone when the tab closes. Only the
 * site frame loads this, and every public page does, so it stays one statement; the server cuts the landing page to
 * its limit (domain/shared/visit-source.ts).
 */
export function rememberVisit(): void {
  try {
    const from = document.referrer && new URL(document.referrer).host;
    sessionStorage[VISIT_KEY] ??= JSON.stringify({
      landing: location.pathname + location.search,
      referrer: from === location.host ? '' : from,
    });
  } catch {
    // Storage refused (private mode, a full quota): the lead goes without its source.
  }
}
