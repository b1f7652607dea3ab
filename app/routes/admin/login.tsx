import { data, redirect } from 'react-router';
import { safeAdminNext } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { Link } from '../../components/link';
import { staffAuthContext, staffSessionContext } from '../../context';
import { EmailField, FormActions, PasswordField } from '../../features/back-office/panel/admin-fields';
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
import type { Route } from './+types/login';

export const meta = () => adminMeta('Ingresar');

const NOTICES: Record<string, string> = {
  salida: 'Saliste del panel.',
  clave: 'Guardamos tu contraseña. Ya podés ingresar con ella.',
};

export function loader({ context, url }: Route.LoaderArgs) {
  const next = safeAdminNext(url.searchParams.get('next'));
  if (context.get(staffSessionContext)) throw redirect(next);
  const notice = Object.keys(NOTICES).find((key) => url.searchParams.has(key));
  return {
    formToken: context.get(staffAuthContext).formToken,
    next,
    notice: notice ? NOTICES[notice] : undefined,
  };
}

type SignInRefusal = FormAnswer & { email: string };

/** Signs in and goes where the person was headed (a page of the panel only), or to the panel's home. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await postedForm(request);
  const email = textOf(form, 'email');
  const result = await context
    .get(staffAuthContext)
    .signIn({ email, password: form.get('password') ?? undefined });
  if (result.ok) return redirect(safeAdminNext(form.get('next')));
  return data<SignInRefusal>({ ...refusalOf(result), email }, { status: result.status });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  return (
    <AnonymousFrame>
      <h1 className="admin-page-header__title">Ingresar al panel</h1>
      <p className="admin-page-header__lead">Con el e-mail y la contraseña de tu cuenta del concesionario.</p>
      {loaderData.notice && !actionData && <ActionNotice result={{ ok: true, message: loaderData.notice }} />}
      <ActionNotice result={actionData ?? null} />
      <FormTokenProvider token={loaderData.formToken}>
        <StaffForm className="admin-form" noValidate>
          <input type="hidden" name="next" value={loaderData.next} />
          <EmailField defaultValue={actionData?.email ?? ''} error={errors.email} />
          <PasswordField
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <FormActions submitLabel="Ingresar">
            <Link to={STAFF_PATHS.reset}>¿Olvidaste tu contraseña?</Link>
          </FormActions>
        </StaffForm>
      </FormTokenProvider>
    </AnonymousFrame>
  );
}

export { AnonymousErrorBoundary as ErrorBoundary };
