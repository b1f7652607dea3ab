import {
  REPLY_BODY_MAX_LENGTH,
  REPLY_NAME_MAX_LENGTH,
  REPLY_PLACEHOLDERS,
  type ReplyTemplate,
} from '#domain/back-office/reply-templates';
import { Button } from '../../../components/button';
import { InputField, TextareaField } from '../panel/admin-fields';
import { StaffForm } from '../panel/csrf';
import type { FormAnswer } from '../panel/form-answers';

/** What the templates page's forms post as `intent`. */
export const REPLY_INTENTS = ['save', 'remove'] as const;

/** The answer to a post: which template it was about (`new` for the form of a new one), and what was typed. */
export interface ReplyAnswer extends FormAnswer {
  about: string;
  values?: { name: string; body: string };
}

const PLACEHOLDER_HELP = `Podés usar ${Object.entries(REPLY_PLACEHOLDERS)
  .map(([key, meaning]) => `{${key}} (${meaning})`)
  .join(', ')}. Otra palabra entre llaves se deja afuera.`;

/** One template's form: a saved one (with "Quitar") or a new one. */
export function ReplyTemplateForm({
  template,
  answer,
}: {
  template: ReplyTemplate | null;
  answer: ReplyAnswer | undefined;
}) {
  const about = template ? String(template.id) : 'new';
  const mine = answer?.about === about && !answer.ok ? answer : undefined;
  const errors = mine?.fieldErrors ?? {};
  const prefix = `respuesta-${about}`;
  return (
    <StaffForm
      className="admin-form"
      noValidate
      aria-label={template ? `Respuesta «${template.name}»` : 'Nueva respuesta'}
    >
      {template && <input type="hidden" name="id" value={template.id} />}
      <InputField
        id={`${prefix}-nombre`}
        label="Nombre"
        name="name"
        required
        maxLength={REPLY_NAME_MAX_LENGTH}
        defaultValue={mine?.values?.name ?? template?.name ?? ''}
        error={errors.name}
      />
      <TextareaField
        id={`${prefix}-texto`}
        label="Texto"
        name="body"
        required
        rows={4}
        maxLength={REPLY_BODY_MAX_LENGTH}
        defaultValue={mine?.values?.body ?? template?.body ?? ''}
        error={errors.body}
        help={template ? undefined : PLACEHOLDER_HELP}
      />
      <div className="admin-row-actions">
        <Button type="submit" name="intent" value="save" size="sm">
          {template ? 'Guardar los cambios' : 'Agregar la respuesta'}
        </Button>
        {template && (
          <Button type="submit" name="intent" value="remove" size="sm" variant="secondary">
            Quitar
          </Button>
        )}
      </div>
    </StaffForm>
  );
}
