import { data, redirect } from 'react-router';
import { LINK_NOT_VALID, PASSWORD_RULE } from '#domain/back-office/password-link-texts';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { Link } from '../../components/link';
import { staffAuthContext } from '../../context';
import { FormActions, PasswordField } from '../../features/back-office/panel/admin-fields';
import {
  ActionNotice,
  AnonymousErrorBoundary,
  AnonymousFrame,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { FormTokenProvider, StaffForm } from '../../features/back-office/panel/csrf';
import { type FormAnswer, postedForm, refusalOf } from '../../features/back-office/panel/form-answers';
import type { Route } from './+types/restablecer.token';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData?.link?.purpose === 'set_password' ? 'Elegí tu contraseña' : 'Contraseña nueva');

/** The one-time link of an e-mail: a new account's first password, or a reset. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const auth = context.get(staffAuthContext);
  const link = await auth.passwordLink(params.token);
  return data({ formToken: auth.formToken, link }, { status: link ? 200 : 404 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await postedForm(request);
  const result = await context.get(staffAuthContext).setPassword(params.token, {
    password: form.get('password') ?? undefined,
    confirmation: form.get('confirmation') ?? undefined,
  });
  if (result.ok) return redirect(`${STAFF_PATHS.login}?clave=1`);
  return data<FormAnswer>(refusalOf(result), { status: result.status });
}

export default function PasswordLink({ loaderData, actionData }: Route.ComponentProps) {
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
      <ActionNotice result={actionData ?? null} />
      <FormTokenProvider token={loaderData.formToken}>
        <StaffForm className="admin-form" noValidate>
          {/* Lets a password manager save the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={link.email} />
          <PasswordField
            label="Contraseña nueva"
            name="password"
            autoComplete="new-password"
            minLength={12}
            helpText="Al menos 12 caracteres."
            error={errors.password}
          />
          <PasswordField
            label="Repetí la contraseña"
            name="confirmation"
            autoComplete="new-password"
            error={errors.confirmation}
          />
          <FormActions submitLabel="Guardar la contraseña" />
        </StaffForm>
      </FormTokenProvider>
    </AnonymousFrame>
  );
}

export { AnonymousErrorBoundary as ErrorBoundary };
