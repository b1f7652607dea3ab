import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';
import { Button, type ButtonVariant } from '../../components/button';
import { TextField, type TextFieldProps } from '../../components/text-field';

/** The back office's compact fields: a label above its control, its error and help texts below and describing it. */
interface AdminFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  help?: string;
}

/** What makes a control name its error and help texts, and say when it is invalid. */
function describedBy(id: string, error: string | undefined, help: string | undefined) {
  const ids = [error ? `${id}-error` : undefined, help ? `${id}-help` : undefined].filter(Boolean);
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="admin-field-error">
      {message}
    </p>
  );
}

function AdminField({
  id,
  label,
  error,
  help,
  className,
  children,
}: AdminFieldProps & { className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {help && (
        <p id={`${id}-help`} className="admin-help">
          {help}
        </p>
      )}
    </div>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A select; its choices are `options`, or `children` where they come in groups. */
export function SelectField({
  id,
  label,
  error,
  help,
  options,
  children,
  ...select
}: AdminFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options?: readonly SelectOption[] }) {
  return (
    <AdminField id={id} label={label} error={error} help={help} className="admin-select">
      <select id={id} {...select} {...describedBy(id, error, help)}>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </AdminField>
  );
}

export function InputField({
  id,
  label,
  error,
  help,
  className,
  ...input
}: AdminFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <AdminField
      id={id}
      label={label}
      error={error}
      help={help}
      className={className ? `admin-select ${className}` : 'admin-select'}
    >
      <input id={id} {...input} {...describedBy(id, error, help)} />
    </AdminField>
  );
}

export function TextareaField({
  id,
  label,
  error,
  help,
  ...textarea
}: AdminFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <AdminField id={id} label={label} error={error} help={help} className="admin-textarea">
      <textarea id={id} {...textarea} {...describedBy(id, error, help)} />
    </AdminField>
  );
}

/**
 * A picture or a video to upload, with what the page shows now (`current`, an image's address) and the limits told in
 * the help text. The form that holds it posts `encType="multipart/form-data"` (`StaffForm` with that prop); the server
 * checks the file by its content (server/media).
 */
export function FileField({
  id,
  label,
  error,
  help,
  current,
  currentAlt = '',
  ...input
}: AdminFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
    current?: { path: string; width: number; height: number } | null | undefined;
    currentAlt?: string;
  }) {
  return (
    <AdminField id={id} label={label} error={error} help={help} className="admin-select admin-file">
      {current && (
        <img
          className="admin-file__current"
          src={current.path}
          width={current.width}
          height={current.height}
          alt={currentAlt}
          loading="lazy"
        />
      )}
      <input id={id} type="file" {...input} {...describedBy(id, error, help)} />
    </AdminField>
  );
}

type AccountFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'error' | 'errorMessage'> & {
  error: string | undefined;
};

/** A staff account's e-mail: signing in, asking for a reset link, creating an account. */
export function EmailField({ error, autoComplete = 'username', ...field }: AccountFieldProps) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      error={Boolean(error)}
      errorMessage={error}
      {...field}
    />
  );
}

export function PasswordField({
  label,
  name,
  error,
  ...field
}: AccountFieldProps & { label: string; name: string }) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      required
      error={Boolean(error)}
      errorMessage={error}
      {...field}
    />
  );
}

/**
 * A form's submit button and what goes beside it (a way back, a link). The button waits while a post is on its way,
 * so a second click does not post twice.
 */
export function FormActions({
  submitLabel,
  variant,
  children,
}: {
  submitLabel: ReactNode;
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="admin-form__actions">
      <Button type="submit" variant={variant} disabled={submitting}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
