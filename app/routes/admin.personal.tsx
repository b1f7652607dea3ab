import { data, Link, useNavigation } from 'react-router';
import { formatDateTime } from '#domain/mendoza-time';
import { STAFF_ROLE_LABELS } from '#domain/staff';
import { type FieldErrors, STAFF_PATHS } from '#domain/staff-accounts';
import { Button } from '../components/button';
import { staffDirectoryContext } from '../context';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { requireStaff } from '../features/admin/guard.server';
import {
  accountInput,
  brandNames,
  StaffAccountFields,
  typedValues,
} from '../features/admin/staff-account-fields';
import type { Route } from './+types/admin.personal';

export const meta = () => adminMeta('Personal');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'staff.manage');
  return { accounts: await args.context.get(staffDirectoryContext).accounts(actor) };
}

interface CreateAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  /** What was typed, to show again after a refusal. */
  values?: ReturnType<typeof accountInput>;
  /** A new value after each success, so the form starts empty again. */
  created?: number;
}

/** Creates an account, which gets an e-mail with a link to choose its password. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'staff.manage');
  const form = await args.request.formData().catch(() => new FormData());
  const input = accountInput(form);
  const result = await args.context.get(staffDirectoryContext).create(actor, input);
  if (result.ok) return data<CreateAnswer>({ ok: true, message: result.message, created: result.id });
  return data<CreateAnswer>(
    {
      ok: false,
      message: result.message,
      values: input,
      ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
    },
    { status: result.status },
  );
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const values = actionData?.values;
  return (
    <>
      <AdminPageHeader title="Personal" lead="Las cuentas que ingresan al panel, su rol y sus marcas." />
      <section className="admin-card" aria-labelledby="cuentas">
        <h2 id="cuentas">Cuentas ({loaderData.accounts.length})</h2>
        <ul className="admin-list">
          {loaderData.accounts.map((account) => (
            <li key={account.id} className="admin-list__item">
              <p className="admin-list__title">
                <Link to={`${STAFF_PATHS.staff}/${account.id}`}>{account.name}</Link>{' '}
                {!account.active && <span className="admin-badge admin-badge--off">Desactivada</span>}
                {account.active && !account.hasPassword && (
                  <span className="admin-badge">Sin contraseña todavía</span>
                )}
              </p>
              <p className="admin-list__meta">{account.email}</p>
              <p className="admin-list__meta">
                {STAFF_ROLE_LABELS[account.role]}
                {account.role === 'sales' ? ` · ${brandNames(account.brandIds)}` : ''}
                {' · '}
                {account.lastSignInAt
                  ? `Último ingreso: ${formatDateTime(new Date(account.lastSignInAt))}`
                  : 'Nunca ingresó'}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-card" aria-labelledby="nueva-cuenta">
        <h2 id="nueva-cuenta">Nueva cuenta</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" noValidate key={actionData?.created ?? 'new'}>
          <StaffAccountFields
            idPrefix="nueva"
            withEmail
            errors={actionData?.fieldErrors ?? {}}
            values={values ? typedValues(values) : undefined}
          />
          <div className="admin-form__actions">
            <Button type="submit" disabled={submitting}>
              Crear la cuenta
            </Button>
          </div>
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
