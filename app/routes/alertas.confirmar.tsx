import { alertPagesContext } from '../context';
import { ConfirmAlertPage, type ConfirmPageState } from '../features/alerts/alert-pages';
import { noindexMeta } from '../lib/noindex-meta';
import { SAME_ORIGIN_REFERRER } from '../lib/same-origin-referrer';
import type { Route } from './+types/alertas.confirmar';

/**
 * docs/product.md §2 /alertas/confirmar/{token}, the double opt-in's link (docs/decisions/0085): opening it shows the
 * alert and a button; only the button's post confirms.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<ConfirmPageState> {
  const alert = await context.get(alertPagesContext).find(params.token);
  if (!alert) return { step: 'gone' };
  return alert.confirmed
    ? { step: 'confirmed', alert, token: params.token, already: true }
    : { step: 'ask', alert, token: params.token };
}

export async function action({ params, context }: Route.ActionArgs): Promise<ConfirmPageState> {
  const result = await context.get(alertPagesContext).confirm(params.token);
  switch (result.outcome) {
    case 'confirmed':
      return { step: 'confirmed', alert: result.alert, token: params.token, already: result.already };
    case 'unit_free':
      return { step: 'unit_free', alert: result.alert, reservePath: result.reservePath };
    case 'gone':
      return { step: 'gone' };
  }
}

export const meta = () => [...noindexMeta('Confirmá tu aviso'), SAME_ORIGIN_REFERRER];

export default function ConfirmAlert({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmAlertPage state={actionData ?? loaderData} />;
}
