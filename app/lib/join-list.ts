// Kept apart from seo.server.ts: pages also join names in their visible text, in the browser.
let listFormat: Intl.ListFormat | undefined;

/**
 * "Polo, T-Cross y Amarok". The format is made on the first list joined, not as the module loads: in a browser the
 * first es-AR format loads the locale's data (docs/decisions/0090).
 */
export function joinList(items: readonly string[]): string {
  listFormat ??= new Intl.ListFormat('es-AR', { style: 'long', type: 'conjunction' });
  return listFormat.format(items);
}
