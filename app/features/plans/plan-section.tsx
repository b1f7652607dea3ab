import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Tabs } from '../../components/tabs';
import { PlanCard } from './plan-card';
import { PAY_PLAN_PATH, PLAN_DISCLAIMER, type PlanBrandSection, PRODUCT_PARAM, planCount } from './plan-view';
import './plans.css';
import { SectionHeader } from '../../components/section-header';

/** The widest grid shows three cards a row: those load their picture at once. */
const FIRST_ROW_SIZE = 3;

interface PlanSectionProps {
  section: PlanBrandSection;
  /** The page the section is on, which the "Todos" filter tab links back to. */
  basePath: string;
  title: string;
  /**
   * On a page listing several brands the filter links carry the section's #anchor, so a visitor without JavaScript
   * lands back on the section; a one-brand page needs none.
   */
  anchored?: boolean;
  /** Whether the section's first row is on screen when the page opens. */
  eager?: boolean;
}

/**
 * One brand's plans: the product filter (Volkswagen), the cards, the disclaimer and the pay-online link.
 * The filter is a list of links (?producto=…): the server renders the filtered list, so a filtered page can be shared
 * and works before hydration; once hydrated, the route skips its loader for a change of filter (shouldRevalidate), so
 * the switch is instant and filters the plans already on the page.
 */
export function PlanSection({ section, basePath, title, anchored = false, eager = false }: PlanSectionProps) {
  const [searchParams] = useSearchParams();
  const filtering = section.products.length > 1;
  const wanted = filtering ? searchParams.get(PRODUCT_PARAM) : null;
  const activeProduct = section.products.findIndex((product) => product.slug === wanted);
  const plans =
    activeProduct === -1 ? section.plans : section.plans.filter((plan) => plan.productSlug === wanted);
  const headingId = `${section.slug}-planes`;
  const hash = anchored ? `#${section.slug}` : '';

  return (
    <section
      id={section.slug}
      className={`section brand-section plan-section theme-${section.styleKey}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHeader id={headingId} title={title} meta={planCount(plans.length)} metaLive />

        {filtering && (
          <Tabs
            label={`Filtrar planes ${section.name}`}
            className="plan-section__tabs"
            active={activeProduct + 1}
            items={[
              { name: 'Todos', link: `${basePath}${hash}` },
              ...section.products.map((product) => ({
                name: product.label,
                link: `${basePath}?${PRODUCT_PARAM}=${encodeURIComponent(product.slug)}${hash}`,
              })),
            ]}
          />
        )}

        {plans.length > 0 ? (
          <ul className="card-grid">
            {plans.map((plan, index) => (
              <li key={plan.id} className="card-grid__item">
                <PlanCard plan={plan} eager={eager && index < FIRST_ROW_SIZE} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">Pronto vas a encontrar acá los planes de {section.name}.</p>
        )}

        <p className="plan-section__disclaimer">{PLAN_DISCLAIMER}</p>

        {section.payOnline && (
          <aside className="pay-plan" aria-label={`Pagar un plan ${section.name}`}>
            <div>
              <p className="pay-plan__title">¿Ya tenés un plan {section.name}?</p>
              <p className="pay-plan__text">Pagá tus cuotas online, desde tu casa y sin filas.</p>
            </div>
            <ButtonLink to={PAY_PLAN_PATH} variant="secondary">
              Pagá tu plan online
            </ButtonLink>
          </aside>
        )}
      </div>
    </section>
  );
}
