import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type Parameters, type Story, storyPath } from '../../domain/content';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

/** docs/product.md §2 story viewer: where closing a story of each category leads. */
const CLOSE_PATHS: Readonly<Record<string, string>> = {
  'Planes de Ahorro': '/planes-de-ahorro',
  '0 km': '/vehiculos-0km',
  Postventa: '/postventa',
};

/** app/features/popups/popup-gate.tsx: the home page's popups stay closed once this session flag is set. */
const POPUP_SHOWN_KEY = 'territorio:popups-shown';

async function publishedStories(request: APIRequestContext): Promise<Story[]> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  const { stories } = ((await response.json()) as { data: Parameters }).data;
  expect(stories.length, 'the demo has stories').toBeGreaterThan(2);
  return stories;
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

function currentTime(video: Locator): Promise<number> {
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

test.describe('story viewer (/historias/{id}/{slug})', () => {
  test('plays the story video and shows its title, brand and category', async ({ page, request }) => {
    const [story] = await publishedStories(request);
    if (!story) throw new Error('stories');
    const response = await page.goto(storyPath(story));
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(main(page).getByText(story.brand_string, { exact: true })).toBeVisible();
    await expect(main(page).getByText(story.category_string, { exact: true })).toBeVisible();

    const video = main(page).locator('video');
    await expect(video).toHaveAttribute('src', story.video_path);
    for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline'])
      await expect(video, attribute).toHaveAttribute(attribute, '');
    if (story.poster_path) await expect(video).toHaveAttribute('poster', story.poster_path);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
  });

  test("'Siguiente historia' moves on, and the last story wraps to the first", async ({ page, request }) => {
    const stories = await publishedStories(request);
    const [first, second] = stories;
    const last = stories.at(-1);
    if (!first || !second || !last) throw new Error('stories');

    await page.goto(storyPath(first));
    await waitForHydration(page);
    await main(page)
      .getByRole('link', { name: /^Siguiente historia/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${storyPath(second)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    const video = main(page).locator('video');
    await expect(video).toHaveAttribute('src', second.video_path);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);

    await page.goto(storyPath(last));
    await expect(main(page).getByRole('link', { name: /^Siguiente historia/ })).toHaveAttribute(
      'href',
      storyPath(first),
    );
  });

  test('closing goes to the page of the story’s category', async ({ page, request }) => {
    const stories = await publishedStories(request);
    // Every story's close link, read from the server HTML (quicker than opening each page with its video).
    for (const story of stories) {
      const html = await (await request.get(storyPath(story))).text();
      const close = html.match(/<a\b[^>]*aria-label="Cerrar historia"[^>]*>/)?.[0] ?? '';
      expect(close, story.title).toContain(`href="${CLOSE_PATHS[story.category_string] ?? '/'}"`);
    }
    const plans = stories.find((story) => story.category_string === 'Planes de Ahorro');
    if (!plans) throw new Error('the demo has a savings-plan story');
    await page.goto(storyPath(plans));
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Cerrar historia' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro$/);
  });

  test('Escape closes the story; the pause button stops and restarts the video', async ({
    page,
    request,
  }) => {
    const stories = await publishedStories(request);
    const story = stories.find((candidate) => candidate.category_string === '0 km');
    if (!story) throw new Error('the demo has a 0 km story');
    await page.goto(storyPath(story));
    await waitForHydration(page);
    const video = main(page).locator('video');
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.1);

    const pause = main(page).getByRole('button', { name: 'Pausar historia' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/vehiculos-0km$/);
  });

  test('a reduced-motion preference opens the story paused', async ({ page, request }) => {
    const [story] = await publishedStories(request);
    if (!story) throw new Error('stories');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(storyPath(story));
    await waitForHydration(page);
    const pause = main(page).getByRole('button', { name: 'Pausar historia' });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(
      await main(page)
        .locator('video')
        .evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
  });

  test('an unknown story id redirects to the home page; a wrong slug to the right address', async ({
    page,
    request,
  }) => {
    const unknown = await request.get('/historias/999999/no-existe', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');
    await page.goto('/historias/999999/no-existe');
    await expect(page).toHaveURL(/:\d+\/$/);

    const [story] = await publishedStories(request);
    if (!story) throw new Error('stories');
    const wrong = await request.get(`/historias/${story.id}/otra`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(storyPath(story));
  });

  test('has its title, canonical link and Open Graph picture', async ({ page, request, baseURL }) => {
    const [story] = await publishedStories(request);
    if (!story) throw new Error('stories');
    await page.goto(storyPath(story));
    await expect(page).toHaveTitle(`${story.title} | Historias | Territorio`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${storyPath(story)}`,
    );
    if (story.poster_path)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}${story.poster_path}`,
      );
  });

  test('axe, one h1 and no sideways scroll', async ({ page, request }) => {
    const [story] = await publishedStories(request);
    if (!story) throw new Error('stories');
    await page.goto(storyPath(story));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('works by keyboard: close, pause and next are reached in order with a visible focus', async ({
    page,
    request,
  }) => {
    // Tabbing through the whole site header first takes a while on a busy machine.
    test.slow();
    const [story] = await publishedStories(request);
    if (!story) throw new Error('stories');
    await page.goto(storyPath(story));
    await waitForHydration(page);
    const close = main(page).getByRole('link', { name: 'Cerrar historia' });
    await tabTo(page, close, 40);
    expect(await hasVisibleFocus(close)).toBe(true);
    const pause = main(page).getByRole('button', { name: 'Pausar historia' });
    await tabTo(page, pause, 5);
    expect(await hasVisibleFocus(pause)).toBe(true);
    const next = main(page).getByRole('link', { name: /^Siguiente historia/ });
    await tabTo(page, next, 5);
    expect(await hasVisibleFocus(next)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/historias\/\d+\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(new RegExp(`${storyPath(story)}$`));
  });
});

test.describe('stories strip (home page)', () => {
  test.beforeEach(async ({ page }) => {
    // The home page's popups would cover the strip; they have their own specs.
    await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY);
  });

  test("is titled 'Historias Territorio' and links every story in the same window", async ({
    page,
    request,
  }) => {
    const stories = await publishedStories(request);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    const strip = page.getByRole('region', { name: 'Historias Territorio' });
    await expect(strip.getByRole('heading', { level: 2 })).toHaveText('Historias Territorio');
    const cards = strip.getByRole('link');
    await expect(cards).toHaveCount(stories.length);
    // The posters come once the strip nears the screen.
    await strip.scrollIntoViewIfNeeded();

    for (const [index, story] of stories.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('href', storyPath(story));
      await expect(card).not.toHaveAttribute('target', /.+/);
      await expect(card).toContainText(story.title);
      await expect(card).toContainText('Ver historia completa');
      // The still poster is a lazy image with its box reserved; the video element comes with the first hover or focus.
      await expect(card.locator('video')).toHaveCount(0);
      if (story.poster_path) {
        const poster = card.locator('img');
        await expect(poster).toHaveAttribute('src', story.poster_path);
        await expect(poster).toHaveAttribute('loading', 'lazy');
        await expect(poster).toHaveAttribute('alt', '');
        await expect(poster).toHaveAttribute('width', '540');
        await expect(poster).toHaveAttribute('height', '960');
      }
    }
    // Never loaded before needed: no video is fetched until a card is hovered or focused.
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    const [first] = stories;
    if (!first) throw new Error('stories');
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${storyPath(first)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('a card plays its video while hovered, and stops when left', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones have no hover; the card opens the story instead');
    await page.goto('/');
    await waitForHydration(page);
    const strip = page.getByRole('region', { name: 'Historias Territorio' });
    const card = strip.getByRole('link').first();
    const video = card.locator('video');
    await card.scrollIntoViewIfNeeded();
    await expect(video).toHaveCount(0);

    await card.hover();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
    // Created in the browser, the video is muted through its property (React sets no attribute for it).
    for (const attribute of ['loop', 'playsinline'])
      await expect(video, attribute).toHaveAttribute(attribute, '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    await page.mouse.move(0, 0);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test('keyboard focus plays the card too, with a visible focus; Enter opens the story', async ({
    page,
    request,
  }) => {
    // Tabbing through the header and the home page's first sections takes a while on a busy machine.
    test.slow();
    const [first] = await publishedStories(request);
    if (!first) throw new Error('stories');
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'Historias Territorio' }).getByRole('link').first();
    await tabTo(page, card, 80);
    expect(await hasVisibleFocus(card)).toBe(true);
    await expect.poll(() => currentTime(card.locator('video')), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${storyPath(first)}$`));
  });

  test('a reduced-motion preference keeps the still picture on hover', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones have no hover');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'Historias Territorio' }).getByRole('link').first();
    await card.hover();
    await page.waitForTimeout(600);
    // No clip at all: the still poster stays.
    await expect(card.locator('video')).toHaveCount(0);
  });

  test('the strip scrolls inside itself: the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Historias Territorio' }).scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
  });
});
