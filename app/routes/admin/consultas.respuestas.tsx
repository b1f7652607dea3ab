import { data } from 'react-router';
import { staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { leadsInboxContext } from '../../context';
import {
  REPLY_INTENTS,
  type ReplyAnswer,
  ReplyTemplateForm,
} from '../../features/back-office/leads/reply-templates';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { postedForm, refusalOf, textOf } from '../../features/back-office/panel/form-answers';
import { NO_PERMISSION, requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/consultas.respuestas';

export const meta = () => adminMeta('Respuestas para consultas');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'leads.read');
  const templates = await args.context.get(leadsInboxContext).replyTemplates(actor.member);
  return { templates, mayEdit: staffMay(actor.member, 'leads.act') };
}

/** A template saved (new or changed) or removed; server/leads/reply-template-records.ts checks `leads.act` and audits it. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'leads.act');
  const inbox = args.context.get(leadsInboxContext);
  const form = await postedForm(args.request);
  const intent = REPLY_INTENTS.find((candidate) => candidate === form.get('intent'));
  const idText = textOf(form, 'id');
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const about = id === null ? 'new' : String(id);
  const values = { name: textOf(form, 'name'), body: textOf(form, 'body') };
  const result =
    intent === 'save' && (idText === '' || id !== null)
      ? await inbox.saveReplyTemplate(actor, id, values)
      : intent === 'remove' && id !== null
        ? await inbox.removeReplyTemplate(actor, id)
        : ({ ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' } as const);
  if (!result.ok && result.status === 403) throw data({ message: NO_PERMISSION }, { status: 403 });
  if (result.ok) return data<ReplyAnswer>({ ok: true, message: result.message, about });
  return data<ReplyAnswer>({ ...refusalOf(result), about, values }, { status: result.status });
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, mayEdit } = loaderData;
  return (
    <>
      <BackLink to={STAFF_PATHS.leads} label="Todas las consultas" />
      <AdminPageHeader
        title="Respuestas para consultas"
        lead="Textos listos que cada consulta ofrece por WhatsApp y por e-mail, completados con los datos de la persona."
      />
      <ActionNotice result={actionData ?? null} />
      <section className="admin-card" aria-labelledby="respuestas">
        <h2 id="respuestas">Respuestas guardadas ({templates.length})</h2>
        {templates.length === 0 && <p>Todavía no hay respuestas.</p>}
        {mayEdit ? (
          templates.map((template) => (
            <ReplyTemplateForm
              key={`${template.id}-${template.updatedAt}`}
              template={template}
              answer={actionData}
            />
          ))
        ) : (
          <ul className="admin-list">
            {templates.map((template) => (
              <li key={template.id}>
                <strong>{template.name}</strong>
                <p className="inbox-note__body">{template.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {mayEdit && (
        <section className="admin-card" aria-labelledby="nueva-respuesta">
          <h2 id="nueva-respuesta">Nueva respuesta</h2>
          <ReplyTemplateForm key={`new-${templates.length}`} template={null} answer={actionData} />
        </section>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
