import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from 'react-router';
import * as entryServer from '../../app/entry.server';
import routes from '../../app/routes';

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  file: string;
}

/** React Router's id of a route entry: its own, or its file without the extension (as the Vite plugin names it). */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');

function flatten(
  entries: readonly RouteConfigEntry[],
  parentId: string,
  keep: (path: string) => boolean,
  parentPath = '',
) {
  const kept: BuildRoute[] = [];
  for (const entry of entries) {
    const id = routeId(entry);
    // A child's path is relative to its parent's: the page's address joins them.
    const path = entry.path === undefined ? parentPath : [parentPath, entry.path].filter(Boolean).join('/');
    const children = flatten(entry.children ?? [], id, keep, path);
    const own = (entry.path !== undefined || entry.index === true) && keep(`/${path}`);
    if (!own && children.length === 0) continue;
    kept.push({
      id,
      parentId,
      file: entry.file,
      ...(entry.path !== undefined ? { path: entry.path } : {}),
      ...(entry.index ? { index: true } : {}),
    });
    kept.push(...children);
  }
  return kept;
}

// biome-ignore lint/suspicious/noExplicitAny: React Router's wrappers take any component.
type AnyComponent = any;

/** A route module as the build makes it: its components get their props (loaderData, params…) from React Router. */
function asBuilt(module: Record<string, unknown>): Record<string, unknown> {
  const built = { ...module };
  if (module.default) built.default = UNSAFE_withComponentProps(module.default as AnyComponent);
  if (module.ErrorBoundary)
    built.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as AnyComponent);
  if (module.HydrateFallback)
    built.HydrateFallback = UNSAFE_withHydrateFallbackProps(module.HydrateFallback as AnyComponent);
  return built;
}

/**
 * The site's real routes (app/routes.ts) and root, as a server build for `createApp`, without compiling anything:
 * route tests go through the same server entry, loaders, actions and components the site runs, in process
 * (`app.request`). `keep` picks the pages by path (all of them by default), so a test loads only the modules it needs.
 */
export async function pageBuild(keep: (path: string) => boolean = () => true): Promise<ServerBuild> {
  const entries: BuildRoute[] = [
    { id: 'root', file: 'root.tsx', path: '' },
    ...flatten(routes, 'root', keep),
  ];
  const loaded = await Promise.all(
    entries.map(async (entry) => ({
      entry,
      module: asBuilt((await import(path.resolve('app', entry.file))) as Record<string, unknown>),
    })),
  );
  const server: Record<string, unknown> = {};
  const client: Record<string, unknown> = {};
  for (const { entry, module } of loaded) {
    const { file: _file, ...shape } = entry;
    const { parentId, ...root } = shape;
    const route = entry.id === 'root' ? root : shape;
    server[entry.id] = { ...route, module };
    client[entry.id] = clientRoute(entry.id, route, module);
  }
  return serverBuild(server, client);
}

/** A route as the browser's manifest lists it: what its module has, and where its code would be. */
export function clientRoute<Route extends object>(id: string, route: Route, module: Record<string, unknown>) {
  return {
    ...route,
    hasAction: 'action' in module,
    hasLoader: 'loader' in module,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: 'ErrorBoundary' in module,
    module: `/assets/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
}

/** A server build of these routes (by id: each with its module, and as the manifest lists it) and the real entry. */
export function serverBuild(server: Record<string, unknown>, client: Record<string, unknown>): ServerBuild {
  return {
    entry: { module: entryServer },
    routes: server,
    assets: {
      entry: { imports: [], module: '/assets/entry.client.js' },
      routes: client,
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
