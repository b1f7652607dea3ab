import { data, redirect } from 'react-router';
import { MY_RESERVATION_SIGNATURE_PARAM, MY_RESERVATION_TEXTS } from '#domain/operation/my-reservation';
import { TOO_MANY_CODE_LOOKUPS_MESSAGE } from '#domain/operation/operation-messages';
import { RESERVATION_VISIT_INTENTS, type ReservationVisitResult } from '#domain/operation/reservation-visit';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { myReservationContext, reservationVisitsContext } from '../../context';
import {
  type MyReservationAccessData,
  MyReservationAccessPage,
  MyReservationPage,
} from '../../features/dealership/my-reservation-page';
import { noindexMeta } from '../../lib/noindex-meta';
import { postedFields, readPostedForm } from '../../lib/posted-form';
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
  if (opened.found) {
    // The visit within 48 hours, booked, moved and cancelled here (docs/decisions/0089).
    const visit = await context.get(reservationVisitsContext).view(opened.reservation.code);
    return { kind: 'reservation' as const, reservation: opened.reservation, visit };
  }
  const { status, message } = refusedLink(opened.reason);
  return data({ kind: 'access' as const, code, message }, { status });
}

/** A signed link that opens nothing: too many look-ups by code (429), or a signature that is not the code's (403). */
function refusedLink(reason: string): { status: 403 | 429; message: string } {
  return reason === 'too_many_lookups'
    ? { status: 429, message: TOO_MANY_CODE_LOOKUPS_MESSAGE }
    : { status: 403, message: MY_RESERVATION_TEXTS.invalidLink };
}

/**
 * The code and the e-mail: the signed link when they match, the same refusal as an unknown code otherwise. On the
 * signed page, the visit's forms (their `intent`), which the signature in the address authorises.
 */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const signature = url.searchParams.get(MY_RESERVATION_SIGNATURE_PARAM);
  const intent = form?.get('intent');
  if (form && signature !== null && isVisitIntent(intent)) {
    // The signed link, read as the page reads it: a wrong one is a miss against the look-ups by code.
    const opened = await context.get(myReservationContext).open(params.operation_code ?? '', signature);
    if (!opened.found) {
      const { status, message } = refusedLink(opened.reason);
      return data<VisitAnswer>({ kind: 'visit', result: { ok: false, status, message } }, { status });
    }
    const result = await context
      .get(reservationVisitsContext)
      .act(opened.reservation.code, postedFields(form));
    return data<VisitAnswer>({ kind: 'visit', result }, { status: result.ok ? 200 : result.status });
  }
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

interface VisitAnswer {
  kind: 'visit';
  result: ReservationVisitResult;
}

const VISIT_INTENTS: readonly unknown[] = Object.values(RESERVATION_VISIT_INTENTS);
const isVisitIntent = (intent: unknown) => VISIT_INTENTS.includes(intent);

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
  if (loaderData.kind === 'reservation' && (!actionData || actionData.kind === 'visit')) {
    return (
      <MyReservationPage
        reservation={loaderData.reservation}
        visit={loaderData.visit}
        visitResult={actionData?.kind === 'visit' ? actionData.result : null}
      />
    );
  }
  const access: MyReservationAccessData = (actionData?.kind === 'access' ? actionData : null) ?? {
    kind: 'access',
    code: loaderData.kind === 'access' ? loaderData.code : '',
    email: '',
    message: loaderData.kind === 'access' ? loaderData.message : null,
  };
  return <MyReservationAccessPage {...access} />;
}
