import { data } from 'react-router';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { TEST_DRIVE_PATH } from '#domain/test-drive/test-drive';
import { publicUrlContext, testDrivePagesContext } from '../context';
import { type TestDriveOutcome, TestDrivePage } from '../features/test-drives/test-drive-page';
import { testDriveQueryOf } from '../features/test-drives/test-drive-query';
import { postedFields, readPostedForm } from '../lib/posted-form';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/prueba-de-manejo';

/**
 * docs/product.md §2 "Prueba de manejo": the branch, the vehicle and the day chosen in the address, the slot and the
 * buyer's data posted here. Its slots change with every booking, so the page cache never keeps it (`headers`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = testDriveQueryOf(url.searchParams);
  const choices = await context.get(testDrivePagesContext).choices(query);
  return {
    query,
    choices,
    meta: pageMeta({
      title: 'Prueba de manejo',
      description:
        'Reservá una prueba de manejo en Mendoza o San Juan: elegí la sucursal, el 0 km y el horario, y recibí la confirmación al instante.',
      canonical: canonicalUrl(context.get(publicUrlContext), TEST_DRIVE_PATH),
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  if (!form) {
    return data<TestDriveOutcome>(
      { ok: false, message: UNREADABLE_FORM_MESSAGE, values: {} },
      { status: 400 },
    );
  }
  const fields = postedFields(form);
  const result = await context.get(testDrivePagesContext).book(fields);
  if (result.ok) return data<TestDriveOutcome>(result, { status: 201 });
  const { status, ...refusal } = result;
  // What was typed comes back to the form; the honeypot does not.
  const { website: _, ...values } = fields;
  return data<TestDriveOutcome>({ ...refusal, ok: false, values }, { status });
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

/**
 * Without JavaScript the form posts as a plain navigation, and under the site's no-referrer policy a browser sends it
 * with `Origin: null`, which React Router refuses as a cross-site action: same-origin lets it name its origin.
 */
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...(loaderData?.meta ?? []),
  { name: 'referrer', content: 'same-origin' },
];

export default function TestDrive({ loaderData, actionData }: Route.ComponentProps) {
  return <TestDrivePage choices={loaderData.choices} query={loaderData.query} outcome={actionData ?? null} />;
}
