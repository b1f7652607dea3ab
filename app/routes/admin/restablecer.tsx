import { data } from 'react-router';
import { RESET_LINK_HOURS, STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { Link } from '../../components/link';
import { staffAuthContext } from '../../context';
import { EmailField, FormActions } from '../../features/back-office/panel/admin-fields';
import {
  ActionNotice,
  AnonymousErrorBoundary,
  AnonymousFrame,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { FormTokenProvider, StaffForm } from '../../features/back-office/panel/csrf';
import {
  type FormAnswer,
  postedForm,
  refusalOf,
  textOf,
} from '../../features/back-office/panel/form-answers';
import type { Route } from './+types/restablecer';

export const meta = () => adminMeta('Restablecer la contraseña');

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: context.get(staffAuthContext).formToken };
}

type ResetAnswer = FormAnswer & { email: string };

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await postedForm(request);
  const email = textOf(form, 'email');
  const result = await context.get(staffAuthContext).requestPasswordReset({ email });
  if (result.ok) return data<ResetAnswer>({ ok: true, message: result.message, email: '' });
  return data<ResetAnswer>({ ...refusalOf(result), email }, { status: result.status });
}

export default function PasswordResetRequest({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AnonymousFrame>
      <h1 className="admin-page-header__title">Restablecer la contraseña</h1>
      <p className="admin-page-header__lead">
        Escribí el e-mail de tu cuenta y te enviamos un enlace para elegir una contraseña nueva. El enlace
        vence en {RESET_LINK_HOURS} hora.
      </p>
      <ActionNotice result={actionData ?? null} />
      <FormTokenProvider token={loaderData.formToken}>
        <StaffForm className="admin-form" noValidate>
          <EmailField defaultValue={actionData?.email ?? ''} error={errors.email} />
          <FormActions submitLabel="Enviar el enlace">
            <Link to={STAFF_PATHS.login}>Volver a ingresar</Link>
          </FormActions>
        </StaffForm>
      </FormTokenProvider>
    </AnonymousFrame>
  );
}

export { AnonymousErrorBoundary as ErrorBoundary };
