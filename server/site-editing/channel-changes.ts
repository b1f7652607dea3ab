import { isDeepStrictEqual } from 'node:util';
import {
  type ChannelRoutingField,
  CONTACT_CHANNEL_FIELDS,
  CONTACT_CHANNEL_REFUSED,
  CONTACT_CHANNEL_ROUTING,
  CONTACT_CHANNELS_ADMIN_ONLY,
  type ContactChannelField,
  type ContactChannelPlace,
  holdsContactChannel,
  isEmptyChannel,
  RECORD_CHANNEL_KEYS,
  REMOVED,
} from '#domain/back-office/contact-channels';
import {
  type LocationPhoneView,
  type SiteRecordKind,
  type SiteRecordViews,
  siteBrandName,
} from '#domain/back-office/site-editing-records';
import type { StaffActor } from '#domain/back-office/staff';
import { type ContactDepartment, DEPARTMENT_LABELS } from '#domain/content/content';
import type { Refusal } from '../back-office';
import type { Database } from '../db/client';
import { tellAdministrators } from '../staff';

/**
 * The fields where visitors' personal data goes (domain/back-office/contact-channels.ts) as the site's editing saves them: what a
 * save changes in them, the refusal when the actor may not, and the administrators' e-mail when it happens
 * (docs/decisions/0045).
 */

/** One field of the list as a place keeps it: the property of its record, and whether a posted form carries it. */
export interface ChannelKey<Record> {
  key: keyof Record & string;
  /** The form's field, where it is not the list's name (a brand's carry its id: `appointment_url_1`). */
  name?: string;
  /** A form that leaves the field out (the other roles' forms show it read-only) keeps what is saved. */
  sent?: (input: Readonly<Partial<globalThis.Record<string, unknown>>>) => boolean;
}

/** Every field of the list for a place, each with how its record keeps it: a new field of the list must be added here. */
export type ChannelKeys<Place extends ContactChannelPlace, Record> = {
  readonly [Field in ContactChannelField<Place>]: ChannelKey<Record>;
};

/**
 * A record's fields of the list as it keeps them (domain RECORD_CHANNEL_KEYS), with how a posted form carries those
 * whose presence is not told by their name.
 */
export function recordChannels<Kind extends SiteRecordKind>(
  kind: Kind,
  sent: Partial<Record<ContactChannelField<Kind>, ChannelKey<SiteRecordViews[Kind]>['sent']>> = {},
): ChannelKeys<Kind, SiteRecordViews[Kind]> {
  const keys: Readonly<Record<string, string>> = RECORD_CHANNEL_KEYS[kind];
  const carried: Readonly<Partial<Record<string, ChannelKey<SiteRecordViews[Kind]>['sent']>>> = sent;
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => {
      const by = carried[field];
      return [field, by ? { key, sent: by } : { key }];
    }),
  ) as ChannelKeys<Kind, SiteRecordViews[Kind]>;
}

export interface ChannelChange {
  /** The form's field name, for the message beside it. */
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

const sentByName = (field: string, input: Readonly<Partial<Record<string, unknown>>>) =>
  Object.hasOwn(input, field);

const inputOf = (input: unknown): Readonly<Partial<Record<string, unknown>>> =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};

/**
 * The values a save writes, with each field of the list the form did not send kept as it is saved: another role's form
 * has none of them, and must not empty them.
 */
export function keepUnsent<Place extends ContactChannelPlace, Saved extends object, Values extends object>(
  keys: ChannelKeys<Place, Saved>,
  input: unknown,
  values: Values,
  saved: Saved | null,
): Values {
  if (saved === null) return values;
  const posted = inputOf(input);
  const kept: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [field, { key, name, sent }] of Object.entries<ChannelKey<Saved>>(keys))
    if (!(sent ? sent(posted) : sentByName(name ?? field, posted))) kept[key] = saved[key];
  return kept as Values;
}

/** The fields of the list whose values differ between a record before a save (null: none yet) and after it. */
export function channelChanges<Place extends ContactChannelPlace, Saved extends object>(
  place: Place,
  keys: ChannelKeys<Place, Saved>,
  before: Saved | null,
  after: object,
  /** Whose field, where the place holds several of the same (a brand's): "de Volkswagen". */
  whose?: string,
): ChannelChange[] {
  const labels: Readonly<Record<string, string>> = CONTACT_CHANNEL_FIELDS[place];
  const changes: ChannelChange[] = [];
  for (const [field, { key, name }] of Object.entries<ChannelKey<Saved>>(keys)) {
    const was = before === null ? null : before[key];
    const now = (after as Record<string, unknown>)[key];
    if ((isEmptyChannel(was) && isEmptyChannel(now)) || isDeepStrictEqual(was, now)) continue;
    const label = labels[field] ?? field;
    changes.push({
      field: name ?? field,
      label: whose ? `${label} ${whose}` : label,
      before: was ?? null,
      after: now ?? null,
    });
  }
  return changes;
}

/** One field of the routing list (domain CONTACT_CHANNEL_ROUTING) as a record keeps it, and how staff read it. */
export interface RoutingKey<Record> {
  key: keyof Record & string;
  /** Its value as the administrators' e-mail gives it; two values that read alike route alike. */
  text: (value: unknown) => string;
}

/** Every field of the routing list for a kind of record: a new field of the list must be added here. */
export type RoutingKeys<Kind extends SiteRecordKind> = {
  readonly [Field in ChannelRoutingField<Kind>]: RoutingKey<SiteRecordViews[Kind]>;
};

const yesOrNo = (value: unknown) => (value ? 'Sí' : 'No');

/** A record's brand, by its name. */
export const routedBrand = {
  key: 'brandId',
  text: (value: unknown) => siteBrandName(Number(value)),
} as const;

/** A contact's department, by its name. */
export const routedDepartment = {
  key: 'department',
  text: (value: unknown) => DEPARTMENT_LABELS[value as ContactDepartment] ?? String(value),
} as const;

/** Removed or not: when it was removed does not route. */
export const routedRemoval = { [REMOVED]: { key: 'deletedAt', text: yesOrNo } } as const;

/** A salesperson's "active". */
export const routedActive = { key: 'active', text: yesOrNo } as const;

/**
 * What a change of an existing record does to where its addresses and numbers receive data (domain
 * CONTACT_CHANNEL_ROUTING), each field as staff read it before and after. Nothing when the record holds no value of
 * the list before the change or after it: the content role arranges such a record.
 */
export function routingChanges<Kind extends SiteRecordKind>(
  kind: Kind,
  keys: RoutingKeys<Kind>,
  before: SiteRecordViews[Kind],
  after: SiteRecordViews[Kind],
): ChannelChange[] {
  if (!holdsContactChannel(kind, before) && !holdsContactChannel(kind, after)) return [];
  const labels: Readonly<Record<string, string>> = CONTACT_CHANNEL_ROUTING[kind];
  const changes: ChannelChange[] = [];
  for (const [field, { key, text }] of Object.entries<RoutingKey<SiteRecordViews[Kind]>>(keys)) {
    const shown = { before: text(before[key]), after: text(after[key]) };
    if (shown.before !== shown.after) changes.push({ field, label: labels[field] ?? field, ...shown });
  }
  return changes;
}

/** What another role gets for trying (403): the rule above the form, and a word beside each field it touched. */
export const channelsRefused = (changes: readonly ChannelChange[]): Refusal => ({
  ok: false,
  status: 403,
  message: CONTACT_CHANNELS_ADMIN_ONLY,
  fieldErrors: Object.fromEntries(changes.map((change) => [change.field, CONTACT_CHANNEL_REFUSED])),
});

/** A value as the administrators' e-mail shows it: a branch's phones one a line. */
function channelText(value: unknown): string {
  if (isEmptyChannel(value)) return 'Vacío';
  if (Array.isArray(value))
    return (value as LocationPhoneView[])
      .map((phone) => `${phone.label}: ${phone.number}${phone.whatsapp ? ' (WhatsApp)' : ''}`)
      .join('\n');
  return String(value);
}

/** Tells every active administrator, in the change's transaction; nothing when nothing of the list changed. */
export async function tellOfChannelChanges(
  tx: Database,
  actor: StaffActor,
  record: string,
  changes: readonly ChannelChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tellAdministrators(tx, {
    record,
    changes: changes.map((change) => ({
      label: change.label,
      before: channelText(change.before),
      after: channelText(change.after),
    })),
    by: actor.member,
    at: new Date(),
  });
}
