import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactRouterConfig from '../react-router.config';
import { table } from './bench/report';
import { buildGzip } from './lib/build-gzip';
import { UsageError } from './lib/usage-error';

/*
 * npx tsx scripts/route-sizes.ts [--build-dir DIR] [--warn-only]
 *
 * Prints, per route, the JavaScript a first visit downloads before the page is interactive, gzipped: the client entry,
 * the root route and every route between root and this one, with all the chunks they import statically, each file
 * counted once, and the React Router manifest script when the page loads it. With lazy route discovery (React Router's
 * default for server rendering) it does not: the page inlines the few manifest entries it matches, and the rest are
 * fetched as JSON on navigation. Chunks loaded later with import() (a form's validation, say) are
 * shown apart: they are not part of the first load. The issue's budget is 120 KB per route (KB = 1,000 bytes here, as
 * Lighthouse and browsers' network panels count).
 *
 * The build's own manifest (build/client/assets/manifest-*.js) is the source, so no Vite option is needed. A build
 * without the gzip copies (`PRECOMPRESS_ASSETS=0`, the page tests' build) is measured by compressing each file as the
 * full build would, so `.ci/run` checks the budget on the build the page tests made instead of building again.
 * Exit code 0 when every route is within budget, 1 when one is over (0 with --warn-only), 2 when there is no build.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_BYTES = 120_000;

interface ManifestModule {
  module: string;
  imports?: string[];
}

interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
}

interface RouterManifest {
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

function parseArgs(argv: readonly string[]): { buildDir: string; warnOnly: boolean } {
  let buildDir = process.env.BUILD_DIR ?? 'build';
  let warnOnly = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--warn-only') warnOnly = true;
    else if (arg === '--build-dir') {
      const value = argv[++i];
      if (!value) throw new UsageError('--build-dir needs a folder');
      buildDir = value;
    } else if (arg?.startsWith('--build-dir=')) buildDir = arg.slice('--build-dir='.length);
    else throw new UsageError(`unknown option ${arg}`);
  }
  return { buildDir: path.resolve(ROOT, buildDir), warnOnly };
}

function readManifest(clientDir: string): { manifest: RouterManifest; file: string } {
  const assets = path.join(clientDir, 'assets');
  const candidates = fs.existsSync(assets)
    ? fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    : [];
  if (candidates.length === 0) throw new UsageError(`no React Router manifest in ${assets}: build first`);
  // A folder built more than once keeps old manifests: the newest is the build's.
  const newest = candidates
    .map((name) => ({ name, mtime: fs.statSync(path.join(assets, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0]?.name as string;
  const source = fs.readFileSync(path.join(assets, newest), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { manifest: JSON.parse(json) as RouterManifest, file: `/assets/${newest}` };
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` of a minified chunk. */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

class ChunkGraph {
  private readonly sizes = new Map<string, Promise<number>>();
  private readonly edges = new Map<string, { statics: string[]; dynamics: string[] }>();

  constructor(private readonly clientDir: string) {}

  /**
   * Gzipped size in bytes of a file under the client folder, by its URL path (/assets/x.js): the size of the `.gz`
   * file the build wrote beside it, which the server sends as it is, or, when there is none, the size of the same
   * Zopfli gzip the build would have written (vite.config.ts): zlib's is about 3% larger, enough to fail a route
   * the served bytes keep within the budget.
   */
  size(url: string): Promise<number> {
    let size = this.sizes.get(url);
    if (size === undefined) {
      const file = this.file(url);
      size = fs.existsSync(`${file}.gz`)
        ? Promise.resolve(fs.statSync(`${file}.gz`).size)
        : buildGzip(fs.readFileSync(file)).then((gzipped) => gzipped.length);
      this.sizes.set(url, size);
    }
    return size;
  }

  /** The gzipped bytes of these files together. */
  async total(urls: Iterable<string>): Promise<number> {
    let sum = 0;
    for (const url of urls) sum += await this.size(url);
    return sum;
  }

  private file(url: string): string {
    return path.join(this.clientDir, url.replace(/^\//, ''));
  }

  private imports(url: string): { statics: string[]; dynamics: string[] } {
    let found = this.edges.get(url);
    if (!found) {
      const source = fs.existsSync(this.file(url)) ? fs.readFileSync(this.file(url), 'utf8') : '';
      const resolve = (relative: string) => path.posix.join(path.posix.dirname(url), relative);
      found = {
        statics: [...source.matchAll(STATIC_IMPORT)].map((match) => resolve(match[1] as string)),
        dynamics: [...source.matchAll(DYNAMIC_IMPORT)].map((match) => resolve(match[1] as string)),
      };
      this.edges.set(url, found);
    }
    return found;
  }

  /** The files loaded up front from these roots, and those a later import() of theirs would add. */
  closure(roots: readonly string[]): { initial: Set<string>; lazy: Set<string> } {
    const initial = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const url = pending.pop() as string;
      if (initial.has(url)) continue;
      initial.add(url);
      pending.push(...this.imports(url).statics);
    }
    const lazy = new Set<string>();
    const lazyPending = [...initial].flatMap((url) => this.imports(url).dynamics);
    while (lazyPending.length > 0) {
      const url = lazyPending.pop() as string;
      if (initial.has(url) || lazy.has(url)) continue;
      lazy.add(url);
      lazyPending.push(...this.imports(url).statics, ...this.imports(url).dynamics);
    }
    return { initial, lazy };
  }
}

function routePath(manifest: RouterManifest, route: ManifestRoute): string {
  const segments: string[] = [];
  for (let current: ManifestRoute | undefined = route; current; ) {
    if (current.path) segments.unshift(current.path);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  const joined = `/${segments.join('/')}`.replace(/\/+/g, '/');
  return joined === '/' && !route.index && route.id !== 'root' ? `/ (${route.id})` : joined;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main(): Promise<number> {
  const { buildDir, warnOnly } = parseArgs(process.argv.slice(2));
  const clientDir = path.join(buildDir, 'client');
  const { manifest, file: manifestFile } = readManifest(clientDir);
  const graph = new ChunkGraph(clientDir);

  const shared = graph.closure([
    ...(loadsManifestFile() ? [manifestFile] : []),
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...moduleFiles(manifest.routes.root),
  ]).initial;
  const sharedBytes = await graph.total(shared);

  const rows: string[][] = [];
  const over: string[] = [];
  // Resource routes (sitemap.xml, robots.txt) answer without a page, so they ship no JavaScript.
  const routes = Object.values(manifest.routes).filter(
    (route) => route.id !== 'root' && route.hasDefaultExport !== false,
  );
  for (const route of routes) {
    const chain: ManifestRoute[] = [];
    for (let current: ManifestRoute | undefined = route; current; ) {
      chain.unshift(current);
      current = current.parentId ? manifest.routes[current.parentId] : undefined;
    }
    const { initial, lazy } = graph.closure([...shared, ...chain.flatMap(moduleFiles)]);
    const total = await graph.total(initial);
    const lazyBytes = await graph.total(lazy);
    const within = total <= BUDGET_BYTES;
    if (!within) over.push(`${route.id} ships ${kb(total)}, over the ${kb(BUDGET_BYTES)} budget`);
    rows.push([
      route.id.replace(/^routes\//, ''),
      routePath(manifest, route),
      kb(total - sharedBytes),
      kb(total),
      lazyBytes > 0 ? `+${kb(lazyBytes)}` : '',
      within ? 'ok' : 'OVER',
    ]);
  }

  console.log(`JavaScript per route, gzipped (${path.relative(ROOT, buildDir) || '.'}/client):`);
  console.log(
    `  shared by every route (${loadsManifestFile() ? 'manifest, ' : ''}entry, root and their imports): ${kb(sharedBytes)}\n`,
  );
  console.log(
    table(['route', 'path', 'own', 'first load', 'on demand', `≤ ${kb(BUDGET_BYTES)}`], rows, [
      'left',
      'left',
      'right',
      'right',
      'right',
      'left',
    ]),
  );
  console.log(
    '\nfirst load = everything the route downloads before it is interactive; own = what it adds to the shared part;\n' +
      'on demand = chunks it may fetch later with import(), not counted in the budget.',
  );
  if (over.length === 0) {
    console.log(`\nEvery route is within ${kb(BUDGET_BYTES)}.`);
    return 0;
  }
  console.log(`\nOver budget:\n${over.map((line) => `  - ${line}`).join('\n')}`);
  return warnOnly ? 0 : 1;
}

/** React Router's `Scripts` imports the manifest file unless lazy route discovery is on (the default with SSR). */
function loadsManifestFile(): boolean {
  const config: { ssr?: boolean; routeDiscovery?: { mode?: 'lazy' | 'initial' } } = reactRouterConfig;
  return config.ssr === false || config.routeDiscovery?.mode === 'initial';
}

function moduleFiles(route: ManifestModule | undefined): string[] {
  return route ? [route.module, ...(route.imports ?? [])] : [];
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`route-sizes: ${error.message}`);
      process.exitCode = 2;
    } else throw error;
  },
);
