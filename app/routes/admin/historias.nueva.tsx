import { STORY_FILE_FIELDS, STORY_PATHS } from '#domain/back-office/story-editing';
import { storyEditingContext } from '../../context';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { NewRecordPage } from '../../features/back-office/panel/editing-page';
import { newRecordRoute } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import { StoryFieldsLater } from '../../features/back-office/stories/story-fields-later';
import { NEW_STORY_VALUES } from '../../features/back-office/stories/story-values';
import type { Route } from './+types/historias.nueva';

export const meta = () => adminMeta('Nueva historia');

/** Saves the story at the end of the strip and opens its page. */
const newStory = newRecordRoute({
  permission: 'content.edit',
  create: async ({ context, actor, form, values }) =>
    context.get(storyEditingContext).create(actor, {
      fields: values,
      video: await fileOf(form, STORY_FILE_FIELDS.video),
      poster: await fileOf(form, STORY_FILE_FIELDS.poster),
    }),
  pageOf: (id) => `${STORY_PATHS.edit(id)}?nueva=1`,
});

export const loader = newStory.loader;
export const action = newStory.action;

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
      <StoryFieldsLater
        idPrefix="nueva-historia"
        values={actionData?.values ?? NEW_STORY_VALUES}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
