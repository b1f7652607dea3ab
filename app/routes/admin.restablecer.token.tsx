import { data, Link, redirect, useNavigation } from 'react-router';
import { type FieldErrors, LINK_NOT_VALID, PASSWORD_RULE, STAFF_PATHS } from '#domain/staff-accounts';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { staffAuthContext } from '../context';
import { ActionNotice, AnonymousFrame, adminMeta } from '../features/admin/admin-frame';
import { FormTokenProvider, StaffForm } from '../features/admin/csrf';
import type { Route } from './+types/admin.restablecer.token';

export const handle = { backOffice: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData?.link?.purpose === 'set_password' ? 'Elegí tu contraseña' : 'Contraseña nueva');

/** The one-time link of an e-mail: a new account's first password, or a reset. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const auth = context.get(staffAuthContext);
  const link = await auth.passwordLink(params.token);
  return data({ formToken: auth.formToken, link }, { status: link ? 200 : 404 });
}

interface PasswordRefusal {
  message: string;
  fieldErrors?: FieldErrors;
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const result = await context.get(staffAuthContext).setPassword(params.token, {
    password: form.get('password') ?? undefined,
    confirmation: form.get('confirmation') ?? undefined,
  });
  if (result.ok) return redirect(`${STAFF_PATHS.login}?clave=1`);
  return data<PasswordRefusal>(
    { message: result.message, ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}) },
    { status: result.status },
  );
}

export default function PasswordLink({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const { link } = loaderData;
  if (!link)
    return (
      <AnonymousFrame>
        <h1 className="admin-page-header__title">El enlace no sirve</h1>
        <p className="admin-page-header__lead">{LINK_NOT_VALID}</p>
        <p>
          <Link to={STAFF_PATHS.reset}>Pedir un enlace nuevo</Link>
        </p>
      </AnonymousFrame>
    );
  const errors = actionData?.fieldErrors ?? {};
  const first = link.purpose === 'set_password';
  return (
    <AnonymousFrame>
      <h1 className="admin-page-header__title">
        {first ? 'Elegí tu contraseña' : 'Elegí una contraseña nueva'}
      </h1>
      <p className="admin-page-header__lead">
        Para la cuenta {link.email}. {PASSWORD_RULE}
      </p>
      <ActionNotice result={actionData ? { ok: false, message: actionData.message } : null} />
      <FormTokenProvider token={loaderData.formToken}>
        <StaffForm className="admin-form" noValidate>
          {/* Lets a password manager save the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={link.email} />
          <TextField
            label="Contraseña nueva"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            helpText="Al menos 12 caracteres."
            error={Boolean(errors.password)}
            errorMessage={errors.password}
          />
          <TextField
            label="Repetí la contraseña"
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(errors.confirmation)}
            errorMessage={errors.confirmation}
          />
          <div className="admin-form__actions">
            <Button type="submit" disabled={submitting}>
              Guardar la contraseña
            </Button>
          </div>
        </StaffForm>
      </FormTokenProvider>
    </AnonymousFrame>
  );
}
