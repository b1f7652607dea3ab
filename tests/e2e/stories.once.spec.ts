import { expect, test } from '@playwright/test';
import { storyPath } from '#domain/content/content';
import { skipPopups } from './support/content-helpers';
import {
  currentTime,
  firstStory,
  isPaused,
  main,
  publishedStories,
  storiesStrip,
} from './support/editorial-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * Stories (docs/product.md §2 Story viewer, §2 Promotions and stories widgets): what the viewer and the home page's strip
 * show, where they lead and what the server answers, the same at any width. How they fit a phone and a desktop and
 * their keyboard paths are in stories.spec.ts, hovering a card in stories.desktop.spec.ts; axe checks them through
 * a11y/editorial.ts.
 */

/** docs/product.md §2 Story viewer: where closing a story of each category leads. */
const CLOSE_PATHS: Readonly<Record<string, string>> = {
  'Planes de Ahorro': '/planes-de-ahorro',
  '0 km': '/vehiculos-0km',
  Postventa: '/postventa',
};

test.describe('story viewer (/historias/{id}/{slug})', { tag: ['@stories'] }, () => {
  test("plays the story video, shows its title, brand and category, and 'Siguiente historia' moves on", async ({
    page,
    request,
  }) => {
    const stories = await publishedStories(request);
    const [story, second] = stories;
    if (!story || !second) throw new Error('stories');
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

    await waitForHydration(page);
    await main(page)
      .getByRole('link', { name: /^Siguiente historia/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${storyPath(second)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    await expect(video).toHaveAttribute('src', second.video_path);
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
  });

  test('the last story leads on to the first; closing goes to the page of the story’s category', async ({
    page,
    request,
  }) => {
    const stories = await publishedStories(request);
    const [first] = stories;
    const last = stories.at(-1);
    if (!first || !last) throw new Error('stories');
    // Every story's close link, read from the server HTML (quicker than opening each page with its video).
    for (const story of stories) {
      const html = await (await request.get(storyPath(story))).text();
      const close = html.match(/<a\b[^>]*aria-label="Cerrar historia"[^>]*>/)?.[0] ?? '';
      expect(close, story.title).toContain(`href="${CLOSE_PATHS[story.category_string] ?? '/'}"`);
      if (story === last) {
        const next = html.match(/<a\b[^>]*class="story-viewer__next"[^>]*>/)?.[0] ?? '';
        expect(next, 'the last story wraps to the first').toContain(`href="${storyPath(first)}"`);
      }
    }

    const plans = stories.find((story) => story.category_string === 'Planes de Ahorro');
    if (!plans) throw new Error('the demo has a savings-plan story');
    await page.goto(storyPath(plans));
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Cerrar historia' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro$/);
  });

  test('the pause button stops and restarts the video; Escape closes the story', async ({
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
    expect(await isPaused(video)).toBe(true);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(await isPaused(video)).toBe(false);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/vehiculos-0km$/);
  });

  test('a reduced-motion preference opens the story paused', async ({ page, request }) => {
    const story = await firstStory(request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(storyPath(story));
    await waitForHydration(page);
    const pause = main(page).getByRole('button', { name: 'Pausar historia' });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(await isPaused(main(page).locator('video'))).toBe(true);
  });

  test('has its title, canonical link and Open Graph picture; an unknown id redirects home, a wrong slug to the right address', async ({
    page,
    request,
    baseURL,
  }) => {
    const story = await firstStory(request);
    const wrong = await request.get(`/historias/${story.id}/otra`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(storyPath(story));
    const unknown = await request.get('/historias/999999/no-existe', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');

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

    // In the browser the redirect lands on the home page.
    await page.goto('/historias/999999/no-existe');
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('stories strip (home page)', { tag: ['@stories'] }, () => {
  test("is titled 'Historias Territorio', links every story in the same window, and fetches no video until asked", async ({
    page,
    request,
  }) => {
    const stories = await publishedStories(request);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    // The home page's popups would cover the strip; they have their own specs.
    await skipPopups(page);
    await page.goto('/');
    await waitForHydration(page);
    const strip = storiesStrip(page);
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
    // Never loaded before needed (docs/product.md §2): with every poster of the strip in, no video has been fetched.
    await expect
      .poll(() =>
        strip
          .locator('img')
          .evaluateAll((posters) => posters.every((poster) => (poster as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(videoRequests).toEqual([]);

    const [first] = stories;
    if (!first) throw new Error('stories');
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${storyPath(first)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });
});
