// Kept apart from seo.server.ts: pages also join names in their visible text, in the browser.
const listFormat = new Intl.ListFormat('es-AR', { style: 'long', type: 'conjunction' });

/** "Polo, T-Cross y Amarok". */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
}
