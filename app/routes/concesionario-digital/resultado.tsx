import { data, redirect, redirectDocument } from 'react-router';
import { findBrandById } from '#domain/catalogue/brands';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { awaitsPaymentOutcome } from '#domain/operation/payment';
import type { ReservationVisitResult } from '#domain/operation/reservation-visit';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { operationPagesContext, reservationVisitsContext } from '../../context';
import { OutcomePage } from '../../features/dealership/outcome-page';
import { noindexMeta } from '../../lib/noindex-meta';
import { postedFields, readPostedForm } from '../../lib/posted-form';
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
    // The visit within 48 hours, booked here on the branch calendar (docs/decisions/0089).
    visit: kind === 'reserved' ? await context.get(reservationVisitsContext).view(state.code) : null,
  };
}

/** The success page's one form: the first visit, booked by the code the page is reached with (docs/decisions/0089). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  if (!form) {
    const unreadable: ReservationVisitResult = { ok: false, status: 400, message: UNREADABLE_FORM_MESSAGE };
    return data(unreadable, { status: 400 });
  }
  const result = await context.get(reservationVisitsContext).book(params.operation_code, postedFields(form));
  return data(result, { status: result.ok ? 200 : result.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.kind === 'reserved' ? 'Tu 0km te espera' : 'Reserva pendiente de confirmación';
  return noindexMeta(title);
}

export default function Outcome({ loaderData, actionData }: Route.ComponentProps) {
  return <OutcomePage {...loaderData} visitResult={actionData} />;
}
