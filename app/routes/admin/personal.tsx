import { data } from 'react-router';
import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import { type FieldErrors, STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { Link } from '../../components/link';
import { staffDirectoryContext } from '../../context';
import { FormActions } from '../../features/back-office/panel/admin-fields';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { Badge } from '../../features/back-office/panel/admin-list';
import { StaffForm } from '../../features/back-office/panel/csrf';
import { postedForm, refusalOf } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import {
  accountInput,
  brandNames,
  StaffAccountFields,
  typedValues,
} from '../../features/back-office/panel/staff-account-fields';
import type { Route } from './+types/personal';

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
  const form = await postedForm(args.request);
  const input = accountInput(form);
  const result = await args.context.get(staffDirectoryContext).create(actor, input);
  if (result.ok) return data<CreateAnswer>({ ok: true, message: result.message, created: result.id });
  return data<CreateAnswer>({ ...refusalOf(result), values: input }, { status: result.status });
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
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
                {!account.active && <Badge tone="off">Desactivada</Badge>}
                {account.active && !account.hasPassword && <Badge>Sin contraseña todavía</Badge>}
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
          <FormActions submitLabel="Crear la cuenta" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
