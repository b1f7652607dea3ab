import { data, Link, redirect } from 'react-router';
import { STORY_FILE_FIELDS, STORY_PATHS } from '#domain/story-editing';
import { storyEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { textFieldsOf } from '../features/admin-site/editing-pieces';
import { NEW_STORY_VALUES, StoryFields, type StoryValues } from '../features/admin-stories/story-fields';
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
  const values = textFieldsOf(form);
  const result = await args.context.get(storyEditingContext).create(actor, {
    fields: values,
    video: await fileOf(form, STORY_FILE_FIELDS.video),
    poster: await fileOf(form, STORY_FILE_FIELDS.poster),
  });
  if (result.ok) throw redirect(`${STORY_PATHS.edit(result.id)}?nueva=1`);
  return data<FormAnswer & { values: StoryValues }>(
    { ...refusalOf(result), values },
    { status: result.status },
  );
}

export default function NewStory({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STORY_PATHS.list}>← Historias</Link>
      </p>
      <AdminPageHeader
        title="Nueva historia"
        lead="Se agrega al final de la fila de historias de la portada."
      />
      <section className="admin-card" aria-labelledby="datos-historia">
        <h2 id="datos-historia">Datos de la historia</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
          <StoryFields
            idPrefix="nueva-historia"
            values={actionData?.values ?? NEW_STORY_VALUES}
            errors={actionData?.fieldErrors ?? {}}
          />
          <FormActions submitLabel="Guardar la historia" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
