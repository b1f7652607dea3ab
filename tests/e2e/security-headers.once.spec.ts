import { type APIRequestContext, expect, type Page, type Response, test } from '@playwright/test';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import {
  DEALERSHIP_API,
  findReservableUnit,
  payInCashThroughApi,
  startOperationThroughApi,
  uniqueEmail,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * Pages run under their Content-Security-Policy (docs/decisions/0015, 0024): React Router's inline scripts are allowed
 * by their hashes (a page kept for every visitor) or by the response's nonce (a page with personal data), the page
 * hydrates and navigates, and the browser reports no violation.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects what the browser refuses under the policy, from the first script on (an init script is not subject to it). */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const consoleReports: Violation[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy/i.test(message.text()))
      consoleReports.push({ directive: 'console', blocked: '', sample: message.text() });
  });
  await page.addInitScript(() => {
    const reports: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = reports;
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)),
  ];
}

/**
 * A public page is kept for every visitor, its inline scripts allowed by their hashes; a page with personal data is
 * rendered for its request, its inline scripts allowed by the response's nonce (docs/decisions/0024-page-cache.md).
 */
function expectPagePolicy(response: Response | null, inlineScriptsBy: 'hashes' | 'nonce') {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (inlineScriptsBy === 'nonce') expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
  else expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'self'");
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
}

test.describe('content security policy', { tag: ['@security'] }, () => {
  test('a brand page hydrates and navigates under the policy without a violation', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/vehiculos-0km/volkswagen');
    expectPagePolicy(response, 'hashes');
    await waitForHydration(page);
    // A client-side navigation: the next route's module and its .data answer load under the same policy.
    const dataRequest = page.waitForResponse((answer) => answer.url().includes('.data'));
    await page.locator('main a[href^="/vehiculos-0km/versiones/"]').first().click();
    expect((await dataRequest).status()).toBe(200);
    await expect(page).toHaveURL(/\/vehiculos-0km\/versiones\//);
    expect(await violations()).toEqual([]);
  });

  test('a dealership step is private, hydrates and saves under the policy without a violation', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const started = await startOperationThroughApi(request, unitCase, uniqueEmail('politicas'));
    const { code } = await payInCashThroughApi(request, started);
    const violations = await recordViolations(page);

    const response = await page.goto(dealershipPaths.personalData(code));
    expectPagePolicy(response, 'nonce');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();

    // The autosave is a fetch to this site: allowed by connect-src, and its answer is private too.
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith(DEALERSHIP_API.update) && answer.request().method() === 'POST',
    );
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Juana');
    const update = await saved;
    expect(update.status()).toBe(200);
    expect(update.headers()['cache-control']).toBe('private, no-store');
    expect(await violations()).toEqual([]);
  });

  test('the contact page, with its positioned map labels, and the home page, with its popup, render under the policy without a violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await test.step('/contacto', async () => {
      const response = await page.goto('/contacto');
      expectPagePolicy(response, 'hashes');
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
    });
    await test.step('/, with its popup', async () => {
      const response = await page.goto('/');
      expectPagePolicy(response, 'hashes');
      await expect(page.getByRole('dialog')).toBeVisible();
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
    });
  });
});

test.describe('another spelling of an address', { tag: ['@security'] }, () => {
  /** GETs `path` as it is written, and the address it is sent to. */
  async function sentTo(request: APIRequestContext, path: string) {
    const response = await request.get(path, { maxRedirects: 0 });
    return { status: response.status(), location: response.headers().location };
  }

  test('a page with personal data is reached at its own address only, and answered there private', async ({
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const { code } = await startOperationThroughApi(request, unitCase, uniqueEmail('mayusculas'));
    const step = dealershipPaths.personalData(code);
    for (const [path, canonical] of [
      [step.replace('/concesionario-digital/', '/Concesionario-Digital/'), step],
      [`${step.replace('concesionario', 'CONCESIONARIO')}.data`, `${step}.data`],
      [step.replace('/concesionario-digital/', '/%63oncesionario-digital/'), step],
      ['/Arrepentimiento', '/arrepentimiento'],
      ['/arrepentimiento/', '/arrepentimiento'],
      ['/Admin/login?next=%2Fadmin', '/admin/login?next=%2Fadmin'],
    ] as const) {
      // Asked twice: a page the cache had kept would be sent the second time before the app sees it.
      for (let round = 0; round < 2; round++)
        expect(await sentTo(request, path), path).toEqual({ status: 301, location: canonical });
      const own = await request.get(canonical, { maxRedirects: 0 });
      expect(own.status(), canonical).toBeLessThan(500);
      expect(own.headers()['cache-control'], canonical).toBe('private, no-store');
      expect(own.headers()['x-robots-tag'], canonical).toBe('noindex');
    }
  });

  test('a public page kept for every visitor is sent under its own spelling only', async ({ request }) => {
    for (let round = 0; round < 3; round++) expect((await request.get('/como-reservar')).status()).toBe(200);
    for (const path of ['/Como-Reservar', '/como-reservar/', '/c%6Fmo-reservar'])
      expect(await sentTo(request, path), path).toEqual({ status: 301, location: '/como-reservar' });
  });
});
