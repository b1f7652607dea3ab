import { expect, type Page, test } from '@playwright/test';
import { nuHtmlErrors } from './support/nu-html-checker';
import { openHydrated } from './support/page-checks';
import { publicPages, reservationFlowPages, type SitePage } from './support/site-pages';

/**
 * The main public pages and every page of the reservation flow: the HTML the server sends is valid for the Nu HTML
 * Checker, none scrolls sideways on a narrow phone, and none logs an error while React hydrates it, on the first load
 * or on a reload. Reaching the flow's last pages pays deposits, so this spec runs with the payment specs
 * (playwright.config.ts).
 */

const TAGS = [
  '@home',
  '@vehicles',
  '@offers',
  '@plans',
  '@info-pages',
  '@contact',
  '@news',
  '@stories',
  '@privacy',
  '@dealership',
  '@payments',
];

/** The widths of the narrowest phones in use: 320 px (iPhone SE, first generation), 360 px, 390 px. */
const PHONE_WIDTHS = [320, 360, 390] as const;

/**
 * How far the page reaches past the viewport, and the elements that reach past it (the deepest ones: a container
 * pushed wide by its child is not named again), for the failure's message.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5) continue;
      const overflowingChild = [...element.children].some(
        (child) => child.getBoundingClientRect().right > limit + 0.5,
      );
      if (overflowingChild) continue;
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      culprits.push(`${element.tagName.toLowerCase()}${classes} (right edge at ${Math.round(box.right)}px)`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, culprits: culprits.slice(0, 8) };
  });
}

async function everyPage(request: Parameters<typeof publicPages>[0]): Promise<SitePage[]> {
  const [flow, site] = await Promise.all([reservationFlowPages(request), publicPages(request)]);
  return [...site, ...flow];
}

test.describe('every page of the site', { tag: TAGS }, () => {
  test.describe('on a phone', () => {
    test.use({ isMobile: true, hasTouch: true, deviceScaleFactor: 2, viewport: { width: 390, height: 844 } });

    test('no page scrolls sideways at 320, 360 or 390 px', async ({ page, request }) => {
      const pages = await everyPage(request);
      test.setTimeout(30_000 + pages.length * 3_000);
      const wide: string[] = [];
      for (const { name, path } of pages) {
        await openHydrated(page, path);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const { scrollWidth, clientWidth, culprits } = await sidewaysOverflow(page);
          expect(clientWidth, `${name} at ${width}px: the viewport is the phone's`).toBe(width);
          if (scrollWidth > clientWidth) {
            wide.push(`${name} (${path}) is ${scrollWidth}px wide at ${width}px: ${culprits.join(', ')}`);
          }
        }
        await page.setViewportSize({ width: 390, height: 844 });
      }
      expect(wide, wide.join('\n')).toEqual([]);
    });
  });

  test('no page logs an error while it hydrates, on its first load or a reload', async ({
    page,
    request,
  }) => {
    const pages = await everyPage(request);
    test.setTimeout(30_000 + pages.length * 3_000);
    const errors: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
    for (const { name, path } of pages) {
      current = `${name} (${path})`;
      await openHydrated(page, path);
      current = `${name} (${path}), reloaded`;
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('the Nu HTML Checker finds no error in the HTML the server sends', async ({ request }) => {
    test.setTimeout(60_000);
    const documents = await Promise.all(
      (await everyPage(request)).map(async ({ path }) => {
        const response = await request.get(path);
        expect(response.status(), `${path} answers`).toBe(200);
        return { page: path, html: await response.text() };
      }),
    );
    const errors = await nuHtmlErrors(documents);
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
  });
});
