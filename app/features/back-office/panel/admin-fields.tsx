import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';
import { BRANDS, CATALOGUE_BRANDS } from '#domain/catalogue/brands';
import type { FieldErrors } from '#domain/shared/field-errors';
import { Button, type ButtonVariant } from '../../../components/button';
import { TextField, type TextFieldProps } from '../../../components/text-field';
import { WithAmounts } from './admin-amounts';

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
      <WithAmounts text={message} />
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
          <WithAmounts text={help} />
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

/**
 * What a record's fields are given: the prefix of their ids (a page may hold two forms), the values to show, the
 * server's errors, and the saved record where files stay unless others are chosen.
 */
export interface RecordFieldsProps<Values, Saved = never> {
  idPrefix: string;
  values: Values;
  errors: FieldErrors;
  current?: Saved;
}

/**
 * What each field of an editing form reads under its one name: the value to show (what was typed, or the record as
 * it is saved) and the server's error. `field` is for a text field or a select, `checkbox` for a box posted as "on".
 */
export function formFields<Name extends string>(values: Partial<Record<Name, string>>, errors: FieldErrors) {
  return {
    field: (name: Name, empty = '') => ({ name, defaultValue: values[name] ?? empty, error: errors[name] }),
    checkbox: (name: Name) => ({ name, defaultChecked: values[name] === 'on', error: errors[name] }),
  };
}

/** A checkbox with its label beside it; `help` follows the label in the same line and describes the box. */
export function CheckboxField({
  id,
  label,
  error,
  help,
  ...input
}: AdminFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  return (
    <div className="admin-choices">
      <label className="admin-choice" htmlFor={id}>
        <input id={id} type="checkbox" {...input} {...describedBy(id, error, help)} />
        <span>
          {help ? (
            <>
              <strong>{label}</strong>: <span id={`${id}-help`}>{help}</span>
            </>
          ) : (
            label
          )}
        </span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const brandOptions = (brands: readonly { id: number; name: string }[]): SelectOption[] =>
  brands.map((brand) => ({ value: brand.id, label: brand.name }));

const BRAND_OPTIONS = { all: brandOptions(BRANDS), catalogue: brandOptions(CATALOGUE_BRANDS) } as const;

/**
 * The brand a record belongs to (`brand_id` unless named otherwise): every brand, or only those with a catalogue of
 * units. `none` is the first choice, the empty one, where the record may have no brand or must be given one.
 */
export function BrandField({
  brands = 'all',
  none,
  label = 'Marca',
  ...select
}: Omit<AdminFieldProps, 'label'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    label?: string;
    brands?: keyof typeof BRAND_OPTIONS;
    none?: string;
  }) {
  const options = BRAND_OPTIONS[brands];
  return (
    <SelectField
      name="brand_id"
      label={label}
      options={none === undefined ? options : [{ value: '', label: none }, ...options]}
      {...select}
    />
  );
}

/** An instant on Mendoza's clock, as `mendozaDateTimeValue` (domain/back-office/site-editing.ts) writes it for the form. */
export function MendozaDateTimeField(
  props: AdminFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>,
) {
  return <InputField type="datetime-local" {...props} />;
}

/**
 * An amount or a count typed as text, so "1450,50" with its comma is accepted and the server's schema reads it; the
 * phone shows its number pad (with the decimal key for `decimals`).
 */
export function NumberField({
  decimals = false,
  ...input
}: AdminFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'inputMode'> & { decimals?: boolean }) {
  return <InputField inputMode={decimals ? 'decimal' : 'numeric'} {...input} />;
}

/** Where a record goes among its kind (`sort_order`), lowest first. */
export function SortOrderField(
  props: Omit<AdminFieldProps, 'label'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>,
) {
  return (
    <InputField
      label="Orden"
      name="sort_order"
      type="number"
      min={0}
      max={9999}
      inputMode="numeric"
      {...props}
    />
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
  disabled = false,
  children,
}: {
  submitLabel: ReactNode;
  variant?: ButtonVariant;
  /** Shown but not offered: the member may not do it. */
  disabled?: boolean;
  children?: ReactNode;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="admin-form__actions">
      <Button type="submit" variant={variant} disabled={disabled || submitting}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
