import { data, redirect } from 'react-router';
import {
  NEW_RECORD_SLUG,
  SITE_RECORD_NOUNS,
  SITE_RECORD_SLUGS,
  type SiteRecordKind,
  siteRecordKindOfSlug,
  siteRecordTitle,
} from '#domain/site-editing-records';
import { staffMay } from '#domain/staff';
import { STAFF_PATHS, type StaffResult } from '#domain/staff-accounts';
import { siteEditingContext } from '../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../features/admin/admin-frame';
import { Badge } from '../features/admin/admin-list';
import { EditingCard, noticeOf, RecordForm } from '../features/admin/editing-page';
import { IntentButton, recordIdOf, textFieldsOf, UNKNOWN_INTENT } from '../features/admin/editing-pieces';
import { answerOf, openedAfterCreate } from '../features/admin/editing-route.server';
import { postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import {
  ContactFields,
  formValuesOf,
  LocationFields,
  type RecordValues,
  recordValues,
  SalespersonFields,
} from '../features/admin-site/site-record-fields';
import type { Route } from './+types/admin.sitio.detalle';

const NOT_FOUND = 'No encontramos esa página.';

/** The record an address names: `/admin/sitio/{contactos|sucursales|vendedores}/{id | nuevo}`. */
function recordOf(params: Route.LoaderArgs['params']): { kind: SiteRecordKind; id: number | null } {
  const kind = siteRecordKindOfSlug(params.tipo);
  if (!kind) throw data({ message: NOT_FOUND }, { status: 404 });
  return { kind, id: params.id === NEW_RECORD_SLUG ? null : recordIdOf(params.id, NOT_FOUND) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.title ?? 'Sitio');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const { kind, id } = recordOf(args.params);
  // The fields where visitors' personal data goes are an administrator's (docs/decisions/0045).
  const channels = staffMay(actor.member, 'channels.edit');
  if (id === null)
    return { kind, record: null, title: SITE_RECORD_NOUNS[kind].new, created: false, channels };
  const record = await args.context.get(siteEditingContext).record(actor, kind, id);
  if (!record) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    kind,
    record,
    title: siteRecordTitle(record),
    created: openedAfterCreate(args.url, 'nuevo'),
    channels,
  };
}

/** Saves the record (`intent=save`), removes it or restores it; a new one opens its own page once saved. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const { kind, id } = recordOf(args.params);
  const editing = args.context.get(siteEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  let values: RecordValues | undefined;
  let result: StaffResult;
  if (intent === 'save') {
    values = textFieldsOf(form);
    const saved = await editing.saveRecord(actor, kind, id, values);
    if (saved.ok && id === null)
      throw redirect(`${STAFF_PATHS.site}/${SITE_RECORD_SLUGS[kind]}/${saved.id}?nuevo=1`);
    result = saved;
  } else if (id !== null && (intent === 'remove' || intent === 'restore')) {
    result = await editing.setRemoved(actor, kind, id, intent === 'remove');
  } else {
    result = UNKNOWN_INTENT;
  }
  return answerOf(result, values);
}

const FIELDS = { contact: ContactFields, location: LocationFields, salesperson: SalespersonFields } as const;

export default function SiteRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, record, title, created, channels } = loaderData;
  const Fields = FIELDS[kind];
  const notice = noticeOf(actionData, created && 'Guardamos los datos. Ya se ven en el sitio.');
  const removed = record?.deletedAt != null;
  return (
    <>
      <BackLink to={STAFF_PATHS.site} label="Sitio" />
      <AdminPageHeader title={title} lead={removed ? <Badge tone="off">Eliminado</Badge> : undefined} />
      <ActionNotice result={notice} />
      {removed ? (
        <EditingCard id="eliminado" title="Eliminado">
          <p>No se muestra en el sitio. Restauralo para volver a editarlo.</p>
          <IntentButton intent="restore" variant="primary">
            Restaurar
          </IntentButton>
        </EditingCard>
      ) : (
        <EditingCard id="datos" title="Datos">
          <RecordForm intent="save" submitLabel={record ? 'Guardar los cambios' : 'Guardar'}>
            <Fields
              values={formValuesOf(
                kind,
                record ? recordValues(kind, record) : {},
                actionData?.values,
                channels,
              )}
              errors={actionData?.fieldErrors ?? {}}
              channels={channels}
            />
          </RecordForm>
          {record && (
            <div className="admin-row-actions">
              <IntentButton intent="remove">Eliminar</IntentButton>
            </div>
          )}
        </EditingCard>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
