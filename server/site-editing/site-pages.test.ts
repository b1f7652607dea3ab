/**
 * /admin/sitio through the real app (docs/decisions/0031): contacts, branches and salespeople with removal and restore,
 * the links, and the deposits that only an administrator may change; what the public pages read after each change,
 * the refusals beside their fields with nothing saved, and the audit log.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGE } from '../../domain/site-editing-records';
import { insertBrands } from '../../tests/support/factories';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import {
  createStaffMember,
  type StaffBrowser,
  signedIn,
  staffGet,
  staffPost,
} from '../../tests/support/staff';
import { bookingPrice, departmentEmail, readParameters } from '../content';
import { brandSettings, contactMethods, salespeople } from '../db/schema';
import { auditOf as auditOfIn, createdThrough, fieldError, html } from './site-pages.fixtures';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/sitio') });

let editor: StaffBrowser;
let admin: StaffBrowser;
beforeAll(async () => {
  await insertBrands(pages.db);
  editor = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'content' }));
  admin = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'admin' }));
});

const auditOf = (action: string, id: number | string) => auditOfIn(pages.db, action, id);

const post = (path: string, fields: Record<string, string>, as = editor) =>
  pages.app.request(path, staffPost(as, fields));

/** Creates a record through its form; its id, from the page it opens. */
const create = (slug: string, fields: Record<string, string>) =>
  createdThrough(pages.app, `/admin/sitio/${slug}/nuevo`, staffPost(editor, { intent: 'save', ...fields }));

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
      const browser = await signedIn(pages.db, await createStaffMember(pages.db, { role }));
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
    const id = await create('contactos', salesContact);
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

    expect((await post(`/admin/sitio/contactos/${id}`, { intent: 'remove' })).status).toBe(200);
    expect((await readParameters(pages.db)).contact_methods.map((method) => method.id)).not.toContain(id);
    expect(await departmentEmail(pages.db, 'sales', 1)).not.toBe('ventas.vw@territorio.test');
    const list = await html(await pages.app.request('/admin/sitio', staffGet(editor)));
    expect(list).toContain('Eliminados (1)');

    expect((await post('/admin/sitio', { intent: 'restore', kind: 'contact', id: String(id) })).status).toBe(
      200,
    );
    expect(await departmentEmail(pages.db, 'sales', 1)).toBe('ventas.vw@territorio.test');
    expect((await auditOf('contact_method.remove', id))[0]?.before).toMatchObject({ deletedAt: null });
    expect((await auditOf('contact_method.restore', id))[0]?.after).toMatchObject({ deletedAt: null });
  });

  it('refuses a bad Zoom link, a bad e-mail and no department beside their fields, saving nothing', async () => {
    const response = await post('/admin/sitio/contactos/nuevo', {
      intent: 'save',
      ...salesContact,
      department: '',
      zoom_link: 'zoom.us/j/1',
      email: 'no es un e-mail',
    });
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
    const id = await create('sucursales', {
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
    });
    const [branch] = (await readParameters(pages.db)).locations.filter((location) => location.id === id);
    expect(branch?.phones).toEqual([
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
    expect(branch?.opening_hours).toEqual([{ days: 'Lunes a viernes', hours: '9 a 13 y 16 a 20' }]);

    const refused = await post(`/admin/sitio/sucursales/${id}`, {
      intent: 'save',
      name: 'Godoy Cruz',
      province: 'Mendoza',
      address: 'Av. San Martín Sur 600',
      map_url: 'https://maps.google.com/?q=Godoy+Cruz',
      phone_label_0: 'Ventas',
      phone_number_0: 'llamar a Juan',
      phone_department_0: 'offices',
    });
    expect(refused.status).toBe(400);
    expect(fieldError(await html(refused), 'registro-telefonos')).toBe(
      'Escribí un teléfono con su característica, solo números, espacios, +, ( ) o guiones.',
    );
    expect(
      (await readParameters(pages.db)).locations.find((location) => location.id === id)?.phones,
    ).toHaveLength(2);
  });

  it('shows an active salesperson on the site, not an inactive or removed one', async () => {
    const active = await create('vendedores', {
      fullname: 'Marta Quiroga',
      brand_id: '2',
      whatsapp_number: '+54 9 264 555 7777',
      zoom_link: '',
      active: 'on',
    });
    const inactive = await create('vendedores', { fullname: 'Pedro Díaz', brand_id: '2', active: '' });
    const names = async () =>
      ((await readParameters(pages.db)).salespeople['2'] ?? []).map((person) => person.fullname);
    expect(await names()).toEqual(['Marta Quiroga']);
    const [row] = await pages.db.select().from(salespeople).where(eq(salespeople.id, inactive));
    expect(row?.active).toBe(false);

    await post(`/admin/sitio/vendedores/${active}`, { intent: 'remove' });
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

    const saved = await post('/admin/sitio', {
      intent: 'links',
      whatsapp_number: '+54 9 261 600 0000',
      instagram_url: 'https://www.instagram.com/territorio',
      appointment_url_2: 'https://turnos.example.com/chevrolet',
    });
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
