import { data } from 'react-router';
import { LEAD_KIND_LABELS, type LeadRef, leadKindOfSlug } from '#domain/back-office/leads-inbox';
import { staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { leadsInboxContext } from '../../context';
import {
  DuplicateWarning,
  LEAD_INTENTS,
  type LeadActionAnswer,
  LeadCard,
  LeadChanges,
  LeadHistory,
  LeadNotes,
  ReplyLinks,
  SameBuyerRecords,
} from '../../features/back-office/leads/lead-detail';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { NO_PERMISSION, requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/consultas.detalle';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `${LEAD_KIND_LABELS[loaderData.lead.kind]} de ${loaderData.lead.name}` : 'Consulta');

const NOT_FOUND = 'No encontramos esa consulta.';

/** The lead an address names: `/admin/consultas/{contacto|precio|empleo}/{id}`; anything else is not found. */
function leadOf(params: Route.LoaderArgs['params']): LeadRef {
  const kind = leadKindOfSlug(params.tipo);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (!kind || id < 1) throw data({ message: NOT_FOUND }, { status: 404 });
  return { kind, id };
}

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'leads.read');
  const ref = leadOf(args.params);
  const lookup = await args.context.get(leadsInboxContext).detail(actor.member, ref);
  if (!lookup.found) {
    if (lookup.reason === 'forbidden') throw data({ message: NO_PERMISSION }, { status: 403 });
    throw data({ message: NOT_FOUND }, { status: 404 });
  }
  return { lead: lookup.lead, mayChange: staffMay(actor.member, 'leads.act', lookup.lead.brandId) };
}

/**
 * A lead's state, assignment and notes (server/leads/inbox.ts checks `leads.act` on the lead's brand and writes the
 * audit log); the session and the CSRF token were checked before this runs (server/staff).
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'leads.act');
  const ref = leadOf(args.params);
  const form = await postedForm(args.request);
  const intent = LEAD_INTENTS.find((candidate) => candidate === form.get('intent')) ?? null;
  const inbox = args.context.get(leadsInboxContext);
  const input = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));
  const result =
    intent === 'status'
      ? await inbox.setStatus(actor, ref, input)
      : intent === 'assign'
        ? await inbox.assign(actor, ref, input)
        : intent === 'note'
          ? await inbox.addNote(actor, ref, input)
          : intent === 'follow_up'
            ? await inbox.setFollowUp(actor, ref, input)
            : ({ ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' } as const);
  if (!result.ok && result.status === 403) throw data({ message: NO_PERMISSION }, { status: 403 });
  if (!result.ok && result.status === 404) throw data({ message: NOT_FOUND }, { status: 404 });
  return data<LeadActionAnswer>(
    { ...result, intent, at: Date.now() },
    { status: result.ok ? 200 : result.status },
  );
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, mayChange } = loaderData;
  return (
    <>
      <BackLink to={STAFF_PATHS.leads} label="Todas las consultas" />
      <AdminPageHeader
        title={`${LEAD_KIND_LABELS[lead.kind]} de ${lead.name} ${lead.lastname}`}
        lead={lead.subject || undefined}
      />
      <DuplicateWarning lead={lead} />
      <div className="admin-detail inbox-detail">
        <div className="admin-column">
          <LeadCard lead={lead} />
          <ReplyLinks lead={lead} />
          <SameBuyerRecords lead={lead} />
          <LeadNotes lead={lead} />
          <LeadHistory lead={lead} />
        </div>
        {mayChange && <LeadChanges lead={lead} answer={actionData} />}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
