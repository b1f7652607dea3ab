/**
 * A lead's page as its record (docs/decisions/0070): its own history in words, the WhatsApp link, the same person's
 * other leads and reservations by e-mail, phone and DNI, the duplicate warning, and none of another brand's records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet, staffPost } from '../../tests/support/staff-sessions';
import { contactMessages, type priceRequests } from '../db/schema';
import { createOperationRow } from '../dealership/reservations-desk.fixtures';
import { insertPriceRequest, seedLeadBrands } from './leads.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/consultas') });

let lead: number;

const priceRequest = (values: Partial<typeof priceRequests.$inferInsert>) =>
  insertPriceRequest(bed.db, values);

beforeAll(async () => {
  await seedLeadBrands(bed.db);
  lead = await priceRequest({ email: 'Mariano@Example.com', cellphone: '+54 9 264 555-9876' });
});

const detail = async (id: number, member = bed.signIn({ role: 'admin' })) =>
  html(await bed.app.request(`/admin/consultas/precio/${id}`, staffGet(await member)));

describe('a lead’s record', () => {
  it('shows its own history in words, from the audit log', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    const seller = await createStaffMember(bed.db, { role: 'sales', brandIds: [1], name: 'Sara Ventas' });
    const own = await priceRequest({ email: 'solo@example.com' });
    const at = `/admin/consultas/precio/${own}`;
    await bed.app.request(at, staffPost(admin, { intent: 'status', status: 'in_progress' }));
    await bed.app.request(at, staffPost(admin, { intent: 'assign', account_id: String(seller.id) }));
    await bed.app.request(at, staffPost(admin, { intent: 'note', note: 'Llamar el lunes' }));
    const page = await html(await bed.app.request(at, staffGet(admin)));
    const history = page.slice(page.indexOf('id="lead-history"')).replace(/<[^>]+>/g, '');
    expect(history).toContain('Cambió el estado de una consulta · Estado: Nueva → En curso');
    expect(history).toContain('Asignó una consulta · Asignada a: Nadie → Sara Ventas');
    expect(history).toContain('Agregó una nota a una consulta · Texto: Llamar el lunes');
  });

  it('links WhatsApp with the number in international form and a message naming the vehicle', async () => {
    const page = await detail(lead);
    expect(page).toContain(
      `https://wa.me/5492645559876?text=${encodeURIComponent('Hola Mariano, te escribo de Volkswagen por tu consulta sobre el Amarok.')}`.replaceAll(
        '&',
        '&amp;',
      ),
    );
  });

  it('finds the same person by e-mail, phone and DNI, and warns of another open lead', async () => {
    const byEmail = await priceRequest({ email: 'mariano@example.com ', status: 'answered' });
    const [byPhone] = await bed.db
      .insert(contactMessages)
      .values({ subject: 'Service', name: 'M', lastname: 'G', telephone: '0264 15 555-9876', brandId: 1 })
      .returning();
    const reserved = await createOperationRow(bed.db, {
      brandId: 1,
      email: 'MARIANO@example.com',
      dni: '30.111.222',
      status: 'reserved',
    });
    const sameDni = await createOperationRow(bed.db, {
      brandId: 1,
      email: 'otro@example.com',
      dni: '30111222',
      status: 'cancelled',
    });
    const stranger = await createOperationRow(bed.db, {
      brandId: 1,
      email: 'nadie@example.com',
      status: 'reserved',
    });
    const page = await detail(lead);
    const records = page.slice(page.indexOf('id="lead-same-buyer"'), page.indexOf('id="lead-notes"'));
    expect(records).toContain(`/admin/consultas/precio/${byEmail}`);
    expect(records).toContain('mismo e-mail');
    expect(records).toContain(`/admin/consultas/contacto/${byPhone?.id}`);
    expect(records).toContain('mismo teléfono');
    expect(records).toContain(`Reserva ${reserved.code}`);
    expect(records).toContain(`Reserva ${sameDni.code}`);
    expect(records).toContain('mismo DNI');
    expect(records).not.toContain(stranger.code);
    // The contact by phone is still new: another open lead of the same person.
    expect(page).toContain('Posible duplicado:');
    expect(page).toContain(`/admin/consultas/contacto/${byPhone?.id}`);
    // Seen from the other side, the match holds too.
    expect(await detail(byEmail)).toContain(`/admin/consultas/precio/${lead}`);
  });

  it('never shows a sales person another brand’s record through the match', async () => {
    const other = await priceRequest({ email: 'mariano@example.com', brandId: 2, vehicle: 'Tracker' });
    const reservation = await createOperationRow(bed.db, {
      brandId: 2,
      email: 'mariano@example.com',
      status: 'reserved',
    });
    const vw = createStaffMember(bed.db, { role: 'sales', brandIds: [1] }).then((member) =>
      signedIn(bed.db, member),
    );
    const page = await detail(lead, vw);
    expect(page).not.toContain(`/admin/consultas/precio/${other}`);
    expect(page).not.toContain(reservation.code);
    expect(await detail(lead)).toContain(`/admin/consultas/precio/${other}`);
  });

  it('warns of no duplicate when the person’s other leads are closed', async () => {
    const first = await priceRequest({ email: 'cerrada@example.com', status: 'discarded' });
    const second = await priceRequest({ email: 'cerrada@example.com' });
    const page = await detail(second);
    expect(page).toContain(`/admin/consultas/precio/${first}`);
    expect(page).not.toContain('Posible duplicado:');
  });
});
