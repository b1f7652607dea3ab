import type { Brand } from '#domain/catalogue/brands';
import type { SavingsPlan } from '#domain/catalogue/catalogue';
import { planSubscriptionUrl, toSlug } from '#domain/content/content';
import { formatMoney } from '#domain/shared/money';

/** Brands that sell savings plans, in the order the page lists them (docs/product.md §2: Volkswagen, Chevrolet, Nissan). */
export const PLAN_BRAND_SLUGS = ['volkswagen', 'chevrolet', 'nissan'] as const;

/** docs/product.md §2: the pay-plan-online link is offered for these brands only. */
export const PAY_PLAN_BRAND_SLUGS: readonly string[] = ['volkswagen', 'chevrolet'];

/** docs/product.md §2, letter for letter. */
export const PLAN_DISCLAIMER = 'Valor de referencia, no incluye gastos de seguro';

export const PAY_PLAN_PATH = '/pagar-plan';

/** The query parameter of the Volkswagen product filter (?producto=plan-optimo). */
export const PRODUCT_PARAM = 'producto';

export function plansPath(brandSlug?: string): string {
  return brandSlug ? `/planes-de-ahorro/${brandSlug}` : '/planes-de-ahorro';
}

/** What a plan card shows: amounts are formatted on the server, so the browser needs no money code. */
export interface PlanCardData {
  id: number;
  name: string;
  model: string;
  family: string;
  product: string;
  productSlug: string;
  installments: number;
  integration: string;
  initialInstallment: string;
  firstInstallment: string;
  description: string;
  image: string;
  /** docs/product.md §D11; undefined when the brand has no subscription template (the card then leaves the button out). */
  subscriptionUrl?: string;
}

export interface ProductFilter {
  slug: string;
  label: string;
}

export interface PlanBrandSection {
  slug: string;
  name: string;
  styleKey: string;
  /** docs/product.md §3/§4: the brand's savings-plan name ("Autoahorro Volkswagen"). */
  planName: string;
  payOnline: boolean;
  plans: PlanCardData[];
  /** The filter tabs after "Todos" (docs/product.md §2: Volkswagen only; other brands get none). Shown when there are two or more. */
  products: ProductFilter[];
}

export function toPlanCard(plan: SavingsPlan, subscriptionTemplate: string | undefined): PlanCardData {
  return {
    id: plan.id,
    name: plan.name,
    model: plan.model,
    family: plan.family,
    product: plan.product,
    productSlug: toSlug(plan.product),
    installments: plan.installments,
    integration: plan.integration,
    // Savings plans are sold in pesos (docs/product.md §9 formatting).
    initialInstallment: formatMoney(plan.initial_installment, 'ars'),
    firstInstallment: formatMoney(plan.first_installment, 'ars'),
    description: plan.description,
    image: plan.image,
    subscriptionUrl: planSubscriptionUrl(subscriptionTemplate, plan),
  };
}

/**
 * docs/product.md §2 names the Volkswagen tabs "Autoahorro Volkswagen / Planes {product}". The brand's own product keeps its
 * name; any other product line reads "Planes {product}", and a product already called "Plan …" (the demo's
 * "Plan Óptimo") drops that word so the tab says "Planes Óptimo", not "Planes Plan Óptimo".
 */
export function productTabLabel(product: string, brandPlanName: string): string {
  if (product === brandPlanName) return product;
  const rest = product.replace(/^plan(?:es)?\s+/i, '').trim();
  return `Planes ${rest || product}`;
}

/** The brand's own product first, then the others in the order the plans list them. */
export function productFilters(plans: readonly PlanCardData[], brandPlanName: string): ProductFilter[] {
  const seen = new Map<string, ProductFilter>();
  for (const plan of plans) {
    if (!seen.has(plan.productSlug))
      seen.set(plan.productSlug, {
        slug: plan.productSlug,
        label: productTabLabel(plan.product, brandPlanName),
      });
  }
  const own = toSlug(brandPlanName);
  return [...seen.values()].sort((a, b) => Number(b.slug === own) - Number(a.slug === own));
}

export function toPlanSection(
  brand: Brand,
  plans: readonly SavingsPlan[],
  subscriptionTemplate: string | undefined,
): PlanBrandSection {
  const planName = brand.savingsPlanName ?? `Planes ${brand.name}`;
  const cards = plans.map((plan) => toPlanCard(plan, subscriptionTemplate));
  return {
    slug: brand.slug,
    name: brand.name,
    styleKey: brand.styleKey,
    planName,
    payOnline: PAY_PLAN_BRAND_SLUGS.includes(brand.slug),
    plans: cards,
    products: brand.slug === 'volkswagen' ? productFilters(cards, planName) : [],
  };
}

export function planCount(count: number): string {
  return count === 1 ? '1 plan' : `${count} planes`;
}
