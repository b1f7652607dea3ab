/**
 * "Hoy" through the real app (docs/product.md §6 "Hoy"): each count is the number of records the list it links to
 * shows, for each role and brand; a role sees only the parts it may open; the funnel is the administrators' and the
 * content role's, cut by source.
 */
import { describe, expect, it } from 'vitest';
import { createStockUnit } from '../../tests/support/factories';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet } from '../../tests/support/staff-sessions';
import { contactMessages, priceRequests } from '../db/schema';
import { createLocation, createOperationRow } from '../dealership/reservations-desk.fixtures';

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
    expect(admin.counts.map((count) => count.total)).toEqual([3, 2, 1, 1, 1, 6]);
    expect(admin.page).toContain('Embudo de ventas');

    const volkswagen = await createStaffMember(pages.db, { role: 'sales', brandIds: [1] });
    const sales = await expectCountsMatchLists(await signedIn(pages.db, volkswagen));
    expect(sales.counts.map((count) => count.total)).toEqual([2, 1, 1, 1, 1, 5]);
    // The oldest waiting lead first, with how long it has waited; never who sent it.
    expect(sales.page).toMatch(/Volkswagen Amarok.*espera hace 30 h.*Volkswagen Polo/s);
    expect(sales.page).not.toContain('a@example.com');
    expect(sales.page).not.toContain('Embudo de ventas');

    const content = await expectCountsMatchLists(await pages.signIn({ role: 'content' }));
    expect(content.counts).toHaveLength(1);
    expect(content.page).toContain('Unidades sin fotos');
    expect(content.page).not.toContain('Consultas nuevas');
    expect(content.page).toContain('Embudo de ventas');

    const viewer = await expectCountsMatchLists(await pages.signIn({ role: 'viewer' }));
    expect(viewer.counts).toHaveLength(5);
    expect(viewer.page).not.toContain('Embudo de ventas');
  });

  it('shows a sales person of a brand with nothing to do none of the other brands’ work', async () => {
    const audi = await createStaffMember(pages.db, { role: 'sales', brandIds: [5] });
    const { page, counts } = await expectCountsMatchLists(await signedIn(pages.db, audi));
    expect(counts.map((count) => count.total)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(page).toContain('No hay consultas nuevas sin asignar.');
    expect(page).not.toContain('Volkswagen Amarok');
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

  it('says a funnel filter that is not valid, and shows the rest', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const page = await html(await pages.app.request('/admin?semanas=5', staffGet(browser)));
    expect(page).toContain('Elegí cuántas semanas ver.');
  });
});
