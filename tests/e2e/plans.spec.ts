import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { SavingsPlan } from '../../domain/catalogue';
import { type Parameters, planSubscriptionUrl } from '../../domain/content';
import { formatMoney } from '../../domain/money';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

/** docs/product.md §2/§3: the brands with savings plans, their plan names (docs/product.md §3 savings-plan name) and plan endpoints (§7). */
const PLAN_BRANDS = [
  {
    id: 1,
    slug: 'volkswagen',
    name: 'Volkswagen',
    planName: 'Autoahorro Volkswagen',
    theme: 'theme-vw',
    endpoint: '/v1/vw/plan/find',
    payOnline: true,
  },
  {
    id: 2,
    slug: 'chevrolet',
    name: 'Chevrolet',
    planName: 'Plan Chevrolet',
    theme: 'theme-gm',
    endpoint: '/v1/gm/plan/find',
    payOnline: true,
  },
  {
    id: 4,
    slug: 'nissan',
    name: 'Nissan',
    planName: 'Plan Nissan',
    theme: 'theme-nissan',
    endpoint: '/v2/nissan/plan/find',
    payOnline: false,
  },
] as const;

const DISCLAIMER = 'Valor de referencia, no incluye gastos de seguro';

async function plansOf(request: APIRequestContext, endpoint: string): Promise<SavingsPlan[]> {
  const response = await request.get(endpoint);
  expect(response.status(), `${endpoint} answers`).toBe(200);
  const { data } = (await response.json()) as { data: SavingsPlan[] };
  expect(data.length, `${endpoint} has plans in the demo catalogue`).toBeGreaterThan(0);
  return data;
}

async function subscriptionTemplates(
  request: APIRequestContext,
): Promise<Parameters['plan_subscription_urls']> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Parameters }).data.plan_subscription_urls;
}

/** The plan cards of one brand section (or of the whole page on a brand's own page). */
function cardsIn(scope: Locator): Locator {
  return scope.getByRole('article');
}

/** The tab label rule of plan-view.ts, restated: "Plan Óptimo" → "Planes Óptimo", the brand's own product as is. */
function productLabel(product: string): string {
  return product === 'Autoahorro Volkswagen' ? product : `Planes ${product.replace(/^plan(?:es)?\s+/i, '')}`;
}

async function expectCardShowsPlan(card: Locator, plan: SavingsPlan, template: string | undefined) {
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
  await expect(card.getByText(plan.model, { exact: true })).toBeVisible();
  await expect(card.getByText(plan.family, { exact: true })).toBeVisible();
  await expect(card.getByText(plan.description)).toBeVisible();
  const facts = card.locator('dl');
  await expect(facts).toContainText(`Cuotas${plan.installments}`);
  await expect(facts).toContainText(`Integración${plan.integration}`);
  await expect(facts).toContainText(`Suscripción${formatMoney(plan.initial_installment, 'ars')}`);
  await expect(card.getByText(formatMoney(plan.first_installment, 'ars'), { exact: true })).toBeVisible();

  const image = card.getByRole('img', { name: plan.model, exact: true });
  await expect(image).toHaveAttribute('src', plan.image);
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '320');

  // docs/product.md §D11: the brand's template filled with the plan id and a slug of its name; another site, so a new tab.
  const expected = planSubscriptionUrl(template, plan);
  expect(expected, 'the demo configures a subscription template').toBeDefined();
  const subscribe = card.getByRole('link', { name: /^Suscribite/ });
  await expect(subscribe).toHaveAttribute('href', expected ?? '');
  await expect(subscribe).toHaveAttribute('href', new RegExp(`/${plan.id}-[a-z0-9-]+$`));
  await expect(subscribe).toHaveAttribute('target', '_blank');
  await expect(subscribe).toHaveAttribute('rel', /noopener/);
  await expect(subscribe).toHaveAccessibleName(
    `Suscribite al plan ${plan.name} (se abre en una pestaña nueva)`,
  );
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

test.describe('savings plans of one brand (/planes-de-ahorro/{brand})', () => {
  for (const brand of PLAN_BRANDS) {
    test(`${brand.name}: hero, theme, every plan, disclaimer and links`, async ({ page, request }) => {
      const plans = await plansOf(request, brand.endpoint);
      const templates = await subscriptionTemplates(request);
      const response = await page.goto(`/planes-de-ahorro/${brand.slug}`);
      expect(response?.status()).toBe(200);

      await expect(main(page)).toHaveClass(new RegExp(`\\b${brand.theme}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.planName);
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(breadcrumb.getByRole('link', { name: 'Planes de ahorro' })).toHaveAttribute(
        'href',
        '/planes-de-ahorro',
      );

      const cards = cardsIn(main(page));
      await expect(cards).toHaveCount(plans.length);
      for (const [index, plan] of plans.entries()) {
        await expectCardShowsPlan(cards.nth(index), plan, templates[String(brand.id)]);
      }

      await expect(main(page).getByText(DISCLAIMER, { exact: true })).toBeVisible();

      const pay = main(page).getByRole('link', { name: 'Pagá tu plan online' });
      if (brand.payOnline) {
        await expect(pay).toHaveAttribute('href', '/pagar-plan');
        await expect(pay).not.toHaveAttribute('target', /.+/);
      } else {
        await expect(pay).toHaveCount(0);
        await expect(main(page).locator('a[href="/pagar-plan"]')).toHaveCount(0);
      }
    });
  }

  test('has its title, description and canonical link', async ({ page, baseURL }) => {
    await page.goto('/planes-de-ahorro/chevrolet');
    await expect(page).toHaveTitle('Plan Chevrolet: planes de ahorro Chevrolet | Territorio');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Planes de ahorro Chevrolet/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/planes-de-ahorro/chevrolet`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Plan Chevrolet: planes de ahorro Chevrolet | Territorio',
    );
  });

  test('a brand without plans is not found; an upper-case brand redirects to its address', async ({
    request,
  }) => {
    for (const path of ['/planes-de-ahorro/baic', '/planes-de-ahorro/territorio', '/planes-de-ahorro/ford']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    const response = await request.get('/planes-de-ahorro/Volkswagen?producto=plan-optimo', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/planes-de-ahorro/volkswagen?producto=plan-optimo');
  });
});

test.describe('all savings plans (/planes-de-ahorro)', () => {
  test('lists the three brands with their plans, pay links for Volkswagen and Chevrolet only', async ({
    page,
    request,
  }) => {
    const templates = await subscriptionTemplates(request);
    await page.goto('/planes-de-ahorro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes de ahorro');

    for (const brand of PLAN_BRANDS) {
      const plans = await plansOf(request, brand.endpoint);
      const section = main(page).getByRole('region', { name: brand.planName, exact: true });
      await expect(section).toHaveClass(new RegExp(`\\b${brand.theme}\\b`));
      await expect(cardsIn(section)).toHaveCount(plans.length);
      const first = plans[0];
      if (first) await expectCardShowsPlan(cardsIn(section).first(), first, templates[String(brand.id)]);
      await expect(section.getByText(DISCLAIMER, { exact: true })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Pagá tu plan online' })).toHaveCount(
        brand.payOnline ? 1 : 0,
      );
    }
    await expect(main(page).locator('a[href="/pagar-plan"]')).toHaveCount(2);
  });

  test('the brand switch changes the page, its theme and the savings-plan name', async ({ page }) => {
    await page.goto('/planes-de-ahorro');
    await waitForHydration(page);
    const brands = main(page).getByRole('navigation', { name: 'Marcas' });
    await expect(brands.getByRole('link')).toHaveText(['Todas', 'Volkswagen', 'Chevrolet', 'Nissan']);
    await expect(brands.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');

    await brands.getByRole('link', { name: 'Chevrolet' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro\/chevrolet$/);
    await expect(main(page)).toHaveClass(/\btheme-gm\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Chevrolet');
    await expect(brands.getByRole('link', { name: 'Chevrolet' })).toHaveAttribute('aria-current', 'page');

    await brands.getByRole('link', { name: 'Nissan' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro\/nissan$/);
    await expect(main(page)).toHaveClass(/\btheme-nissan\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Nissan');
  });
});

test.describe('Volkswagen product filter', () => {
  test('tabs All / Autoahorro Volkswagen / Planes {product} filter the plans and keep the address', async ({
    page,
    request,
  }) => {
    const plans = await plansOf(request, '/v1/vw/plan/find');
    const products = [...new Set(plans.map((plan) => plan.product))].sort(
      (a, b) => Number(b === 'Autoahorro Volkswagen') - Number(a === 'Autoahorro Volkswagen'),
    );
    expect(products.length, 'the demo has two Volkswagen product lines').toBeGreaterThan(1);
    expect(products).toContain('Autoahorro Volkswagen');

    await page.goto('/planes-de-ahorro/volkswagen');
    await waitForHydration(page);
    const filter = main(page).getByRole('navigation', { name: 'Filtrar planes Volkswagen' });
    const labels = ['Todos', ...products.map(productLabel)];
    await expect(filter.getByRole('link')).toHaveText(labels);
    // No doubled word: "Plan Óptimo" reads "Planes Óptimo".
    for (const label of labels) expect(label).not.toMatch(/Planes Plan/);
    await expect(filter.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');

    const cards = cardsIn(main(page));
    await expect(cards).toHaveCount(plans.length);
    // The filter narrows the plans already on the page: no new data is fetched for it.
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    for (const product of products) {
      const wanted = plans.filter((plan) => plan.product === product);
      await filter.getByRole('link', { name: productLabel(product), exact: true }).click();
      await expect(page).toHaveURL(/\?producto=[a-z0-9-]+$/);
      await expect(filter.getByRole('link', { name: productLabel(product), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(cards).toHaveCount(wanted.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(wanted.map((plan) => plan.name));
      await expect(
        main(page).getByText(wanted.length === 1 ? '1 plan' : `${wanted.length} planes`),
      ).toBeVisible();
    }

    await filter.getByRole('link', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro\/volkswagen$/);
    await expect(cards).toHaveCount(plans.length);
    expect(dataRequests).toEqual([]);
  });

  test('a filtered address is rendered filtered by the server', async ({ request }) => {
    const plans = await plansOf(request, '/v1/vw/plan/find');
    const others = plans.filter((plan) => plan.product !== 'Autoahorro Volkswagen');
    const response = await request.get('/planes-de-ahorro/volkswagen?producto=autoahorro-volkswagen');
    const html = await response.text();
    const rendered = html.slice(0, html.indexOf('<script'));
    for (const plan of plans.filter((candidate) => candidate.product === 'Autoahorro Volkswagen'))
      expect(rendered).toContain(`>${plan.name}</h3>`);
    for (const plan of others) expect(rendered).not.toContain(`>${plan.name}</h3>`);
  });

  test('works by keyboard', async ({ page, request }) => {
    // Tabbing through the whole site header first takes a while on a busy machine.
    test.slow();
    const plans = await plansOf(request, '/v1/vw/plan/find');
    const own = plans.filter((plan) => plan.product === 'Autoahorro Volkswagen');
    await page.goto('/planes-de-ahorro/volkswagen');
    await waitForHydration(page);
    const tab = main(page)
      .getByRole('navigation', { name: 'Filtrar planes Volkswagen' })
      .getByRole('link', { name: 'Autoahorro Volkswagen' });
    await tabTo(page, tab, 60);
    expect(await hasVisibleFocus(tab)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(cardsIn(main(page))).toHaveCount(own.length);

    const subscribe = cardsIn(main(page))
      .first()
      .getByRole('link', { name: /^Suscribite/ });
    await tabTo(page, subscribe, 20);
    expect(await hasVisibleFocus(subscribe)).toBe(true);
  });

  test('Chevrolet and Nissan have no product filter', async ({ page }) => {
    for (const slug of ['chevrolet', 'nissan']) {
      await page.goto(`/planes-de-ahorro/${slug}`);
      await expect(main(page).getByRole('navigation', { name: /^Filtrar planes/ })).toHaveCount(0);
    }
  });
});

test.describe('savings plans pages: accessibility and layout', () => {
  for (const path of ['/planes-de-ahorro', '/planes-de-ahorro/volkswagen', '/planes-de-ahorro/nissan']) {
    test(`${path}: axe, one h1, headings in order, no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      // Lazy pictures must not widen the page once they load.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
    });
  }

  test('images below the first row wait until scrolled near', async ({ page }) => {
    await page.goto('/planes-de-ahorro');
    const images = main(page).getByRole('article').getByRole('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
  });
});
