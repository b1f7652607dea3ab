import { data, Link, redirect, useNavigation } from 'react-router';
import { safeAdminNext } from '#domain/staff';
import { type FieldErrors, STAFF_PATHS } from '#domain/staff-accounts';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { staffAuthContext, staffSessionContext } from '../context';
import { ActionNotice, AnonymousFrame, adminMeta } from '../features/admin/admin-frame';
import { FormTokenProvider, StaffForm } from '../features/admin/csrf';
import type { Route } from './+types/admin.login';

export const handle = { backOffice: true };

export const meta = () => adminMeta('Ingresar');

const NOTICES: Record<string, string> = {
  salida: 'Saliste del panel.',
  clave: 'Guardamos tu contraseña. Ya podés ingresar con ella.',
};

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminNext(url.searchParams.get('next'));
  if (context.get(staffSessionContext)) throw redirect(next);
  const notice = Object.keys(NOTICES).find((key) => url.searchParams.has(key));
  return {
    formToken: context.get(staffAuthContext).formToken,
    next,
    notice: notice ? NOTICES[notice] : undefined,
  };
}

interface SignInRefusal {
  message: string;
  fieldErrors?: FieldErrors;
  email: string;
}

/** Signs in and goes where the person was headed (a page of the panel only), or to the panel's home. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get('email') ?? '');
  const result = await context
    .get(staffAuthContext)
    .signIn({ email, password: form.get('password') ?? undefined });
  if (result.ok) return redirect(safeAdminNext(form.get('next')));
  return data<SignInRefusal>(
    { message: result.message, email, ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}) },
    { status: result.status },
  );
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AnonymousFrame>
      <h1 className="admin-page-header__title">Ingresar al panel</h1>
      <p className="admin-page-header__lead">Con el e-mail y la contraseña de tu cuenta del concesionario.</p>
      {loaderData.notice && !actionData && <ActionNotice result={{ ok: true, message: loaderData.notice }} />}
      <ActionNotice result={actionData ? { ok: false, message: actionData.message } : null} />
      <FormTokenProvider token={loaderData.formToken}>
        <StaffForm className="admin-form" noValidate>
          <input type="hidden" name="next" value={loaderData.next} />
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
          <TextField
            label="Contraseña"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={Boolean(errors.password)}
            errorMessage={errors.password}
          />
          <div className="admin-form__actions">
            <Button type="submit" disabled={submitting}>
              Ingresar
            </Button>
            <Link to={STAFF_PATHS.reset}>¿Olvidaste tu contraseña?</Link>
          </div>
        </StaffForm>
      </FormTokenProvider>
    </AnonymousFrame>
  );
}
