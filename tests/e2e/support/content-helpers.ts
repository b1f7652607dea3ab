import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Parameters, ServiceCategory } from '#domain/content/content';
import { FIRST_SCREEN_MAX_WAIT_MS } from '../../../app/lib/scripts-after-first-screen.server';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './page-checks';

/** The content pages' specs share these: the site data through the API, and the checks every content page gets. */

/** sessionStorage key of app/features/popups/popup-gate.tsx: set, no popup covers the page under test. */
export const POPUP_SHOWN_KEY = 'territorio:popups-shown';

/** Tells the home page, before it loads, that this browser session has seen its popups (home-popups.once.spec.ts). */
export async function skipPopups(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY);
}

export async function parametersOf(request: APIRequestContext): Promise<Parameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Parameters }).data;
}

export async function serviceCategoriesOf(request: APIRequestContext): Promise<ServiceCategory[]> {
  const response = await request.get('/api/v2/territorio/vehicle/service');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ServiceCategory[] }).data;
}

/** A link to another site: the address, a new tab without an opener, and a name that says it opens one. */
export async function expectExternal(link: Locator, href: string | RegExp): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // Screen readers hear that it opens a new tab.
  await expect(link).toHaveAccessibleName(/se abre en una pestaña nueva/);
}

/** One main landmark, one h1, and the headings of the main content in order: none skips a level. */
export async function expectOneH1AndHeadingsInOrder(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0)
      expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  }
}

/**
 * From a freshly loaded (and hydrated) page: the first Tab lands on the skip link, Enter moves the focus to the main
 * content, and Tab then reaches `target` within `maxPresses`, with a visible focus ring. The header the Tab key crosses
 * first differs between a phone and a desktop (docs/product.md §2 Global navigation).
 */
export async function expectSkipLinkThenTabTo(
  page: Page,
  target: Locator,
  maxPresses: number,
): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, target, maxPresses);
  expect(await hasVisibleFocus(target)).toBe(true);
}

/**
 * No sideways scroll with every picture of the page in place: the lazy ones are asked for at once (rather than only
 * those near the footer once it is scrolled to), then each is waited for, down to the footer.
 */
export async function expectNoHorizontalScrollWithEveryPicture(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((image) => !image.complete).length), {
      message: 'pictures still loading',
    })
    .toBe(0);
  await expectNoHorizontalScroll(page);
}

/** The home page's banner carousel: its interval (docs/product.md §9) and its parts, as a visitor reaches them. */
export const BANNER_INTERVAL_MS = 6000;

export function carousel(page: Page) {
  const region = page.getByRole('region', { name: 'Destacados' });
  return {
    region,
    dots: region.getByRole('button', { name: /^Banner \d+:/ }),
    current: region.locator('.banner-carousel__dot[aria-current="true"]'),
    next: region.getByRole('button', { name: 'Banner siguiente' }),
    previous: region.getByRole('button', { name: 'Banner anterior' }),
    pause: region.getByRole('button', { name: 'Detener la rotación de banners' }),
    resume: region.getByRole('button', { name: 'Reanudar la rotación de banners' }),
    slides: region.locator('[aria-roledescription="banner"]'),
  };
}

/** The banner in front: its dot is the current one, it says where it stands, and it is the only one not inert. */
export async function expectCurrentBanner(page: Page, index: number, total: number): Promise<void> {
  const { current, slides } = carousel(page);
  await expect(current).toHaveAttribute('aria-label', new RegExp(`^Banner ${index + 1}:`));
  await expect(slides.nth(index)).toHaveAttribute('aria-label', `${index + 1} de ${total}`);
  await expect(slides.nth(index)).not.toHaveAttribute('inert');
}

/** Stops time before the page loads, so the carousel moves only when a test runs the clock (or presses a button). */
export async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T10:00:00-03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Opens the home with time stopped, as React owns it. Its scripts wait for the first screen, a frame and a timer among
 * them (docs/decisions/0036): the clock runs past that wait before the scripts start, so none of their own timers
 * has moved when the test begins.
 */
export async function openHomeWithClockStopped(page: Page): Promise<void> {
  await freezeClock(page);
  await page.goto('/');
  await page.clock.runFor(FIRST_SCREEN_MAX_WAIT_MS);
  await waitForHydration(page);
}

/** The home page's job application (docs/product.md §2 Home, §D14): the files it is given, and the form. */

/** A minimal but well-formed PDF: the server checks a CV by its content (docs/product.md §D14), not by its name. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The 8-byte PNG signature and an IHDR chunk: a picture, whatever its name says. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

export function jobForm(page: Page) {
  return page.getByRole('form', { name: 'Postulación laboral' });
}

/**
 * Waits until the live job form has taken the place of the server's static one: its code loads when the visitor
 * reaches for 'Ver formulario', a loader stands in meanwhile, and the live form leaves the checks to the site
 * (novalidate). Until then what a test types or focuses may go to a form about to be replaced.
 */
export async function expectLiveJobForm(page: Page): Promise<void> {
  await expect(jobForm(page)).toHaveAttribute('novalidate');
}

/** Opens the home page and the form behind 'Ver formulario'. */
export async function openJobForm(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByText('Ver formulario').click();
  await expectLiveJobForm(page);
}

export async function fillRequiredJobFields(page: Page): Promise<void> {
  const form = jobForm(page);
  await form.getByLabel('Nombre').fill('Lucía');
  await form.getByLabel('Apellido').fill('Giménez');
  await form.getByLabel('Celular').fill('261 555-1234');
  await form.getByLabel('Email').fill('lucia.gimenez@example.com');
}
