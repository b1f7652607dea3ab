import {
  type brandLinkFields,
  isLocationPhoneField,
  type SiteLinkField,
  type SiteRecordKind,
  type SiteRecordView,
  type SiteRecordViews,
} from './site-editing-records';
import type { ContactMethodInput, LocationInput, SalespersonInput } from './site-editing-records-schemas';

/**
 * Where visitors' personal data goes (docs/decisions/0045): every field of the site's data that holds an e-mail
 * address, a phone or WhatsApp number, a video-call room or an outside form that a visitor writes to, calls, meets in
 * or fills in, or that receives the leads and the reservation notices. Whoever writes one of these decides who gets
 * buyers' and applicants' names, phones, DNI and messages, so only an administrator does (`channels.edit`,
 * domain/back-office/staff.ts), checked by the server whatever a form sends, and every change is e-mailed to every active
 * administrator. This list is the rule's one home: a field added here is protected, tested and shown read-only to the
 * other roles; a field that receives personal data and is not here is a defect.
 *
 * Keyed by where the field is kept, then by the form's field name (a brand's, without its id: `appointment_url_{id}`
 * is `appointment`); the value is how the field is named to staff.
 */
export const CONTACT_CHANNEL_FIELDS = {
  /**
   * A brand's department (Sitio → contactos): visitors call, write or meet there, and its e-mail receives the contact
   * messages, the price requests and the reservation notices of its brand (docs/product.md §6).
   */
  contact: {
    phone: 'Teléfono',
    whatsapp_number: 'WhatsApp',
    zoom_link: 'Enlace de Zoom',
    email: 'E-mail',
  },
  /** A branch's phones, WhatsApp numbers among them. */
  location: { phones: 'Teléfonos' },
  /** A salesperson's WhatsApp is on the brand's pages and on "Mi reserva", with the operation's code in the message. */
  salesperson: { whatsapp_number: 'WhatsApp', zoom_link: 'Enlace de Zoom' },
  /** The site's WhatsApp button, and where job applications (with their CVs) are sent. */
  site: { whatsapp_number: 'WhatsApp general', jobs_email: 'E-mail de búsquedas laborales' },
  /** Each brand's outside forms: booking a service (name, phone, plate) and subscribing to a savings plan (DNI). */
  brand: { appointment: 'Turnos de servicio', subscription: 'Suscripción a planes de ahorro' },
} as const satisfies {
  contact: Partial<Record<keyof ContactMethodInput, string>>;
  location: Partial<Record<keyof LocationInput, string>>;
  salesperson: Partial<Record<keyof SalespersonInput, string>>;
  site: Partial<Record<SiteLinkField, string>>;
  brand: Partial<Record<keyof ReturnType<typeof brandLinkFields>, string>>;
};

export type ContactChannelPlace = keyof typeof CONTACT_CHANNEL_FIELDS;
export type ContactChannelField<Place extends ContactChannelPlace> =
  keyof (typeof CONTACT_CHANNEL_FIELDS)[Place] & string;

/** A field of the list by its place and name: `contact.email`, `brand.appointment`. */
export type ContactChannelId = {
  [Place in ContactChannelPlace]: `${Place}.${ContactChannelField<Place>}`;
}[ContactChannelPlace];

export interface ContactChannel {
  id: ContactChannelId;
  place: ContactChannelPlace;
  field: string;
  label: string;
}

/**
 * The list, one field a line. Marked pure, like the routing list's lines below, so the pages, which read neither, do
 * not ship them (docs/decisions/0011).
 */
export const CONTACT_CHANNELS: readonly ContactChannel[] = /* @__PURE__ */ (() =>
  Object.entries(CONTACT_CHANNEL_FIELDS).flatMap(([place, fields]) =>
    Object.entries(fields).map(([field, label]) => ({
      id: `${place}.${field}` as ContactChannelId,
      place: place as ContactChannelPlace,
      field,
      label,
    })),
  ))();

/** Whether a form's field of this place receives personal data. */
export const isContactChannel = (place: ContactChannelPlace, field: string): boolean =>
  Object.hasOwn(CONTACT_CHANNEL_FIELDS[place], field);

/** Whether a posted form's field carries one of the list: by its name, or as a row of a branch's phones. */
export const isContactChannelInput = (place: ContactChannelPlace, name: string): boolean =>
  place === 'location' ? isLocationPhoneField(name) : isContactChannel(place, name);

/** Where each record keeps the fields of the list (the site's links and the brands' are kept by their form's names). */
export const RECORD_CHANNEL_KEYS = {
  contact: { phone: 'phone', whatsapp_number: 'whatsappNumber', zoom_link: 'zoomLink', email: 'email' },
  location: { phones: 'phones' },
  salesperson: { whatsapp_number: 'whatsappNumber', zoom_link: 'zoomLink' },
} as const satisfies {
  [Kind in SiteRecordKind]: Record<ContactChannelField<Kind>, keyof SiteRecordViews[Kind]>;
};

/** A field of the list with nothing in it: no value, an empty text, no phones. */
export const isEmptyChannel = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether a record holds any value of the list. What decides where such a record's addresses and numbers receive data
 * (CONTACT_CHANNEL_ROUTING) is then an administrator's too; a record with none is arranged by the content role.
 */
export function holdsContactChannel(kind: SiteRecordKind, record: SiteRecordView): boolean {
  const keys: Readonly<Record<string, string>> = RECORD_CHANNEL_KEYS[kind];
  return Object.values(keys).some(
    (key) => !isEmptyChannel((record as unknown as Record<string, unknown>)[key]),
  );
}

/** The list's name for whether a record is removed: removing and restoring it, which no form's field does. */
export const REMOVED = 'removed';

/**
 * What decides which of the addresses and numbers of the list receive data, beside the addresses themselves
 * (docs/decisions/0045): the leads and the reservation notices of a brand's department go to the first e-mail, by
 * order, of that brand's and department's contacts not removed (the dealership's when the brand has none), the site
 * shows each department's phones and WhatsApp the same way, and a brand's buyers see its active salespeople's
 * numbers. Moving such a record to another brand or department, reordering it, activating it, removing it or
 * restoring it redirects the data of the next visitors as surely as rewriting its e-mail, so in a record that holds
 * any value of the list these are an administrator's too, refused to the other roles and e-mailed to every
 * administrator. This list is that rule's one home, keyed by the form's field names like the list above; the value is
 * how the field is named to staff.
 *
 * A branch shows all its phones (each with its brand and area, in `location.phones` above) and every branch is
 * listed: its order only sorts the list, so removing and restoring it are what route.
 */
export const CONTACT_CHANNEL_ROUTING = {
  contact: { brand_id: 'Marca', department: 'Área', sort_order: 'Orden', [REMOVED]: 'Eliminado' },
  location: { [REMOVED]: 'Eliminada' },
  salesperson: { brand_id: 'Marca', active: 'Activo', [REMOVED]: 'Eliminado' },
} as const satisfies {
  contact: Partial<Record<keyof ContactMethodInput | typeof REMOVED, string>>;
  location: Partial<Record<keyof LocationInput | typeof REMOVED, string>>;
  salesperson: Partial<Record<keyof SalespersonInput | typeof REMOVED, string>>;
};

export type ChannelRoutingField<Kind extends SiteRecordKind> = keyof (typeof CONTACT_CHANNEL_ROUTING)[Kind] &
  string;

/** A field of the routing list by its record and name: `contact.brand_id`, `salesperson.removed`. */
export type ChannelRoutingId = {
  [Kind in SiteRecordKind]: `${Kind}.${ChannelRoutingField<Kind>}`;
}[SiteRecordKind];

/** The routing list, one field a line. */
export const CHANNEL_ROUTINGS: readonly { id: ChannelRoutingId; kind: SiteRecordKind; field: string }[] =
  /* @__PURE__ */ (() =>
    Object.entries(CONTACT_CHANNEL_ROUTING).flatMap(([kind, fields]) =>
      Object.keys(fields).map((field) => ({
        id: `${kind}.${field}` as ChannelRoutingId,
        kind: kind as SiteRecordKind,
        field,
      })),
    ))();

/** Whether a posted form's field decides where a record's addresses and numbers receive data. */
export const isChannelRoutingInput = (kind: SiteRecordKind, name: string): boolean =>
  name !== REMOVED && Object.hasOwn(CONTACT_CHANNEL_ROUTING[kind], name);

/**
 * Whether a member arranges this record: its routing fields, removing it and restoring it. `channels` is whether the
 * member may change the list's fields (`channels.edit`); a new record (`null`) brings nothing yet.
 */
export const mayRouteRecord = (channels: boolean, kind: SiteRecordKind, record: SiteRecordView | null) =>
  channels || record === null || !holdsContactChannel(kind, record);

/** What the back office tells the roles that see these fields without changing them. */
export const CONTACT_CHANNELS_ADMIN_ONLY =
  'Solo una persona de Administración puede cambiar los e-mails, teléfonos, WhatsApp y enlaces adonde llegan los datos de los clientes.';

/** What the server answers beside a field of the list that another role tried to change. */
export const CONTACT_CHANNEL_REFUSED = 'Solo una persona de Administración puede cambiar este dato.';
