import { STORY_FILE_FIELDS, STORY_PATHS } from '#domain/back-office/story-editing';
import { storyEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { dateTime } from '../../features/back-office/panel/admin-list';
import { ChangeCard, noticeOf, RemoveOrRestore } from '../../features/back-office/panel/editing-page';
import { recordPageRoute, removalSteps } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import { StoryFieldsLater } from '../../features/back-office/stories/story-fields-later';
import { StoryStateBadge } from '../../features/back-office/stories/story-state-badge';
import { storyValues } from '../../features/back-office/stories/story-values';
import type { Route } from './+types/historias.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.record.title ?? 'Historia');

/** One form per change: `intent` says which (change, remove, restore). */
const storyPage = recordPageRoute({
  permission: 'content.edit',
  section: storyEditingContext,
  notFound: 'No encontramos esa historia.',
  find: (stories, actor, id) => stories.item(actor, id),
  createdMarker: 'nueva',
  intents: ({ section: stories, actor, id, form }) => ({
    change: async (fields) =>
      stories.update(actor, id, {
        fields,
        video: await fileOf(form, STORY_FILE_FIELDS.video),
        poster: await fileOf(form, STORY_FILE_FIELDS.poster),
      }),
    ...removalSteps(stories, actor, id),
  }),
});

export const loader = storyPage.loader;
export const action = storyPage.action;

export default function EditStory({ loaderData, actionData }: Route.ComponentProps) {
  const { record: story, created } = loaderData;
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
            <StoryFieldsLater
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
