import { STORY_FILE_FIELDS, STORY_PATHS } from '#domain/story-editing';
import { storyEditingContext } from '../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../features/admin/admin-frame';
import { dateTime } from '../features/admin/admin-list';
import { ChangeCard, noticeOf, RemoveOrRestore } from '../features/admin/editing-page';
import { recordIdOf } from '../features/admin/editing-pieces';
import {
  answerIntent,
  openedAfterCreate,
  recordOf,
  removalSteps,
} from '../features/admin/editing-route.server';
import { fileOf, postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { StoryFields, StoryStateBadge, storyValues } from '../features/admin-stories/story-fields';
import type { Route } from './+types/admin.historias.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.story.title ?? 'Historia');

const NOT_FOUND = 'No encontramos esa historia.';

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const story = await recordOf(args.params.id, NOT_FOUND, (id) =>
    args.context.get(storyEditingContext).item(actor, id),
  );
  return { story, created: openedAfterCreate(args.url, 'nueva') };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const editing = args.context.get(storyEditingContext);
  const form = await postedForm(args.request);
  return answerIntent(form, {
    change: async (fields) =>
      editing.update(actor, id, {
        fields,
        video: await fileOf(form, STORY_FILE_FIELDS.video),
        poster: await fileOf(form, STORY_FILE_FIELDS.poster),
      }),
    ...removalSteps(editing, actor, id),
  });
}

export default function EditStory({ loaderData, actionData }: Route.ComponentProps) {
  const { story, created } = loaderData;
  const notice = noticeOf(
    actionData,
    created &&
      (story.published
        ? 'Publicamos la historia: ya se ve en la portada.'
        : 'Guardamos la historia sin publicarla: no se ve en el sitio hasta que la publiques.'),
  );
  return (
    <>
      <BackLink to={STORY_PATHS.list} label="Historias" />
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
            <RemoveOrRestore removed={Boolean(story.deletedAt)} />
          </div>
        </section>
        {!story.deletedAt && (
          <ChangeCard id="datos-historia" title="Datos de la historia" multipart>
            <StoryFields
              idPrefix="historia"
              values={actionData?.values ?? storyValues(story)}
              errors={actionData?.fieldErrors ?? {}}
              current={story}
            />
          </ChangeCard>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
