import { ALERT_KIND_LABELS } from '#domain/content/alerts';
import { AlertForm } from './alert-form';
import './alerts.css';

/**
 * 'Avisame si baja el precio' on a unit's confirmation page (docs/product.md §2): a disclosure, so the form opens and
 * posts without JavaScript too.
 */
export function PriceDropAlert({ stockId }: { stockId: number }) {
  return (
    <details className="alert-toggle">
      <summary className="alert-toggle__summary">{ALERT_KIND_LABELS.price_drop}</summary>
      <AlertForm
        kind="price_drop"
        subject={{ stockId }}
        label={ALERT_KIND_LABELS.price_drop}
        intro="Te escribimos cada vez que baje el precio final de esta unidad."
        idPrefix={`aviso-precio-${stockId}`}
      />
    </details>
  );
}

/** 'Avisame si se libera' on the units overlay, for a unit held by another buyer's payment (docs/decisions/0058). */
export function UnitFreeAlertForm({ stockId }: { stockId: number }) {
  return (
    <AlertForm
      kind="unit_free"
      subject={{ stockId }}
      label={ALERT_KIND_LABELS.unit_free}
      intro="Te escribimos una sola vez, si la unidad vuelve a estar disponible."
      idPrefix={`aviso-${stockId}`}
      focusOnMount
    />
  );
}
