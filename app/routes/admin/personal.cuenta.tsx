import { data, useNavigation } from 'react-router';
import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import { type FieldErrors, STAFF_PATHS, type StaffResult } from '#domain/back-office/staff-accounts';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { Button } from '../../components/button';
import { staffDirectoryContext } from '../../context';
import { FormActions } from '../../features/back-office/panel/admin-fields';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { StaffForm } from '../../features/back-office/panel/csrf';
import { postedForm, refusalOf } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import {
  accountInput,
  brandNames,
  StaffAccountFields,
  typedValues,
} from '../../features/back-office/panel/staff-account-fields';
import type { Route } from './+types/personal.cuenta';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.account.name ?? 'Cuenta');

function accountId(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: 'No encontramos esa cuenta.' }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'staff.manage');
  const account = await args.context.get(staffDirectoryContext).account(actor, accountId(args.params.id));
  if (!account) throw data({ message: 'No encontramos esa cuenta.' }, { status: 404 });
  return { account, self: account.id === actor.member.id };
}

interface AccountAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  values?: ReturnType<typeof accountInput>;
}

/** One form per change: `intent` says which (change, deactivate, reactivate, send-link). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'staff.manage');
  const id = accountId(args.params.id);
  const directory = args.context.get(staffDirectoryContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  let result: StaffResult;
  let values: AccountAnswer['values'];
  if (intent === 'change') {
    values = accountInput(form);
    result = await directory.change(actor, id, values);
  } else if (intent === 'deactivate' || intent === 'reactivate') {
    result = await directory.setActive(actor, id, intent === 'reactivate');
  } else if (intent === 'send-link') {
    result = await directory.sendPasswordLink(actor, id);
  } else {
    result = { ok: false, status: 400, message: 'No sabemos qué cambio pediste. Volvé a intentar.' };
  }
  if (result.ok) return data<AccountAnswer>({ ok: true, message: result.message });
  return data<AccountAnswer>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account, self } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const values = actionData?.values ? typedValues(actionData.values) : account;
  return (
    <>
      <BackLink to={STAFF_PATHS.staff} label="Personal" />
      <AdminPageHeader
        title={account.name}
        lead={`${account.email} · ${STAFF_ROLE_LABELS[account.role]}${
          account.role === 'sales' ? ` de ${brandNames(account.brandIds)}` : ''
        }`}
      />
      <ActionNotice result={actionData ?? null} />
      <section className="admin-card" aria-labelledby="datos">
        <h2 id="datos">Nombre, rol y marcas</h2>
        <StaffForm className="admin-form" noValidate>
          <input type="hidden" name="intent" value="change" />
          <StaffAccountFields
            idPrefix="cuenta"
            withEmail={false}
            values={values}
            errors={actionData?.fieldErrors ?? {}}
          />
          <FormActions submitLabel="Guardar los cambios" />
        </StaffForm>
      </section>
      <section className="admin-card" aria-labelledby="acceso">
        <h2 id="acceso">Acceso</h2>
        <p>
          {account.active ? 'La cuenta está activa.' : 'La cuenta está desactivada: no puede ingresar.'}{' '}
          {account.hasPassword ? '' : 'Todavía no eligió su contraseña.'}{' '}
          {account.lastSignInAt
            ? `Último ingreso: ${formatDateTime(new Date(account.lastSignInAt))}.`
            : 'Nunca ingresó.'}
        </p>
        <div className="admin-form__actions">
          {account.active && (
            <StaffForm>
              <input type="hidden" name="intent" value="send-link" />
              <Button type="submit" variant="secondary" disabled={submitting}>
                {account.hasPassword
                  ? 'Enviar un enlace para restablecer la contraseña'
                  : 'Enviar otro enlace para elegir la contraseña'}
              </Button>
            </StaffForm>
          )}
          {!self && (
            <StaffForm>
              <input type="hidden" name="intent" value={account.active ? 'deactivate' : 'reactivate'} />
              <Button type="submit" variant="secondary" disabled={submitting}>
                {account.active ? 'Desactivar la cuenta' : 'Reactivar la cuenta'}
              </Button>
            </StaffForm>
          )}
        </div>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
