import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { SavingsPlan } from '#domain/catalogue/catalogue';
import type { NewsItem, Parameters, Story } from '#domain/content/content';

/**
 * The editorial pages' specs share these: stories (/historias and the home page's strip), news (/noticias) and savings
 * plans (/planes-de-ahorro), read through the API the pages are compared with. Those specs are tagged '@stories',
 * '@news' and '@plans': `npm run test:changed` runs them when this file changes.
 */

export function main(page: Page): Locator {
  return page.getByRole('main');
}

async function parameters(request: APIRequestContext): Promise<Parameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Parameters }).data;
}

/** The stories the server publishes, in the strip's order. */
export async function publishedStories(request: APIRequestContext): Promise<Story[]> {
  const { stories } = await parameters(request);
  expect(stories.length, 'the demo has stories').toBeGreaterThan(2);
  return stories;
}

/** The first published story, the one most checks open. */
export async function firstStory(request: APIRequestContext): Promise<Story> {
  const [story] = await publishedStories(request);
  if (!story) throw new Error('stories');
  return story;
}

export function currentTime(video: Locator): Promise<number> {
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

export function isPaused(video: Locator): Promise<boolean> {
  return video.evaluate((element: HTMLVideoElement) => element.paused);
}

/** The home page's stories strip (docs/product.md §2 Promotions and stories widgets). */
export function storiesStrip(page: Page): Locator {
  return page.getByRole('region', { name: 'Historias Territorio' });
}

/** The news the server publishes, newest first as the list shows them. */
export async function publishedNews(request: APIRequestContext): Promise<NewsItem[]> {
  const { news } = await parameters(request);
  expect(news.length, 'the demo has news').toBeGreaterThan(2);
  return [...news].sort((a, b) => Date.parse(b.display_date) - Date.parse(a.display_date) || b.id - a.id);
}

/** The news cards of the list (or of the whole main content). */
export function newsCards(page: Page): Locator {
  return main(page).getByRole('article');
}

/** docs/product.md §2 News: the list's brand tabs and the brand ids they stand for. */
export const NEWS_BRAND_TABS = [
  { name: 'Volkswagen', slug: 'volkswagen', id: 1 },
  { name: 'Chevrolet', slug: 'chevrolet', id: 2 },
  { name: 'Nissan', slug: 'nissan', id: 4 },
  { name: 'Territorio', slug: 'territorio', id: 5 },
] as const;

export const NEWS_NOT_FOUND = 'Noticia no encontrada.';

/**
 * docs/product.md §2 Savings plans page: the brands with savings plans, their plan names (§3 savings-plan name), their
 * themes and plan endpoints (§7), whether they carry 'Pagá tu plan online', and Volkswagen's product filter.
 */
export const PLAN_BRANDS = [
  {
    id: 1,
    slug: 'volkswagen',
    name: 'Volkswagen',
    planName: 'Autoahorro Volkswagen',
    theme: 'theme-vw',
    endpoint: '/v1/vw/plan/find',
    payOnline: true,
    productFilter: true,
  },
  {
    id: 2,
    slug: 'chevrolet',
    name: 'Chevrolet',
    planName: 'Plan Chevrolet',
    theme: 'theme-gm',
    endpoint: '/v1/gm/plan/find',
    payOnline: true,
    productFilter: false,
  },
  {
    id: 4,
    slug: 'nissan',
    name: 'Nissan',
    planName: 'Plan Nissan',
    theme: 'theme-nissan',
    endpoint: '/v2/nissan/plan/find',
    payOnline: false,
    productFilter: false,
  },
] as const;

export type PlanBrand = (typeof PLAN_BRANDS)[number];

export async function plansOf(request: APIRequestContext, endpoint: string): Promise<SavingsPlan[]> {
  const response = await request.get(endpoint);
  expect(response.status(), `${endpoint} answers`).toBe(200);
  const { data } = (await response.json()) as { data: SavingsPlan[] };
  expect(data.length, `${endpoint} has plans in the demo catalogue`).toBeGreaterThan(0);
  return data;
}

export async function subscriptionTemplates(
  request: APIRequestContext,
): Promise<Parameters['plan_subscription_urls']> {
  return (await parameters(request)).plan_subscription_urls;
}

/** The plan cards of one brand section (or of the whole page on a brand's own page). */
export function planCards(scope: Locator): Locator {
  return scope.getByRole('article');
}

/** Volkswagen's product filter on /planes-de-ahorro/volkswagen. */
export function productFilter(page: Page): Locator {
  return main(page).getByRole('navigation', { name: 'Filtrar planes Volkswagen' });
}
