import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { type RouteRules, rulesOfRoute } from './route-rules';
import type { ServerBuildSource } from './ssr';

/** What the site makes of a request's address: the route it names, and that route's rules (server/http/route-rules.ts). */
export interface SiteAddress extends RouteRules {
  /**
   * The pattern of the route the address names, as the route writes it: a Hono route's ('/pagos/sandbox/:code'), else a
   * page's from the React Router build ('/concesionario-digital/reservado/:operation_code', '/*' for the not-found
   * page); undefined when nothing names it (an app without pages). One label per route, whatever visitors ask for.
   */
  route: string | undefined;
  /** The address as its route writes it, when the request wrote it otherwise: the request is sent there first. */
  canonical: string | undefined;
  /** The path as a log line may show it: without the parameters of a route with personal data, nor what a catch-all took. */
  loggablePath: string;
}

/** The addresses whose reading is remembered, the most recently asked. */
const KNOWN_ADDRESSES = 2_000;

type Segment =
  | { kind: 'static'; text: string; optional: boolean }
  | { kind: 'param'; optional: boolean }
  | { kind: 'rest' };

/** A route pattern's segments, in React Router's syntax or Hono's (`:id`, `:id?`, `:id{[0-9]+}`, `*`). */
function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '*') return { kind: 'rest' };
      const optional = part.endsWith('?');
      if (part.startsWith(':')) return { kind: 'param', optional };
      return { kind: 'static', text: optional ? part.slice(0, -1) : part, optional };
    });
}

/** A segment of an address as written, and what it is in the route. */
interface Written {
  text: string;
  kind: Segment['kind'];
}

/**
 * The address `given` (a path's segments after the first slash) as the route `segments` writes it: each static
 * segment as the route spells it, each parameter and the rest of a catch-all as the request wrote them; undefined when
 * it is not one of the route's addresses. Trailing slashes are no part of an address, as React Router reads them.
 */
function spelled(segments: readonly Segment[], given: readonly string[]): Written[] | undefined {
  const catchAll = segments.at(-1)?.kind === 'rest';
  let end = given.length;
  if (!catchAll) while (end > 0 && given[end - 1] === '') end--;
  const written: Written[] = [];
  let next = 0;
  for (const segment of segments) {
    if (segment.kind === 'rest') {
      const rest = given.slice(next).join('/');
      if (rest) written.push({ text: rest, kind: 'rest' });
      next = end;
      break;
    }
    const part = next < end ? given[next] : undefined;
    if (segment.kind === 'param') {
      if (part) {
        written.push({ text: part, kind: 'param' });
        next++;
      } else if (!segment.optional) return undefined;
      continue;
    }
    if (part !== undefined && sameSegment(part, segment.text)) {
      written.push({ text: segment.text, kind: 'static' });
      next++;
    } else if (!segment.optional) return undefined;
  }
  return next === end ? written : undefined;
}

/**
 * Whether a segment as written is the route's static segment: decoded (an escaped `/` stays one segment's text, as in
 * React Router's matching) and in either case of ASCII letters, as React Router's case-insensitive matching compares.
 */
function sameSegment(part: string, text: string): boolean {
  const decoded = part.includes('%') ? decodedSegment(part) : part;
  return decoded.length === text.length && lowerAscii(decoded) === lowerAscii(text);
}

/** Each run of valid escapes decoded; an invalid one left as it is, as Hono reads it. */
function decodedSegment(part: string): string {
  return part.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The address the route a path names writes, and what names it. */
interface Named {
  route: string;
  written: Written[];
  /** A React Router data request (`/arrepentimiento.data`, `/_root.data` for `/`): the page's own address + `.data`. */
  data: boolean;
}

/** The page a data request reads, as React Router's server reads it; undefined for any other request. */
export function dataRequestPage(path: string): string | undefined {
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : undefined;
}

const dataAddress = (page: string) => (page === '/' ? '/_root.data' : `${page}.data`);

/** Reads addresses as the build's page routes, matched by React Router itself (its ranking, its case-insensitivity). */
function pageRoutes(build: ServerBuild): (path: string) => Named | undefined {
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
  return (path) => {
    const dataPage = dataRequestPage(path);
    const page = dataPage ?? path;
    const matches = matchRoutes(tree, page);
    if (!matches) return undefined;
    const route = `/${matches
      .flatMap((match) => (match.route.path ? [match.route.path.replace(/^\/+|\/+$/g, '')] : []))
      .filter(Boolean)
      .join('/')}`;
    // Should this reading ever disagree with React Router's, the address stays as given, and is logged as unknown.
    const written = spelled(segmentsOf(route), page.split('/').slice(1)) ?? [
      { text: page.slice(1), kind: 'rest' },
    ];
    return { route, written, data: dataPage !== undefined };
  };
}

/**
 * Reads addresses as the app's Hono routes (the APIs, the payment frames, the uploads, the files), in either case:
 * Hono compares them exactly, so another spelling would otherwise fall through to the pages' not-found page. The most
 * specific route that names an address wins; middleware registered on every path names none.
 */
function apiRoutes(paths: readonly string[]): (given: readonly string[]) => Named | undefined {
  const routes = [...new Set(paths)]
    .filter((path) => path !== '*' && path !== '/*')
    .map((route) => ({ route, segments: segmentsOf(route) }))
    .map((entry) => ({
      ...entry,
      statics: entry.segments.filter((segment) => segment.kind === 'static').length,
      catchAll: entry.segments.at(-1)?.kind === 'rest',
    }))
    .sort(
      (a, b) =>
        b.statics - a.statics ||
        Number(a.catchAll) - Number(b.catchAll) ||
        b.segments.length - a.segments.length,
    );
  return (given) => {
    for (const { route, segments } of routes) {
      const written = spelled(segments, given);
      if (written) return { route, written, data: false };
    }
    return undefined;
  };
}

/** The path of a request's URL as it came (escapes and all), and its query with its `?`. */
function pathAndSearch(url: string): { path: string; search: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return { path: '/', search: '' };
  const query = url.indexOf('?', start);
  const fragment = url.indexOf('#', start);
  const pathEnd = Math.min(query === -1 ? url.length : query, fragment === -1 ? url.length : fragment);
  const search = url[pathEnd] === '?' ? url.slice(pathEnd, fragment === -1 ? undefined : fragment) : '';
  return { path: url.slice(start, pathEnd), search };
}

const NOT_FOUND: Segment[] = [{ kind: 'rest' }];

function addressOf(path: string, named: Named | undefined): SiteAddress {
  const rules = rulesOfRoute(named?.route);
  // Nothing names it: the whole address is what a catch-all would take.
  const written = named?.written ?? spelled(NOT_FOUND, path.split('/').slice(1)) ?? [];
  const join = (parts: string[]) => {
    const page = `/${parts.join('/')}`;
    return named?.data ? dataAddress(page) : page;
  };
  const canonical = join(written.map((part) => part.text));
  const loggable = join(
    written.map((part) =>
      part.kind === 'rest' || (part.kind === 'param' && rules.personalData) ? '…' : part.text,
    ),
  );
  return Object.freeze({
    ...rules,
    route: named?.route,
    // Never an address that starts with `//`: a browser would read another host in it.
    canonical: canonical === path || canonical.startsWith('//') ? undefined : canonical,
    loggablePath: loggable,
  });
}

export interface SiteAddresses {
  /** The reading of this request's address (made once per request). */
  of(c: Context): SiteAddress;
  /**
   * Sends a request whose address its route writes otherwise to the route's own spelling, before anything else reads
   * it: 301 for a read, 308 for anything else (its method and body go with it, RFC 9110 §15.4.9), query kept.
   */
  canonicalAddresses: MiddlewareHandler;
}

/**
 * The one reading of an address every rule of the server goes by (docs/decisions/0044-one-address-per-route.md): the
 * route it names, among the app's Hono routes (`honoRoutes`, read when the first request comes, all registered by
 * then) and the build's page routes, and that route's rules. An address that differs from its route's only by the
 * case of a static segment, escapes of its characters or trailing slashes is the same route: it is sent to the
 * route's spelling before any cache, privacy or back-office rule runs. Without a build only the Hono routes name
 * addresses.
 */
export function siteAddresses(options: {
  build?: ServerBuildSource | undefined;
  honoRoutes: () => readonly { path: string }[];
}): SiteAddresses {
  let api: ReturnType<typeof apiRoutes> | undefined;
  const readerOf = (pages: ((path: string) => Named | undefined) | undefined) => {
    const known = new LRUCache<string, SiteAddress>({ max: KNOWN_ADDRESSES });
    return (path: string): SiteAddress => {
      let address = known.get(path);
      if (address === undefined) {
        api ??= apiRoutes(options.honoRoutes().map((route) => route.path));
        address = addressOf(path, api(path.split('/').slice(1)) ?? pages?.(path));
        known.set(path, address);
      }
      return address;
    };
  };
  const { build } = options;
  // The development server's build changes under it: it is asked for on every request, and read again when new.
  const readers = new WeakMap<ServerBuild['routes'], (path: string) => SiteAddress>();
  const readerOfBuild = (built: ServerBuild) => {
    let reader = readers.get(built.routes);
    if (!reader) {
      reader = readerOf(pageRoutes(built));
      readers.set(built.routes, reader);
    }
    return reader;
  };
  let read = build === undefined || typeof build === 'function' ? readerOf(undefined) : readerOfBuild(build);

  const requests = new WeakMap<Request, SiteAddress>();
  const of = (c: Context): SiteAddress => {
    let address = requests.get(c.req.raw);
    if (address === undefined) {
      address = read(pathAndSearch(c.req.url).path);
      requests.set(c.req.raw, address);
    }
    return address;
  };

  return {
    of,
    async canonicalAddresses(c, next) {
      if (typeof build === 'function') read = readerOfBuild(await build());
      const { canonical } = of(c);
      if (canonical === undefined) return next();
      const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
      return c.redirect(`${canonical}${pathAndSearch(c.req.url).search}`, reading ? 301 : 308);
    },
  };
}
