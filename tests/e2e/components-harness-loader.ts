import path from 'node:path';
import type { Page } from '@playwright/test';
import { build, type Rollup } from 'vite';

export const HARNESS_ORIGIN = 'http://componentes.test';

let bundle: Promise<{ js: string; css: string }> | undefined;

/** Bundles tests/e2e/components.harness.tsx once per worker, in memory; call it from beforeAll (it takes seconds). */
export function harnessBundle(): Promise<{ js: string; css: string }> {
  bundle ??= (async () => {
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
    const css = files.filter(
      (file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'),
    );
    if (!js) throw new Error('The harness bundle has no entry chunk');
    return { js: js.code, css: css.map((file) => String(file.source)).join('\n') };
  })();
  return bundle;
}

/** Serves the harness on a made-up origin (no server needed) and opens it, hydrated. */
export async function openHarness(page: Page): Promise<void> {
  const { js, css } = await harnessBundle();
  await page.route(`${HARNESS_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: js });
    if (pathname === '/harness.css') return route.fulfill({ contentType: 'text/css', body: css });
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Piezas compartidas</title><link rel="stylesheet" href="/harness.css"></head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>`,
    });
  });
  await page.goto(`${HARNESS_ORIGIN}/`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}
