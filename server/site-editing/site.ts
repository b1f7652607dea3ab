import { asc, eq, inArray } from 'drizzle-orm';
import { isContactChannelInput, mayRouteRecord } from '#domain/back-office/contact-channels';
import { depositField } from '#domain/back-office/site-deposits';
import {
  type BrandSettingsView,
  brandLinkFields,
  type ContactMethodView,
  type LocationView,
  type SalespersonView,
  SITE_LINK_FIELDS,
  type SiteEditingSource,
  type SiteLinkField,
  type SiteRecordKind,
  type SiteRecordView,
  siteBrandName,
  siteRecordTitle,
} from '#domain/back-office/site-editing-records';
import {
  contactMethodSchema,
  depositsSchema,
  locationSchema,
  salespersonSchema,
  siteLinksSchema,
  WEEKLY_HOURS_FIELDS,
} from '#domain/back-office/site-editing-records-schemas';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { SITE_SETTING_KEYS } from '#domain/content/content';
import { depositFor } from '#domain/operation/deposit';
import { forbidden, isoOrNull, isRefusal, may, notFound, parsedWith, type Refusal } from '../back-office';
import type { Database } from '../db/client';
import {
  brandSettings,
  brands,
  contactMethods,
  locations,
  salespeople,
  siteSettings,
  staffAccounts,
} from '../db/schema';
import { activeStaffWhoMay, recordAudit } from '../staff';
import { cardAccountName, cardLinkRefusal } from './card-accounts';
import {
  type ChannelChange,
  type ChannelKeys,
  channelChanges,
  channelsRefused,
  keepUnsent,
  type RoutingKeys,
  recordChannels,
  routedActive,
  routedBrand,
  routedDepartment,
  routedRemoval,
  routingChanges,
  tellOfChannelChanges,
} from './channel-changes';

/** The site-wide settings the back office edits, by the form's field names (domain/content/content.ts SITE_SETTING_KEYS). */
const SETTING_KEYS: Readonly<Record<SiteLinkField, string>> = {
  whatsapp_number: SITE_SETTING_KEYS.whatsappNumber,
  instagram_url: SITE_SETTING_KEYS.instagramUrl,
  facebook_url: SITE_SETTING_KEYS.facebookUrl,
  used_vehicles_url: SITE_SETTING_KEYS.usedVehiclesUrl,
  jobs_email: SITE_SETTING_KEYS.jobsEmail,
};

const contactView = (row: typeof contactMethods.$inferSelect): ContactMethodView => ({
  id: row.id,
  brandId: row.brandId,
  department: row.department,
  phone: row.phone,
  whatsappNumber: row.whatsappNumber,
  zoomLink: row.zoomLink,
  email: row.email,
  sortOrder: row.sortOrder,
  deletedAt: isoOrNull(row.deletedAt),
});

const locationView = (row: typeof locations.$inferSelect): LocationView => ({
  id: row.id,
  name: row.name,
  province: row.province,
  address: row.address,
  mapUrl: row.mapUrl,
  phones: row.phones.map((phone) => ({
    brandId: phone.brandId,
    department: phone.department as LocationView['phones'][number]['department'],
    label: phone.label,
    number: phone.number,
    whatsapp: phone.whatsapp,
  })),
  openingHours: row.openingHours.map((line) => ({ days: line.days, hours: line.hours })),
  weeklyHours: row.weeklyHours.map((day) => day.map((range) => ({ from: range.from, to: range.to }))),
  closureDays: row.closureDays.map((day) => ({ date: day.date, reason: day.reason })),
  sortOrder: row.sortOrder,
  deletedAt: isoOrNull(row.deletedAt),
});

const salespersonView = (
  row: typeof salespeople.$inferSelect,
  accountName: string | null,
): SalespersonView => ({
  id: row.id,
  brandId: row.brandId,
  fullname: row.fullname,
  whatsappNumber: row.whatsappNumber,
  zoomLink: row.zoomLink,
  active: row.active,
  accountId: row.accountId,
  accountName,
  deletedAt: isoOrNull(row.deletedAt),
});

/** A card with the name of the account it is linked to. */
const cardView = async (tx: Database, row: typeof salespeople.$inferSelect) =>
  salespersonView(row, await cardAccountName(tx, row.accountId));

/**
 * What the audit log keeps of a record: its view without its id (the entry names it), nor a card's account name (the
 * log names accounts by their id).
 */
const withoutId = <View extends { id: number }>(view: View) => {
  const { id: _id, accountName: _name, ...fields } = view as View & { accountName?: unknown };
  return fields;
};

/**
 * Each kind of record: its table's reads and writes, its schema and how the audit log names it. The tables differ
 * in their columns only, so each kind says how its input becomes a row.
 */
function recordKinds(db: Database) {
  return {
    contact: {
      subjectType: 'contact_method',
      notFound: 'No encontramos ese contacto.',
      channels: recordChannels('contact'),
      routing: {
        brand_id: routedBrand,
        department: routedDepartment,
        sort_order: { key: 'sortOrder', text: String },
        ...routedRemoval,
      } satisfies RoutingKeys<'contact'>,
      async read(tx: Database, id: number, lock = false) {
        const query = tx.select().from(contactMethods).where(eq(contactMethods.id, id));
        const [row] = lock ? await query.for('update') : await query;
        return row ? contactView(row) : undefined;
      },
      async list() {
        const rows = await db
          .select()
          .from(contactMethods)
          .orderBy(
            asc(contactMethods.brandId),
            asc(contactMethods.department),
            asc(contactMethods.sortOrder),
            asc(contactMethods.id),
          );
        return rows.map(contactView);
      },
      parse: (input: unknown) => {
        const fields = parsedWith(contactMethodSchema, input);
        if (isRefusal(fields)) return fields;
        return {
          brandId: fields.brand_id,
          department: fields.department,
          phone: fields.phone,
          whatsappNumber: fields.whatsapp_number,
          zoomLink: fields.zoom_link,
          email: fields.email,
          sortOrder: fields.sort_order,
        };
      },
      async insert(tx: Database, values: typeof contactMethods.$inferInsert) {
        const [row] = await tx.insert(contactMethods).values(values).returning();
        if (!row) throw new Error('contact method not created');
        return contactView(row);
      },
      async update(tx: Database, id: number, values: Partial<typeof contactMethods.$inferInsert>) {
        const [row] = await tx
          .update(contactMethods)
          .set(values)
          .where(eq(contactMethods.id, id))
          .returning();
        if (!row) throw new Error('the locked contact method is gone');
        return contactView(row);
      },
    },
    location: {
      subjectType: 'location',
      notFound: 'No encontramos esa sucursal.',
      channels: recordChannels('location', {
        // The form posts the phones as numbered rows (`phone_number_0`, …).
        phones: (input) => Object.keys(input).some((name) => isContactChannelInput('location', name)),
      }),
      routing: routedRemoval satisfies RoutingKeys<'location'>,
      async read(tx: Database, id: number, lock = false) {
        const query = tx.select().from(locations).where(eq(locations.id, id));
        const [row] = lock ? await query.for('update') : await query;
        return row ? locationView(row) : undefined;
      },
      async list() {
        const rows = await db.select().from(locations).orderBy(asc(locations.sortOrder), asc(locations.id));
        return rows.map(locationView);
      },
      parse: (input: unknown) => {
        const fields = parsedWith(locationSchema, input);
        if (isRefusal(fields)) return fields;
        return {
          name: fields.name,
          province: fields.province,
          address: fields.address,
          mapUrl: fields.map_url ?? '',
          sortOrder: fields.sort_order,
          phones: fields.phones.map((phone) => ({
            brandId: phone.brand,
            department: phone.department,
            label: phone.label,
            number: phone.number,
            whatsapp: phone.whatsapp,
          })),
          openingHours: fields.opening_hours,
          // Seven days always, so that a weekday's place is its index (domain/back-office/branch-agenda.ts).
          weeklyHours: WEEKLY_HOURS_FIELDS.map((name) => fields[name]),
          closureDays: fields.closure_days,
        };
      },
      async insert(tx: Database, values: typeof locations.$inferInsert) {
        const [row] = await tx.insert(locations).values(values).returning();
        if (!row) throw new Error('location not created');
        return locationView(row);
      },
      async update(tx: Database, id: number, values: Partial<typeof locations.$inferInsert>) {
        const [row] = await tx.update(locations).set(values).where(eq(locations.id, id)).returning();
        if (!row) throw new Error('the locked location is gone');
        return locationView(row);
      },
    },
    salesperson: {
      subjectType: 'salesperson',
      notFound: 'No encontramos ese vendedor.',
      channels: recordChannels('salesperson'),
      routing: {
        brand_id: routedBrand,
        active: routedActive,
        ...routedRemoval,
      } satisfies RoutingKeys<'salesperson'>,
      async read(tx: Database, id: number, lock = false) {
        const query = tx.select().from(salespeople).where(eq(salespeople.id, id));
        const [row] = lock ? await query.for('update') : await query;
        return row ? cardView(tx, row) : undefined;
      },
      async list() {
        const rows = await db
          .select({ card: salespeople, accountName: staffAccounts.name })
          .from(salespeople)
          .leftJoin(staffAccounts, eq(staffAccounts.id, salespeople.accountId))
          .orderBy(asc(salespeople.brandId), asc(salespeople.fullname), asc(salespeople.id));
        return rows.map((row) => salespersonView(row.card, row.accountName));
      },
      parse: (input: unknown) => {
        const fields = parsedWith(salespersonSchema, input);
        if (isRefusal(fields)) return fields;
        return {
          brandId: fields.brand_id,
          fullname: fields.fullname,
          whatsappNumber: fields.whatsapp_number,
          zoomLink: fields.zoom_link,
          active: fields.active,
          // A form without the field keeps the link as saved.
          ...(fields.account_id === undefined ? {} : { accountId: fields.account_id }),
        };
      },
      /**
       * The card's account, checked when it is linked anew or the card moves to another brand (docs/decisions/0065):
       * a link kept as it was is not checked again, so an account deactivated since does not stop the card's other
       * changes.
       */
      async refusal(tx: Database, before: SiteRecordView | null, values: object) {
        const card = before as SalespersonView | null;
        const { brandId, accountId } = values as { brandId: number; accountId?: number | null };
        const linked = accountId === undefined ? (card?.accountId ?? null) : accountId;
        if (linked === null) return null;
        if (card !== null && card.accountId === linked && card.brandId === brandId) return null;
        return cardLinkRefusal(tx, { id: card?.id ?? null, brandId, accountId: linked });
      },
      async restoreRefusal(tx: Database, record: SiteRecordView) {
        const card = record as SalespersonView;
        if (card.accountId === null) return null;
        return cardLinkRefusal(
          tx,
          { id: card.id, brandId: card.brandId, accountId: card.accountId },
          'taken',
        );
      },
      async insert(tx: Database, values: typeof salespeople.$inferInsert) {
        const [row] = await tx.insert(salespeople).values(values).returning();
        if (!row) throw new Error('salesperson not created');
        return cardView(tx, row);
      },
      async update(tx: Database, id: number, values: Partial<typeof salespeople.$inferInsert>) {
        const [row] = await tx.update(salespeople).set(values).where(eq(salespeople.id, id)).returning();
        if (!row) throw new Error('the locked salesperson is gone');
        return cardView(tx, row);
      },
    },
  };
}

/** A record kind, seen through what every kind shares. */
interface RecordKind {
  subjectType: 'contact_method' | 'location' | 'salesperson';
  notFound: string;
  /** Its fields where visitors' personal data goes (domain/back-office/contact-channels.ts). */
  channels: ChannelKeys<SiteRecordKind, SiteRecordView>;
  /** Its fields that decide where those receive it (domain CONTACT_CHANNEL_ROUTING). */
  routing: RoutingKeys<SiteRecordKind>;
  read(tx: Database, id: number, lock?: boolean): Promise<SiteRecordView | undefined>;
  parse(input: unknown): object;
  /** A kind's own check of the values against the database, in the save's transaction (a card's account). */
  refusal?(tx: Database, before: SiteRecordView | null, values: object): Promise<Refusal | null>;
  /** A kind's own check before a removed record is restored. */
  restoreRefusal?(tx: Database, record: SiteRecordView): Promise<Refusal | null>;
  insert(tx: Database, values: never): Promise<SiteRecordView>;
  update(tx: Database, id: number, values: object): Promise<SiteRecordView>;
}

/** The site's data as the back office edits it at /admin/sitio (docs/decisions/0031), on this database. */
export function siteEditing(deps: { db: Database }): SiteEditingSource {
  const { db } = deps;
  const kinds = recordKinds(db);
  const kindOf = (kind: SiteRecordKind) => kinds[kind] as unknown as RecordKind;

  async function brandRows(tx: Database = db): Promise<BrandSettingsView[]> {
    const rows = await tx
      .select({
        brandId: brands.id,
        name: brands.name,
        bookingPrice: brandSettings.bookingPrice,
        serviceAppointmentUrl: brandSettings.serviceAppointmentUrl,
        planSubscriptionUrlTemplate: brandSettings.planSubscriptionUrlTemplate,
      })
      .from(brands)
      .leftJoin(brandSettings, eq(brandSettings.brandId, brands.id))
      .orderBy(asc(brands.id));
    return rows.map((row) => ({ ...row, deposit: depositFor(row.bookingPrice) }));
  }

  async function links(tx: Database) {
    const rows = await tx
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.key, Object.values(SETTING_KEYS)));
    const values = new Map(rows.map((row) => [row.key, row.value]));
    return Object.fromEntries(
      SITE_LINK_FIELDS.map((field) => [field, values.get(SETTING_KEYS[field]) || null]),
    ) as Record<SiteLinkField, string | null>;
  }

  /** Writes a brand's settings row, made the first time a brand gets one. */
  async function setBrandSettings(
    tx: Database,
    brandId: number,
    values: Partial<typeof brandSettings.$inferInsert>,
  ) {
    await tx
      .insert(brandSettings)
      .values({ brandId, ...values })
      .onConflictDoUpdate({ target: brandSettings.brandId, set: values });
  }

  return {
    async overview(actor) {
      if (!may(actor, 'content.edit'))
        return { contacts: [], locations: [], salespeople: [], brands: [], links: await links(db) };
      return {
        contacts: await kinds.contact.list(),
        locations: await kinds.location.list(),
        salespeople: await kinds.salesperson.list(),
        brands: await brandRows(),
        links: await links(db),
      };
    },

    async cardAccounts(actor, brandId) {
      if (!may(actor, 'content.edit')) return [];
      const brandIds = brandId === null ? (await brandRows()).map((brand) => brand.brandId) : [brandId];
      return activeStaffWhoMay(db, 'reservations.act', brandIds);
    },

    async record(actor, kind, id) {
      if (!may(actor, 'content.edit')) return null;
      return (await kindOf(kind).read(db, id)) ?? null;
    },

    /**
     * Creates or changes a record with its audit entry, in one transaction. Its fields where visitors' personal data
     * goes, and in a record that holds any of them the fields that decide where they receive it (brand, area, order,
     * active), are written by an administrator only (docs/decisions/0045): compared with the row as it is locked, a
     * change of any by another role is refused (403) and nothing is saved; a form that leaves the former out keeps
     * them. Every change of either is e-mailed to the administrators in the same transaction.
     */
    async saveRecord(actor, kind, id, input): Promise<StaffResult<{ id: number }>> {
      if (!may(actor, 'content.edit')) return forbidden();
      const spec = kindOf(kind);
      const parsed = spec.parse(input);
      if (isRefusal(parsed)) return parsed;
      return db.transaction(async (tx): Promise<StaffResult<{ id: number }>> => {
        const before = id === null ? null : await spec.read(tx, id, true);
        if (before === undefined) return notFound(spec.notFound);
        const values = keepUnsent(spec.channels, input, parsed, before);
        const changes = [
          ...channelChanges(kind, spec.channels, before, values),
          ...(before === null
            ? []
            : routingChanges(kind, spec.routing, before, { ...before, ...values } as SiteRecordView)),
        ];
        if (changes.length > 0 && !may(actor, 'channels.edit')) return channelsRefused(changes);
        const refused = await spec.refusal?.(tx, before, values);
        if (refused) return refused;
        const after =
          before === null ? await spec.insert(tx, values as never) : await spec.update(tx, before.id, values);
        await recordAudit(tx, actor, {
          action: `${spec.subjectType}.${before === null ? 'create' : 'change'}`,
          subjectType: spec.subjectType,
          subjectId: after.id,
          before: before === null ? null : withoutId(before),
          after: withoutId(after),
        });
        await tellOfChannelChanges(tx, actor, siteRecordTitle(after), changes);
        return before === null
          ? { ok: true, message: 'Guardamos los datos. Ya se ven en el sitio.', id: after.id }
          : { ok: true, message: 'Guardamos los cambios. Ya se ven en el sitio.', id: after.id };
      });
    },

    /**
     * Removes a record (kept, off the site, to restore) or restores it, with its audit entry. A record that holds any
     * field where visitors' personal data goes is removed and restored by an administrator only, since either decides
     * who receives the next visitors' data (docs/decisions/0045): another role gets 403 and nothing changes, and the
     * administrators are e-mailed in the same transaction.
     */
    async setRemoved(actor, kind, id, removed) {
      if (!may(actor, 'content.edit')) return forbidden();
      const spec = kindOf(kind);
      return db.transaction(async (tx): Promise<StaffResult> => {
        const before = await spec.read(tx, id, true);
        if (before === undefined) return notFound(spec.notFound);
        if (!mayRouteRecord(may(actor, 'channels.edit'), kind, before)) return channelsRefused([]);
        const refused = removed ? null : await spec.restoreRefusal?.(tx, before);
        if (refused) return refused;
        const after = await spec.update(tx, id, { deletedAt: removed ? new Date() : null });
        await recordAudit(tx, actor, {
          action: `${spec.subjectType}.${removed ? 'remove' : 'restore'}`,
          subjectType: spec.subjectType,
          subjectId: id,
          before: withoutId(before),
          after: withoutId(after),
        });
        await tellOfChannelChanges(
          tx,
          actor,
          siteRecordTitle(after),
          routingChanges(kind, spec.routing, before, after),
        );
        return {
          ok: true,
          message: removed
            ? 'Lo eliminamos: ya no se ve en el sitio. Lo podés restaurar desde «Eliminados».'
            : 'Lo restauramos: ya se ve en el sitio.',
        };
      });
    },

    /**
     * The site's links and each brand's. Those where visitors' personal data goes (domain/back-office/contact-channels.ts) are
     * written by an administrator only, as in `saveRecord`: another role's change of one is refused (403) with nothing
     * saved, a form that leaves one out keeps it, and every change is e-mailed to the administrators.
     */
    async saveLinks(actor, input) {
      if (!may(actor, 'content.edit')) return forbidden();
      const parsed = parsedWith(siteLinksSchema, input);
      if (isRefusal(parsed)) return parsed;
      return db.transaction(async (tx): Promise<StaffResult> => {
        const known = await brandRows(tx);
        const before = { site: await links(tx), brands: await brandLinks(tx) };
        // The brands' fields are named by brand id (brandLinkFields), so the schema's output is read by name.
        let fields = keepUnsent(SITE_CHANNELS, input, parsed as Record<string, string | null>, before.site);
        const changes: ChannelChange[] = channelChanges('site', SITE_CHANNELS, before.site, fields);
        for (const brand of known) {
          const names = brandLinkFields(brand.brandId);
          const saved = {
            [names.appointment]: brand.serviceAppointmentUrl,
            [names.subscription]: brand.planSubscriptionUrlTemplate,
          };
          const keys = brandChannels(brand.brandId);
          fields = keepUnsent(keys, input, fields, saved);
          changes.push(...channelChanges('brand', keys, saved, fields, `de ${siteBrandName(brand.brandId)}`));
        }
        if (changes.length > 0 && !may(actor, 'channels.edit')) return channelsRefused(changes);
        for (const field of SITE_LINK_FIELDS) {
          const value = fields[field] ?? null;
          if (value === null) await tx.delete(siteSettings).where(eq(siteSettings.key, SETTING_KEYS[field]));
          else
            await tx
              .insert(siteSettings)
              .values({ key: SETTING_KEYS[field], value })
              .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
        }
        for (const brand of known) {
          const names = brandLinkFields(brand.brandId);
          await setBrandSettings(tx, brand.brandId, {
            serviceAppointmentUrl: fields[names.appointment] ?? null,
            planSubscriptionUrlTemplate: fields[names.subscription] ?? null,
          });
        }
        const after = { site: await links(tx), brands: await brandLinks(tx) };
        await recordAudit(tx, actor, {
          action: 'site.links',
          subjectType: 'site',
          subjectId: 'enlaces',
          before,
          after,
        });
        await tellOfChannelChanges(tx, actor, 'Enlaces del sitio', changes);
        return { ok: true, message: 'Guardamos los enlaces. Ya se ven en el sitio.' };
      });
    },

    async saveDeposits(actor, input) {
      if (!may(actor, 'prices.edit')) return forbidden();
      const fields = parsedWith(depositsSchema, input);
      if (isRefusal(fields)) return fields;
      await db.transaction(async (tx) => {
        for (const brand of await brandRows(tx)) {
          const bookingPrice = (fields[depositField(brand.brandId)] as number | null | undefined) ?? null;
          if (bookingPrice === brand.bookingPrice) continue;
          await setBrandSettings(tx, brand.brandId, { bookingPrice });
          await recordAudit(tx, actor, {
            action: 'brand.deposit',
            subjectType: 'brand',
            subjectId: brand.brandId,
            before: { bookingPrice: brand.bookingPrice, deposit: brand.deposit },
            after: { bookingPrice, deposit: depositFor(bookingPrice) },
          });
        }
      });
      return { ok: true, message: 'Guardamos las señas. Desde ahora se cobran esos montos.' };
    },
  };
}

/** The site's links where visitors' personal data goes, kept by their form's names. */
const SITE_CHANNELS = {
  whatsapp_number: { key: 'whatsapp_number' },
  jobs_email: { key: 'jobs_email' },
} as const satisfies ChannelKeys<'site', Record<SiteLinkField, string | null>>;

/** A brand's links where visitors' personal data goes, kept by their form's names (`appointment_url_{id}`, …). */
function brandChannels(brandId: number): ChannelKeys<'brand', Record<string, string | null>> {
  const names = brandLinkFields(brandId);
  return {
    appointment: { key: names.appointment, name: names.appointment },
    subscription: { key: names.subscription, name: names.subscription },
  };
}

/** Each brand's links as the audit log keeps them. */
async function brandLinks(tx: Database) {
  const rows = await tx.select().from(brandSettings).orderBy(asc(brandSettings.brandId));
  return rows.map((row) => ({
    brandId: row.brandId,
    serviceAppointmentUrl: row.serviceAppointmentUrl,
    planSubscriptionUrlTemplate: row.planSubscriptionUrlTemplate,
  }));
}
