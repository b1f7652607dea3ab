import { STORY_PATHS, type StoryListRow } from '#domain/back-office/story-editing';
import { ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Link } from '../../components/link';
import { storyEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { dateTime } from '../../features/back-office/panel/admin-list';
import { CurrentRecords, RemovedRecords } from '../../features/back-office/panel/editing-page';
import { IntentButton, UNKNOWN_INTENT } from '../../features/back-office/panel/editing-pieces';
import { answerOf } from '../../features/back-office/panel/editing-route.server';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { StoryStateBadge } from '../../features/back-office/stories/story-state-badge';
import type { Route } from './+types/historias';

export const meta = () => adminMeta('Historias');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  return { listing: await args.context.get(storyEditingContext).list(actor) };
}

/** Moves a story one place up or down the strip, or restores a removed one. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const editing = args.context.get(storyEditingContext);
  const form = await postedForm(args.request);
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  if (!(Number.isSafeInteger(id) && id > 0)) return answerOf(UNKNOWN_INTENT);
  if (intent === 'up' || intent === 'down') return answerOf(await editing.move(actor, id, intent));
  return answerOf(intent === 'restore' ? await editing.restore(actor, id) : UNKNOWN_INTENT);
}

function StoryLine({
  story,
  place,
}: {
  story: StoryListRow;
  /** Its place in the strip, and whether it is the first or the last; none for a removed story. */
  place?: { number: number; first: boolean; last: boolean };
}) {
  return (
    <li className="admin-list__item admin-story-row">
      {story.posterPath ? (
        <img
          className="admin-story-row__poster"
          src={story.posterPath}
          width={54}
          height={96}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className="admin-story-row__poster" />
      )}
      <div>
        <p className="admin-list__title">
          {place && `${place.number}. `}
          <Link to={STORY_PATHS.edit(story.id)}>{story.title}</Link> <StoryStateBadge story={story} />
        </p>
        <p className="admin-list__meta">
          {story.brandName} · {story.category} · Último cambio: {dateTime(story.updatedAt)}
        </p>
        <div className="admin-row-actions">
          {story.deletedAt ? (
            <IntentButton intent="restore" id={story.id}>
              Restaurar
            </IntentButton>
          ) : (
            <>
              {place && !place.first && (
                <IntentButton intent="up" id={story.id}>
                  Subir <span className="sr-only">«{story.title}»</span>
                </IntentButton>
              )}
              {place && !place.last && (
                <IntentButton intent="down" id={story.id}>
                  Bajar <span className="sr-only">«{story.title}»</span>
                </IntentButton>
              )}
              {story.published && <ExternalLink href={story.publicPath}>Ver en el sitio</ExternalLink>}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

export default function Stories({ loaderData, actionData }: Route.ComponentProps) {
  const { current, removed } = loaderData.listing;
  return (
    <>
      <AdminPageHeader
        title="Historias"
        lead="Los videos cortos de la portada, en el orden en que se muestran. Subí o bajá cada una para ordenarlas."
      />
      <p className="admin-form__actions">
        <ButtonLink to={STORY_PATHS.create}>Nueva historia</ButtonLink>
      </p>
      <ActionNotice result={actionData ?? null} />
      <CurrentRecords
        id="historias-actuales"
        title="Historias"
        count={current.length}
        emptyText="Todavía no hay historias. Subí la primera con «Nueva historia»."
      >
        {current.map((story, index) => (
          <StoryLine
            key={story.id}
            story={story}
            place={{ number: index + 1, first: index === 0, last: index === current.length - 1 }}
          />
        ))}
      </CurrentRecords>
      <RemovedRecords
        id="historias-eliminadas"
        title="Eliminadas"
        count={removed.length}
        note="No se muestran en el sitio. Restauralas para volver a mostrarlas."
      >
        {removed.map((story) => (
          <StoryLine key={story.id} story={story} />
        ))}
      </RemovedRecords>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
