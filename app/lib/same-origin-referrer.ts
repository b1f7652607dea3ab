/**
 * A page whose forms post without JavaScript: a plain navigation's post, under the site's no-referrer policy, is sent
 * with `Origin: null`, which React Router (and the back office) refuse as another site's. This meta lets the page's
 * posts name their origin while still sending nothing to other sites.
 */
export const SAME_ORIGIN_REFERRER = { name: 'referrer', content: 'same-origin' } as const;
