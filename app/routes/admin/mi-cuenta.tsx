import { data } from 'react-router';
import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import { staffNoticesContext } from '../../context';
import { NoticeModeForm } from '../../features/back-office/own-account/notice-mode-form';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { postedForm, refusalOf } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/mi-cuenta';

export const meta = () => adminMeta('Mi cuenta');

/** Every signed-in person's own page: who they are, and how they take the panel's notices. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args);
  const { member } = actor;
  return {
    name: member.name,
    email: member.email,
    role: STAFF_ROLE_LABELS[member.role],
    noticeMode: await args.context.get(staffNoticesContext).noticeMode(member),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args);
  const form = await postedForm(args.request);
  const result = await args.context
    .get(staffNoticesContext)
    .setNoticeMode(actor, { notice_mode: form.get('notice_mode') ?? undefined });
  if (result.ok) return data({ ok: true, message: result.message, fieldErrors: undefined });
  return data(refusalOf(result), { status: result.status });
}

export default function OwnAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Mi cuenta"
        lead={`${loaderData.name} · ${loaderData.email} · ${loaderData.role}`}
      />
      <ActionNotice result={actionData ?? null} />
      <section className="admin-card" aria-labelledby="avisos">
        <h2 id="avisos">Avisos por e-mail</h2>
        <NoticeModeForm mode={loaderData.noticeMode} error={actionData?.fieldErrors?.notice_mode} />
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
