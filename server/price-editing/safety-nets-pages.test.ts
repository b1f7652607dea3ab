/**
 * The safety nets on money (docs/product.md §6 "Safety nets", docs/decisions/0073): a dollar rate far from the one in
 * use and a large discount ask again before they are saved, with both values; a wrong rate is put back; a promotion's
 * family is one of the catalogue's.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROMOTION_FAMILY_UNKNOWN_MESSAGE } from '#domain/back-office/promotion-editing';
import { localDate } from '#domain/shared/mendoza-time';
import { createFamily, createStockUnit, createUsdRate } from '../../tests/support/factories';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { staffGet, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, promotions, usdRates } from '../db/schema';

const bed = adminPagesTestBed({
  keep: (path) => pagesUnder('/admin/financiacion')(path) || pagesUnder('/admin/promociones')(path),
  brands: true,
});

const plain = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/**
 * The confirmation card and the notice of a page, and the amounts written in them: each kept on one line (inside an
 * `Amount`), or loose, where a phone's narrow line could break it inside the number.
 */
function amountsOf(page: string) {
  const parts = [
    ...page.matchAll(/<section class="admin-card admin-confirm".*?<\/section>/gs),
    ...page.matchAll(/<div role="(?:status|alert)" class="admin-notice[^"]*">.*?<\/div>/gs),
  ].map((match) => match[0]);
  const whole = /<span class="admin-amount">([^<]*)<\/span>/g;
  const amount = /[-\u2212]?(?:US)?\$[\u00a0 ]\d[\d.,]*/g;
  return {
    kept: parts.flatMap((part) => [...part.matchAll(whole)].map((match) => match[1])),
    loose: parts.flatMap((part) => part.replace(whole, '').match(amount) ?? []),
  };
}

const promotionForm = (fields: Record<string, string> = {}) => ({
  code: 'GRANDE',
  description: '',
  brand_id: '1',
  family: '',
  chassis: '',
  kind: 'percentage',
  percentage: '35',
  money: '',
  currency: '',
  valid_from: '2026-01-01T00:00',
  valid_until: '',
  usage_limit: '',
  active: 'on',
  ...fields,
});

const rowOf = async (code: string) =>
  (await bed.db.select().from(promotions).where(eq(promotions.code, code)))[0];

describe('the dollar rate', () => {
  it('asks before a change of more than 20%, applies it once confirmed, and puts an earlier rate back, audited', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    await createUsdRate(bed.db, 1450, new Date(Date.now() - 60_000));
    const today = localDate(new Date());
    const before = await bed.db.$count(usdRates);

    const asked = await bed.app.request(
      '/admin/financiacion',
      staffPost(admin, { intent: 'usd-rate', value: '14500', date: today }),
    );
    expect(asked.status).toBe(409);
    const page = await plain(asked);
    expect(page).toContain('Confirmá el cambio');
    expect(page).toMatch(/\$\s1\.450,00/);
    expect(page).toMatch(/\$\s14\.500,00/);
    expect(page).toContain('name="confirmado" value="1"');
    // Both rates, each on one line however the card wraps on a phone.
    expect(amountsOf(page)).toEqual({ kept: ['$\u00a01.450,00', '$\u00a014.500,00'], loose: [] });
    expect(await bed.db.$count(usdRates)).toBe(before);

    const small = await bed.app.request(
      '/admin/financiacion',
      staffPost(admin, { intent: 'usd-rate', value: '1500', date: today }),
    );
    expect(small.status).toBe(200);

    const confirmed = await bed.app.request(
      '/admin/financiacion',
      staffPost(admin, { intent: 'usd-rate', value: '15000', date: today, confirmado: '1' }),
    );
    expect(confirmed.status).toBe(200);
    const [wrong] = await bed.db.select().from(usdRates).orderBy(desc(usdRates.id)).limit(1);
    expect(wrong?.value).toBe(15000);

    const [earlier] = await bed.db.select().from(usdRates).where(eq(usdRates.value, 1500));
    const back = { intent: 'restore-rate', id: String(earlier?.id) };
    expect((await bed.app.request('/admin/financiacion', staffPost(admin, back))).status).toBe(409);
    const restored = await bed.app.request(
      '/admin/financiacion',
      staffPost(admin, { ...back, confirmado: '1' }),
    );
    expect(restored.status).toBe(200);
    const notice = await plain(restored);
    expect(notice).toMatch(
      /Volvimos a la cotización de <span class="admin-amount">\$\s1\.500,00<\/span> por dólar/,
    );
    expect(amountsOf(notice)).toEqual({ kept: ['$\u00a01.500,00'], loose: [] });
    const rate = (await (await bed.app.request('/v2/baic/usd/rate')).json()) as { value: number };
    expect(rate.value).toBe(1500);
    const [entry] = await bed.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'usd_rate.restore'))
      .orderBy(desc(auditLog.id));
    expect(entry?.before).toMatchObject({ value: 15000 });
    expect(entry?.after).toMatchObject({ value: 1500, restoredFrom: earlier?.id });
  });

  it('refuses another role the way back (403) and changes nothing', async () => {
    await createUsdRate(bed.db, 1450);
    const [rate] = await bed.db.select().from(usdRates).limit(1);
    const sales = await bed.signIn({ role: 'sales', brandIds: [1] });
    const count = await bed.db.$count(usdRates);
    const refused = await bed.app.request(
      '/admin/financiacion',
      staffPost(sales, { intent: 'restore-rate', id: String(rate?.id), confirmado: '1' }),
    );
    expect(refused.status).toBe(403);
    expect(await bed.db.$count(usdRates)).toBe(count);
  });
});

describe('a promotion', () => {
  it('asks again for a discount above 30%, and saves it once confirmed', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    const asked = await bed.app.request('/admin/promociones/nueva', staffPost(admin, promotionForm()));
    expect(asked.status).toBe(409);
    const page = await plain(asked);
    expect(page).toContain('El descuento supera el 30 % del precio');
    expect(page).toMatch(
      /Sin promoción<\/span> <svg.*?pasa a<\/span> <strong class="admin-confirm__after">35 %<\/strong>/,
    );
    expect(await rowOf('GRANDE')).toBeUndefined();

    const saved = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(admin, { ...promotionForm(), confirmado: '1' }),
    );
    expect(saved.status).toBe(302);
    expect((await rowOf('GRANDE'))?.percentageDiscount).toBe(35);

    const modest = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(admin, promotionForm({ code: 'MODESTA', percentage: '30' })),
    );
    expect(modest.status).toBe(302);
  });

  it('keeps every amount of the confirmation on one line: the discount, and the price it is a share of', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    await createStockUnit(bed.db, { brandId: 1, listPrice: 12_000_000 });
    const asked = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(
        admin,
        promotionForm({ code: 'MONTO', kind: 'money', percentage: '', money: '5000000', currency: 'ars' }),
      ),
    );
    expect(asked.status).toBe(409);
    const page = await plain(asked);
    expect(page).toContain('la unidad más barata a la que se aplica');
    const { kept, loose } = amountsOf(page);
    expect(loose).toEqual([]);
    expect(kept).toEqual(['$\u00a05.000.000', expect.stringMatching(/^\$\u00a0[\d.]+$/)]);
  });

  it('takes a family only from the catalogue of its brand', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    await createFamily(bed.db, { brandId: 1, family: 'TAOS' });
    const typed = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(admin, promotionForm({ code: 'INVENTADA', percentage: '5', family: 'TAOZ' })),
    );
    expect(typed.status).toBe(422);
    expect(await plain(typed)).toContain(PROMOTION_FAMILY_UNKNOWN_MESSAGE);
    const otherBrand = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(admin, promotionForm({ code: 'OTRAMARCA', percentage: '5', brand_id: '2', family: 'TAOS' })),
    );
    expect(otherBrand.status).toBe(422);
    expect(await rowOf('INVENTADA')).toBeUndefined();

    const picked = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(admin, promotionForm({ code: 'TAOS5', percentage: '5', family: 'TAOS' })),
    );
    expect(picked.status).toBe(302);
    expect((await rowOf('TAOS5'))?.family).toBe('TAOS');
    // The form offers the catalogue's families as a select, not a typed field.
    const form = await plain(await bed.app.request('/admin/promociones/nueva', staffGet(admin)));
    expect(form).toMatch(/<select[^>]*name="family"/);
  });
});
