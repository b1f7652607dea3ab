import { data } from 'react-router';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { operationPagesContext, publicUrlContext } from '../context';
import { cancellationPreview } from '../features/dealership/cancellation.server';
import {
  CANCELLATION_CONFIRM_FIELD,
  CANCELLATION_CONFIRM_VALUE,
  CancellationPage,
  type CancellationStep,
} from '../features/dealership/cancellation-page';
import { readPostedForm } from '../lib/posted-form';
import { SAME_ORIGIN_REFERRER } from '../lib/same-origin-referrer';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/arrepentimiento';

const PATH = '/arrepentimiento';

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      title: 'Botón de arrepentimiento',
      description:
        'Cancelá tu reserva online con el código de operación y tu e-mail, y recibí la devolución del 100% de la seña en tu tarjeta.',
      canonical: canonicalUrl(context.get(publicUrlContext), PATH),
    }),
  };
}

/**
 * docs/product.md §D6: the 'Botón de arrepentimiento' page (Ley 24.240 art. 34). Works without JavaScript. Cancelling can't
 * be undone, so it takes two posts: the code and the e-mail show what cancelling will do; only the form that
 * confirms it (its hidden field) cancels.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  if (!form) {
    return data<CancellationStep>(
      { step: 'result', result: { ok: false, message: UNREADABLE_FORM_MESSAGE } },
      { status: 400 },
    );
  }
  const input = { code: form.get('code'), email: form.get('email') };
  const pages = context.get(operationPagesContext);
  const cancel = async () => {
    const result = await pages.cancel(input);
    return data<CancellationStep>({ step: 'result', result }, { status: result.ok ? 200 : 422 });
  };
  if (form.get(CANCELLATION_CONFIRM_FIELD) === CANCELLATION_CONFIRM_VALUE) return cancel();
  const preview = await cancellationPreview(context, input);
  if (!preview.ok) {
    const { ok, message, field } = preview;
    return data<CancellationStep>(
      { step: 'result', result: { ok, message, ...(field ? { field } : {}) } },
      { status: 422 },
    );
  }
  // Already cancelled: asking again changes nothing and shows its cancellation code once more.
  if (preview.stage === 'cancelled') return cancel();
  return data<CancellationStep>({ step: 'confirm', preview });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [...(loaderData?.meta ?? []), SAME_ORIGIN_REFERRER];

export default function Cancellation({ actionData }: Route.ComponentProps) {
  return <CancellationPage step={actionData ?? null} />;
}
