/**
 * The reply templates (docs/decisions/0077): edited by administrators and sales people, refused to the other roles,
 * each change audited, and offered on a lead's page filled for that person only.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import { staffGet, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, leadReplyTemplates, type priceRequests } from '../db/schema';
import { insertPriceRequest, seedLeadBrands } from './leads.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/consultas') });
const PAGE = '/admin/consultas/respuestas';

const priceRequest = (values: Partial<typeof priceRequests.$inferInsert>) =>
  insertPriceRequest(bed.db, values);

const templates = () => bed.db.select().from(leadReplyTemplates);
const entries = (action: string) => bed.db.select().from(auditLog).where(eq(auditLog.action, action));
const unescaped = (page: string) => page.replaceAll('&amp;', '&');

beforeAll(async () => {
  await seedLeadBrands(bed.db);
});

describe('the reply templates page', () => {
  it('lets a sales person create, change and remove a template, each audited', async () => {
    const seller = await bed.signIn({ role: 'sales', brandIds: [1], name: 'Sara Ventas' });
    const created = await bed.app.request(
      PAGE,
      staffPost(seller, { intent: 'save', name: 'Saludo', body: 'Hola {nombre}' }),
    );
    expect(created.status).toBe(200);
    const [saved] = await templates();
    expect(saved).toMatchObject({ name: 'Saludo', body: 'Hola {nombre}' });
    const id = String(saved?.id);
    await bed.app.request(
      PAGE,
      staffPost(seller, { intent: 'save', id, name: 'Saludo', body: 'Buenas {nombre}' }),
    );
    expect((await templates())[0]?.body).toBe('Buenas {nombre}');
    expect(await html(await bed.app.request(PAGE, staffGet(seller)))).toContain('Buenas {nombre}');
    await bed.app.request(PAGE, staffPost(seller, { intent: 'remove', id }));
    expect(await templates()).toEqual([]);
    const [create] = await entries('lead_reply.create');
    const [change] = await entries('lead_reply.change');
    const [remove] = await entries('lead_reply.remove');
    expect(create).toMatchObject({ subjectType: 'lead_reply', subjectId: id, after: { name: 'Saludo' } });
    expect(change).toMatchObject({ before: { body: 'Hola {nombre}' }, after: { body: 'Buenas {nombre}' } });
    expect(remove).toMatchObject({ before: { body: 'Buenas {nombre}' }, after: null });
  });

  it('refuses an empty text in Spanish, and keeps what was typed', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    const response = await bed.app.request(
      PAGE,
      staffPost(admin, { intent: 'save', name: 'Sin texto', body: ' ' }),
    );
    expect(response.status).toBe(400);
    const page = await html(response);
    expect(page).toContain('Escribí el texto de la respuesta.');
    expect(page).toContain('Sin texto');
    expect(await templates()).toEqual([]);
  });

  it('gives viewer and content nothing to change: 403, no row, no audit entry', async () => {
    const [kept] = await bed.db.insert(leadReplyTemplates).values({ name: 'Fija', body: 'Hola' }).returning();
    for (const role of ['viewer', 'content'] as const) {
      const member = await bed.signIn({ role });
      for (const fields of [
        { intent: 'save', name: 'Otra', body: 'Texto' },
        { intent: 'save', id: String(kept?.id), name: 'Cambiada', body: 'Texto' },
        { intent: 'remove', id: String(kept?.id) },
      ]) {
        expect((await bed.app.request(PAGE, staffPost(member, fields))).status).toBe(403);
      }
    }
    expect(await templates()).toMatchObject([{ name: 'Fija', body: 'Hola' }]);
    expect((await entries('lead_reply.create')).length).toBe(1);
    const content = await bed.signIn({ role: 'content' });
    expect((await bed.app.request(PAGE, staffGet(content))).status).toBe(403);
    await bed.db.delete(leadReplyTemplates);
  });
});

describe('the reply templates on a lead’s page', () => {
  it('fills each template for that lead, on the server, as WhatsApp and e-mail links', async () => {
    await bed.db.insert(leadReplyTemplates).values({
      name: 'Primer contacto',
      body: 'Hola {nombre} {apellido}, soy {asesor} de {marca}: {vehiculo} {dni}',
    });
    const lead = await priceRequest({ email: 'mariano@example.com', cellphone: '+54 9 264 555-9876' });
    const seller = await bed.signIn({ role: 'sales', brandIds: [1], name: 'Sara Ventas' });
    const page = unescaped(
      await html(await bed.app.request(`/admin/consultas/precio/${lead}`, staffGet(seller))),
    );
    const text = 'Hola Mariano Gutiérrez, soy Sara Ventas de Volkswagen: Amarok';
    expect(page).toContain(`https://wa.me/5492645559876?text=${encodeURIComponent(text)}`);
    expect(page).toContain(
      `mailto:mariano@example.com?subject=${encodeURIComponent('Amarok')}&body=${encodeURIComponent(text)}`,
    );
    expect(page).not.toContain('{dni}');
  });

  it('shows another brand’s lead to nobody, templates included', async () => {
    const other = await priceRequest({
      brandId: 2,
      vehicle: 'Tracker',
      name: 'Secreta',
      email: 'secreta@example.com',
      cellphone: '+54 9 261 444-1111',
    });
    const seller = await bed.signIn({ role: 'sales', brandIds: [1] });
    const response = await bed.app.request(`/admin/consultas/precio/${other}`, staffGet(seller));
    expect(response.status).toBe(403);
    const page = await html(response);
    expect(page).not.toContain('Secreta');
    expect(page).not.toContain('secreta%40example.com');
    expect(page).not.toContain('secreta@example.com');
    expect(page).not.toContain('5492614441111');
    const list = await html(await bed.app.request(PAGE, staffGet(seller)));
    expect(list).not.toContain('Secreta');
  });
});
