import {
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
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

/** Ids and classes both fields share: the label, the help and error texts and the pristine/focus state (docs/product.md §4). */
function useField(props: FieldProps & { id?: string; className?: string }) {
  const generated = useId();
  const id = props.id ?? `${props.name}-${generated}`;
  const [focused, setFocused] = useState(false);
  const helpId = props.helpText ? `${id}-ayuda` : undefined;
  const errorId = props.error && props.errorMessage ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const classes = [
    'field',
    focused ? 'field--focus' : 'field--pristine',
    props.error ? 'field--error' : undefined,
    props.className,
  ]
    .filter(Boolean)
    .join(' ');
  return { id, helpId, errorId, describedBy, classes, setFocused };
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function FieldNotes({ field, props }: { field: ReturnType<typeof useField>; props: FieldProps }) {
  return (
    <>
      {field.errorId && (
        <p id={field.errorId} className="field__error">
          {props.errorMessage}
        </p>
      )}
      {field.helpId && (
        <p id={field.helpId} className="field__help">
          {props.helpText}
        </p>
      )}
    </>
  );
}

/** What the frame hands the control it wraps: its id, its described state and the focus tracking. */
interface ControlProps<E extends HTMLElement> {
  id: string;
  name: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onFocus: (event: FocusEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
}

/** The one body of both fields: label, control, error and help texts, pristine/focus state. */
function Field<E extends HTMLElement>({
  props,
  id,
  className,
  onFocus,
  onBlur,
  control,
}: {
  props: FieldProps;
  id: string | undefined;
  className: string | undefined;
  onFocus: ((event: FocusEvent<E>) => void) | undefined;
  onBlur: ((event: FocusEvent<E>) => void) | undefined;
  control: (attributes: ControlProps<E>) => ReactNode;
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
        onFocus: (event) => {
          field.setFocused(true);
          onFocus?.(event);
        },
        onBlur: (event) => {
          field.setFocused(false);
          onBlur?.(event);
        },
      })}
      <FieldNotes field={field} props={props} />
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
  onFocus,
  onBlur,
  ...input
}: TextFieldProps) {
  return (
    <Field<HTMLInputElement>
      props={{ label, name, required, error, errorMessage, helpText }}
      id={id}
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
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
  onFocus,
  onBlur,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field<HTMLTextAreaElement>
      props={{ label, name, required, error, errorMessage, helpText }}
      id={id}
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
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
