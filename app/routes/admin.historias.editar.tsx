import { data, Link } from 'react-router';
import type { StaffResult } from '#domain/staff-accounts';
import { STORY_FILE_FIELDS, STORY_PATHS } from '#domain/story-editing';
import { storyEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { dateTime } from '../features/admin/admin-list';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { IntentButton, recordIdOf, textFieldsOf } from '../features/admin-site/editing-pieces';
import {
  StoryFields,
  StoryStateBadge,
  type StoryValues,
  storyValues,
} from '../features/admin-stories/story-fields';
import type { Route } from './+types/admin.historias.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.story.title ?? 'Historia');

const NOT_FOUND = 'No encontramos esa historia.';

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const story = await args.context
    .get(storyEditingContext)
    .item(actor, recordIdOf(args.params.id, NOT_FOUND));
  if (!story) throw data({ message: NOT_FOUND }, { status: 404 });
  return { story, created: new URL(args.request.url).searchParams.has('nueva') };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const editing = args.context.get(storyEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  let values: StoryValues | undefined;
  let result: StaffResult;
  if (intent === 'change') {
    const fields = textFieldsOf(form);
    values = fields;
    result = await editing.update(actor, id, {
      fields,
      video: await fileOf(form, STORY_FILE_FIELDS.video),
      poster: await fileOf(form, STORY_FILE_FIELDS.poster),
    });
  } else if (intent === 'remove') {
    result = await editing.remove(actor, id);
  } else if (intent === 'restore') {
    result = await editing.restore(actor, id);
  } else {
    result = { ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' };
  }
  if (result.ok) return data<FormAnswer & { values?: StoryValues }>({ ok: true, message: result.message });
  return data<FormAnswer & { values?: StoryValues }>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function EditStory({ loaderData, actionData }: Route.ComponentProps) {
  const { story, created } = loaderData;
  const notice =
    actionData ??
    (created
      ? {
          ok: true,
          message: story.published
            ? 'Publicamos la historia: ya se ve en la portada.'
            : 'Guardamos la historia sin publicarla: no se ve en el sitio hasta que la publiques.',
        }
      : null);
  return (
    <>
      <p>
        <Link to={STORY_PATHS.list}>← Historias</Link>
      </p>
      <AdminPageHeader title={story.title} lead={<StoryStateBadge story={story} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card" aria-labelledby="video-historia">
          <h2 id="video-historia">Video</h2>
          <video
            className="admin-poster__frame"
            src={story.videoPath}
            poster={story.posterPath ?? undefined}
            width={135}
            height={240}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={`Video de la historia «${story.title}»`}
          />
          <p className="admin-muted">
            {story.brandName} · {story.category} · Último cambio: {dateTime(story.updatedAt)}
          </p>
          <div className="admin-row-actions">
            {story.deletedAt ? (
              <IntentButton intent="restore" variant="primary">
                Restaurar
              </IntentButton>
            ) : (
              <IntentButton intent="remove">Eliminar</IntentButton>
            )}
          </div>
        </section>
        {!story.deletedAt && (
          <section className="admin-card" aria-labelledby="datos-historia">
            <h2 id="datos-historia">Datos de la historia</h2>
            <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
              <input type="hidden" name="intent" value="change" />
              <StoryFields
                idPrefix="historia"
                values={actionData?.values ?? storyValues(story)}
                errors={actionData?.fieldErrors ?? {}}
                current={story}
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
