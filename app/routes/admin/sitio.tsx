import { data } from 'react-router';
import { mayRouteRecord } from '#domain/back-office/contact-channels';
import {
  SITE_RECORD_KINDS,
  type SiteRecordKind,
  type SiteRecordView,
} from '#domain/back-office/site-editing-records';
import { staffMay } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { formatMoney } from '#domain/shared/money';
import { siteEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { Amount } from '../../features/back-office/panel/admin-list';
import { textFieldsOf, UNKNOWN_INTENT } from '../../features/back-office/panel/editing-pieces';
import { type FormAnswer, postedForm, refusalOf } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { DepositsForm, LinksForm, RecordList } from '../../features/back-office/site/site-overview';
import type { Route } from './+types/sitio';

export const meta = () => adminMeta('Sitio');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const site = await args.context.get(siteEditingContext).overview(actor);
  // The links where visitors' personal data goes are an administrator's, and so is restoring a record that holds an
  // address or a number (docs/decisions/0045).
  const channels = staffMay(actor.member, 'channels.edit');
  const adminRestores = (kind: SiteRecordKind, records: readonly SiteRecordView[]) =>
    records
      .filter((record) => record.deletedAt !== null && !mayRouteRecord(channels, kind, record))
      .map((record) => record.id);
  return {
    site,
    mayEditDeposits: staffMay(actor.member, 'prices.edit'),
    channels,
    adminRestores: {
      contact: adminRestores('contact', site.contacts),
      location: adminRestores('location', site.locations),
      salesperson: adminRestores('salesperson', site.salespeople),
    } satisfies Record<SiteRecordKind, number[]>,
  };
}

type SiteAnswer = FormAnswer & { form?: 'links' | 'deposits'; values?: Record<string, string> };

/** The links (`intent=links`), the deposits (`intent=deposits`, administrators only) and restoring a removed record. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  const editing = args.context.get(siteEditingContext);
  const values = textFieldsOf(form);
  let result: StaffResult;
  if (intent === 'links') {
    result = await editing.saveLinks(actor, values);
  } else if (intent === 'deposits') {
    // The deposits are money (docs/decisions/0031): a content editor gets the 403 page.
    requireStaff(args, 'prices.edit');
    result = await editing.saveDeposits(actor, values);
  } else if (intent === 'restore') {
    const kind = SITE_RECORD_KINDS.find((candidate) => candidate === form.get('kind'));
    const id = Number(form.get('id'));
    result =
      kind && Number.isSafeInteger(id) && id > 0
        ? await editing.setRemoved(actor, kind, id, false)
        : UNKNOWN_INTENT;
  } else {
    result = UNKNOWN_INTENT;
  }
  const answered =
    intent === 'links' || intent === 'deposits' ? { form: intent as 'links' | 'deposits' } : {};
  if (result.ok) return data<SiteAnswer>({ ok: true, message: result.message, ...answered });
  return data<SiteAnswer>({ ...refusalOf(result), ...answered, values }, { status: result.status });
}

export default function Site({ loaderData, actionData }: Route.ComponentProps) {
  const { site, mayEditDeposits, channels, adminRestores } = loaderData;
  const answerOf = (form: 'links' | 'deposits') => (actionData?.form === form ? actionData : undefined);
  const recordAnswer = actionData && !actionData.form ? actionData : null;
  return (
    <>
      <AdminPageHeader
        title="Sitio"
        lead="Contactos, sucursales y horarios, vendedores, señas y enlaces. Lo que guardes se ve en el sitio al instante."
      />
      <ActionNotice result={recordAnswer} />
      <RecordList kind="contact" records={site.contacts} adminRestores={adminRestores.contact} />
      <RecordList kind="location" records={site.locations} adminRestores={adminRestores.location} />
      <RecordList kind="salesperson" records={site.salespeople} adminRestores={adminRestores.salesperson} />
      <section className="admin-card" aria-labelledby="senas">
        <h2 id="senas">Señas por marca</h2>
        {mayEditDeposits ? (
          <>
            <ActionNotice result={answerOf('deposits') ?? null} />
            <DepositsForm
              brands={site.brands}
              values={answerOf('deposits')?.values}
              errors={answerOf('deposits')?.fieldErrors ?? {}}
            />
          </>
        ) : (
          <>
            <p className="admin-muted">Solo una persona de Administración puede cambiar las señas.</p>
            <ul className="admin-list">
              {site.brands.map((brand) => (
                <li key={brand.brandId} className="admin-list__item">
                  {brand.name}: <Amount>{formatMoney(brand.deposit, 'ars')}</Amount>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="admin-card" aria-labelledby="enlaces">
        <h2 id="enlaces">Enlaces y redes</h2>
        <ActionNotice result={answerOf('links') ?? null} />
        <LinksForm
          links={site.links}
          brands={site.brands}
          values={answerOf('links')?.values}
          errors={answerOf('links')?.fieldErrors ?? {}}
          channels={channels}
        />
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
