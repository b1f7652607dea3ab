import { data, redirect, redirectDocument } from 'react-router';
import { findBrandById } from '#domain/catalogue/brands';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { operationStatement } from '#domain/operation/operation-statement';
import {
  awaitsPaymentOutcome,
  HOLD_LOST_MESSAGE,
  PAYMENT_REJECTED_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
} from '#domain/operation/payment';
import { summaryLines } from '#domain/operation/printed-statement';
import { operationPagesContext } from '../../context';
import { PaymentStepPage } from '../../features/dealership/payment-step-page';
import { toSummaryUnit } from '../../features/dealership/unit-summary';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/reserva';

/** docs/product.md §2 step 4, Pago de Seña: the frame while the unit is held for the buyer, otherwise the way to hold it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pages = context.get(operationPagesContext);
  const resume = redirectDocument(dealershipPaths.resume(params.operation_code));
  // The look-up first: an unknown code is counted once against the client's limit, and goes no further.
  const lookup = await pages.lookup(params.operation_code);
  if (!lookup.found) throw resume;
  const state = await pages.payment(params.operation_code);
  if (!state) throw resume;
  const { operation } = lookup;
  if (state.status === 'reserved') throw redirect(dealershipPaths.reserved(state.code));
  if (state.status !== 'data_complete' && state.status !== 'payment_pending') throw resume;
  const unit = operation.purchase.vehicle;
  if (!unit || !operation.vehicle_available) throw resume;
  if (awaitsPaymentOutcome(state)) throw redirect(dealershipPaths.pending(state.code));
  const holdMsLeft = state.holdExpiresAt ? Date.parse(state.holdExpiresAt) - Date.now() : 0;
  const held = state.status === 'payment_pending' && holdMsLeft > 0;
  // docs/decisions/0010: a rejected card keeps the hold, so the buyer pays again in the frame while it lasts.
  const rejected = state.lastPayment?.status === 'rejected';
  const message = !state.gateway
    ? PAYMENT_UNAVAILABLE_MESSAGE
    : held
      ? rejected
        ? PAYMENT_REJECTED_MESSAGE
        : null
      : state.status === 'payment_pending' || rejected
        ? HOLD_LOST_MESSAGE
        : null;
  const brand = findBrandById(operation.brand_id);
  return {
    brand: { id: operation.brand_id, name: brand?.name ?? '', styleKey: brand?.styleKey ?? 'territorio' },
    unit: toSummaryUnit(unit),
    summary: summaryLines(operationStatement({ ...operation, deposit: state.deposit }, unit)),
    code: state.code,
    deposit: state.deposit,
    frame: held && state.gateway ? `/pagos/${state.gateway}/${state.code}` : null,
    message,
    canPay: state.gateway !== null,
    holdExpiresAt: held ? state.holdExpiresAt : null,
    // Counted by the server: a phone whose clock is off still ends the hold on the page when it ends here.
    holdSecondsLeft: held ? Math.ceil(holdMsLeft / 1000) : 0,
  };
}

/** 'Pagar la seña': holds the unit (docs/product.md §D5) and comes back to show the frame. */
export async function action({ params, context }: Route.ActionArgs) {
  const started = await context.get(operationPagesContext).startPayment(params.operation_code);
  if (started.ok) throw redirect(dealershipPaths.payment(params.operation_code));
  return data({ message: started.message }, { status: 409 });
}

export function meta() {
  return dealershipStepMeta('Pago de Seña');
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentStepPage {...loaderData} message={actionData?.message ?? loaderData.message} />;
}
