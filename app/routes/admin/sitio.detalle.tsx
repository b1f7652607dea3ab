import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { mayRouteRecord } from '#domain/back-office/contact-channels';
import {
  NEW_RECORD_SLUG,
  SITE_RECORD_NOUNS,
  SITE_RECORD_SLUGS,
  type SiteRecordKind,
  siteRecordKindOfSlug,
  siteRecordTitle,
} from '#domain/back-office/site-editing-records';
import { staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS, type StaffResult } from '#domain/back-office/staff-accounts';
import { siteEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { Badge } from '../../features/back-office/panel/admin-list';
import { EditingCard, noticeOf, RecordForm } from '../../features/back-office/panel/editing-page';
import {
  IntentButton,
  recordIdOf,
  textFieldsOf,
  UNKNOWN_INTENT,
} from '../../features/back-office/panel/editing-pieces';
import { answerOf, openedAfterCreate } from '../../features/back-office/panel/editing-route.server';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { ChannelsNote } from '../../features/back-office/site/channels-note';
import {
  ContactFieldsLater,
  LocationFieldsLater,
  SalespersonFieldsLater,
} from '../../features/back-office/site/site-record-fields-later';
import { formValuesOf, type RecordValues } from '../../features/back-office/site/site-record-form-values';
import { cardAccountField, recordValues } from '../../features/back-office/site/site-record-values.server';
import type { Route } from './+types/sitio.detalle';

const NOT_FOUND = 'No encontramos esa página.';

/** The record an address names: `/admin/sitio/{contactos|sucursales|vendedores}/{id | nuevo}`. */
function recordOf(params: Route.LoaderArgs['params']): { kind: SiteRecordKind; id: number | null } {
  const kind = siteRecordKindOfSlug(params.tipo);
  if (!kind) throw data({ message: NOT_FOUND }, { status: 404 });
  return { kind, id: params.id === NEW_RECORD_SLUG ? null : recordIdOf(params.id, NOT_FOUND) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.title ?? 'Sitio');

/**
 * After a refusal (403) the record is read again, which React Router skips after an error by default: the form posts
 * some fields as saved, and an administrator may have changed them meanwhile (docs/decisions/0045).
 */
export const shouldRevalidate = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 403 || defaultShouldRevalidate;

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const { kind, id } = recordOf(args.params);
  // The fields where visitors' personal data goes, and in a record that holds any, those that decide where it goes
  // and its removal, are an administrator's (docs/decisions/0045).
  const channels = staffMay(actor.member, 'channels.edit');
  const editing = args.context.get(siteEditingContext);
  if (id === null)
    return {
      kind,
      record: null,
      saved: {},
      title: SITE_RECORD_NOUNS[kind].new,
      created: false,
      channels,
      routing: mayRouteRecord(channels, kind, null),
      cardAccount:
        kind === 'salesperson' ? cardAccountField(await editing.cardAccounts(actor, null), null) : undefined,
    };
  const record = await editing.record(actor, kind, id);
  if (!record) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    kind,
    record,
    saved: recordValues(kind, record),
    title: siteRecordTitle(record),
    created: openedAfterCreate(args.url, 'nuevo'),
    channels,
    routing: mayRouteRecord(channels, kind, record),
    // A salesperson card's account (docs/decisions/0065): those who may hold its brand's reservations.
    cardAccount:
      'fullname' in record
        ? cardAccountField(await editing.cardAccounts(actor, record.brandId), record)
        : undefined,
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

const FIELDS = {
  contact: ContactFieldsLater,
  location: LocationFieldsLater,
  salesperson: SalespersonFieldsLater,
} as const;

export default function SiteRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, record, saved, title, created, channels, routing, cardAccount } = loaderData;
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
          <ChannelsNote channels={routing} />
          <IntentButton intent="restore" variant="primary" disabled={!routing}>
            Restaurar
          </IntentButton>
        </EditingCard>
      ) : (
        <EditingCard id="datos" title="Datos">
          <RecordForm intent="save" submitLabel={record ? 'Guardar los cambios' : 'Guardar'}>
            <Fields
              // The fields take their values once: a record read again (after a refusal, say) is shown anew.
              key={JSON.stringify(saved)}
              values={formValuesOf(kind, saved, actionData?.values, {
                channels,
                routing,
              })}
              errors={actionData?.fieldErrors ?? {}}
              channels={channels}
              routing={routing}
              cardAccount={cardAccount}
            />
          </RecordForm>
          {record && (
            <div className="admin-row-actions">
              <IntentButton intent="remove" disabled={!routing}>
                Eliminar
              </IntentButton>
            </div>
          )}
        </EditingCard>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
