import { data, Link, useNavigation } from 'react-router';
import { type FieldErrors, RESET_LINK_HOURS, STAFF_PATHS } from '#domain/staff-accounts';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { staffAuthContext } from '../context';
import { ActionNotice, AnonymousFrame, adminMeta } from '../features/admin/admin-frame';
import { FormTokenProvider, StaffForm } from '../features/admin/csrf';
import type { Route } from './+types/admin.restablecer';

export const handle = { backOffice: true };

export const meta = () => adminMeta('Restablecer la contraseña');

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: context.get(staffAuthContext).formToken };
}

interface ResetAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  email: string;
}

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get('email') ?? '');
  const result = await context.get(staffAuthContext).requestPasswordReset({ email });
  if (result.ok) return data<ResetAnswer>({ ok: true, message: result.message, email: '' });
  return data<ResetAnswer>(
    {
      ok: false,
      message: result.message,
      email,
      ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
    },
    { status: result.status },
  );
}

export default function PasswordResetRequest({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
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
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            defaultValue={actionData?.email ?? ''}
            error={Boolean(errors.email)}
            errorMessage={errors.email}
          />
          <div className="admin-form__actions">
            <Button type="submit" disabled={submitting}>
              Enviar el enlace
            </Button>
            <Link to={STAFF_PATHS.login}>Volver a ingresar</Link>
          </div>
        </StaffForm>
      </FormTokenProvider>
    </AnonymousFrame>
  );
}
