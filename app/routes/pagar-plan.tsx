import { brandById } from '#domain/catalogue/brands';
import { ButtonLink } from '../components/button';
import { Hero } from '../components/hero';
import { PageMain } from '../components/page-main';
import { contentContext, publicUrlContext } from '../context';
import { departmentContact } from '../features/contact/contact-view';
import {
  OtherPaymentWays,
  PLAN_PAYMENT_SITES,
  type PlanPaymentCard,
  PlanPaymentCards,
  PlanPaymentQuestions,
} from '../features/info-pages/plan-payment';
import { joinList } from '../lib/join-list';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/pagar-plan';
import '../features/contact/contact-page.css';
import '../features/info-pages/info-pages.css';
import { SectionHeader } from '../components/section-header';

const PATH = '/pagar-plan';

export async function loader({ context }: Route.LoaderArgs) {
  const parameters = await context.get(contentContext).parameters();
  const cards = PLAN_PAYMENT_SITES.map((site): PlanPaymentCard => {
    const brand = brandById(site.brandId);
    const planName = brand.savingsPlanName ?? `Plan ${brand.name}`;
    const contact = departmentContact(
      parameters.contact_methods,
      'plans',
      [site.brandId, 5],
      `Hola, tengo una consulta sobre mi ${planName}.`,
    );
    return {
      brand: brand.name,
      styleKey: brand.styleKey,
      planName,
      url: site.url,
      administrator: site.administrator,
      site: site.site,
      phone: contact?.phone ?? null,
      whatsapp: contact?.whatsapp ?? null,
    };
  });
  return {
    cards,
    meta: pageMeta({
      title: 'Pagá tu plan de ahorro online',
      description: `Cómo pagar la cuota de tu ${joinList(cards.map((card) => card.planName))}: el sitio oficial de cada administradora, débito automático, home banking y pago en efectivo.`,
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function PayPlan({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  return (
    <PageMain className="theme-territorio info-page">
      <Hero
        breadcrumbs={[
          { label: 'Planes de ahorro', to: '/planes-de-ahorro' },
          { label: 'Pagá tu plan online' },
        ]}
        title="Pagá tu plan online"
        lead={`Pagá la cuota de tu ${joinList(cards.map((card) => card.planName))} en el sitio oficial de la administradora: con tarjeta, débito automático, home banking o en efectivo.`}
        media={<InstallmentArt />}
      />

      <section className="section info-section" aria-labelledby="elegi-titulo">
        <div className="container">
          <SectionHeader
            id="elegi-titulo"
            title="Elegí tu plan"
            meta="Los pagos se hacen en el sitio oficial, que se abre en una pestaña nueva."
          />
          <PlanPaymentCards cards={cards} />
        </div>
      </section>

      <section className="section section--surface info-section" aria-labelledby="otras-titulo">
        <div className="container">
          <SectionHeader id="otras-titulo" title="Otras formas de pago" />
          <OtherPaymentWays />
        </div>
      </section>

      <section className="section info-section" aria-labelledby="preguntas-titulo">
        <div className="container info-narrow">
          <SectionHeader id="preguntas-titulo" title="Preguntas frecuentes" />
          <PlanPaymentQuestions />
        </div>
      </section>

      <section className="info-cta" aria-labelledby="sin-plan-titulo">
        <div className="container info-cta__inner">
          <div>
            <h2 id="sin-plan-titulo" className="info-cta__title">
              ¿Todavía no tenés tu plan?
            </h2>
            <p>Conocé los planes de ahorro de cada marca y suscribite online.</p>
          </div>
          <div className="info-cta__actions">
            <ButtonLink to="/planes-de-ahorro">Ver planes de ahorro</ButtonLink>
          </div>
        </div>
      </section>
    </PageMain>
  );
}

/** A calendar of paid installments: the page's own drawing, decorative. */
function InstallmentArt() {
  return (
    <svg
      className="info-art"
      viewBox="0 0 320 260"
      width="320"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="info-art__shade" x="58" y="40" width="210" height="200" rx="18" />
      <rect className="info-art__device" x="50" y="30" width="210" height="200" rx="18" />
      <rect className="info-art__stripe" x="50" y="30" width="210" height="40" rx="18" />
      <rect className="info-art__stripe" x="50" y="52" width="210" height="18" />
      {Array.from({ length: 12 }, (_, index) => {
        const x = 72 + (index % 4) * 44;
        const y = 86 + Math.floor(index / 4) * 44;
        const paid = index < 7;
        return (
          <g key={x * 1000 + y}>
            <rect
              className={paid ? 'info-art__done' : 'info-art__screen'}
              x={x}
              y={y}
              width="34"
              height="32"
              rx="6"
            />
            {paid && <path className="info-art__tick" d={`M${x + 10} ${y + 16}l5 5 9-10`} />}
          </g>
        );
      })}
    </svg>
  );
}
