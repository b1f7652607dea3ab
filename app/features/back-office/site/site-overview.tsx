import { isContactChannel } from '#domain/back-office/contact-channels';
import { DEPOSIT_MESSAGE, depositField } from '#domain/back-office/site-deposits';
import {
  type BrandSettingsView,
  brandLinkFields,
  contactTitle,
  NEW_RECORD_SLUG,
  SITE_RECORD_NOUNS,
  SITE_RECORD_SLUGS,
  type SiteLinkField,
  type SiteRecordKind,
  type SiteRecordView,
  siteBrandName,
} from '#domain/back-office/site-editing-records';
import { type FieldErrors, STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { DEFAULT_DEPOSIT_ARS } from '#domain/operation/deposit';
import { formatMoney } from '#domain/shared/money';
import { ButtonLink } from '../../../components/button';
import { Link } from '../../../components/link';
import { FormActions, InputField } from '../panel/admin-fields';
import { Badge, WithAmounts } from '../panel/admin-list';
import { StaffForm } from '../panel/csrf';
import { ChannelsNote } from './channels-note';

// The parts of the site's overview page (/admin/sitio): the records of each kind, the deposits and the links.

/** One line about a record in its list. */
function recordSummary(record: SiteRecordView): { title: string; meta: string; off?: string } {
  if ('fullname' in record)
    return {
      title: record.fullname,
      meta: [
        siteBrandName(record.brandId),
        record.whatsappNumber && `WhatsApp ${record.whatsappNumber}`,
        record.accountName ? `Cuenta del panel: ${record.accountName}` : 'Sin cuenta del panel',
      ]
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
export function RecordList({
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
export function LinksForm({
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

export function DepositsForm({
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
      <p className="admin-help">
        <WithAmounts text={DEPOSIT_MESSAGE} />
      </p>
      <FormActions submitLabel="Guardar las señas" />
    </StaffForm>
  );
}
