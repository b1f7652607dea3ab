import { expect, test } from '@playwright/test';
import { newsPath, storyPath } from '#domain/content/content';
import { openHarness } from '../components-harness-loader';
import { firstStory, NEWS_NOT_FOUND, publishedNews } from '../support/editorial-helpers';
import { openHydrated } from '../support/page-checks';
import { type AxeCase, followLink, followTab, mainHeading } from './axe-case';

/** The stories, news and savings-plan pages and the shared pieces' harness, and their states that axe checks (a11y.spec.ts). */
export const EDITORIAL_AXE_CASES: readonly AxeCase[] = [
  {
    name: '/historias/{id}/{slug}, the first story',
    tags: ['@stories'],
    open: async (page, request) => openHydrated(page, storyPath(await firstStory(request))),
  },
  {
    name: '/noticias',
    tags: ['@news'],
    open: (page) => openHydrated(page, '/noticias'),
    next: [
      {
        name: '/noticias/{id}/{slug}, the newest news item, by its card',
        reach: async (page, request) => {
          const [item] = await publishedNews(request);
          if (!item) throw new Error('news');
          await followLink(page, page.getByRole('link', { name: item.title }).first(), newsPath(item));
          await expect(mainHeading(page, item.title)).toBeVisible();
        },
      },
    ],
  },
  {
    name: '/noticias/{id}/{slug}, a missing news item',
    tags: ['@news'],
    open: async (page) => {
      await openHydrated(page, '/noticias/999999/no-existe');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_NOT_FOUND);
    },
  },
  {
    name: '/planes-de-ahorro',
    tags: ['@plans'],
    open: (page) => openHydrated(page, '/planes-de-ahorro'),
    next: [
      {
        name: '/planes-de-ahorro/volkswagen, by its tab',
        reach: (page) => followTab(page, 'Volkswagen', '/planes-de-ahorro/volkswagen'),
      },
      {
        name: '/planes-de-ahorro/nissan, by its tab',
        reach: (page) => followTab(page, 'Nissan', '/planes-de-ahorro/nissan'),
      },
    ],
  },
  {
    name: 'the shared pieces (components.harness.tsx)',
    tags: ['@components'],
    open: async (page) => {
      // The first case of a worker bundles the harness, which takes seconds.
      test.slow();
      await openHarness(page);
    },
    next: [
      {
        // Room is left below the menu, so it covers nothing axe reads.
        name: 'the DropdownButton open',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Sacá un turno' }).click();
          await expect(page.getByRole('link', { name: 'Postventa' })).toBeVisible();
        },
      },
    ],
  },
];
