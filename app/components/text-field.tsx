import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react';
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
  const props = { label, name, required, error, errorMessage, helpText };
  const field = useField({ ...props, id, className });
  return (
    <div className={field.classes}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <input
        {...input}
        id={field.id}
        name={name}
        type={type}
        required={required}
        className="field__control"
        aria-invalid={error || undefined}
        aria-describedby={field.describedBy}
        onFocus={(event) => {
          field.setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          field.setFocused(false);
          onBlur?.(event);
        }}
      />
      <FieldNotes field={field} props={props} />
    </div>
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
  const props = { label, name, required, error, errorMessage, helpText };
  const field = useField({ ...props, id, className });
  return (
    <div className={field.classes}>
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <textarea
        {...textarea}
        id={field.id}
        name={name}
        rows={rows}
        required={required}
        className="field__control field__control--multiline"
        aria-invalid={error || undefined}
        aria-describedby={field.describedBy}
        onFocus={(event) => {
          field.setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          field.setFocused(false);
          onBlur?.(event);
        }}
      />
      <FieldNotes field={field} props={props} />
    </div>
  );
}
