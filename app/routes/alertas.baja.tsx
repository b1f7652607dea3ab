import { ALERT_UNSUBSCRIBED_MESSAGE } from '#domain/content/alerts';
import { alertPagesContext } from '../context';
import { UnsubscribeAlertPage, type UnsubscribePageState } from '../features/alerts/alert-pages';
import { noindexMeta } from '../lib/noindex-meta';
import { SAME_ORIGIN_REFERRER } from '../lib/same-origin-referrer';
import type { Route } from './+types/alertas.baja';

/**
 * docs/product.md §2 /alertas/baja/{token}, the link in every alert's e-mail: one press removes the alert. Mail
 * clients use the address of the `List-Unsubscribe` header instead, which needs no page (server/alerts/routes.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<UnsubscribePageState> {
  const alert = await context.get(alertPagesContext).find(params.token);
  return alert ? { step: 'ask', alert } : { step: 'gone' };
}

export async function action({ params, context }: Route.ActionArgs): Promise<UnsubscribePageState> {
  // Pressing it again, or once the alert is gone, says the same: there is nothing left to send.
  await context.get(alertPagesContext).unsubscribe(params.token);
  return { step: 'done', message: ALERT_UNSUBSCRIBED_MESSAGE };
}

export const meta = () => [...noindexMeta('Darte de baja de un aviso'), SAME_ORIGIN_REFERRER];

export default function UnsubscribeAlert({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribeAlertPage state={actionData ?? loaderData} />;
}
