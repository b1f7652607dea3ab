import { type CreditPlanView, creditPlanPath } from '#domain/back-office/credit-plan-editing';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../../components/link';
import { Amount, Badge, dateTime } from '../panel/admin-list';
import { IntentButton } from '../panel/editing-pieces';

function PlanBadge({ plan }: { plan: CreditPlanView }) {
  if (plan.deletedAt) return <Badge tone="off">Eliminado</Badge>;
  return plan.active ? <Badge tone="ok">Activo</Badge> : <Badge tone="muted">Inactivo</Badge>;
}

export function CreditPlanItem({ plan }: { plan: CreditPlanView }) {
  return (
    <li className="admin-list__item">
      <p className="admin-list__title">
        <Link to={creditPlanPath(plan.id)}>{`${plan.bank} · ${plan.name}`}</Link> <PlanBadge plan={plan} />
      </p>
      <p className="admin-list__meta">
        {`${plan.brandName} · ${plan.months} meses · TNA ${String(plan.annualRatePct).replace('.', ',')} % · hasta `}
        <Amount>{formatMoney(plan.maxAmount, 'ars')}</Amount>
        {` y el ${plan.maxSharePct} % del precio`}
      </p>
      <p className="admin-list__meta">Último cambio: {dateTime(plan.updatedAt)}</p>
      {plan.deletedAt && (
        <div className="admin-row-actions">
          <IntentButton intent="restore-plan" id={plan.id}>
            {`Restaurar ${plan.name}`}
          </IntentButton>
        </div>
      )}
    </li>
  );
}
