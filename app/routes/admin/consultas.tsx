import { data, Link } from 'react-router';
import { INBOX_MINE, inboxBrandOf } from '#domain/back-office/leads-inbox';
import { parseInboxQuery } from '#domain/back-office/leads-inbox-schemas';
import { staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { leadsInboxContext } from '../../context';
import {
  inboxBulkConfirmation,
  inboxBulkDone,
  inboxBulkInput,
} from '../../features/back-office/leads/inbox-bulk.server';
import { InboxFiltersFormLater, InboxResultsLater } from '../../features/back-office/leads/inbox-list-later';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { bulkPostOf } from '../../features/back-office/panel/bulk-action.server';
import { QueryIssues } from '../../features/back-office/panel/filtered-list';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { BulkConfirm, BulkDone } from '../../features/back-office/panel/list-table';
import type { Route } from './+types/consultas';

export const meta = ({ location }: Route.MetaArgs) =>
  adminMeta(
    new URLSearchParams(location.search).get('asignada') === INBOX_MINE ? 'Mis consultas' : 'Consultas',
  );

/**
 * The leads inbox (issue 15): contact messages, price requests and job applications in one list, newest first unless
 * sorted by another column, 25 a page unless asked, kept to the brands the member may read; "Mis consultas" is the
 * same list assigned to the signed-in person (issue 33). The filters are the address's query, the CSV export's too; a
 * brand the member may not read is refused (403). Each page shown is in the audit log (docs/decisions/0045).
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters, issues } = parseInboxQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'leads.read', inboxBrandOf(filters));
  const inbox = args.context.get(leadsInboxContext);
  const [page, options] = await Promise.all([inbox.list(actor, filters), inbox.filterOptions(actor.member)]);
  return { page, options, filters, issues, mayAct: staffMay(actor.member, 'leads.act') };
}

/**
 * A bulk action on the selected leads: the first post answers with what it will do, the one that carries the
 * confirmation acts, lead by lead, each checked and audited on its own by the inbox's service (server/leads).
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'leads.act');
  const post = bulkPostOf(await postedForm(args.request), ['accion', 'account_id', 'status']);
  const inbox = args.context.get(leadsInboxContext);
  if (!post.confirmed) {
    const answer = inboxBulkConfirmation(post, await inbox.filterOptions(actor.member));
    return data(answer, { status: answer.step === 'done' ? 400 : 200 });
  }
  const result = await inbox.bulk(actor, inboxBulkInput(post));
  return data(inboxBulkDone(result), { status: result.ok ? 200 : result.status });
}

export default function LeadsInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { page, options, filters, issues, mayAct } = loaderData;
  const mine = filters.assigned === INBOX_MINE;
  return (
    <>
      <AdminPageHeader
        title={mine ? 'Mis consultas' : 'Consultas'}
        lead={
          mine
            ? 'Las consultas asignadas a vos: las más nuevas primero.'
            : 'Mensajes de contacto, pedidos de precio y postulaciones: las más nuevas primero.'
        }
      />
      <p>
        <Link to={STAFF_PATHS.leadReplies}>Respuestas para consultas</Link>
      </p>
      <QueryIssues issues={issues} />
      {actionData?.step === 'confirm' && <BulkConfirm answer={actionData} backTo={STAFF_PATHS.leads} />}
      {actionData?.step === 'done' && <BulkDone key={actionData.at} answer={actionData} />}
      <InboxFiltersFormLater filters={filters} options={options} />
      <InboxResultsLater page={page} filters={filters} options={options} mayAct={mayAct} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
