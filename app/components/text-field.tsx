import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import './components.css';

interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  /** Marks the field invalid (red border, aria-invalid); the message is shown when given. */
  error?: boolean;
  errorMessage?: string;
  helpText?: string;
}

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {}

export interface TextAreaFieldProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {}

/** What a field says below its control (docs/product.md §5): an error message, a help text. */
export type FieldNoteProps = Pick<FieldProps, 'error' | 'errorMessage' | 'helpText'>;

/**
 * The ids of a field's error and help texts, and the description they give its control: the error first. Every
 * field of the site (these, the select) names them alike.
 */
export function fieldNoteIds(id: string, props: FieldNoteProps) {
  const helpId = props.helpText ? `${id}-ayuda` : undefined;
  const errorId = props.error && props.errorMessage ? `${id}-error` : undefined;
  return { helpId, errorId, describedBy: [errorId, helpId].filter(Boolean).join(' ') || undefined };
}

/**
 * Ids and classes both fields share: the label and the help and error texts. The pristine and focus states
 * (docs/product.md §4) are the stylesheet's `:focus-within`, so focusing a field costs no render.
 */
function useField(props: FieldProps & { id?: string; className?: string }) {
  const generated = useId();
  const id = props.id ?? `${props.name}-${generated}`;
  const classes = ['field', props.error ? 'field--error' : undefined, props.className]
    .filter(Boolean)
    .join(' ');
  return { id, ...fieldNoteIds(id, props), classes };
}

/** The asterisk of a required field (docs/product.md §5), for sight only: the control says it is required. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      <RequiredMark required={required} />
    </label>
  );
}

/** A field's error and help texts, with the ids `fieldNoteIds` gave them. */
export function FieldNotes({ ids, props }: { ids: ReturnType<typeof fieldNoteIds>; props: FieldNoteProps }) {
  return (
    <>
      {ids.errorId && (
        <p id={ids.errorId} className="field__error">
          {props.errorMessage}
        </p>
      )}
      {ids.helpId && (
        <p id={ids.helpId} className="field__help">
          {props.helpText}
        </p>
      )}
    </>
  );
}

/** What the frame hands the control it wraps: its id and its described state. */
interface ControlProps {
  id: string;
  name: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The one body of both fields: label, control, error and help texts. */
function Field({
  props,
  id,
  className,
  control,
}: {
  props: FieldProps;
  id: string | undefined;
  className: string | undefined;
  control: (attributes: ControlProps) => ReactNode;
}) {
  const field = useField({ ...props, id, className });
  return (
    <div className={field.classes}>
      <FieldLabel htmlFor={field.id} label={props.label} required={props.required} />
      {control({
        id: field.id,
        name: props.name,
        required: props.required,
        'aria-invalid': props.error || undefined,
        'aria-describedby': field.describedBy,
      })}
      <FieldNotes ids={field} props={props} />
    </div>
  );
}

/**
 * docs/product.md §2 shared piece: a labelled text input. States (docs/product.md §4): pristine, or focus while it has the focus.
 * Supports required, error, errorMessage and help text (docs/product.md §5); the error and help texts describe the input.
 */
export function TextField({
  label,
  name,
  required,
  error,
  errorMessage,
  helpText,
  id,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field
      props={{ label, name, required, error, errorMessage, helpText }}
      id={id}
      className={className}
      control={(attributes) => <input {...input} {...attributes} type={type} className="field__control" />}
    />
  );
}

/** The same field for longer text (a message, a comment). */
export function TextAreaField({
  label,
  name,
  required,
  error,
  errorMessage,
  helpText,
  id,
  className,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field
      props={{ label, name, required, error, errorMessage, helpText }}
      id={id}
      className={className}
      control={(attributes) => (
        <textarea
          {...textarea}
          {...attributes}
          rows={rows}
          className="field__control field__control--multiline"
        />
      )}
    />
  );
}
