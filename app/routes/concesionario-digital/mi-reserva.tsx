import { data, redirect } from 'react-router';
import { MY_RESERVATION_SIGNATURE_PARAM, MY_RESERVATION_TEXTS } from '#domain/operation/my-reservation';
import { TOO_MANY_CODE_LOOKUPS_MESSAGE } from '#domain/operation/operation-messages';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { myReservationContext } from '../../context';
import {
  type MyReservationAccessData,
  MyReservationAccessPage,
  MyReservationPage,
} from '../../features/dealership/my-reservation-page';
import { noindexMeta } from '../../lib/noindex-meta';
import { readPostedForm } from '../../lib/posted-form';
import type { Route } from './+types/mi-reserva';

/**
 * "Mi reserva" (docs/product.md §2, docs/decisions/0027): the buyer's operation after the deposit, opened by the signed
 * link of the e-mails. Without a valid signature the page shows only the form that asks for the code and the e-mail,
 * never the operation. Personal: the server answers it `private, no-store` and `noindex`
 * (server/http/route-rules.ts), and the page cache never keeps it.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const code = params.operation_code ?? '';
  const signature = url.searchParams.get(MY_RESERVATION_SIGNATURE_PARAM);
  if (signature === null) return { kind: 'access' as const, code, message: null };
  const opened = await context.get(myReservationContext).open(code, signature);
  if (opened.found) return { kind: 'reservation' as const, reservation: opened.reservation };
  const tooMany = opened.reason === 'too_many_lookups';
  return data(
    {
      kind: 'access' as const,
      code,
      message: tooMany ? TOO_MANY_CODE_LOOKUPS_MESSAGE : MY_RESERVATION_TEXTS.invalidLink,
    },
    { status: tooMany ? 429 : 403 },
  );
}

/** The code and the e-mail: the signed link when they match, the same refusal as an unknown code otherwise. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  if (!form) {
    return data<MyReservationAccessData>(
      { kind: 'access', code: params.operation_code ?? '', email: '', message: UNREADABLE_FORM_MESSAGE },
      { status: 400 },
    );
  }
  const found = await context
    .get(myReservationContext)
    .find({ code: form.get('code'), email: form.get('email') });
  if (found.ok) throw redirect(found.path);
  const code = form.get('code');
  const email = form.get('email');
  return data<MyReservationAccessData>(
    {
      kind: 'access',
      code: typeof code === 'string' ? code : '',
      email: typeof email === 'string' ? email : '',
      message: found.message,
      ...(found.field ? { field: found.field } : {}),
    },
    { status: found.message === TOO_MANY_CODE_LOOKUPS_MESSAGE ? 429 : 422 },
  );
}

/**
 * Without JavaScript the forms post as plain navigations, and under the site's no-referrer policy a browser sends them
 * with `Origin: null`, which React Router refuses as a cross-site action: same-origin lets this page's posts (its own
 * form and the Botón de arrepentimiento's) name their origin while still sending nothing to other sites.
 */
export const meta = () => [
  ...noindexMeta(MY_RESERVATION_TEXTS.title),
  { name: 'referrer', content: 'same-origin' },
];

export default function MyReservation({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'reservation' && !actionData) {
    return <MyReservationPage reservation={loaderData.reservation} />;
  }
  const access: MyReservationAccessData = actionData ?? {
    kind: 'access',
    code: loaderData.kind === 'access' ? loaderData.code : '',
    email: '',
    message: loaderData.kind === 'access' ? loaderData.message : null,
  };
  return <MyReservationAccessPage {...access} />;
}
