import type { MetaDescriptor } from 'react-router';
import { type Brand, brandBySlug } from '#domain/catalogue/brands';
import { formatMoney } from '#domain/shared/money';
import { Hero } from '../components/hero';
import { PageMain } from '../components/page-main';
import { Tabs } from '../components/tabs';
import { catalogueContext, contentContext, publicUrlContext } from '../context';
import { PlanSection } from '../features/plans/plan-section';
import {
  PLAN_BRAND_SLUGS,
  type PlanBrandSection,
  plansPath,
  toPlanSection,
} from '../features/plans/plan-view';
import { brandFromParam } from '../lib/brand-param';
import { joinList } from '../lib/join-list';
import { revalidateOnNewPath } from '../lib/revalidate';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/planes-de-ahorro';

const PLAN_BRANDS: readonly Brand[] = PLAN_BRAND_SLUGS.map((slug) => {
  const brand = brandBySlug(slug);
  if (!brand) throw new Error(`Unknown plan brand ${slug}`);
  return brand;
});

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const chosen = brandFromParam(params.brand, PLAN_BRANDS, plansPath, url);
  const brands = chosen ? [chosen] : PLAN_BRANDS;
  const catalogue = context.get(catalogueContext);
  const [parameters, plansByBrand] = await Promise.all([
    context.get(contentContext).parameters(),
    Promise.all(brands.map((brand) => catalogue.savingsPlans(brand.id))),
  ]);
  const sections = brands.map((brand, index) => {
    const plans = plansByBrand[index] ?? [];
    return toPlanSection(brand, plans, parameters.plan_subscription_urls[String(brand.id)]);
  });
  const allPlans = plansByBrand.flat();
  const lowest = allPlans.length > 0 ? Math.min(...allPlans.map((plan) => plan.first_installment)) : null;
  const longest = allPlans.length > 0 ? Math.max(...allPlans.map((plan) => plan.installments)) : null;
  const path = plansPath(params.brand === undefined ? undefined : brands[0]?.slug);
  // The overview lists the brands that have plans to show (docs/product.md §2); a brand's own page shows it even when empty.
  const shown =
    params.brand === undefined ? sections.filter((section) => section.plans.length > 0) : sections;
  const brandSlug = params.brand === undefined ? null : (brands[0]?.slug ?? null);
  const lowestFirstInstallment = lowest === null ? null : formatMoney(lowest, 'ars');
  return {
    sections: shown,
    brandSlug,
    facts: { count: allPlans.length, lowestFirstInstallment, longest },
    path,
    meta: plansMeta(
      brandSlug ? shown[0] : undefined,
      shown,
      lowestFirstInstallment,
      canonicalUrl(context.get(publicUrlContext), path),
    ),
  };
}

function plansMeta(
  single: PlanBrandSection | undefined,
  sections: readonly PlanBrandSection[],
  lowestFirstInstallment: string | null,
  canonical: string,
): MetaDescriptor[] {
  const from = lowestFirstInstallment ? ` Cuotas desde ${lowestFirstInstallment}.` : '';
  if (single) {
    const models = joinList([...new Set(single.plans.map((plan) => plan.model.split(' ')[0] ?? plan.model))]);
    return pageMeta({
      title: `${single.planName}: planes de ahorro ${single.name}`,
      description: `Planes de ahorro ${single.name} en Mendoza y San Juan${models ? `: ${models}` : ''}.${from} Suscribite online con Territorio.`,
      canonical,
    });
  }
  return pageMeta({
    title: 'Planes de ahorro 0 km',
    description: `Tu 0 km en cuotas con ${joinList(sections.map((section) => section.planName))} en Mendoza y San Juan.${from} Suscribite online con Territorio.`,
    canonical,
  });
}

// The product filter (?producto=) only narrows the plans already on the page: it needs no new data.
export const shouldRevalidate = revalidateOnNewPath;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function SavingsPlans({ loaderData }: Route.ComponentProps) {
  const { sections, brandSlug, facts, path } = loaderData;
  const single = brandSlug ? sections[0] : undefined;
  const heroImage = single?.plans[0]?.image;
  const brandTabs = [
    { name: 'Todas', link: plansPath() },
    ...PLAN_BRANDS.map((brand) => ({ name: brand.name, link: plansPath(brand.slug) })),
  ];
  const activeBrand = brandSlug ? PLAN_BRANDS.findIndex((brand) => brand.slug === brandSlug) + 1 : 0;

  return (
    <PageMain className={`plans-page theme-${single ? single.styleKey : 'territorio'}`}>
      <Hero
        breadcrumbs={
          single ? [{ label: 'Planes de ahorro', to: plansPath() }, { label: single.name }] : undefined
        }
        eyebrow={single ? `Planes de ahorro ${single.name}` : 'Concesionario oficial'}
        title={single ? single.planName : 'Planes de ahorro'}
        lead={
          single
            ? `Tu ${single.name} 0\u00a0km en cuotas fijas en pesos. Elegí el plan, suscribite online y te acompañamos hasta la entrega.`
            : `Tu 0\u00a0km en cuotas con ${joinList(sections.map((section) => section.planName))}. Elegí el plan, suscribite online y pagá tus cuotas desde casa.`
        }
        media={
          // Decorative: the same picture, named, heads the first card below.
          heroImage && <img src={heroImage} alt="" width={640} height={320} decoding="async" />
        }
      >
        {facts.count > 0 && (
          <ul className="hero__facts">
            <li>
              <strong>{facts.count}</strong> {facts.count === 1 ? 'plan' : 'planes'}
            </li>
            {facts.longest !== null && (
              <li>
                Hasta <strong>{facts.longest}</strong> cuotas
              </li>
            )}
            {facts.lowestFirstInstallment && (
              <li className="hero__fact--wide">
                Cuotas desde <strong>{facts.lowestFirstInstallment}</strong>
              </li>
            )}
          </ul>
        )}
      </Hero>

      <div className="plan-brands">
        <div className="container plan-brands__inner">
          <Tabs label="Marcas" items={brandTabs} active={activeBrand} />
        </div>
      </div>

      {sections.length === 0 && (
        <div className="container section">
          <p className="empty-state">Pronto vas a encontrar acá nuestros planes de ahorro.</p>
        </div>
      )}
      {sections.map((section, index) => (
        <PlanSection
          key={section.slug}
          section={section}
          basePath={path}
          title={single ? 'Elegí tu plan' : section.planName}
          anchored={!single}
          eager={index === 0}
        />
      ))}
    </PageMain>
  );
}
