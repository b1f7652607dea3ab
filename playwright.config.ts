import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { mercadoPagoServerEnv } from './tests/support/mercadopago-e2e';

// E2E_PORT, BUILD_DIR and E2E_OUTPUT_DIR let several test runs share a machine without sharing a port, a build or the
// folder of their traces and screenshots (a run clears that folder when it starts).
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);
const SCRATCH_PREFIX = 'territorio-e2e-';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The server under test gets its own empty data folder, so it seeds the demo catalogue and never touches ./data.
 * Playwright loads this file again in every worker: the folder is made once, in the runner, and handed down
 * through the environment. A run cannot remove its folder (the server is still writing to it when teardown
 * runs), so each run clears the ones older runs left behind.
 */
function scratchDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const tmp = os.tmpdir();
  for (const entry of fs.readdirSync(tmp)) {
    if (!entry.startsWith(SCRATCH_PREFIX)) continue;
    const folder = path.join(tmp, entry);
    try {
      if (Date.now() - fs.statSync(folder).mtimeMs > STALE_AFTER_MS)
        fs.rmSync(folder, { recursive: true, force: true });
    } catch {
      // Another run may be clearing it at the same moment.
    }
  }
  const created = fs.mkdtempSync(path.join(tmp, SCRATCH_PREFIX));
  process.env.E2E_DATA_DIR = created;
  return created;
}

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
/*
 * Which project runs a spec follows its name:
 * - `name.spec.ts`: what a visitor sees and does, at 1280 px (desktop) and at 390 px (mobile);
 * - `name.desktop.spec.ts`, `name.mobile.spec.ts`: what exists at one viewport only (hover, the full header, the bottom
 *   navigation);
 * - `name.once.spec.ts`: what does not depend on the viewport (the server's HTML and answers, links, metadata, data),
 *   run once;
 * - the payment specs, the axe checks of the payment pages and "Mi reserva", after the others (paying takes units out
 *   of the catalogue), and the fuzz spec, beside everything (it needs no browser).
 */
const PAYMENT_SPECS = /(dealership-(payment|mercadopago)|a11y-payments|mi-reserva)\.spec\.ts$/;
const HTTP_SPECS = /fuzz\.spec\.ts$/;
const ONCE_SPECS = /\.once\.spec\.ts$/;
/**
 * The back office's acceptance pays a deposit and delivers the unit, and the check of every page of the site pays to
 * reach the flow's last pages: once, after the others as the payment specs.
 */
const ONCE_PAYMENT_SPECS = /(back-office|back-office-agenda|site-pages)\.once\.spec\.ts$/;
const DESKTOP_SPECS = /\.desktop\.spec\.ts$/;
const MOBILE_SPECS = /\.mobile\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: ORIGIN,
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Mendoza',
    // Recording a trace costs a fifth of every test's time, passing or not (docs/decisions/0017): a trace is kept of a
    // retried test in CI; to trace a failure locally, run it again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (scripts/ensure-browser.ts installs it): the same Blink as the browser, without
      // the browser's window layer, which made every test a third slower (docs/decisions/0017). Without these flags it
      // fails to start, or keeps reaching for Google's hosts, on a closed network.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The MercadoPago stand-in for the run: Volkswagen's deposits go through it (mercadoPagoServerEnv).
  globalSetup: './tests/support/mercadopago-e2e-setup.ts',
  // Paying reserves units and takes them out of the catalogue: those specs run after every other one, so no spec
  // that compares a page with the catalogue sees it change under it.
  projects: [
    { name: 'desktop', use: DESKTOP, testIgnore: [PAYMENT_SPECS, HTTP_SPECS, ONCE_SPECS, MOBILE_SPECS] },
    { name: 'mobile', use: MOBILE, testIgnore: [PAYMENT_SPECS, HTTP_SPECS, ONCE_SPECS, DESKTOP_SPECS] },
    { name: 'once', use: DESKTOP, testMatch: ONCE_SPECS, testIgnore: ONCE_PAYMENT_SPECS },
    {
      name: 'once-payments',
      use: DESKTOP,
      testMatch: ONCE_PAYMENT_SPECS,
      dependencies: ['desktop', 'mobile', 'once'],
    },
    {
      name: 'desktop-payments',
      use: DESKTOP,
      testMatch: PAYMENT_SPECS,
      dependencies: ['desktop', 'mobile', 'once'],
    },
    {
      name: 'mobile-payments',
      use: MOBILE,
      testMatch: PAYMENT_SPECS,
      dependencies: ['desktop', 'mobile', 'once'],
    },
    // It speaks as a client of its own (X-Forwarded-For, TRUST_PROXY=1 below), so its hundreds of unknown codes never
    // spend the look-up limit of the address every other test speaks from, and it runs beside them.
    { name: 'http', testMatch: HTTP_SPECS },
  ],
  webServer: {
    command: `npx react-router build && node ${BUILD_DIR}/server/index.js`,
    url: `${ORIGIN}/readyz`,
    reuseExistingServer: false,
    // The server closes its embedded database on SIGTERM; a kill could leave the folder mid-write.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: scratchDataDir(),
      LOG_LEVEL: 'warn',
      // The build skips the gzip and Brotli copies of the assets (vite.config.ts): pages run the same without them.
      PRECOMPRESS_ASSETS: '0',
      DATABASE_URL: '',
      INTRANET_URL: '',
      // Every test posts from 127.0.0.1: the default of 10 posts a minute per path would turn a parallel run's
      // reservations into 429s. The limit itself is covered by the server's tests.
      RATE_LIMIT_MAX_POSTS: '1000',
      // One proxy hop: a test may speak as a client of its own by its X-Forwarded-For (the fuzz spec does).
      TRUST_PROXY: '1',
      ...mercadoPagoServerEnv(),
    },
  },
});
