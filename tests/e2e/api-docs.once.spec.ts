import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * /api/docs, the API's reference (docs/decisions/0051): Redoc's bundle, served by this server, draws the OpenAPI
 * document of /api/openapi.json under the page's own Content-Security-Policy, with nothing refused but Redoc's logo
 * (linked from its CDN, never loaded here).
 */

interface Violation {
  directive: string;
  blocked: string;
}

test('the API reference draws the documented operations under its policy', async ({ page }) => {
  // The reference draws some fifty operations, and axe reads every one of them: slow on a busy machine.
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const reports: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = reports;
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  // What the page fetched: a request the policy refuses never gets an answer.
  const fetched: string[] = [];
  page.on('response', (answer) => fetched.push(answer.url()));

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  // Redoc draws the document after reading it, the later operations a moment after the first screen.
  await expect(page.getByRole('heading', { name: 'Empezar o retomar una operación' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Familias de Volkswagen' })).toBeVisible();
  await expect(page.getByText('API de Territorio').first()).toBeVisible();

  const origin = new URL(page.url()).origin;
  expect(
    fetched.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
  ).toEqual([]);
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
  );
  expect(
    violations.filter(
      (violation) => !(violation.directive === 'img-src' && /cdn\.redoc\.ly/.test(violation.blocked)),
    ),
  ).toEqual([]);

  // WCAG 2.1 A and AA and best practices, as the site's pages (tests/e2e/support/page-checks.ts), except that text
  // whose contrast axe cannot determine is not asked for: Redoc lays its property tables and samples over backgrounds
  // axe cannot read, and its styles are not ours to change.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    // In the page itself, as the site's checks do (docs/decisions/0017): the reference has no frames.
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
});
