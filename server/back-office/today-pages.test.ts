/**
 * "Hoy" through the real app (docs/product.md §6 "Hoy"): each count is the number of records the list it links to
 * shows, for each role and brand; a role sees only the parts it may open; the funnel is the administrators' and the
 * content role's, cut by source.
 */
import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS } from '#domain/back-office/sales-funnel';
import { mondayOf } from '#domain/back-office/today';
import { localDate } from '#domain/shared/mendoza-time';
import { createStockUnit } from '../../tests/support/factories';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet } from '../../tests/support/staff-sessions';
import { contactMessages, priceRequests } from '../db/schema';
import { createLocation, createOperationRow } from '../dealership/reservations-desk.fixtures';
import {
  buildPaymentApp,
  completeOperation,
  newBuyerEmail,
  pay,
  startPayment,
} from '../payments/payments.fixtures';

const pages = adminPagesTestBed({ brands: true });

const HOUR = 60 * 60 * 1000;

async function seed() {
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  await pages.db.insert(priceRequests).values([
    {
      vehicle: 'Volkswagen Amarok',
      name: 'A',
      lastname: 'B',
      email: 'a@example.com',
      brandId: 1,
      createdAt: ago(30),
    },
    {
      vehicle: 'Volkswagen Polo',
      name: 'C',
      lastname: 'D',
      email: 'c@example.com',
      brandId: 1,
      createdAt: ago(2),
      originUtmSource: 'facebook',
      originChannel: 'facebook',
    },
    {
      vehicle: 'Volkswagen Taos',
      name: 'E',
      lastname: 'F',
      email: 'e@example.com',
      brandId: 1,
      status: 'answered',
    },
  ]);
  await pages.db
    .insert(contactMessages)
    .values({ subject: 'Chevrolet Onix', name: 'G', lastname: 'H', telephone: '2615550000', brandId: 2 });
  const location = await createLocation(pages.db);
  await createOperationRow(pages.db, { status: 'reserved', reservedAt: ago(72) });
  await createOperationRow(pages.db, { status: 'reserved', reservedAt: ago(1) });
  await createOperationRow(pages.db, {
    status: 'reserved',
    reservedAt: ago(100),
    fulfilment: 'delivery_scheduled',
    deliveryAt: new Date(),
    deliveryLocationId: location.id,
  });
  await createOperationRow(pages.db, { status: 'payment_pending', originChannel: 'facebook' });
  await createOperationRow(pages.db, { brandId: 2, status: 'reserved', reservedAt: ago(72) });
  await createStockUnit(pages.db, { brandId: 1 });
}

/** Each count of "Hoy" with the address it links to. */
function countsOf(page: string): { href: string; total: number }[] {
  return [
    ...page.matchAll(/<a[^>]*href="([^"]+)"[^>]*class="today-count"[^>]*>.*?today-count__number">([\d.]+)</g),
  ]
    .concat([
      ...page.matchAll(
        /<a[^>]*class="today-count"[^>]*href="([^"]+)"[^>]*>.*?today-count__number">([\d.]+)</g,
      ),
    ])
    .map((match) => ({
      href: (match[1] ?? '').replaceAll('&amp;', '&'),
      total: Number((match[2] ?? '').replace('.', '')),
    }));
}

/** The total a list's page says it holds ("3 consultas", "1 operación", "0 unidades"). */
function listTotal(page: string): number {
  const match = /<h2[^>]*>([\d.]+) (?:consultas?|operaci(?:ón|ones)|unidad(?:es)?)<\/h2>/.exec(page);
  if (!match) throw new Error('the list says no total');
  return Number((match[1] ?? '').replace('.', ''));
}

async function expectCountsMatchLists(browser: Awaited<ReturnType<typeof signedIn>>) {
  const home = await pages.app.request('/admin', staffGet(browser));
  expect(home.status).toBe(200);
  const page = await html(home);
  const counts = countsOf(page);
  for (const count of counts) {
    const list = await pages.app.request(count.href, staffGet(browser));
    expect(list.status, count.href).toBe(200);
    expect(listTotal(await html(list)), count.href).toBe(count.total);
  }
  return { page, counts };
}

describe('"Hoy"', () => {
  it('gives each role counts that match the lists they link to, within its brands', async () => {
    await seed();
    const admin = await expectCountsMatchLists(await pages.signIn({ role: 'admin' }));
    expect(admin.counts.map((count) => count.total)).toEqual([3, 0, 2, 1, 1, 1, 6]);
    expect(admin.page).toContain('Embudo de ventas');

    const volkswagen = await createStaffMember(pages.db, { role: 'sales', brandIds: [1] });
    const sales = await expectCountsMatchLists(await signedIn(pages.db, volkswagen));
    expect(sales.counts.map((count) => count.total)).toEqual([2, 0, 1, 1, 1, 1, 5]);
    // The oldest waiting lead first, with how long it has waited; never who sent it.
    expect(sales.page).toMatch(/Volkswagen Amarok.*espera hace 30 h.*Volkswagen Polo/s);
    expect(sales.page).not.toContain('a@example.com');
    expect(sales.page).not.toContain('Embudo de ventas');

    const content = await expectCountsMatchLists(await pages.signIn({ role: 'content' }));
    expect(content.counts).toHaveLength(1);
    expect(content.page).toContain('Unidades sin fotos');
    expect(content.page).not.toContain('Consultas nuevas');
    expect(content.page).toContain('Embudo de ventas');

    // The viewer is never given a lead: no count of their own.
    const viewer = await expectCountsMatchLists(await pages.signIn({ role: 'viewer' }));
    expect(viewer.counts).toHaveLength(5);
    expect(viewer.page).not.toContain('Mis consultas sin responder');
    expect(viewer.page).not.toContain('Embudo de ventas');
  });

  it('shows a sales person of a brand with nothing to do none of the other brands’ work', async () => {
    const audi = await createStaffMember(pages.db, { role: 'sales', brandIds: [5] });
    const { page, counts } = await expectCountsMatchLists(await signedIn(pages.db, audi));
    expect(counts.map((count) => count.total)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(page).toContain('No hay consultas nuevas sin asignar.');
    expect(page).not.toContain('Volkswagen Amarok');
  });

  it("gives each person who takes leads their own still unanswered, matching «Mis consultas», with the oldest one's wait", async () => {
    const sara = await createStaffMember(pages.db, { role: 'sales', brandIds: [1], name: 'Sara Ventas' });
    const bruno = await createStaffMember(pages.db, {
      role: 'sales',
      brandIds: [1, 2],
      name: 'Bruno Ventas',
    });
    const idle = await createStaffMember(pages.db, {
      role: 'sales',
      brandIds: [1],
      name: 'Ida Sin Consultas',
    });
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    const lead = (values: Partial<typeof priceRequests.$inferInsert>) =>
      pages.db.insert(priceRequests).values({
        vehicle: 'Volkswagen Virtus',
        name: 'I',
        lastname: 'J',
        email: 'i@example.com',
        brandId: 1,
        ...values,
      });
    // Sara's: two still new (the oldest 50 hours ago, a contact message), one under way and one answered, which are not.
    await lead({ assignedAccountId: sara.id, createdAt: ago(5) });
    await pages.db.insert(contactMessages).values({
      subject: 'Volkswagen Nivus',
      name: 'K',
      lastname: 'L',
      telephone: '2615550001',
      brandId: 1,
      assignedAccountId: sara.id,
      createdAt: ago(50),
    });
    await lead({ assignedAccountId: sara.id, status: 'in_progress', createdAt: ago(80) });
    await lead({ assignedAccountId: sara.id, status: 'answered', createdAt: ago(90) });
    // Bruno's one, of another brand of his; a new lead nobody has is nobody's own.
    await lead({ assignedAccountId: bruno.id, brandId: 2, vehicle: 'Chevrolet Tracker', createdAt: ago(3) });

    const mineOf = async (member: Parameters<typeof signedIn>[1]) => {
      const { page, counts } = await expectCountsMatchLists(await signedIn(pages.db, member));
      const own = counts.find((count) => count.href === '/admin/consultas?estado=new&asignada=yo');
      return { page, total: own?.total };
    };
    const forSara = await mineOf(sara);
    expect(forSara.total).toBe(2);
    expect(forSara.page).toMatch(
      /Mis consultas sin responder<\/span><span[^>]*>La más antigua espera hace 2 días</,
    );
    const forBruno = await mineOf(bruno);
    expect(forBruno.total).toBe(1);
    expect(forBruno.page).toMatch(
      /Mis consultas sin responder<\/span><span[^>]*>La más antigua espera hace 3 h</,
    );
    const forIdle = await mineOf(idle);
    expect(forIdle.total).toBe(0);
    expect(forIdle.page).toContain('Mis consultas sin responder');
    expect(forIdle.page).not.toContain('La más antigua espera');
  });

  it('cuts the funnel by source for the content role', async () => {
    const browser = await pages.signIn({ role: 'content' });
    const response = await pages.app.request('/admin?embudo-origen=facebook', staffGet(browser));
    const page = await html(response);
    expect(page).toMatch(
      /<tr data-fila="facebook"><th scope="row">facebook<\/th><td>1<\/td><td>1<\/td><td>0<\/td><td>0<\/td><\/tr>/,
    );
    expect(page).not.toContain('data-fila="directo"');
    expect(page).toContain('<svg');
  });

  it('counts a lead and a paid reservation that came with utm_source=facebook under facebook, in their week', async () => {
    const browser = await pages.signIn({ role: 'content' });
    const thisWeek = mondayOf(localDate(new Date()));
    /** The funnel's row of a source or a week (its Monday), one number a step; zeros when it has none yet. */
    const funnelRows = async (query: string) => {
      const page = await html(await pages.app.request(`/admin?${query}`, staffGet(browser)));
      return (key: string) => {
        const row = new RegExp(`<tr data-fila="${key}">(.*?)</tr>`).exec(page)?.[1] ?? '';
        const cells = [...row.matchAll(/<td>([\d.]+)<\/td>/g)].map((cell) => Number(cell[1]));
        return cells.length === FUNNEL_STEPS.length ? cells : FUNNEL_STEPS.map(() => 0);
      };
    };
    const before = await funnelRows('embudo-origen=facebook');
    const directBefore = await funnelRows('embudo-origen=directo');

    // Both arrive from a Facebook ad, as the site sends it: the session's first page with its campaign.
    const source = {
      landing: '/vehiculos-0km/volkswagen?utm_source=Facebook&utm_medium=cpc',
      referrer: 'l.facebook.com',
    };
    const contact = await pages.app.request('/api/v2/territorio/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Juana',
        lastname: 'Pérez',
        telephone: '0261 555-1234',
        email: 'juana.perez@example.com',
        subject: 'Volkswagen',
        message: 'Quiero saber el precio de contado.',
        source,
      }),
    });
    expect(contact.status).toBe(201);
    const payments = buildPaymentApp(pages.db).app;
    const unit = await createStockUnit(pages.db, { brandId: 1 });
    const operation = await completeOperation(payments, unit, newBuyerEmail(), { source });
    expect((await startPayment(payments, operation.code)).status).toBe(200);
    const paid = await pay(payments, operation.code, 'APRO');
    expect(paid.body.data.outcome).toBe('reserved');

    const after = await funnelRows('embudo-origen=facebook');
    // Leads, operations started, reservations, deliveries: one more lead, one more start and one more reservation.
    const grew = (key: string) => after(key).map((count, step) => count - (before(key)[step] ?? 0));
    expect(grew('facebook')).toEqual([1, 1, 1, 0]);
    expect(grew(thisWeek)).toEqual([1, 1, 1, 0]);
    // And under no other source.
    const directAfter = await funnelRows('embudo-origen=directo');
    expect(directAfter(thisWeek)).toEqual(directBefore(thisWeek));
  });

  it('says a funnel filter that is not valid, and shows the rest', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const page = await html(await pages.app.request('/admin?semanas=5', staffGet(browser)));
    expect(page).toContain('Elegí cuántas semanas ver.');
  });
});
