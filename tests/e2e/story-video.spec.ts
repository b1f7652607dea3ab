import { expect, test } from '@playwright/test';
import type { Parameters } from '../../domain/content';

// Story videos are files the project makes itself (docs/decisions/0006-story-videos.md): each one must play, muted and
// looping as the stories strip shows it, in the browser the site is tested with.
test('every published story video plays', async ({ page, request, baseURL }) => {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Parameters };
  expect(data.stories.length).toBeGreaterThan(0);

  // A page of the site's own origin, so the video loads as it would from a story card.
  await page.goto('/healthz');
  for (const story of data.stories) {
    await test.step(story.slug_url, async () => {
      const src = new URL(story.video_path, baseURL).href;
      await page.setContent(`<video muted autoplay loop playsinline src="${src}"></video>`);
      const video = page.locator('video');
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
