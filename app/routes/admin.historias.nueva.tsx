import { STORY_FILE_FIELDS, STORY_PATHS } from '#domain/story-editing';
import { storyEditingContext } from '../context';
import { AdminErrorBoundary, adminMeta } from '../features/admin/admin-frame';
import { NewRecordPage } from '../features/admin/editing-page';
import { createAndOpen } from '../features/admin/editing-route.server';
import { fileOf, postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { NEW_STORY_VALUES, StoryFields } from '../features/admin-stories/story-fields';
import type { Route } from './+types/admin.historias.nueva';

export const meta = () => adminMeta('Nueva historia');

export function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'content.edit');
  return null;
}

/** Saves the story at the end of the strip and opens its page. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  return createAndOpen(
    form,
    async (fields) =>
      args.context.get(storyEditingContext).create(actor, {
        fields,
        video: await fileOf(form, STORY_FILE_FIELDS.video),
        poster: await fileOf(form, STORY_FILE_FIELDS.poster),
      }),
    (id) => `${STORY_PATHS.edit(id)}?nueva=1`,
  );
}

export default function NewStory({ actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: STORY_PATHS.list, label: 'Historias' }}
      title="Nueva historia"
      lead="Se agrega al final de la fila de historias de la portada."
      card={{ id: 'datos-historia', title: 'Datos de la historia' }}
      answer={actionData}
      multipart
      submitLabel="Guardar la historia"
    >
      <StoryFields
        idPrefix="nueva-historia"
        values={actionData?.values ?? NEW_STORY_VALUES}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
