import { expect, test } from '@playwright/test';
import { publishedStories } from './support/editorial-helpers';

// Story videos are files the project makes itself (docs/decisions/0006-story-videos.md): each one must play, muted and
// looping as the stories strip shows it, in the browser the site is tested with, whatever the screen.
test.describe('story videos', { tag: ['@stories'] }, () => {
  test('every published story video plays', async ({ page, request, baseURL }) => {
    const stories = await publishedStories(request);

    // A page of the site's own origin, so the videos load as they would from a story card; all of them at once, each
    // small enough for all to be on the screen (a browser may hold back a muted video out of sight).
    await page.goto('/healthz');
    await page.setContent(
      stories
        .map(
          (story) =>
            `<video muted autoplay loop playsinline width="90" height="160" src="${new URL(story.video_path, baseURL).href}"></video>`,
        )
        .join(''),
    );
    const videos = page.locator('video');
    await expect(videos).toHaveCount(stories.length);

    for (const [index, story] of stories.entries()) {
      await test.step(story.slug_url, async () => {
        const video = videos.nth(index);
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
          .toBeGreaterThan(0.5);
        const state = await video.evaluate((element: HTMLVideoElement) => ({
          error: element.error?.message ?? null,
          width: element.videoWidth,
          height: element.videoHeight,
          duration: element.duration,
        }));
        expect(state.error).toBeNull();
        expect(state.height).toBeGreaterThan(state.width);
        expect(state.duration).toBeGreaterThanOrEqual(3);
        expect(state.duration).toBeLessThanOrEqual(6);

        if (story.poster_path) {
          const poster = await request.get(story.poster_path);
          expect(poster.ok()).toBe(true);
          expect(poster.headers()['content-type']).toMatch(/^image\//);
        }
      });
    }
  });
});
