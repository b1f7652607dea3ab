import { data } from 'react-router';
import { operationPagesContext } from '../context';
import { CancellationPage } from '../features/dealership/cancellation-page';
import type { Route } from './+types/arrepentimiento';

/** DECISIONS §6: the 'Botón de arrepentimiento' page (Ley 24.240 art. 34). Works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context
    .get(operationPagesContext)
    .cancel({ code: form.get('code'), email: form.get('email') });
  return data(result, { status: result.ok ? 200 : 422 });
}

export function meta() {
  return [
    { title: 'Botón de arrepentimiento | Territorio' },
    {
      name: 'description',
      content: 'Cancelá tu reserva online y recibí la devolución del 100% de la seña.',
    },
  ];
}

export default function Cancellation({ actionData }: Route.ComponentProps) {
  return <CancellationPage result={actionData ?? null} />;
}
