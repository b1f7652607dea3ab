import { EXTRA_FORM_ROWS, MAX_LOCATION_ROWS } from '#domain/back-office/site-editing-records';
import type { FieldErrors } from '#domain/back-office/staff-accounts';
import { DEPARTMENT_LABELS } from '#domain/content/content';
import {
  CONTACT_DEPARTMENTS,
  LOCATION_PHONE_DEPARTMENTS,
  LOCATION_PHONE_LABELS,
} from '#domain/content/content-choices';
import {
  BrandField,
  CheckboxField,
  FieldError,
  formFields,
  InputField,
  SelectField,
  SortOrderField,
  TextareaField,
} from '../panel/admin-fields';
import { choicesOf } from '../panel/admin-list';
import { ChannelsNote } from './channels-note';
import type { RecordValues } from './site-record-form-values';
import './admin-site.css';

interface FieldsProps {
  values: RecordValues;
  errors: FieldErrors;
  /**
   * Whether the member may change the fields where visitors' personal data goes (`channels.edit`): without it they
   * are shown, disabled, and not posted.
   */
  channels: boolean;
  /**
   * Whether the member arranges the record (domain mayRouteRecord): without it the fields that decide where its
   * addresses and numbers receive data are shown disabled, and posted as saved.
   */
  routing: boolean;
  /** A salesperson card's "Cuenta del panel": the accounts it may be linked to, and the one it is linked to now. */
  cardAccount?: CardAccountField;
}

export interface CardAccountField {
  /** The active accounts who may hold the brand's reservations, and the current one if it no longer may. */
  options: readonly { value: string; label: string }[];
  /** The name of the account the saved card is linked to; null when none. */
  linked: string | null;
}

/** A field shown disabled, posted as it is saved: the server finds it unchanged. */
function Kept({ name, values, offered }: { name: string; values: RecordValues; offered: boolean }) {
  return offered ? null : <input type="hidden" name={name} value={values[name] ?? ''} />;
}

function WhatsappAndZoom({ values, errors, channels }: Omit<FieldsProps, 'routing'>) {
  const { field } = formFields(values, errors);
  return (
    <>
      <InputField
        id="registro-whatsapp"
        label="WhatsApp (opcional)"
        {...field('whatsapp_number')}
        type="tel"
        disabled={!channels}
        help="Con código de país y de área: +54 9 261 555 1234."
      />
      <InputField
        id="registro-zoom"
        label="Enlace de Zoom (opcional)"
        {...field('zoom_link')}
        inputMode="url"
        disabled={!channels}
        help="La dirección completa de la sala: https://zoom.us/j/…"
      />
    </>
  );
}

/** A contact method: which brand's department it is, and how to reach it (docs/product.md §6). */
export function ContactFields({ values, errors, channels, routing }: FieldsProps) {
  const { field } = formFields(values, errors);
  return (
    <>
      <ChannelsNote channels={channels} />
      <BrandField id="registro-marca" {...field('brand_id')} none="Elegí una marca" disabled={!routing} />
      <Kept name="brand_id" values={values} offered={routing} />
      <SelectField
        id="registro-area"
        label="Área"
        {...field('department')}
        options={[
          { value: '', label: 'Elegí un área' },
          ...choicesOf(CONTACT_DEPARTMENTS, DEPARTMENT_LABELS),
        ]}
        disabled={!routing}
      />
      <Kept name="department" values={values} offered={routing} />
      <InputField
        id="registro-telefono"
        label="Teléfono (opcional)"
        {...field('phone')}
        type="tel"
        disabled={!channels}
      />
      <WhatsappAndZoom values={values} errors={errors} channels={channels} />
      <InputField
        id="registro-email"
        label="E-mail (opcional)"
        {...field('email')}
        type="email"
        disabled={!channels}
        help="Adonde llegan los mensajes y los avisos de reserva de esta área. No se muestra en el sitio."
      />
      <SortOrderField
        id="registro-orden"
        {...field('sort_order', '0')}
        disabled={!routing}
        help="Dentro de cada área, de menor a mayor."
      />
      <Kept name="sort_order" values={values} offered={routing} />
    </>
  );
}

/**
 * A salesperson of a brand, shown on the brand's pages while active; its "Cuenta del panel" is the person it shows,
 * whose reservations of the brand show this card to their buyers (docs/decisions/0065).
 */
export function SalespersonFields({ values, errors, channels, routing, cardAccount }: FieldsProps) {
  const { field, checkbox } = formFields(values, errors);
  return (
    <>
      <ChannelsNote channels={channels} />
      <InputField id="registro-nombre" label="Nombre y apellido" {...field('fullname')} autoComplete="off" />
      <BrandField id="registro-marca" {...field('brand_id')} none="Elegí una marca" disabled={!routing} />
      <Kept name="brand_id" values={values} offered={routing} />
      <WhatsappAndZoom values={values} errors={errors} channels={channels} />
      <CheckboxField
        id="registro-activo"
        label="Activo"
        {...checkbox('active')}
        defaultChecked={values.active === undefined || values.active === 'on'}
        disabled={!routing}
        help="se muestra en el sitio"
      />
      <Kept name="active" values={values} offered={routing} />
      <SelectField
        id="registro-cuenta"
        label="Cuenta del panel"
        {...field('account_id')}
        options={[{ value: '', label: 'Sin cuenta' }, ...(cardAccount?.options ?? [])]}
        help={`${cardAccount?.linked ? `Hoy está vinculada a ${cardAccount.linked}.` : 'Hoy no está vinculada a ninguna cuenta.'} Al asignarle a esa cuenta una reserva de la marca, el comprador ve esta tarjeta en «Mi reserva».`}
      />
    </>
  );
}

/** How many numbered rows a location's form shows: those it has and, where they can be filled, a few empty ones. */
function rowCount(values: RecordValues, prefix: string, extra = EXTRA_FORM_ROWS): number {
  let used = 0;
  for (let index = 0; index < MAX_LOCATION_ROWS; index += 1)
    if (Object.keys(values).some((key) => key.startsWith(prefix) && key.endsWith(`_${index}`) && values[key]))
      used = index + 1;
  return Math.min(used + extra, MAX_LOCATION_ROWS);
}

/**
 * Monday to Saturday, as the server keeps them (1 Monday … 6 Saturday): Sunday takes no appointments
 * (domain/back-office/branch-agenda.ts `SUNDAY_REASON`), so it has no field.
 */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6] as const;
const WEEKDAY_LABELS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

/**
 * A branch: its address and map, its phones and its opening hours, each as rows (an empty row is left out). The
 * phones are where visitors call and write: without `channels` they are shown disabled, and not posted.
 */
export function LocationFields({ values, errors, channels }: FieldsProps) {
  const phoneRows = Array.from(
    { length: rowCount(values, 'phone_', channels ? EXTRA_FORM_ROWS : 0) },
    (_, index) => index,
  );
  const hourRows = Array.from({ length: rowCount(values, 'hours_') }, (_, index) => index);
  const { field, checkbox } = formFields(values, errors);
  return (
    <>
      <InputField id="registro-nombre" label="Nombre" {...field('name')} />
      <InputField id="registro-provincia" label="Provincia" {...field('province')} />
      <InputField id="registro-direccion" label="Dirección" {...field('address')} />
      <InputField
        id="registro-mapa"
        label="Enlace del mapa"
        {...field('map_url')}
        inputMode="url"
        help="Copiá el enlace «Compartir» de Google Maps (https://…)."
      />
      <SortOrderField id="registro-orden" {...field('sort_order', '0')} />
      <fieldset
        aria-describedby={errors.phones ? 'registro-telefonos-error' : undefined}
        disabled={!channels}
      >
        <legend>Teléfonos</legend>
        {channels ? (
          <p className="admin-help">Dejá una fila vacía para quitar ese teléfono.</p>
        ) : (
          <ChannelsNote channels={channels} />
        )}
        {phoneRows.length === 0 && <p>Sin teléfonos.</p>}
        <FieldError id="registro-telefonos-error" message={errors.phones} />
        {phoneRows.map((index) => (
          <div key={index} className="admin-site-row">
            <InputField
              id={`telefono-nombre-${index}`}
              label={`Teléfono ${index + 1}: nombre`}
              {...field(`phone_label_${index}`)}
            />
            <InputField
              id={`telefono-numero-${index}`}
              label="Número"
              {...field(`phone_number_${index}`)}
              type="tel"
            />
            <SelectField
              id={`telefono-area-${index}`}
              label="Área"
              {...field(`phone_department_${index}`, 'offices')}
              options={choicesOf(LOCATION_PHONE_DEPARTMENTS, LOCATION_PHONE_LABELS)}
            />
            <BrandField
              id={`telefono-marca-${index}`}
              {...field(`phone_brand_${index}`)}
              none="Toda la sucursal"
            />
            <CheckboxField
              id={`telefono-whatsapp-${index}`}
              label="Es un WhatsApp"
              {...checkbox(`phone_whatsapp_${index}`)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset aria-describedby={errors.opening_hours ? 'registro-horarios-error' : undefined}>
        <legend>Horarios de atención</legend>
        <p className="admin-help">Una fila por grupo de días. Dejá una fila vacía para quitarla.</p>
        <FieldError id="registro-horarios-error" message={errors.opening_hours} />
        {hourRows.map((index) => (
          <div key={index} className="admin-site-row">
            <InputField
              id={`horario-dias-${index}`}
              label={`Horario ${index + 1}: días`}
              {...field(`hours_days_${index}`)}
              placeholder="Lunes a viernes"
            />
            <InputField
              id={`horario-horas-${index}`}
              label="Horas"
              {...field(`hours_hours_${index}`)}
              placeholder="9 a 13 y 16 a 20"
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>Horario para turnos y entregas</legend>
        <p className="admin-help">
          «9 a 13 y 16 a 20», vacío si no abre. Igual que los horarios de arriba. Los domingos no se agendan
          entregas ni turnos; sin ningún día cargado, la sucursal no toma turnos.
        </p>
        {WEEK_ORDER.map((weekday) => (
          <InputField
            key={weekday}
            id={`horario-turnos-${weekday}`}
            label={WEEKDAY_LABELS[weekday] ?? ''}
            {...field(`week_hours_${weekday}`)}
          />
        ))}
        <TextareaField
          id="registro-cierres"
          label="Días que cierra"
          {...field('closure_days')}
          help="Uno por línea: «2026-12-24 Inventario»."
        />
      </fieldset>
    </>
  );
}
