import {
  PROMOTION_STATE_LABELS,
  type PromotionEditorState,
  type PromotionView,
  promotionEditorState,
  promotionPath,
} from '#domain/back-office/promotion-editing';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../../components/link';
import { Amount, Badge, type BadgeTone, dateTime } from '../panel/admin-list';
import { IntentButton } from '../panel/editing-pieces';

const STATE_TONES: Readonly<Record<PromotionEditorState, BadgeTone>> = {
  valid: 'ok',
  not_started: 'info',
  expired: 'muted',
  used_up: 'muted',
  inactive: 'muted',
  removed: 'off',
};

export function PromotionBadge({ promotion }: { promotion: PromotionView }) {
  const state = promotionEditorState(promotion);
  return <Badge tone={STATE_TONES[state]}>{PROMOTION_STATE_LABELS[state]}</Badge>;
}

/** "5 %", "$ 300.000", "US$ 500": a money discount always with its currency (docs/decisions/0032). */
export function promotionValueText(promotion: PromotionView): string {
  if (promotion.moneyDiscount !== null) return formatMoney(promotion.moneyDiscount, promotion.currency);
  return `${String(promotion.percentageDiscount ?? 0).replace('.', ',')} %`;
}

/** "Volkswagen · T-CROSS · chasis 9BW…", or every unit. */
export function promotionScopeText(promotion: PromotionView): string {
  const parts = [
    promotion.brandName ?? 'Todas las marcas',
    ...(promotion.family ? [`modelo ${promotion.family}`] : []),
    ...(promotion.chassis ? [`chasis ${promotion.chassis}`] : []),
  ];
  return parts.join(' · ');
}

/** "Usos: 3 / 10" (used / limit), or "Usos: 3 / sin límite". */
export const usageText = (promotion: PromotionView) =>
  `Usos: ${promotion.usageCount} / ${promotion.usageLimit ?? 'sin límite'}`;

export function PromotionItem({ promotion }: { promotion: PromotionView }) {
  return (
    <li className="admin-list__item">
      <p className="admin-list__title">
        <Link to={promotionPath(promotion.id)}>{promotion.code}</Link>{' '}
        <PromotionBadge promotion={promotion} />{' '}
        <Badge tone="info">{promotion.discoverable ? 'Automática' : 'Con código'}</Badge>
      </p>
      {promotion.description && <p className="admin-list__meta">{promotion.description}</p>}
      <p className="admin-list__meta">
        Descuento: <Amount>{promotionValueText(promotion)}</Amount> · {promotionScopeText(promotion)}
      </p>
      <p className="admin-list__meta">
        Desde {dateTime(promotion.validFrom)}
        {promotion.validUntil ? <> hasta {dateTime(promotion.validUntil)}</> : ', sin fecha de fin'} ·{' '}
        {usageText(promotion)}
      </p>
      {promotion.deletedAt && (
        <div className="admin-row-actions">
          <IntentButton intent="restore" id={promotion.id}>
            {`Restaurar ${promotion.code}`}
          </IntentButton>
        </div>
      )}
    </li>
  );
}
