import { data } from 'react-router';
import { operationPagesContext, publicUrlContext } from '../context';
import { CancellationPage } from '../features/dealership/cancellation-page';
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

/** DECISIONS §6: the 'Botón de arrepentimiento' page (Ley 24.240 art. 34). Works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context
    .get(operationPagesContext)
    .cancel({ code: form.get('code'), email: form.get('email') });
  return data(result, { status: result.ok ? 200 : 422 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function Cancellation({ actionData }: Route.ComponentProps) {
  return <CancellationPage result={actionData ?? null} />;
}
