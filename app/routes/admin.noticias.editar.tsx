import { data, Link } from 'react-router';
import { NEWS_IMAGE_FIELD, NEWS_PATHS, newsSavedMessage, newsState } from '#domain/news-editing';
import type { StaffResult } from '#domain/staff-accounts';
import { newsEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { dateTime } from '../features/admin/admin-list';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { NewsFields, NewsStateBadge, type NewsValues, newsValues } from '../features/admin-news/news-fields';
import { IntentButton, recordIdOf, textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.noticias.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.item.title ?? 'Noticia');

const NOT_FOUND = 'No encontramos esa noticia.';

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const item = await args.context.get(newsEditingContext).item(actor, recordIdOf(args.params.id, NOT_FOUND));
  if (!item) throw data({ message: NOT_FOUND }, { status: 404 });
  return { item, created: new URL(args.request.url).searchParams.has('nueva') };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const editing = args.context.get(newsEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  let values: NewsValues | undefined;
  let result: StaffResult;
  if (intent === 'change') {
    const fields = textFieldsOf(form);
    values = fields;
    result = await editing.update(actor, id, { fields, image: await fileOf(form, NEWS_IMAGE_FIELD) });
  } else if (intent === 'remove') {
    result = await editing.remove(actor, id);
  } else if (intent === 'restore') {
    result = await editing.restore(actor, id);
  } else {
    result = { ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' };
  }
  if (result.ok) return data<FormAnswer & { values?: NewsValues }>({ ok: true, message: result.message });
  return data<FormAnswer & { values?: NewsValues }>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

const STATE_TEXT = {
  draft: 'Es un borrador: nadie la ve en el sitio.',
  scheduled: 'Está programada: aparece sola en el sitio el ',
  published: 'Está publicada: se ve en el sitio.',
} as const;

export default function EditNews({ loaderData, actionData }: Route.ComponentProps) {
  const { item, created } = loaderData;
  const state = newsState(item);
  const notice = actionData ?? (created ? { ok: true, message: newsSavedMessage(item) } : null);
  return (
    <>
      <p>
        <Link to={NEWS_PATHS.list}>← Noticias</Link>
      </p>
      <AdminPageHeader title={item.title} lead={<NewsStateBadge item={item} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card" aria-labelledby="publicacion">
          <h2 id="publicacion">Publicación</h2>
          <p>
            {item.deletedAt ? (
              'Está eliminada: no se ve en el sitio.'
            ) : state === 'scheduled' ? (
              <>
                {STATE_TEXT.scheduled}
                {dateTime(item.displayDate)}.
              </>
            ) : (
              STATE_TEXT[state]
            )}
          </p>
          <p className="admin-muted">
            {item.brandName} · Último cambio: {dateTime(item.updatedAt)}
          </p>
          <div className="admin-row-actions">
            <Link to={NEWS_PATHS.preview(item.id)}>Vista previa</Link>
            {item.deletedAt ? (
              <IntentButton intent="restore" variant="primary">
                Restaurar
              </IntentButton>
            ) : (
              <IntentButton intent="remove">Eliminar</IntentButton>
            )}
          </div>
        </section>
        {!item.deletedAt && (
          <section className="admin-card" aria-labelledby="datos-noticia">
            <h2 id="datos-noticia">Datos de la noticia</h2>
            <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
              <input type="hidden" name="intent" value="change" />
              <NewsFields
                idPrefix="noticia"
                values={actionData?.values ?? newsValues(item)}
                errors={actionData?.fieldErrors ?? {}}
                current={item}
              />
              <FormActions submitLabel="Guardar los cambios" />
            </StaffForm>
          </section>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
