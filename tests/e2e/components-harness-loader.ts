import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build, type Rollup, version as viteVersion } from 'vite';

export const HARNESS_ORIGIN = 'http://componentes.test';

interface HarnessBundle {
  js: string;
  css: string;
  /** The SVG files the bundle points to by URL (the icon sprite), by path. */
  svg: Record<string, string>;
}

/**
 * The last bundle, shared by the workers of every run on this machine: with the hash of each file that went into it,
 * so a change to any of them (a component, a stylesheet, a dependency) builds it again.
 */
interface CachedBundle extends HarnessBundle {
  vite: string;
  inputs: Record<string, string>;
}

const CACHE_FILE = path.join(os.tmpdir(), 'territorio-components-harness.json');

function fileHash(file: string): string | null {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

function cachedBundle(): HarnessBundle | undefined {
  try {
    const cached = JSON.parse(fs.readFileSync(CACHE_FILE, 'utf8')) as CachedBundle;
    if (cached.vite !== viteVersion) return undefined;
    const fresh = Object.entries(cached.inputs).every(([file, hash]) => fileHash(file) === hash);
    return fresh ? { js: cached.js, css: cached.css, svg: cached.svg } : undefined;
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file, so a worker reading the cache never sees half of one. */
function storeBundle(result: HarnessBundle, moduleIds: readonly string[]): void {
  const inputs: Record<string, string> = {};
  for (const id of moduleIds) {
    // Vite's own virtual modules have no file; a query (`icons.svg?url`) is the file's.
    const file = id.split('?')[0] ?? id;
    if (id.startsWith('\0') || !path.isAbsolute(file)) continue;
    const hash = fileHash(file);
    if (hash) inputs[file] = hash;
  }
  const temporary = `${CACHE_FILE}.${process.pid}`;
  try {
    fs.writeFileSync(
      temporary,
      JSON.stringify({ ...result, vite: viteVersion, inputs } satisfies CachedBundle),
    );
    fs.renameSync(temporary, CACHE_FILE);
  } catch {
    // Without a cache the next worker builds again.
  }
}

function filesUnder(folder: string): string[] {
  const root = path.resolve(folder);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let bundle: Promise<HarnessBundle> | undefined;

/**
 * Bundles tests/e2e/components.harness.tsx once per worker, in memory, unless the last bundle built on this machine
 * is still that of the same files; call it from beforeAll (a build takes seconds).
 */
export function harnessBundle(): Promise<HarnessBundle> {
  bundle ??= (async () => {
    const cached = cachedBundle();
    if (cached) return cached;
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: path.resolve('.'),
      mode: 'production',
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        cssCodeSplit: false,
        rollupOptions: { input: path.resolve('tests/e2e/components.harness.tsx') },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
    const js = files.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry);
    const assets = files.filter((file): file is Rollup.OutputAsset => file.type === 'asset');
    const css = assets.filter((file) => file.fileName.endsWith('.css'));
    const svg = assets.filter((file) => file.fileName.endsWith('.svg'));
    if (!js) throw new Error('The harness bundle has no entry chunk');
    const result = {
      js: js.code,
      css: css.map((file) => String(file.source)).join('\n'),
      svg: Object.fromEntries(svg.map((file) => [`/${file.fileName}`, Buffer.from(file.source).toString()])),
    };
    storeBundle(result, [
      ...js.moduleIds,
      // What a stylesheet pulls in (an @import, a url()) is no module of the bundle: every file of these folders counts.
      ...filesUnder('app/styles'),
      ...filesUnder('app/components'),
      path.resolve('tests/e2e/components-harness-loader.ts'),
      path.resolve('package-lock.json'),
    ]);
    return result;
  })();
  return bundle;
}

/** Serves the harness on a made-up origin (no server needed) and opens it, hydrated. */
export async function openHarness(page: Page): Promise<void> {
  const { js, css, svg } = await harnessBundle();
  await page.route(`${HARNESS_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: js });
    if (pathname === '/harness.css') return route.fulfill({ contentType: 'text/css', body: css });
    const image = svg[pathname];
    if (image !== undefined) return route.fulfill({ contentType: 'image/svg+xml', body: image });
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Piezas compartidas</title><link rel="stylesheet" href="/harness.css"></head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>`,
    });
  });
  await page.goto(`${HARNESS_ORIGIN}/`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}
