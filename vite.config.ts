import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import gzipPlugin from 'rollup-plugin-gzip';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { buildGzip } from './scripts/lib/build-gzip';

const ROOT_ROUTE = path.resolve('app/root.tsx');
/** The public site's layout (app/routes.ts): the header, the footer and the bottom navigation of every public page. */
const SITE_FRAME_ROUTE = path.resolve('app/routes/site-layout.tsx');
const ROUTES = path.resolve('app/routes');
/** The back office's routes: app/routes/admin/, its layout (layout.tsx) and its pages. */
const isBackOfficeRoute = (file: string) =>
  file.split('?')[0]?.startsWith(path.join(ROUTES, 'admin') + path.sep) ?? false;

/**
 * Small modules that more than half of the pages use (money formatting, the text field, the loader, the buttons, the
 * helper that loads a part after its page) go into the shared chunk too: on the pages that use them they cost no file
 * of their own (each small file gzips apart and adds its import list), which took the heaviest routes from 120.0 to
 * 119.4 KB, and later from 120.4 to 119.7 KB; the pages that don't use them carry about 1.5 KB they never run
 * (measured with `npm run route-sizes`). The buttons are here also because the shared chunk loads their stylesheet:
 * in a file of their own, it and the shared chunk would import each other.
 */
const COMMON_MODULES = new Set(
  [
    'domain/shared/money.ts',
    'domain/shared/parse-amount.ts',
    'app/components/text-field.tsx',
    'app/components/loader.tsx',
    'app/components/lazy-part.tsx',
    'app/components/button.tsx',
    'domain/shared/route-params.ts',
  ].map((file) => path.resolve(file)),
);

/**
 * The modules only the steps that edit an operation use (payment mode, used vehicle, financing, personal data): the
 * hook that saves the operation, its status line, the links between steps and the note of what the server adjusted.
 * Rollup would ship them as three files, one per set of steps importing each; as one file they take 0.3 to 0.4 KB
 * gzipped off the payment-mode and used-vehicle steps, and the financing and personal-data steps, which run only some
 * of them, come out even (measured with `npm run route-sizes`).
 */
const EDITING_STEP_MODULES = new Set(
  [
    'app/features/dealership/use-operation.ts',
    'app/features/dealership/save-status.tsx',
    'domain/operation/operation-status.ts',
    'app/features/dealership/step-link.tsx',
    'app/features/dealership/operation-adjustments.tsx',
    'app/features/dealership/unit-summary-later.tsx',
  ].map((file) => path.resolve(file)),
);

/**
 * The back office's frame and the fields and lists most of its pages use (36 and 32 of its 39 pages), with what only
 * the back office imports of theirs, ship as one file: as four files they cost those pages 0.6 KB gzipped more; the
 * few pages that use only some of them (signing in, the panel's start page, the news preview) carry 1 to 2.5 KB they do
 * not run, far under the budget there (measured with `npm run route-sizes`).
 */
const BACK_OFFICE_MODULES = new Set(
  [
    'app/features/back-office/panel/admin-frame.tsx',
    'app/features/back-office/panel/admin-fields.tsx',
    'app/features/back-office/panel/admin-list.tsx',
  ].map((file) => path.resolve(file)),
);

/**
 * The dealership's API calls and the frame of its pages ship as one file: every page of the reservation uses the
 * frame, and all but the outcome pages call the API. As two files they cost the steps 0.2 to 0.3 KB gzipped more (the
 * personal-data step was over the budget by 0.1 KB); the outcome pages carry the 0.6 KB of calls they do not make, far
 * under it (measured with `npm run route-sizes`). A manual chunk takes in the modules these import that no other
 * manual chunk claims.
 */
const DEALERSHIP_SHARED_MODULES = new Set(
  ['app/features/dealership/operation-api.ts', 'app/features/dealership/dealership-frame.tsx'].map((file) =>
    path.resolve(file),
  ),
);

/**
 * Modules and every module they import statically (or also on demand, with `onDemand`), but not the server-only ones,
 * which never reach the browser.
 */
function imports(meta: Rollup.ManualChunkMeta, from: readonly string[], onDemand = false): Set<string> {
  const found = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (found.has(next) || /\.server\.tsx?$/.test(next)) continue;
    found.add(next);
    const info = meta.getModuleInfo(next);
    pending.push(...(info?.importedIds ?? []), ...(onDemand ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return found;
}

const isStylesheet = (id: string) => /\.css($|\?)/.test(id);

/** A route module is two modules to Rollup: the file, and React Router's client entry of it (`file?query`). */
const isModuleOf = (route: string, id: string) => id.split('?')[0] === route;

/**
 * Of the modules the public frame loads ahead (`ahead`: the layout's imports and theirs), those only the frame uses,
 * counting what it loads on demand (the Más panel) as the frame's too: no other module imports them. Those imported
 * elsewhere too (by a page, by the back office) are taken out, and then what only they imported, until none is left.
 */
function frameOwnModules(
  meta: Rollup.ManualChunkMeta,
  ahead: ReadonlySet<string>,
  except: ReadonlySet<string>,
): Set<string> {
  const onDemand = imports(
    meta,
    [...ahead].flatMap((file) => meta.getModuleInfo(file)?.dynamicallyImportedIds ?? []),
    true,
  );
  const own = new Set([...ahead, ...onDemand].filter((file) => !except.has(file)));
  const isFrame = (file: string) => own.has(file) || isModuleOf(SITE_FRAME_ROUTE, file);
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of own) {
      if ((meta.getModuleInfo(file)?.importers ?? []).every(isFrame)) continue;
      own.delete(file);
      changed = true;
    }
  }
  return new Set([...ahead].filter((file) => own.has(file)));
}

/**
 * Every page, public or back office, loads the root route, which is the document and little else
 * (docs/decisions/0034), and all it imports statically (React, React Router, the error page): those modules ship
 * together in one `shared` chunk, with the root route itself. Split by Rollup into one file per set of importing
 * routes, they cost about 1.5 KB gzipped more in import and export lists and per-file overhead
 * (docs/decisions/0011). The public pages also load the site frame's layout: the modules only the frame uses stay in
 * that route's own file, which the back office never loads; those it shares with other code (the icons and buttons
 * the back office uses too, the dropdown button of the home page, the lazy-loading helpers of the pages' on-demand
 * parts) go into `shared`, where they cost no file of their own (measured with `npm run route-sizes`).
 */
function chunkNames(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let chunks: Map<string, string> | undefined;
  return (id, meta) => {
    chunks ??= sharedAndBackOffice(meta);
    if (EDITING_STEP_MODULES.has(id)) return 'dealership-steps';
    if (DEALERSHIP_SHARED_MODULES.has(id)) return 'dealership-pages';
    // Stylesheets stay with the routes that import them, so each page links only its own CSS.
    if (isStylesheet(id)) return undefined;
    if (isModuleOf(ROOT_ROUTE, id)) return 'shared';
    return chunks.get(id);
  };
}

/** The modules of the `shared` and `back-office` chunks, each with its chunk's name. */
function sharedAndBackOffice(meta: Rollup.ManualChunkMeta): Map<string, string> {
  const shared = imports(meta, meta.getModuleInfo(ROOT_ROUTE)?.importedIds ?? []);
  for (const file of COMMON_MODULES) shared.add(file);
  const frameAhead = imports(meta, meta.getModuleInfo(SITE_FRAME_ROUTE)?.importedIds ?? []);
  const frameOwn = frameOwnModules(meta, frameAhead, shared);
  for (const file of frameAhead) if (!frameOwn.has(file)) shared.add(file);
  const chunks = new Map([...shared].map((file) => [file, 'shared']));

  const publicRoutes = [...meta.getModuleIds()].filter(
    (file) => meta.getModuleInfo(file)?.isEntry && file.startsWith(ROUTES) && !isBackOfficeRoute(file),
  );
  const publicModules = imports(meta, publicRoutes, true);
  for (const file of imports(meta, [...BACK_OFFICE_MODULES])) {
    if (shared.has(file) || isStylesheet(file)) continue;
    if (!publicModules.has(file)) chunks.set(file, 'back-office');
    // What public pages import too keeps a file of its own, as it had: a manual chunk takes in the modules it imports
    // that no other chunk claims, and the public pages would then load the back office's.
    else chunks.set(file, path.basename(file.split('?')[0] ?? file).replace(/\.\w+$/, ''));
  }
  return chunks;
}

/**
 * The client's scripts, stylesheets and icons are compressed once at build time and served as they are (the server's
 * static handler picks the file the browser accepts): Zopfli's gzip is about 3% smaller than zlib's at its best
 * level, and Brotli at quality 11, too slow to run per request, about 15% smaller again.
 */
const PRECOMPRESSED = /\.(js|css|svg)$/;
/**
 * `PRECOMPRESS_ASSETS=0` leaves the copies out, as the page tests' build does (playwright.config.ts): they are half of
 * the build's time and change no byte a page runs; the server's choice of a copy is tested by static-assets.test.ts.
 */
const precompress =
  process.env.PRECOMPRESS_ASSETS === '0'
    ? []
    : [
        gzipPlugin({
          filter: PRECOMPRESSED,
          customCompression: (content) => buildGzip(Buffer.from(content)),
        }),
        gzipPlugin({
          filter: PRECOMPRESSED,
          fileName: '.br',
          customCompression: (content) =>
            brotliCompressSync(Buffer.from(content), {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
            }),
        }),
      ];

/**
 * The API reference's script (server/api-docs/reference-page.ts) is written beside the server bundle, so the site runs
 * without Redoc installed: the package is a development dependency, read here when the server is built.
 */
function apiReferenceScript(): Plugin {
  return {
    name: 'api-reference-script',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle() {
      const source = fs.readFileSync(
        createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
      );
      this.emitFile({ type: 'asset', fileName: 'redoc.standalone.js', source });
    },
  };
}

// The server build's entry is our own Node server, which imports the React Router build as a virtual module.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: './server/main.ts' }, target: 'node24' }
    : {
        // Terser's output of React DOM and React Router gzips about 3.5 KB smaller than esbuild's (issue #4 budget).
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, module: true, ecma: 2020 },
        rollupOptions: {
          output: {
            manualChunks: chunkNames(),
            // Rollup writes an import of every chunk a chunk's imports need into each route's file, to start their
            // downloads sooner; React Router's manifest already lists them all for the page's preload links, so those
            // lines are bytes the page never needs: 0.03 to 0.12 KB gzipped per route (`npm run route-sizes`).
            hoistTransitiveImports: false,
          },
          plugins: precompress,
        },
      },
  plugins: [reactRouter(), tsconfigPaths(), apiReferenceScript()],
}));
