import { data } from 'react-router';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { TEST_DRIVE_MESSAGES, TEST_DRIVE_SIGNATURE_PARAM } from '#domain/test-drive/test-drive';
import { testDrivePagesContext } from '../context';
import { TestDriveBookingPage, type TestDriveChange } from '../features/test-drives/test-drive-booking-page';
import { testDriveQueryOf } from '../features/test-drives/test-drive-query';
import { noindexMeta } from '../lib/noindex-meta';
import { postedFields, readPostedForm } from '../lib/posted-form';
import type { Route } from './+types/prueba-de-manejo.turno';

/**
 * A test drive's own page (docs/product.md §2 "Prueba de manejo"), opened by the e-mails' signed link as "Mi reserva"
 * is (docs/decisions/0027): the booking, and while it is to come, the free slots to move it to and its cancellation.
 * Without a valid signature it shows nothing of it. Personal: `private, no-store`, `noindex` (server/http/route-rules.ts).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const signature = url.searchParams.get(TEST_DRIVE_SIGNATURE_PARAM) ?? '';
  const view = await context
    .get(testDrivePagesContext)
    .booking(params.code, signature, testDriveQueryOf(url.searchParams).day);
  if (!view) return data({ view: null, signature }, { status: 403 });
  return { view, signature };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const signature = url.searchParams.get(TEST_DRIVE_SIGNATURE_PARAM) ?? '';
  const form = await readPostedForm(request);
  if (!form) return data<TestDriveChange>({ ok: false, message: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const pages = context.get(testDrivePagesContext);
  const fields = postedFields(form);
  const result =
    fields.intent === 'cancel'
      ? await pages.cancel(params.code, signature)
      : await pages.move(params.code, signature, fields);
  if (result.ok) return { ok: true, message: result.message } satisfies TestDriveChange;
  const { status, ...refusal } = result;
  return data<TestDriveChange>(refusal, { status });
}

export const meta = () => [
  ...noindexMeta('Tu prueba de manejo'),
  { name: 'referrer', content: 'same-origin' },
];

export default function TestDriveBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TestDriveBookingPage
      view={loaderData.view}
      signature={loaderData.signature}
      change={actionData ?? null}
      invalidLink={TEST_DRIVE_MESSAGES.linkNotValid}
    />
  );
}
