import { redirect, redirectDocument } from 'react-router';
import { findBrandById } from '#domain/catalogue/brands';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { awaitsPaymentOutcome } from '#domain/operation/payment';
import { operationPagesContext } from '../../context';
import { OutcomePage } from '../../features/dealership/outcome-page';
import { noindexMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/resultado';

/**
 * docs/product.md §2 success (reservado) and pending (pendiente) pages, one module for both routes. What they say comes from
 * the database: an operation that is not in that state is sent where it is.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const kind = url.pathname.includes('/reservado/') ? 'reserved' : 'pending';
  const state = await context.get(operationPagesContext).payment(params.operation_code);
  if (!state) throw redirectDocument(dealershipPaths.resume(params.operation_code));
  const pending = awaitsPaymentOutcome(state);
  if (state.status === 'reserved' && kind !== 'reserved')
    throw redirect(dealershipPaths.reserved(state.code));
  if (pending && kind !== 'pending') throw redirect(dealershipPaths.pending(state.code));
  if (state.status !== 'reserved' && !pending) throw redirectDocument(dealershipPaths.resume(state.code));
  return {
    kind: kind as 'reserved' | 'pending',
    styleKey: findBrandById(state.brandId)?.styleKey ?? 'territorio',
    code: state.code,
    model: state.model,
    chassis: state.chassis,
    deposit: state.deposit,
    // An outcome page is reached by code alone: it names the buyer by first name and nothing more.
    firstName: state.firstName,
    testPayment: state.lastPayment?.gateway === 'sandbox',
    cancellationDays: state.cancellationDays,
    outcome: state.outcome,
    // The buyer opens "Mi reserva" with the code and the e-mail, or with the receipt's link (docs/decisions/0027).
    myReservationPath: dealershipPaths.myReservation(state.code),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.kind === 'reserved' ? 'Tu 0km te espera' : 'Reserva pendiente de confirmación';
  return noindexMeta(title);
}

export default function Outcome({ loaderData }: Route.ComponentProps) {
  return <OutcomePage {...loaderData} />;
}
