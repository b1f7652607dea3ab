/**
 * Financing's back-office page through the real app (docs/product.md §6, docs/decisions/0005 and 0031): credit plans
 * created, changed, removed and restored (and what the site offers then), the dollar rate with its date, roles and
 * the audit log.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDate } from '#domain/shared/mendoza-time';
import { createCreditPlan, createStockUnit, createUsdRate } from '../../tests/support/factories';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { staffGet, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, creditPlans, usdRates } from '../db/schema';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/financiacion'), brands: true });

const admin = () => bed.signIn({ role: 'admin', name: 'Ana Admin' });

const planForm = (fields: Record<string, string> = {}) => ({
  brand_id: '1',
  bank: 'Banco Nación',
  name: 'Prendario 36 meses',
  months: '36',
  annual_rate: '39,9',
  max_amount: '25.000.000',
  max_share: '70',
  active: 'on',
  ...fields,
});

const auditOf = (subjectType: string, id: number) => bed.auditOf({ type: subjectType, id }, 'oldest first');

/** The plans the reservation's financing step offers for a unit (docs/product.md §D10). */
async function offeredPlans(unitId: number): Promise<number[]> {
  const response = await bed.app.request(`/v2/dealership/credit/find?brand_id=1&vehicle=${unitId}`);
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data.map((plan) => plan.id);
}

describe('who may open financing', () => {
  it('sends an anonymous visitor to sign in, and refuses with 403 a content, sales or viewer account', async () => {
    const plan = await createCreditPlan(bed.db, { name: 'Plan protegido' });
    const pages = [
      '/admin/financiacion',
      '/admin/financiacion/planes/nuevo',
      `/admin/financiacion/planes/${plan.id}`,
    ];
    for (const page of pages) {
      const response = await bed.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location'), page).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
    const ratesBefore = await bed.db.$count(usdRates);
    for (const role of ['content', 'sales', 'viewer'] as const) {
      const browser = await bed.signIn({ role });
      for (const page of pages)
        expect((await bed.app.request(page, staffGet(browser))).status, page).toBe(403);
      const posts: [string, Record<string, string>][] = [
        ['/admin/financiacion', { intent: 'usd-rate', value: '1', date: localDate(new Date()) }],
        ['/admin/financiacion/planes/nuevo', planForm()],
        [`/admin/financiacion/planes/${plan.id}`, { intent: 'change', ...planForm({ name: 'Cambiado' }) }],
        [`/admin/financiacion/planes/${plan.id}`, { intent: 'remove' }],
      ];
      for (const [page, fields] of posts)
        expect((await bed.app.request(page, staffPost(browser, fields))).status, `${role} POST ${page}`).toBe(
          403,
        );
    }
    expect(await bed.db.$count(usdRates)).toBe(ratesBefore);
    const [row] = await bed.db.select().from(creditPlans).where(eq(creditPlans.id, plan.id));
    expect(row).toMatchObject({ name: 'Plan protegido', deletedAt: null });
    expect(await auditOf('credit_plan', plan.id)).toEqual([]);
  });
});

describe('credit plans', () => {
  it('creates a plan with its audit entry and lists it; refuses bad input beside the field with a 400', async () => {
    const browser = await admin();
    const created = await bed.app.request('/admin/financiacion/planes/nuevo', staffPost(browser, planForm()));
    expect(created.status).toBe(302);
    const [row] = await bed.db.select().from(creditPlans).where(eq(creditPlans.name, 'Prendario 36 meses'));
    expect(row).toMatchObject({
      brandId: 1,
      months: 36,
      annualRatePct: 39.9,
      maxAmount: 25_000_000,
      maxSharePct: 70,
    });
    expect(created.headers.get('location')).toBe(`/admin/financiacion/planes/${row?.id}?nuevo=1`);
    const [entry] = await auditOf('credit_plan', row?.id ?? 0);
    expect(entry).toMatchObject({ action: 'credit_plan.create', before: null });
    expect(entry?.after).toMatchObject({ bank: 'Banco Nación', annualRatePct: 39.9 });

    const list = await (await bed.app.request('/admin/financiacion', staffGet(browser))).text();
    expect(list).toContain('Banco Nación · Prendario 36 meses');
    expect(list).toContain('36 meses · TNA 39,9 %');

    const refused = await bed.app.request(
      '/admin/financiacion/planes/nuevo',
      staffPost(browser, planForm({ name: 'Mal cargado', months: '0', max_share: '150', bank: '' })),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('El plazo es un número entero de meses, de 1 a 120.');
    expect(html).toContain('El porcentaje máximo del precio es un número entero de 1 a 100.');
    expect(html).toContain('Escribí el banco o la financiera.');
    expect(await bed.db.$count(creditPlans, eq(creditPlans.name, 'Mal cargado'))).toBe(0);
  });

  it('changes a plan with before and after; a removed plan leaves the site at once and comes back when restored', async () => {
    const browser = await admin();
    await createUsdRate(bed.db);
    const unit = await createStockUnit(bed.db, { brandId: 1 });
    const plan = await createCreditPlan(bed.db, { name: 'Plan a quitar' });
    const page = `/admin/financiacion/planes/${plan.id}`;
    expect(await offeredPlans(unit.id)).toContain(plan.id);

    const change = await bed.app.request(
      page,
      staffPost(browser, { intent: 'change', ...planForm({ name: 'Plan a quitar', annual_rate: '45' }) }),
    );
    expect(change.status).toBe(200);
    expect(await change.text()).toContain('Guardamos los cambios del plan Plan a quitar.');
    const [changed] = await auditOf('credit_plan', plan.id);
    expect(changed?.before).toMatchObject({ annualRatePct: 30 });
    expect(changed?.after).toMatchObject({ annualRatePct: 45 });

    expect((await bed.app.request(page, staffPost(browser, { intent: 'remove' }))).status).toBe(200);
    expect(await offeredPlans(unit.id)).not.toContain(plan.id);
    const list = await (await bed.app.request('/admin/financiacion', staffGet(browser))).text();
    expect(list.slice(list.indexOf('Eliminados ('))).toContain('Restaurar Plan a quitar');

    const restore = await bed.app.request(
      '/admin/financiacion',
      staffPost(browser, { intent: 'restore-plan', id: String(plan.id) }),
    );
    expect(restore.status).toBe(200);
    expect(await offeredPlans(unit.id)).toContain(plan.id);
    const entries = await auditOf('credit_plan', plan.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'credit_plan.change',
      'credit_plan.remove',
      'credit_plan.restore',
    ]);
    expect(entries[1]?.after).toMatchObject({ deletedAt: expect.any(String) });
  });
});

describe('the dollar rate', () => {
  it("uses today's new rate at once, keeps a past day's in the history, and refuses a future day or a bad value", async () => {
    const browser = await admin();
    await createUsdRate(bed.db, 1400, new Date(Date.now() - 60_000));
    const inUse = ((await (await bed.app.request('/v2/baic/usd/rate')).json()) as { value: number }).value;
    const today = localDate(new Date());
    const added = await bed.app.request(
      '/admin/financiacion',
      staffPost(browser, { intent: 'usd-rate', value: '1.475,50', date: today }),
    );
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('el sitio ya la usa');
    const rate = (await (await bed.app.request('/v2/baic/usd/rate')).json()) as { value: number };
    expect(rate.value).toBe(1475.5);

    const past = await bed.app.request(
      '/admin/financiacion',
      staffPost(browser, { intent: 'usd-rate', value: '1300', date: '2026-01-15' }),
    );
    expect(await past.text()).toContain('en el historial');
    expect(((await (await bed.app.request('/v2/baic/usd/rate')).json()) as { value: number }).value).toBe(
      1475.5,
    );

    const page = await (await bed.app.request('/admin/financiacion', staffGet(browser))).text();
    // Staff read every rate with its two decimals (docs/decisions/0073).
    // An amount is one span that never breaks inside the number, so the figures are read inside it.
    expect(page).toMatch(
      /El sitio usa(<!-- -->)? <strong><span class="admin-amount">\$\s1\.475,50<\/span><\/strong>/,
    );
    expect(page).toMatch(/\$\s1\.300,00<\/span> · desde/);

    const future = await bed.app.request(
      '/admin/financiacion',
      staffPost(browser, { intent: 'usd-rate', value: '1500', date: '2999-01-01' }),
    );
    expect(future.status).toBe(400);
    expect(await future.text()).toContain('La fecha no puede ser posterior a hoy.');
    const zero = await bed.app.request(
      '/admin/financiacion',
      staffPost(browser, { intent: 'usd-rate', value: '0', date: today }),
    );
    expect(zero.status).toBe(400);
    expect(await zero.text()).toContain('La cotización es en pesos por dólar, mayor que 0');

    const [entry] = await bed.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'usd_rate.create'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry?.before).toMatchObject({ value: inUse });
    expect(entry?.after).toMatchObject({ value: 1475.5 });
  });
});
