import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#domain/back-office/staff';
import { type FieldErrors, STAFF_BRAND_OPTIONS } from '#domain/back-office/staff-accounts';
import { STAFF_ROLE_DESCRIPTIONS } from '#domain/back-office/staff-role-descriptions';
import { TextField } from '../../../components/text-field';
import { EmailField, FieldError } from './admin-fields';

export interface AccountFieldValues {
  name: string;
  email?: string;
  role: StaffRole;
  brandIds: readonly number[];
}

/** An account's form fields, for creating one (with its e-mail) and for changing one. */
export function StaffAccountFields({
  idPrefix,
  values,
  errors,
  withEmail,
}: {
  idPrefix: string;
  values?: AccountFieldValues;
  errors: FieldErrors;
  withEmail: boolean;
}) {
  const roleErrorId = `${idPrefix}-role-error`;
  const brandErrorId = `${idPrefix}-brands-error`;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Nombre y apellido"
        name="name"
        autoComplete="off"
        required
        defaultValue={values?.name ?? ''}
        error={Boolean(errors.name)}
        errorMessage={errors.name}
      />
      {withEmail && (
        <EmailField
          id={`${idPrefix}-email`}
          autoComplete="off"
          helpText="Le enviamos a este e-mail el enlace para elegir su contraseña."
          defaultValue={values?.email ?? ''}
          error={errors.email}
        />
      )}
      <fieldset aria-describedby={errors.role ? roleErrorId : undefined}>
        <legend>Rol</legend>
        <div className="admin-form">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="admin-choice">
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={(values?.role ?? 'sales') === role}
              />
              <span>
                <strong>{STAFF_ROLE_LABELS[role]}</strong>: {STAFF_ROLE_DESCRIPTIONS[role]}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={roleErrorId} message={errors.role} />
      </fieldset>
      <fieldset aria-describedby={errors.brandIds ? brandErrorId : undefined}>
        <legend>Marcas (solo para el rol Ventas)</legend>
        <div className="admin-choices">
          {STAFF_BRAND_OPTIONS.map((brand) => (
            <label key={brand.id} className="admin-choice">
              <input
                type="checkbox"
                name="brandIds"
                value={brand.id}
                defaultChecked={values?.brandIds.includes(brand.id) ?? false}
              />
              <span>{brand.name}</span>
            </label>
          ))}
        </div>
        <FieldError id={brandErrorId} message={errors.brandIds} />
      </fieldset>
    </>
  );
}

/** The account fields of a posted form, as the server's schema reads them (text only). */
export function accountInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    email: text('email'),
    role: text('role'),
    brandIds: form.getAll('brandIds').filter((value): value is string => typeof value === 'string'),
  };
}

/** What was typed, to fill the form again after a refusal. */
export function typedValues(input: ReturnType<typeof accountInput>): AccountFieldValues {
  const role = STAFF_ROLES.find((candidate) => candidate === input.role) ?? 'sales';
  return {
    name: input.name ?? '',
    email: input.email ?? '',
    role,
    brandIds: input.brandIds.map(Number).filter(Number.isInteger),
  };
}

/** "Volkswagen, Chevrolet". */
export function brandNames(ids: readonly number[]): string {
  return ids
    .map((id) => STAFF_BRAND_OPTIONS.find((brand) => brand.id === id)?.name ?? `Marca ${id}`)
    .join(', ');
}
