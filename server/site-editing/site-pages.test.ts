/**
 * /admin/sitio through the real app (docs/decisions/0031): contacts, branches and salespeople with removal and restore,
 * the links, and the deposits that only an administrator may change; what the public pages read after each change,
 * the refusals beside their fields with nothing saved, and the audit log.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_ROUTINGS,
  type ChannelRoutingId,
  CONTACT_CHANNEL_REFUSED,
  CONTACT_CHANNELS,
  CONTACT_CHANNELS_ADMIN_ONLY,
  type ContactChannelId,
} from '#domain/back-office/contact-channels';
import { DEPOSIT_MESSAGE } from '#domain/back-office/site-deposits';
import {
  contactTitle,
  SITE_RECORD_KINDS,
  SITE_RECORD_SLUGS,
  type SiteRecordKind,
} from '#domain/back-office/site-editing-records';
import { type ContactDepartment, SITE_SETTING_KEYS } from '#domain/content/content';
import { formatLongDate } from '#domain/shared/mendoza-time';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import {
  createStaffMember,
  type StaffBrowser,
  staffGet,
  staffPost,
} from '../../tests/support/staff-sessions';
import { bookingPrice, departmentEmail, jobsEmail, readParameters, siteSetting } from '../content';
import {
  auditLog,
  brandSettings,
  contactMethods,
  locations,
  mailOutbox,
  salespeople,
  staffAccounts,
} from '../db/schema';
import { createdThrough, fieldError } from './site-pages.fixtures';

// The audit log's page too: it names the site's changes.
const pages = adminPagesTestBed({
  keep: (page) => pagesUnder('/admin/sitio')(page) || page === '/admin/auditoria',
  brands: true,
});

let editor: StaffBrowser;
let admin: StaffBrowser;
beforeAll(async () => {
  editor = await pages.signIn({ role: 'content' });
  admin = await pages.signIn({ role: 'admin' });
});

const auditOf = (action: string, id: number | string) => pages.auditOf({ action, id });

const post = (path: string, fields: Record<string, string>, as = editor) =>
  pages.app.request(path, staffPost(as, fields));

/** Creates a record through its form (by the content editor unless told); its id, from the page it opens. */
const create = (slug: string, fields: Record<string, string>, as = editor) =>
  createdThrough(pages.app, `/admin/sitio/${slug}/nuevo`, staffPost(as, { intent: 'save', ...fields }));

const salesContact = {
  brand_id: '1',
  department: 'sales',
  phone: '261 444 5555',
  whatsapp_number: '+54 9 261 555 1234',
  zoom_link: 'https://zoom.us/j/123456',
  email: 'Ventas.VW@Territorio.test',
  sort_order: '1',
};

describe('who may open and change the site', () => {
  it('sends anonymous visitors to sign in', async () => {
    for (const page of ['/admin/sitio', '/admin/sitio/contactos/nuevo']) {
      const response = await pages.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
  });

  it('answers 403 to sales and viewer accounts, and nothing changes', async () => {
    for (const role of ['sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      for (const page of ['/admin/sitio', '/admin/sitio/vendedores/nuevo'])
        expect((await pages.app.request(page, staffGet(browser))).status, `${role} ${page}`).toBe(403);
      const answers = [
        await post('/admin/sitio/contactos/nuevo', { intent: 'save', ...salesContact }, browser),
        await post(
          '/admin/sitio',
          { intent: 'links', instagram_url: 'https://www.instagram.com/otro' },
          browser,
        ),
        await post('/admin/sitio', { intent: 'deposits', deposit_1: '1000' }, browser),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    }
    expect(await pages.db.select().from(contactMethods)).toEqual([]);
    expect((await readParameters(pages.db)).links.instagram_url).toBeNull();
    expect(await bookingPrice(pages.db, 1)).toBe(200000);
  });
});

describe('contacts, branches and salespeople', () => {
  it('creates a contact the public pages and the mail read, removes it and restores it, all audited', async () => {
    // It holds addresses: writing them, removing it and restoring it are an administrator's (docs/decisions/0045).
    const id = await create('contactos', salesContact, admin);
    expect((await readParameters(pages.db)).contact_methods).toContainEqual({
      id,
      brand_id: 1,
      department: 'sales',
      phone: '261 444 5555',
      zoom_link: 'https://zoom.us/j/123456',
      whatsapp_number: '+54 9 261 555 1234',
    });
    expect(await departmentEmail(pages.db, 'sales', 1)).toBe('ventas.vw@territorio.test');
    const [created] = await auditOf('contact_method.create', id);
    expect(created?.after).toMatchObject({ department: 'sales', email: 'ventas.vw@territorio.test' });

    const page = await html(
      await pages.app.request(`/admin/sitio/contactos/${id}?nuevo=1`, staffGet(editor)),
    );
    expect(page).toContain('<h1 class="admin-page-header__title">Ventas de Volkswagen</h1>');

    expect((await post(`/admin/sitio/contactos/${id}`, { intent: 'remove' }, admin)).status).toBe(200);
    expect((await readParameters(pages.db)).contact_methods.map((method) => method.id)).not.toContain(id);
    expect(await departmentEmail(pages.db, 'sales', 1)).not.toBe('ventas.vw@territorio.test');
    const list = await html(await pages.app.request('/admin/sitio', staffGet(editor)));
    expect(list).toContain('Eliminados (1)');

    expect(
      (await post('/admin/sitio', { intent: 'restore', kind: 'contact', id: String(id) }, admin)).status,
    ).toBe(200);
    expect(await departmentEmail(pages.db, 'sales', 1)).toBe('ventas.vw@territorio.test');
    expect((await auditOf('contact_method.remove', id))[0]?.before).toMatchObject({ deletedAt: null });
    expect((await auditOf('contact_method.restore', id))[0]?.after).toMatchObject({ deletedAt: null });
  });

  it('refuses a bad Zoom link, a bad e-mail and no department beside their fields, saving nothing', async () => {
    const response = await post(
      '/admin/sitio/contactos/nuevo',
      {
        intent: 'save',
        ...salesContact,
        department: '',
        zoom_link: 'zoom.us/j/1',
        email: 'no es un e-mail',
      },
      admin,
    );
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(fieldError(page, 'registro-zoom')).toBe(
      'Escribí una dirección completa, que empiece con https://.',
    );
    expect(fieldError(page, 'registro-email')).toBe('Escribí un e-mail válido.');
    expect(fieldError(page, 'registro-area')).toBe('Elegí un área de la lista.');
    expect((await auditOf('contact_method.create', 0)).length).toBe(0);
    expect((await pages.db.select().from(contactMethods)).length).toBe(1);
  });

  it('saves a branch with its phones and opening hours as rows, leaving empty rows out', async () => {
    const branch = {
      name: 'Godoy Cruz',
      province: 'Mendoza',
      address: 'Av. San Martín Sur 600',
      map_url: 'https://maps.google.com/?q=Godoy+Cruz',
      sort_order: '0',
      phone_label_0: 'Ventas Volkswagen',
      phone_number_0: '0261 444-1000',
      phone_department_0: 'direct_sales',
      phone_brand_0: '1',
      phone_label_1: 'WhatsApp',
      phone_number_1: '+54 9 261 555 0000',
      phone_department_1: 'whatsapp',
      phone_brand_1: '',
      phone_whatsapp_1: 'on',
      phone_department_2: 'offices',
      hours_days_0: 'Lunes a viernes',
      hours_hours_0: '9 a 13 y 16 a 20',
      hours_days_1: '',
      hours_hours_1: '',
    };
    const id = await create('sucursales', branch, admin);
    const [saved] = (await readParameters(pages.db)).locations.filter((location) => location.id === id);
    expect(saved?.phones).toEqual([
      {
        brand_id: 1,
        brand_string: 'Volkswagen',
        department: 'direct_sales',
        label: 'Ventas Volkswagen',
        number: '0261 444-1000',
        whatsapp: false,
      },
      {
        brand_id: null,
        brand_string: null,
        department: 'whatsapp',
        label: 'WhatsApp',
        number: '+54 9 261 555 0000',
        whatsapp: true,
      },
    ]);
    expect(saved?.opening_hours).toEqual([{ days: 'Lunes a viernes', hours: '9 a 13 y 16 a 20' }]);

    const refused = await post(
      `/admin/sitio/sucursales/${id}`,
      {
        intent: 'save',
        name: 'Godoy Cruz',
        province: 'Mendoza',
        address: 'Av. San Martín Sur 600',
        map_url: 'https://maps.google.com/?q=Godoy+Cruz',
        phone_label_0: 'Ventas',
        phone_number_0: 'llamar a Juan',
        phone_department_0: 'offices',
      },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(fieldError(await html(refused), 'registro-telefonos')).toBe(
      'Escribí un teléfono con su característica, solo números, espacios, +, ( ) o guiones.',
    );
    expect(
      (await readParameters(pages.db)).locations.find((location) => location.id === id)?.phones,
    ).toHaveLength(2);
  });

  it('shows an active salesperson on the site, not an inactive or removed one', async () => {
    const active = await create(
      'vendedores',
      {
        fullname: 'Marta Quiroga',
        brand_id: '2',
        whatsapp_number: '+54 9 264 555 7777',
        zoom_link: '',
        active: 'on',
      },
      admin,
    );
    const inactive = await create('vendedores', { fullname: 'Pedro Díaz', brand_id: '2', active: '' });
    const names = async () =>
      ((await readParameters(pages.db)).salespeople['2'] ?? []).map((person) => person.fullname);
    expect(await names()).toEqual(['Marta Quiroga']);
    const [row] = await pages.db.select().from(salespeople).where(eq(salespeople.id, inactive));
    expect(row?.active).toBe(false);

    await post(`/admin/sitio/vendedores/${active}`, { intent: 'remove' }, admin);
    expect(await names()).toEqual([]);
    expect((await auditOf('salesperson.remove', active)).length).toBe(1);
  });
});

describe('links and deposits', () => {
  it('saves the site links and a brand link, refusing an address that is not one', async () => {
    const refused = await post('/admin/sitio', {
      intent: 'links',
      instagram_url: 'instagram territorio',
      whatsapp_number: '',
    });
    expect(refused.status).toBe(400);
    expect(fieldError(await html(refused), 'enlace-instagram_url')).toBe(
      'Escribí una dirección completa, que empiece con https://.',
    );
    expect((await readParameters(pages.db)).links.instagram_url).toBeNull();

    const saved = await post(
      '/admin/sitio',
      {
        intent: 'links',
        whatsapp_number: '+54 9 261 600 0000',
        instagram_url: 'https://www.instagram.com/territorio',
        appointment_url_2: 'https://turnos.example.com/chevrolet',
      },
      admin,
    );
    expect(saved.status).toBe(200);
    const parameters = await readParameters(pages.db);
    expect(parameters.whatsapp_number).toBe('+54 9 261 600 0000');
    expect(parameters.links.instagram_url).toBe('https://www.instagram.com/territorio');
    expect(parameters.service_appointment_urls['2']).toBe('https://turnos.example.com/chevrolet');
    const [entry] = await auditOf('site.links', 'enlaces');
    expect(entry?.before).toMatchObject({ site: { instagram_url: null } });
    expect(entry?.after).toMatchObject({ site: { instagram_url: 'https://www.instagram.com/territorio' } });
  });

  it('lets a content editor see the deposits but not change them (403)', async () => {
    const page = await html(await pages.app.request('/admin/sitio', staffGet(editor)));
    expect(page).toContain('Solo una persona de Administración puede cambiar las señas.');
    expect(page).not.toContain('name="deposit_1"');
    expect((await post('/admin/sitio', { intent: 'deposits', deposit_1: '250000' })).status).toBe(403);
    expect(await bookingPrice(pages.db, 1)).toBe(200000);
  });

  it('lets an administrator set a deposit within its bounds, refusing one outside them, each change audited', async () => {
    for (const amount of ['0', '99.999.999', '1500,50']) {
      const refused = await post('/admin/sitio', { intent: 'deposits', deposit_1: amount }, admin);
      expect(refused.status, amount).toBe(400);
      expect(fieldError(await html(refused), 'sena-1'), amount).toBe(DEPOSIT_MESSAGE);
    }
    expect(await pages.db.select().from(brandSettings).where(eq(brandSettings.bookingPrice, 0))).toEqual([]);
    expect(await bookingPrice(pages.db, 1)).toBe(200000);

    expect((await post('/admin/sitio', { intent: 'deposits', deposit_1: '$ 250.000' }, admin)).status).toBe(
      200,
    );
    expect(await bookingPrice(pages.db, 1)).toBe(250000);
    expect((await readParameters(pages.db)).booking_prices['1']).toBe(250000);
    const [entry] = await auditOf('brand.deposit', 1);
    expect(entry?.before).toEqual({ bookingPrice: null, deposit: 200000 });
    expect(entry?.after).toEqual({ bookingPrice: 250000, deposit: 250000 });
    expect(await auditOf('brand.deposit', 2)).toEqual([]);

    await post('/admin/sitio', { intent: 'deposits', deposit_1: '' }, admin);
    expect(await bookingPrice(pages.db, 1)).toBe(200000);
  });
});

describe('the addresses and numbers where visitors’ personal data goes (docs/decisions/0045)', () => {
  /** The records and links a content editor tries to redirect, set by an administrator first. */
  const saved = { contact: 0, location: 0, salesperson: 0 };
  const contact = {
    brand_id: '2',
    department: 'sales',
    phone: '0261 444-2000',
    whatsapp_number: '+54 9 261 555 2000',
    zoom_link: 'https://zoom.us/j/2000',
    email: 'ventas.chevrolet@territorio.test',
    sort_order: '0',
  };
  const location = {
    name: 'Luján',
    province: 'Mendoza',
    address: 'Av. Acceso Sur 2000',
    map_url: 'https://maps.google.com/?q=Lujan',
    sort_order: '0',
    phone_label_0: 'Ventas Chevrolet',
    phone_number_0: '0261 444-2100',
    phone_department_0: 'direct_sales',
    phone_brand_0: '2',
    hours_days_0: 'Lunes a viernes',
    hours_hours_0: '9 a 18',
  };
  const salesperson = {
    fullname: 'Nora Pérez',
    brand_id: '2',
    whatsapp_number: '+54 9 261 555 2200',
    zoom_link: 'https://zoom.us/j/2200',
    active: 'on',
  };
  const links = {
    whatsapp_number: '+54 9 261 555 2300',
    jobs_email: 'rrhh@territorio.test',
    instagram_url: 'https://www.instagram.com/territorio',
    appointment_url_2: 'https://turnos.example.com/chevrolet',
    subscription_url_2: 'https://planes.example.com/{id}/{slug}',
  };

  beforeAll(async () => {
    saved.contact = await create('contactos', contact, admin);
    saved.location = await create('sucursales', location, admin);
    saved.salesperson = await create('vendedores', salesperson, admin);
    expect((await post('/admin/sitio', { intent: 'links', ...links }, admin)).status).toBe(200);
  });

  const contactRow = async () =>
    (await pages.db.select().from(contactMethods).where(eq(contactMethods.id, saved.contact)))[0];
  const locationRow = async () =>
    (await pages.db.select().from(locations).where(eq(locations.id, saved.location)))[0];
  const salespersonRow = async () =>
    (await pages.db.select().from(salespeople).where(eq(salespeople.id, saved.salesperson)))[0];
  const brandRow = async () =>
    (await pages.db.select().from(brandSettings).where(eq(brandSettings.brandId, 2)))[0];
  const THIEF = 'ladron@example.com';

  /**
   * How each field of the list is changed through its form, and read back. Typed by the list's ids, so a field added
   * to domain/back-office/contact-channels.ts does not compile until it is tried here.
   */
  const EXERCISES: Record<
    ContactChannelId,
    { page: () => string; fields: () => Record<string, string>; value: () => Promise<unknown> }
  > = {
    'contact.phone': {
      page: () => `/admin/sitio/contactos/${saved.contact}`,
      fields: () => ({ ...contact, phone: '011 4444-0000' }),
      value: async () => (await contactRow())?.phone,
    },
    'contact.whatsapp_number': {
      page: () => `/admin/sitio/contactos/${saved.contact}`,
      fields: () => ({ ...contact, whatsapp_number: '+54 9 11 5555 0000' }),
      value: async () => (await contactRow())?.whatsappNumber,
    },
    'contact.zoom_link': {
      page: () => `/admin/sitio/contactos/${saved.contact}`,
      fields: () => ({ ...contact, zoom_link: 'https://zoom.us/j/999999' }),
      value: async () => (await contactRow())?.zoomLink,
    },
    'contact.email': {
      page: () => `/admin/sitio/contactos/${saved.contact}`,
      fields: () => ({ ...contact, email: THIEF }),
      value: async () => (await contactRow())?.email,
    },
    'location.phones': {
      page: () => `/admin/sitio/sucursales/${saved.location}`,
      fields: () => ({ ...location, phone_number_0: '011 4444-0000' }),
      value: async () => (await locationRow())?.phones,
    },
    'salesperson.whatsapp_number': {
      page: () => `/admin/sitio/vendedores/${saved.salesperson}`,
      fields: () => ({ ...salesperson, whatsapp_number: '+54 9 11 5555 0000' }),
      value: async () => (await salespersonRow())?.whatsappNumber,
    },
    'salesperson.zoom_link': {
      page: () => `/admin/sitio/vendedores/${saved.salesperson}`,
      fields: () => ({ ...salesperson, zoom_link: 'https://zoom.us/j/999999' }),
      value: async () => (await salespersonRow())?.zoomLink,
    },
    'site.whatsapp_number': {
      page: () => '/admin/sitio',
      fields: () => ({ ...links, whatsapp_number: '+54 9 11 5555 0000' }),
      value: () => siteSetting(pages.db, SITE_SETTING_KEYS.whatsappNumber),
    },
    'site.jobs_email': {
      page: () => '/admin/sitio',
      fields: () => ({ ...links, jobs_email: THIEF }),
      value: () => jobsEmail(pages.db),
    },
    'brand.appointment': {
      page: () => '/admin/sitio',
      fields: () => ({ ...links, appointment_url_2: 'https://turnos.example.net/robo' }),
      value: async () => (await brandRow())?.serviceAppointmentUrl,
    },
    'brand.subscription': {
      page: () => '/admin/sitio',
      fields: () => ({ ...links, subscription_url_2: 'https://planes.example.net/{id}' }),
      value: async () => (await brandRow())?.planSubscriptionUrlTemplate,
    },
  };

  const intentOf = (page: string) => (page === '/admin/sitio' ? 'links' : 'save');
  const channelMails = () =>
    pages.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff.contact_channel_change'));
  const auditCount = async () => (await pages.db.select().from(auditLog)).length;

  it('tries every field of the list', () => {
    expect(Object.keys(EXERCISES).sort()).toEqual(CONTACT_CHANNELS.map((channel) => channel.id).sort());
  });

  it.each(CONTACT_CHANNELS.map((channel) => [channel.id, channel] as const))(
    'refuses a content editor’s change of %s with 403, and nothing changes',
    async (id) => {
      const exercise = EXERCISES[id];
      const before = await exercise.value();
      const [entries, mails] = [await auditCount(), (await channelMails()).length];
      const response = await post(exercise.page(), {
        intent: intentOf(exercise.page()),
        ...exercise.fields(),
      });
      expect(response.status).toBe(403);
      expect(await html(response)).toContain(CONTACT_CHANNELS_ADMIN_ONLY);
      expect(await exercise.value()).toEqual(before);
      expect(await auditCount()).toBe(entries);
      expect(await channelMails()).toHaveLength(mails);
    },
  );

  it('refuses a content editor a new contact, branch or salesperson that brings an address or a number', async () => {
    const counts = async () =>
      [
        (await pages.db.select().from(contactMethods)).length,
        (await pages.db.select().from(locations)).length,
        (await pages.db.select().from(salespeople)).length,
      ] as const;
    const before = await counts();
    for (const [slug, fields] of [
      ['contactos', { ...contact, phone: '', whatsapp_number: '', zoom_link: '', email: THIEF }],
      ['sucursales', { ...location, name: 'Otra' }],
      ['vendedores', { ...salesperson, zoom_link: '' }],
    ] as const) {
      const response = await post(`/admin/sitio/${slug}/nuevo`, { intent: 'save', ...fields });
      expect(response.status, slug).toBe(403);
      expect(
        fieldError(await html(response), slug === 'contactos' ? 'registro-email' : 'registro-whatsapp'),
      ).toBe(slug === 'sucursales' ? undefined : CONTACT_CHANNEL_REFUSED);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets the content editor change everything else of those pages, keeping the addresses and numbers', async () => {
    const [contactBefore, locationBefore, salespersonBefore, brandBefore] = [
      await contactRow(),
      await locationRow(),
      await salespersonRow(),
      await brandRow(),
    ];
    const mails = (await channelMails()).length;
    // What their forms post: every field but those of the list, which they show disabled. What decides where those
    // receive data (a contact's brand, area and order, a salesperson's brand and "active") is shown disabled too, and
    // posted as saved: a contact has nothing else, so its form saves it as it is.
    const without = (fields: Record<string, string>, names: readonly string[]) =>
      Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
    const answers = [
      await post(`/admin/sitio/contactos/${saved.contact}`, {
        intent: 'save',
        ...without(contact, ['phone', 'whatsapp_number', 'zoom_link', 'email']),
      }),
      await post(`/admin/sitio/sucursales/${saved.location}`, {
        intent: 'save',
        ...without(
          location,
          Object.keys(location).filter((name) => name.startsWith('phone_')),
        ),
        name: 'Luján de Cuyo',
        hours_hours_0: '9 a 19',
      }),
      await post(`/admin/sitio/vendedores/${saved.salesperson}`, {
        intent: 'save',
        ...without(salesperson, ['whatsapp_number', 'zoom_link']),
        fullname: 'Nora Pérez Ruiz',
      }),
      await post('/admin/sitio', {
        intent: 'links',
        instagram_url: 'https://www.instagram.com/territorio.mza',
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    expect(await contactRow()).toEqual(contactBefore);
    expect(await locationRow()).toMatchObject({
      name: 'Luján de Cuyo',
      openingHours: [{ days: 'Lunes a viernes', hours: '9 a 19' }],
      phones: locationBefore?.phones,
    });
    expect(await salespersonRow()).toMatchObject({
      fullname: 'Nora Pérez Ruiz',
      whatsappNumber: salespersonBefore?.whatsappNumber,
      zoomLink: salespersonBefore?.zoomLink,
    });
    expect((await readParameters(pages.db)).links.instagram_url).toBe(
      'https://www.instagram.com/territorio.mza',
    );
    expect(await siteSetting(pages.db, SITE_SETTING_KEYS.whatsappNumber)).toBe(links.whatsapp_number);
    expect(await jobsEmail(pages.db)).toBe(links.jobs_email);
    expect(await brandRow()).toMatchObject({
      serviceAppointmentUrl: brandBefore?.serviceAppointmentUrl,
      planSubscriptionUrlTemplate: brandBefore?.planSubscriptionUrlTemplate,
    });
    expect(await channelMails()).toHaveLength(mails);
  });

  it('shows those fields to a content editor disabled, with why, and to an administrator to change', async () => {
    const input = (page: string, id: string) =>
      page.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
    const contactPage = `/admin/sitio/contactos/${saved.contact}`;
    const asEditor = await html(await pages.app.request(contactPage, staffGet(editor)));
    expect(asEditor).toContain(CONTACT_CHANNELS_ADMIN_ONLY);
    for (const id of ['registro-telefono', 'registro-whatsapp', 'registro-zoom', 'registro-email'])
      expect(input(asEditor, id), id).toMatch(/ disabled=""/);
    expect(input(asEditor, 'registro-email')).toContain(`value="${contact.email}"`);
    const asAdmin = await html(await pages.app.request(contactPage, staffGet(admin)));
    expect(asAdmin).not.toContain(CONTACT_CHANNELS_ADMIN_ONLY);
    expect(input(asAdmin, 'registro-email')).not.toMatch(/ disabled=""/);

    const branch = await html(
      await pages.app.request(`/admin/sitio/sucursales/${saved.location}`, staffGet(editor)),
    );
    expect(branch).toMatch(/<fieldset[^>]*disabled=""[^>]*><legend>Teléfonos<\/legend>/);
    expect(input(branch, 'registro-nombre')).not.toMatch(/ disabled=""/);

    const site = await html(await pages.app.request('/admin/sitio', staffGet(editor)));
    for (const id of ['enlace-whatsapp_number', 'enlace-jobs_email', 'turnos-2', 'suscripcion-2'])
      expect(input(site, id), id).toMatch(/ disabled=""/);
    expect(input(site, 'enlace-instagram_url')).not.toMatch(/ disabled=""/);
  });

  it('saves an administrator’s change, audits it, and e-mails every active administrator and nobody else', async () => {
    const second = await createStaffMember(pages.db, { role: 'admin', name: 'Sofía Admin' });
    const inactive = await createStaffMember(pages.db, { role: 'admin', active: false });
    const viewer = await createStaffMember(pages.db, { role: 'viewer' });
    await pages.db.delete(mailOutbox);
    const before = contact.email;
    const response = await post(
      `/admin/sitio/contactos/${saved.contact}`,
      { intent: 'save', ...contact, sort_order: '3', email: 'ventas.gm@territorio.test' },
      admin,
    );
    expect(response.status).toBe(200);
    expect(await departmentEmail(pages.db, 'sales', 2)).toBe('ventas.gm@territorio.test');
    const [entry] = await auditOf('contact_method.change', saved.contact);
    expect(entry?.before).toMatchObject({ email: before });
    expect(entry?.after).toMatchObject({ email: 'ventas.gm@territorio.test' });
    const log = await html(
      await pages.app.request('/admin/auditoria?action=contact_method.change', staffGet(admin)),
    );
    expect(log).toContain(`Cambió un contacto: Contacto ${saved.contact}`);

    const mails = await channelMails();
    const activeAdmins = (
      await pages.db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.active, true)))
    ).map((account) => account.email);
    expect(activeAdmins).toContain(second.email);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(activeAdmins.sort());
    expect(mails.map((mail) => mail.toAddress)).not.toContain(inactive.email);
    expect(mails.map((mail) => mail.toAddress)).not.toContain(viewer.email);
    const [mail] = mails;
    expect(mail?.subject).toBe('Cambió un dato de contacto del sitio: Ventas de Chevrolet');
    expect(mail?.textBody).toContain(`E-MAIL\nAntes: ${before}\nAhora: ventas.gm@territorio.test`);
    expect(mail?.textBody).toContain('ORDEN\nAntes: 0\nAhora: 3');
    expect(mail?.textBody).toContain('Persona de admin');
    expect(mail?.textBody).toContain(formatLongDate(mail?.createdAt ?? new Date()));
    // Nothing of the list, nor where it goes, changed: no e-mail.
    await post(
      `/admin/sitio/contactos/${saved.contact}`,
      { intent: 'save', ...contact, sort_order: '3', email: 'ventas.gm@territorio.test' },
      admin,
    );
    expect(await channelMails()).toHaveLength(mails.length);
  });
});

describe('what decides where those addresses and numbers receive data (docs/decisions/0045)', () => {
  type Held = 'held' | 'bare';
  /**
   * Each kind's form as its page posts it to the content editor, without the fields of the list: one record holds an
   * address or a number (`HOLDS`, written by an administrator), one holds none.
   */
  const FORMS: Record<SiteRecordKind, (record: Held) => Record<string, string>> = {
    contact: () => ({ brand_id: '4', department: 'plans', sort_order: '0' }),
    location: (record) => ({
      name: record === 'held' ? 'Maipú' : 'Tunuyán',
      province: 'Mendoza',
      address: 'Ozamis 100',
      map_url: 'https://maps.google.com/?q=Maipu',
      sort_order: '0',
      hours_days_0: 'Lunes a viernes',
      hours_hours_0: '9 a 18',
    }),
    salesperson: (record) => ({
      fullname: record === 'held' ? 'Rita Gómez' : 'Luis Paz',
      brand_id: '4',
      active: 'on',
    }),
  };
  const HOLDS: Record<SiteRecordKind, Record<string, string>> = {
    contact: { email: 'planes.nissan@territorio.test' },
    location: {
      phone_label_0: 'Ventas Nissan',
      phone_number_0: '0261 444-4000',
      phone_department_0: 'direct_sales',
      phone_brand_0: '4',
    },
    salesperson: { whatsapp_number: '+54 9 261 555 4000' },
  };
  const ids: Record<Held, Record<SiteRecordKind, number>> = {
    held: { contact: 0, location: 0, salesperson: 0 },
    bare: { contact: 0, location: 0, salesperson: 0 },
  };

  beforeAll(async () => {
    for (const kind of SITE_RECORD_KINDS) {
      const slug = SITE_RECORD_SLUGS[kind];
      ids.held[kind] = await create(slug, { ...FORMS[kind]('held'), ...HOLDS[kind] }, admin);
      ids.bare[kind] = await create(slug, FORMS[kind]('bare'));
    }
  });

  /**
   * How each field of the routing list is changed through its record's form (`away`, then back to the form's value),
   * or, for `removed`, by removing the record from its page and restoring it from the list; and how the
   * administrators' e-mail names it, with its value before and after `away`. Typed by the list's ids, so a field
   * added to CONTACT_CHANNEL_ROUTING does not compile until it is tried here.
   */
  const ROUTINGS: Record<
    ChannelRoutingId,
    { away: Record<string, string> | 'remove'; mail: readonly [label: string, before: string, after: string] }
  > = {
    'contact.brand_id': { away: { brand_id: '6' }, mail: ['MARCA', 'Nissan', 'BAIC'] },
    'contact.department': {
      away: { department: 'services' },
      mail: ['ÁREA', 'Planes de ahorro', 'Postventa'],
    },
    'contact.sort_order': { away: { sort_order: '7' }, mail: ['ORDEN', '0', '7'] },
    'contact.removed': { away: 'remove', mail: ['ELIMINADO', 'No', 'Sí'] },
    'location.removed': { away: 'remove', mail: ['ELIMINADA', 'No', 'Sí'] },
    'salesperson.brand_id': { away: { brand_id: '6' }, mail: ['MARCA', 'Nissan', 'BAIC'] },
    'salesperson.active': { away: { active: '' }, mail: ['ACTIVO', 'Sí', 'No'] },
    'salesperson.removed': { away: 'remove', mail: ['ELIMINADO', 'No', 'Sí'] },
  };

  /** Changes a record one way or back, as `as`'s pages post it. */
  function arrange(
    id: ChannelRoutingId,
    kind: SiteRecordKind,
    record: Held,
    way: 'away' | 'back',
    as: StaffBrowser,
  ) {
    const page = `/admin/sitio/${SITE_RECORD_SLUGS[kind]}/${ids[record][kind]}`;
    const { away } = ROUTINGS[id];
    if (away === 'remove')
      return way === 'away'
        ? post(page, { intent: 'remove' }, as)
        : post('/admin/sitio', { intent: 'restore', kind, id: String(ids[record][kind]) }, as);
    return post(page, { intent: 'save', ...FORMS[kind](record), ...(way === 'away' ? away : {}) }, as);
  }

  async function rowOf(kind: SiteRecordKind, record: Held) {
    const id = ids[record][kind];
    if (kind === 'contact')
      return (await pages.db.select().from(contactMethods).where(eq(contactMethods.id, id)))[0];
    if (kind === 'location') return (await pages.db.select().from(locations).where(eq(locations.id, id)))[0];
    return (await pages.db.select().from(salespeople).where(eq(salespeople.id, id)))[0];
  }

  const SUBJECTS: Record<SiteRecordKind, string> = {
    contact: 'contact_method',
    location: 'location',
    salesperson: 'salesperson',
  };
  const latestAudit = async () =>
    (await pages.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const channelMails = () =>
    pages.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'staff.contact_channel_change'));
  const activeAdministrators = async () =>
    (
      await pages.db
        .select()
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.active, true)))
    )
      .map((account) => account.email)
      .sort();

  it('tries every field and state of the routing list', () => {
    expect(Object.keys(ROUTINGS).sort()).toEqual(CHANNEL_ROUTINGS.map((routing) => routing.id).sort());
  });

  it.each(CHANNEL_ROUTINGS.map((routing) => [routing.id, routing] as const))(
    'refuses a content editor %s, both ways, of a record that holds an address or a number (403, nothing changes); an administrator’s is saved, audited and e-mailed',
    async (id, { kind }) => {
      const original = await rowOf(kind, 'held');
      const [label, from, to] = ROUTINGS[id].mail;
      for (const [way, was, now] of [
        ['away', from, to],
        ['back', to, from],
      ] as const) {
        await pages.db.delete(mailOutbox);
        const before = await rowOf(kind, 'held');
        const entry = await latestAudit();
        const refused = await arrange(id, kind, 'held', way, editor);
        expect(refused.status, way).toBe(403);
        expect(await html(refused)).toContain(CONTACT_CHANNELS_ADMIN_ONLY);
        expect(await rowOf(kind, 'held')).toEqual(before);
        expect(await latestAudit()).toEqual(entry);
        expect(await channelMails()).toEqual([]);

        expect((await arrange(id, kind, 'held', way, admin)).status, way).toBe(200);
        const after = await rowOf(kind, 'held');
        expect(after).not.toEqual(before);
        const audited = await latestAudit();
        expect(audited?.subjectType).toBe(SUBJECTS[kind]);
        expect(audited?.subjectId).toBe(String(ids.held[kind]));
        expect(audited?.before).toMatchObject({ deletedAt: before?.deletedAt?.toISOString() ?? null });
        const mails = await channelMails();
        expect(mails.map((mail) => mail.toAddress).sort()).toEqual(await activeAdministrators());
        for (const mail of mails) {
          expect(mail.subject).toBe(`Cambió un dato de contacto del sitio: ${titleOf(kind, after)}`);
          expect(mail.textBody).toContain(`${label}\nAntes: ${was}\nAhora: ${now}`);
        }
      }
      expect(await rowOf(kind, 'held')).toEqual(original);
    },
  );

  it.each(CHANNEL_ROUTINGS.map((routing) => [routing.id, routing] as const))(
    'lets a content editor change %s, both ways, of a record that holds no address nor number, telling nobody',
    async (id, { kind }) => {
      await pages.db.delete(mailOutbox);
      const original = await rowOf(kind, 'bare');
      expect((await arrange(id, kind, 'bare', 'away', editor)).status).toBe(200);
      expect(await rowOf(kind, 'bare')).not.toEqual(original);
      expect((await arrange(id, kind, 'bare', 'back', editor)).status).toBe(200);
      expect(await rowOf(kind, 'bare')).toEqual(original);
      expect(await channelMails()).toEqual([]);
    },
  );

  it('shows a content editor those controls disabled, posting them as saved, on a record that holds an address or a number only', async () => {
    const page = async (kind: SiteRecordKind, record: Held, as = editor) =>
      html(
        await pages.app.request(`/admin/sitio/${SITE_RECORD_SLUGS[kind]}/${ids[record][kind]}`, staffGet(as)),
      );
    /** Whether a control is disabled; it must be there. */
    const disabled = (tag: string | undefined) => {
      expect(tag).toBeDefined();
      return / disabled=""/.test(tag ?? '');
    };
    const control = (body: string, id: string) =>
      body.match(new RegExp(`<(?:input|select)[^>]*id="${id}"[^>]*>`))?.[0];
    const posted = (body: string, name: string) =>
      body.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"/>`))?.[1];
    const button = (body: string, label: string) =>
      body.match(new RegExp(`<button[^>]*>${label}</button>`))?.[0];
    const controls = {
      contact: {
        'registro-marca': ['brand_id', '4'],
        'registro-area': ['department', 'plans'],
        'registro-orden': ['sort_order', '0'],
      },
      location: {},
      salesperson: { 'registro-marca': ['brand_id', '4'], 'registro-activo': ['active', 'on'] },
    } as const satisfies Record<SiteRecordKind, Record<string, readonly [string, string]>>;

    for (const kind of SITE_RECORD_KINDS) {
      const held = await page(kind, 'held');
      expect(held).toContain(CONTACT_CHANNELS_ADMIN_ONLY);
      expect(disabled(button(held, 'Eliminar')), kind).toBe(true);
      for (const [id, [name, value]] of Object.entries(controls[kind])) {
        expect(disabled(control(held, id)), `${kind} ${id}`).toBe(true);
        expect(posted(held, name), `${kind} ${name}`).toBe(value);
      }
      const bare = await page(kind, 'bare');
      expect(disabled(button(bare, 'Eliminar')), kind).toBe(false);
      for (const [id, [name]] of Object.entries(controls[kind])) {
        expect(disabled(control(bare, id)), `${kind} ${id}`).toBe(false);
        expect(posted(bare, name), `${kind} ${name}`).toBeUndefined();
      }
      const asAdmin = await page(kind, 'held', admin);
      expect(disabled(button(asAdmin, 'Eliminar')), kind).toBe(false);
      for (const id of Object.keys(controls[kind]))
        expect(disabled(control(asAdmin, id)), `${kind} ${id}`).toBe(false);
    }

    // Removed, the one that holds a number is restored by an administrator only, from its page and from the list.
    for (const record of ['held', 'bare'] as const)
      await post(`/admin/sitio/sucursales/${ids[record].location}`, { intent: 'remove' }, admin);
    expect(disabled(button(await page('location', 'held'), 'Restaurar'))).toBe(true);
    expect(disabled(button(await page('location', 'bare'), 'Restaurar'))).toBe(false);
    const list = await html(await pages.app.request('/admin/sitio', staffGet(editor)));
    const restore = (record: Held) =>
      list.match(
        new RegExp(
          `name="kind" value="location"/><input type="hidden" name="id" value="${ids[record].location}"/><div class="admin-form__actions"><button[^>]*>`,
        ),
      )?.[0];
    expect(disabled(restore('held'))).toBe(true);
    expect(disabled(restore('bare'))).toBe(false);
    for (const record of ['held', 'bare'] as const)
      await post(
        '/admin/sitio',
        { intent: 'restore', kind: 'location', id: String(ids[record].location) },
        admin,
      );
  });
});

/** A record's name as the administrators' e-mail gives it, from its row. */
function titleOf(kind: SiteRecordKind, row: unknown): string {
  if (kind === 'contact') return contactTitle(row as { department: ContactDepartment; brandId: number });
  return kind === 'location' ? (row as { name: string }).name : (row as { fullname: string }).fullname;
}
