import { data } from 'react-router';
import { ALERT_FORM_RETURN_FIELD, alertSearchField } from '#domain/content/alerts';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import { alertPagesContext } from '../context';
import { AlertRequestPage } from '../features/alerts/alert-pages';
import { noindexMeta } from '../lib/noindex-meta';
import { readPostedForm } from '../lib/posted-form';
import { SAME_ORIGIN_REFERRER } from '../lib/same-origin-referrer';
import type { Route } from './+types/alertas';

/** A path of this site to go back to; anything else (another site, `//host`, a backslash trick) is dropped. */
function returnPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * An alert's form posted without JavaScript (app/features/alerts/alert-form.tsx): the same fields as the API's body,
 * the search's filters as `busqueda[…]`, checked by the same rules; the page says what happened.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  if (!form) {
    return data(
      { outcome: { ok: false, message: UNREADABLE_FORM_MESSAGE }, returnTo: null },
      { status: 400 },
    );
  }
  const search: Record<string, string> = {};
  for (const [name, value] of form) {
    const param = /^busqueda\[(\w+)\]$/.exec(name)?.[1];
    if (param && typeof value === 'string' && name === alertSearchField(param)) search[param] = value;
  }
  const kind = text(form, 'kind');
  const outcome = await context.get(alertPagesContext).request({
    kind,
    ...(kind === 'saved_search' ? { search } : { stock_id: text(form, 'stock_id') }),
    email: text(form, 'email'),
    name: text(form, 'name'),
    consent: text(form, 'consent'),
    website: text(form, 'website'),
  });
  const answer = {
    outcome: { ok: outcome.ok, message: outcome.message },
    returnTo: returnPath(form.get(ALERT_FORM_RETURN_FIELD)),
  };
  return data(answer, { status: outcome.ok ? 200 : 422 });
}

export const meta = () => [...noindexMeta('Avisos por e-mail'), SAME_ORIGIN_REFERRER];

export default function AlertRequest({ actionData }: Route.ComponentProps) {
  return <AlertRequestPage outcome={actionData?.outcome ?? null} returnTo={actionData?.returnTo ?? null} />;
}
