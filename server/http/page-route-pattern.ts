import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { pagePath } from './personal-data-paths';

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
  return (pathname) => {
    const matches = matchRoutes(tree, pagePath(pathname));
    if (!matches) return '/*';
    const segments = matches.flatMap((match) =>
      match.route.path ? [match.route.path.replace(/^\/+|\/+$/g, '')] : [],
    );
    return `/${segments.filter(Boolean).join('/')}`;
  };
}
