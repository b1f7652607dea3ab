import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { pagePath } from './personal-data-paths';

/** The paths whose pattern is remembered, the most recently asked. */
const KNOWN_PATHS = 2_000;

/**
 * The pattern of the page route a path matches ('/vehiculos-0km/:brand', '/*' for an unknown address), from the React
 * Router build: a label that stays one per route however many addresses visitors ask for. A `.data` request (a client
 * navigation) counts as its page.
 */
export function pageRoutePatterns(build: ServerBuild): (pathname: string) => string {
  const manifest = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  const tree = childrenOf(undefined);
  const patternOf = (pathname: string) => {
    const matches = matchRoutes(tree, pagePath(pathname));
    if (!matches) return '/*';
    const segments = matches.flatMap((match) =>
      match.route.path ? [match.route.path.replace(/^\/+|\/+$/g, '')] : [],
    );
    return `/${segments.filter(Boolean).join('/')}`;
  };
  // matchRoutes flattens and ranks the whole route tree on every call: a tenth of a kept page's cost.
  const known = new LRUCache<string, string>({ max: KNOWN_PATHS });
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      pattern = patternOf(pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}
