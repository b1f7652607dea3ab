import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { SavingsPlan } from '#domain/catalogue/catalogue';
import { planSubscriptionUrl } from '#domain/content/content';
import { formatMoney } from '#domain/shared/money';
import {
  main,
  PLAN_BRANDS,
  type PlanBrand,
  planCards,
  plansOf,
  productFilter,
  subscriptionTemplates,
} from './support/editorial-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * The savings-plan pages (docs/product.md §2 Savings plans page): every plan against the intranet's plan endpoints
 * (§7), the subscription links (§D11), the brand switch and Volkswagen's product filter, what the server answers and the
 * pages' metadata, the same at any width. How they fit a phone and a desktop and their keyboard paths are in
 * plans.spec.ts; axe checks them through a11y/editorial.ts.
 */

const DISCLAIMER = 'Valor de referencia, no incluye gastos de seguro';

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

/**
 * Opens a brand's page and checks its hero, theme, every plan, the disclaimer, 'Pagá tu plan online' where the brand
 * has it, and the product filter, Volkswagen's only. Returns the brand's plans.
 */
async function expectBrandPage(
  page: Page,
  request: APIRequestContext,
  brand: PlanBrand,
): Promise<SavingsPlan[]> {
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

  const cards = planCards(main(page));
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

  await expect(main(page).getByRole('navigation', { name: /^Filtrar planes/ })).toHaveCount(
    brand.productFilter ? 1 : 0,
  );
  return plans;
}

function planBrand(slug: PlanBrand['slug']): PlanBrand {
  const brand = PLAN_BRANDS.find((candidate) => candidate.slug === slug);
  if (!brand) throw new Error(`Not a savings-plan brand: ${slug}`);
  return brand;
}

test.describe('savings plans of one brand (/planes-de-ahorro/{brand})', { tag: ['@plans'] }, () => {
  test('Volkswagen: hero, theme, every plan, disclaimer and links; the tabs All / Autoahorro Volkswagen / Planes {product} filter the plans and keep the address', async ({
    page,
    request,
  }) => {
    const plans = await expectBrandPage(page, request, planBrand('volkswagen'));
    const products = [...new Set(plans.map((plan) => plan.product))].sort(
      (a, b) => Number(b === 'Autoahorro Volkswagen') - Number(a === 'Autoahorro Volkswagen'),
    );
    expect(products.length, 'the demo has two Volkswagen product lines').toBeGreaterThan(1);
    expect(products).toContain('Autoahorro Volkswagen');

    await waitForHydration(page);
    const filter = productFilter(page);
    const labels = ['Todos', ...products.map(productLabel)];
    await expect(filter.getByRole('link')).toHaveText(labels);
    // No doubled word: "Plan Óptimo" reads "Planes Óptimo".
    for (const label of labels) expect(label).not.toMatch(/Planes Plan/);
    await expect(filter.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');

    const cards = planCards(main(page));
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

  test('Chevrolet: hero, theme, every plan, disclaimer and links, no product filter; its title, description and canonical link', async ({
    page,
    request,
    baseURL,
  }) => {
    await expectBrandPage(page, request, planBrand('chevrolet'));
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

  test('Nissan: hero, theme, every plan and disclaimer, no pay link and no product filter', async ({
    page,
    request,
  }) => {
    await expectBrandPage(page, request, planBrand('nissan'));
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

  test('a filtered Volkswagen address is rendered filtered by the server', async ({ request }) => {
    const plans = await plansOf(request, '/v1/vw/plan/find');
    const others = plans.filter((plan) => plan.product !== 'Autoahorro Volkswagen');
    const response = await request.get('/planes-de-ahorro/volkswagen?producto=autoahorro-volkswagen');
    const html = await response.text();
    const rendered = html.slice(0, html.indexOf('<script'));
    for (const plan of plans.filter((candidate) => candidate.product === 'Autoahorro Volkswagen'))
      expect(rendered).toContain(`>${plan.name}</h3>`);
    for (const plan of others) expect(rendered).not.toContain(`>${plan.name}</h3>`);
  });
});

test.describe('all savings plans (/planes-de-ahorro)', { tag: ['@plans'] }, () => {
  test('lists the three brands with their plans and pay links for Volkswagen and Chevrolet only; pictures below the first row wait; the brand switch changes the page, its theme and the savings-plan name', async ({
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
      await expect(planCards(section)).toHaveCount(plans.length);
      const first = plans[0];
      if (first) await expectCardShowsPlan(planCards(section).first(), first, templates[String(brand.id)]);
      await expect(section.getByText(DISCLAIMER, { exact: true })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Pagá tu plan online' })).toHaveCount(
        brand.payOnline ? 1 : 0,
      );
    }
    await expect(main(page).locator('a[href="/pagar-plan"]')).toHaveCount(2);

    // Images below the first row wait until scrolled near.
    const images = planCards(main(page)).getByRole('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');

    await test.step('the brand switch', async () => {
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
});
