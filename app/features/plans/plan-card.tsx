import { ButtonLink } from '../../components/button';
import type { PlanCardData } from './plan-view';

/** The vehicle drawings are 640×320; the attributes reserve the space, CSS scales them. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 320;

interface PlanCardProps {
  plan: PlanCardData;
  /** Cards in the first visible row load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
}

/** docs/product.md §2/§3 savings-plan card: every plan field, and the brand's external subscription link (docs/product.md §D11). */
export function PlanCard({ plan, eager = false }: PlanCardProps) {
  return (
    <article className="card plan-card">
      <div className="card__vehicle plan-card__media">
        <img
          src={plan.image}
          alt={plan.model}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="plan-card__family">{plan.family}</span>
      </div>
      <div className="card__body">
        <p className="plan-card__product">{plan.product}</p>
        <h3 className="card__title">{plan.name}</h3>
        <p className="plan-card__model">{plan.model}</p>
        <p className="plan-card__price">
          <span className="plan-card__price-label">Primera cuota</span>
          <span className="plan-card__price-value">{plan.firstInstallment}</span>
        </p>
        <dl className="plan-card__facts">
          <div>
            <dt>Cuotas</dt>
            <dd>{plan.installments}</dd>
          </div>
          <div>
            <dt>Integración</dt>
            <dd>{plan.integration}</dd>
          </div>
          <div>
            <dt>Suscripción</dt>
            <dd>{plan.initialInstallment}</dd>
          </div>
        </dl>
        <p className="plan-card__description">{plan.description}</p>
        {plan.subscriptionUrl && (
          <div className="plan-card__actions">
            <ButtonLink to={plan.subscriptionUrl} external className="plan-card__subscribe">
              Suscribite<span className="sr-only"> al plan {plan.name}</span>
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
  );
}
