import { type brandLinkFields, isLocationPhoneField, type SiteLinkField } from './site-editing-records';
import type { ContactMethodInput, LocationInput, SalespersonInput } from './site-editing-records-schemas';

/**
 * Where visitors' personal data goes (docs/decisions/0045): every field of the site's data that holds an e-mail
 * address, a phone or WhatsApp number, a video-call room or an outside form that a visitor writes to, calls, meets in
 * or fills in, or that receives the leads and the reservation notices. Whoever writes one of these decides who gets
 * buyers' and applicants' names, phones, DNI and messages, so only an administrator does (`channels.edit`,
 * domain/staff.ts), checked by the server whatever a form sends, and every change is e-mailed to every active
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

/** The list, one field a line. */
export const CONTACT_CHANNELS: readonly ContactChannel[] = Object.entries(CONTACT_CHANNEL_FIELDS).flatMap(
  ([place, fields]) =>
    Object.entries(fields).map(([field, label]) => ({
      id: `${place}.${field}` as ContactChannelId,
      place: place as ContactChannelPlace,
      field,
      label,
    })),
);

/** Whether a form's field of this place receives personal data. */
export const isContactChannel = (place: ContactChannelPlace, field: string): boolean =>
  Object.hasOwn(CONTACT_CHANNEL_FIELDS[place], field);

/** Whether a posted form's field carries one of the list: by its name, or as a row of a branch's phones. */
export const isContactChannelInput = (place: ContactChannelPlace, name: string): boolean =>
  place === 'location' ? isLocationPhoneField(name) : isContactChannel(place, name);

/** What the back office tells the roles that see these fields without changing them. */
export const CONTACT_CHANNELS_ADMIN_ONLY =
  'Solo una persona de Administración puede cambiar los e-mails, teléfonos, WhatsApp y enlaces adonde llegan los datos de los clientes.';

/** What the server answers beside a field of the list that another role tried to change. */
export const CONTACT_CHANNEL_REFUSED = 'Solo una persona de Administración puede cambiar este dato.';
