import { data } from 'react-router';
import { isContactChannel, mayRouteRecord } from '#domain/back-office/contact-channels';
import {
  type BrandSettingsView,
  brandLinkFields,
  contactTitle,
  DEPOSIT_MESSAGE,
  depositField,
  NEW_RECORD_SLUG,
  SITE_RECORD_KINDS,
  SITE_RECORD_NOUNS,
  SITE_RECORD_SLUGS,
  type SiteLinkField,
  type SiteRecordKind,
  type SiteRecordView,
  siteBrandName,
} from '#domain/back-office/site-editing-records';
import { staffMay } from '#domain/back-office/staff';
import { type FieldErrors, STAFF_PATHS, type StaffResult } from '#domain/back-office/staff-accounts';
import { DEFAULT_DEPOSIT_ARS } from '#domain/operation/deposit';
import { formatMoney } from '#domain/shared/money';
import { ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { siteEditingContext } from '../../context';
import { FormActions, InputField } from '../../features/back-office/panel/admin-fields';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { Badge } from '../../features/back-office/panel/admin-list';
import { StaffForm } from '../../features/back-office/panel/csrf';
import { textFieldsOf, UNKNOWN_INTENT } from '../../features/back-office/panel/editing-pieces';
import { type FormAnswer, postedForm, refusalOf } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { ChannelsNote } from '../../features/back-office/site/site-record-fields';
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

/** One line about a record in its list. */
function recordSummary(record: SiteRecordView): { title: string; meta: string; off?: string } {
  if ('fullname' in record)
    return {
      title: record.fullname,
      meta: [siteBrandName(record.brandId), record.whatsappNumber && `WhatsApp ${record.whatsappNumber}`]
        .filter(Boolean)
        .join(' · '),
      ...(record.active ? {} : { off: 'Inactivo' }),
    };
  if ('address' in record)
    return {
      title: record.name,
      meta: `${record.address}, ${record.province} · ${record.phones.length} teléfonos · ${record.openingHours.length} horarios`,
    };
  return {
    title: contactTitle(record),
    meta:
      [record.phone, record.whatsappNumber && `WhatsApp ${record.whatsappNumber}`, record.email]
        .filter(Boolean)
        .join(' · ') || 'Sin datos de contacto',
  };
}

/**
 * A kind's records, and those removed to restore. Those of `adminRestores` hold an address or a number where visitors'
 * personal data goes, and only an administrator restores them (docs/decisions/0045): they are shown, not offered.
 */
function RecordList({
  kind,
  records,
  adminRestores,
}: {
  kind: SiteRecordKind;
  records: readonly SiteRecordView[];
  adminRestores: readonly number[];
}) {
  const noun = SITE_RECORD_NOUNS[kind];
  const base = `${STAFF_PATHS.site}/${SITE_RECORD_SLUGS[kind]}`;
  const current = records.filter((record) => record.deletedAt === null);
  const removed = records.filter((record) => record.deletedAt !== null);
  const titleId = `lista-${SITE_RECORD_SLUGS[kind]}`;
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <div className="admin-results__head">
        <h2 id={titleId}>
          {noun.many} ({current.length})
        </h2>
        <ButtonLink to={`${base}/${NEW_RECORD_SLUG}`} variant="secondary" size="sm">
          {noun.new}
        </ButtonLink>
      </div>
      {current.length === 0 ? (
        <p>No hay ninguno todavía.</p>
      ) : (
        <ul className="admin-list">
          {current.map((record) => {
            const summary = recordSummary(record);
            return (
              <li key={record.id} className="admin-list__item">
                <p className="admin-list__title">
                  <Link to={`${base}/${record.id}`}>{summary.title}</Link>{' '}
                  {summary.off && <Badge tone="muted">{summary.off}</Badge>}
                </p>
                <p className="admin-list__meta">{summary.meta}</p>
              </li>
            );
          })}
        </ul>
      )}
      {removed.length > 0 && (
        <details className="admin-more">
          <summary>Eliminados ({removed.length})</summary>
          <ChannelsNote channels={adminRestores.length === 0} />
          <ul className="admin-list">
            {removed.map((record) => (
              <li key={record.id} className="admin-list__item">
                <p className="admin-list__title">
                  {recordSummary(record).title} <Badge tone="off">Eliminado</Badge>
                </p>
                <StaffForm>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="kind" value={kind} />
                  <input type="hidden" name="id" value={record.id} />
                  <FormActions
                    submitLabel="Restaurar"
                    variant="secondary"
                    disabled={adminRestores.includes(record.id)}
                  />
                </StaffForm>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

const SITE_LINK_LABELS: Readonly<Record<SiteLinkField, { label: string; help: string; type?: string }>> = {
  whatsapp_number: {
    label: 'WhatsApp general',
    help: 'El botón de WhatsApp del sitio: +54 9 261 555 1234.',
    type: 'tel',
  },
  instagram_url: { label: 'Instagram', help: 'https://www.instagram.com/…' },
  facebook_url: { label: 'Facebook', help: 'https://www.facebook.com/…' },
  used_vehicles_url: { label: 'Sitio de usados', help: 'El enlace «Usados» del menú.' },
  jobs_email: {
    label: 'E-mail de búsquedas laborales',
    help: 'Adonde llegan los currículums. No se muestra en el sitio.',
    type: 'email',
  },
};

/**
 * The site's links and each brand's. Those where visitors' personal data goes (domain/back-office/contact-channels.ts) are shown
 * disabled, and not posted, to a member who may not change them; what was typed is shown again after a refusal.
 */
function LinksForm({
  links,
  brands,
  values,
  errors,
  channels,
}: {
  links: Record<SiteLinkField, string | null>;
  brands: readonly BrandSettingsView[];
  values: Record<string, string> | undefined;
  errors: FieldErrors;
  channels: boolean;
}) {
  const value = (name: string, saved: string | null) => values?.[name] ?? saved ?? '';
  const locked = (place: 'site' | 'brand', field: string) => !channels && isContactChannel(place, field);
  return (
    <StaffForm className="admin-form" noValidate>
      <input type="hidden" name="intent" value="links" />
      <ChannelsNote channels={channels} />
      {(Object.keys(SITE_LINK_LABELS) as SiteLinkField[]).map((field) => (
        <InputField
          key={field}
          id={`enlace-${field}`}
          label={`${SITE_LINK_LABELS[field].label} (opcional)`}
          name={field}
          type={SITE_LINK_LABELS[field].type ?? 'text'}
          defaultValue={locked('site', field) ? (links[field] ?? '') : value(field, links[field])}
          disabled={locked('site', field)}
          error={errors[field]}
          help={SITE_LINK_LABELS[field].help}
        />
      ))}
      {brands.map((brand) => {
        const names = brandLinkFields(brand.brandId);
        const saved = {
          appointment: brand.serviceAppointmentUrl,
          subscription: brand.planSubscriptionUrlTemplate,
        };
        const shown = (field: keyof typeof names) =>
          locked('brand', field) ? (saved[field] ?? '') : value(names[field], saved[field]);
        return (
          <fieldset key={brand.brandId}>
            <legend>{brand.name}</legend>
            <InputField
              id={`turnos-${brand.brandId}`}
              label="Turnos de servicio (opcional)"
              name={names.appointment}
              defaultValue={shown('appointment')}
              disabled={locked('brand', 'appointment')}
              error={errors[names.appointment]}
            />
            <InputField
              id={`suscripcion-${brand.brandId}`}
              label="Suscripción a planes de ahorro (opcional)"
              name={names.subscription}
              defaultValue={shown('subscription')}
              disabled={locked('brand', 'subscription')}
              error={errors[names.subscription]}
              help="Podés usar {id} y {slug} del plan: https://…/plan/{id}/{slug}"
            />
          </fieldset>
        );
      })}
      <FormActions submitLabel="Guardar los enlaces" />
    </StaffForm>
  );
}

function DepositsForm({
  brands,
  values,
  errors,
}: {
  brands: readonly BrandSettingsView[];
  values: Record<string, string> | undefined;
  errors: FieldErrors;
}) {
  return (
    <StaffForm className="admin-form" noValidate>
      <input type="hidden" name="intent" value="deposits" />
      {brands.map((brand) => {
        const name = depositField(brand.brandId);
        return (
          <InputField
            key={brand.brandId}
            id={`sena-${brand.brandId}`}
            label={`Seña de ${brand.name} (pesos)`}
            name={name}
            inputMode="numeric"
            defaultValue={values?.[name] ?? (brand.bookingPrice === null ? '' : String(brand.bookingPrice))}
            error={errors[name]}
            help={`Vacía: ${formatMoney(DEFAULT_DEPOSIT_ARS, 'ars')}. Hoy se cobra ${formatMoney(brand.deposit, 'ars')}.`}
          />
        );
      })}
      <p className="admin-help">{DEPOSIT_MESSAGE}</p>
      <FormActions submitLabel="Guardar las señas" />
    </StaffForm>
  );
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
                  {brand.name}: {formatMoney(brand.deposit, 'ars')}
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
