/**
 * The promotions' back-office pages through the real app (docs/product.md §6, docs/decisions/0031 and 0032): who may
 * open and change them, the list's states, the form's refusals, removing and restoring, and the audit log.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PROMOTION_CODE_TAKEN_MESSAGE,
  PROMOTION_SCOPE_TAKEN_MESSAGE,
} from '#domain/back-office/promotion-editing';
import { createFamily } from '../../tests/support/factories';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { staffGet, staffPost } from '../../tests/support/staff-sessions';
import { promotions } from '../db/schema';
import { createPromotion } from '../dealership/operations.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/promociones'), brands: true });

const DAY = 24 * 60 * 60 * 1000;

const admin = () => bed.signIn({ role: 'admin', name: 'Ana Admin' });

/** A valid form, as the page posts it. */
const form = (fields: Record<string, string> = {}) => ({
  code: 'baic-usd500',
  description: 'Bonificación en dólares',
  brand_id: '6',
  family: '',
  chassis: '',
  kind: 'money',
  percentage: '',
  money: '500',
  currency: 'usd',
  valid_from: '2026-01-01T00:00',
  valid_until: '',
  usage_limit: '10',
  active: 'on',
  ...fields,
});

const rowOf = async (code: string) =>
  (await bed.db.select().from(promotions).where(eq(promotions.code, code)))[0];

const auditOf = (id: number) => bed.auditOf({ type: 'promotion', id }, 'oldest first');

describe('who may open the promotions', () => {
  it('sends an anonymous visitor to sign in, and refuses with 403 a content, sales or viewer account', async () => {
    const promotion = await createPromotion(bed.db, { code: 'QUIENPUEDE' });
    const pages = ['/admin/promociones', '/admin/promociones/nueva', `/admin/promociones/${promotion.id}`];
    for (const page of pages) {
      const response = await bed.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location'), page).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
    for (const role of ['content', 'sales', 'viewer'] as const) {
      const browser = await bed.signIn({ role });
      for (const page of pages)
        expect((await bed.app.request(page, staffGet(browser))).status, `${role} ${page}`).toBe(403);
      const posts: [string, Record<string, string>][] = [
        ['/admin/promociones/nueva', form({ code: `NO-${role}` })],
        [`/admin/promociones/${promotion.id}`, { intent: 'change', ...form({ code: 'CAMBIADA' }) }],
        [`/admin/promociones/${promotion.id}`, { intent: 'remove' }],
        ['/admin/promociones', { intent: 'restore', id: String(promotion.id) }],
      ];
      for (const [page, fields] of posts)
        expect((await bed.app.request(page, staffPost(browser, fields))).status, `${role} POST ${page}`).toBe(
          403,
        );
    }
    expect(await rowOf('QUIENPUEDE')).toMatchObject({ deletedAt: null, code: 'QUIENPUEDE' });
    expect(await rowOf('NO-CONTENT')).toBeUndefined();
    expect(await auditOf(promotion.id)).toEqual([]);
  });
});

describe('creating a promotion', () => {
  it('saves a money code in dollars, upper-case, with its audit entry, and lists it with its currency and usage', async () => {
    const browser = await admin();
    const response = await bed.app.request('/admin/promociones/nueva', staffPost(browser, form()));
    expect(response.status).toBe(302);
    const row = await rowOf('BAIC-USD500');
    expect(row).toMatchObject({
      brandId: 6,
      moneyDiscount: 500,
      currency: 'usd',
      percentageDiscount: null,
      usageLimit: 10,
    });
    expect(response.headers.get('location')).toBe(`/admin/promociones/${row?.id}?nueva=1`);
    expect(row?.validFrom.toISOString()).toBe('2026-01-01T03:00:00.000Z');

    const [entry] = await auditOf(row?.id ?? 0);
    expect(entry).toMatchObject({ action: 'promotion.create', before: null });
    expect(entry?.after).toMatchObject({ code: 'BAIC-USD500', moneyDiscount: 500, currency: 'usd' });

    const list = await (await bed.app.request('/admin/promociones', staffGet(browser))).text();
    expect(list).toContain(`href="/admin/promociones/${row?.id}"`);
    expect(list).toMatch(/US\$\s500/);
    expect(list).toContain('Usos: 0 / 10');
    expect(list).toContain('Vigente');
    expect(list).toContain('Con código');
    expect(list).toContain('BAIC');
  });

  it('refuses bad input with the message beside each field, a 400, and saves nothing', async () => {
    const browser = await admin();
    const response = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(browser, form({ code: 'X', usage_limit: '0' })),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      'El código tiene que tener de 3 a 40 letras (sin acentos ni ñ), números o guiones.',
    );
    expect(html).toContain('El límite de usos tiene que ser al menos 1.');
    expect(html).toContain('aria-invalid="true"');
    // What was typed is shown again.
    expect(html).toContain('value="Bonificación en dólares"');

    // A money discount without its currency, and an end before the start.
    const noCurrency = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(browser, form({ code: 'SINMONEDA', currency: '', valid_until: '2025-12-31T00:00' })),
    );
    expect(noCurrency.status).toBe(400);
    const noCurrencyHtml = await noCurrency.text();
    expect(noCurrencyHtml).toContain(
      'Elegí la moneda del monto: se aplica solo a unidades con precio en esa moneda.',
    );
    expect(noCurrencyHtml).toContain('El fin tiene que ser posterior al inicio.');

    const percentage = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(browser, form({ code: 'PORCIENTO', kind: 'percentage', percentage: '150', money: '' })),
    );
    expect(percentage.status).toBe(400);
    expect(await percentage.text()).toContain('El porcentaje tiene que ser mayor que 0 y hasta 100');
    for (const code of ['X', 'SINMONEDA', 'PORCIENTO']) expect(await rowOf(code)).toBeUndefined();
  });

  it('refuses a code already taken, and a second automatic promotion for the same scope, with 409 and no 500', async () => {
    const browser = await admin();
    await createPromotion(bed.db, { code: 'REPETIDO' });
    const taken = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(browser, form({ code: 'repetido' })),
    );
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(PROMOTION_CODE_TAKEN_MESSAGE);

    await createFamily(bed.db, { brandId: 4, family: 'KICKS' });
    await createPromotion(bed.db, { code: 'AUTOKICKS', brandId: 4, family: 'KICKS', discoverable: true });
    const scope = await bed.app.request(
      '/admin/promociones/nueva',
      staffPost(browser, form({ code: 'OTRAKICKS', brand_id: '4', family: 'kicks', discoverable: 'on' })),
    );
    expect(scope.status).toBe(409);
    expect(await scope.text()).toContain(PROMOTION_SCOPE_TAKEN_MESSAGE);
    expect(await rowOf('OTRAKICKS')).toBeUndefined();
  });
});

describe('changing, removing and restoring', () => {
  it('saves a change with before and after, and refuses a limit below the uses already counted', async () => {
    const browser = await admin();
    const promotion = await createPromotion(bed.db, { code: 'EDITABLE', usageLimit: 10, usageCount: 4 });
    const page = `/admin/promociones/${promotion.id}`;
    expect(await (await bed.app.request(page, staffGet(browser))).text()).toContain('value="EDITABLE"');

    const change = await bed.app.request(
      page,
      staffPost(browser, {
        intent: 'change',
        ...form({
          code: 'EDITABLE',
          brand_id: '1',
          kind: 'percentage',
          percentage: '7,5',
          money: '',
          currency: '',
        }),
      }),
    );
    expect(change.status).toBe(200);
    expect(await change.text()).toContain('Guardamos los cambios de EDITABLE.');
    expect(await rowOf('EDITABLE')).toMatchObject({
      percentageDiscount: 7.5,
      moneyDiscount: null,
      brandId: 1,
    });
    const [entry] = await auditOf(promotion.id);
    expect(entry?.action).toBe('promotion.change');
    expect(entry?.before).toMatchObject({ percentageDiscount: 5, brandId: null });
    expect(entry?.after).toMatchObject({ percentageDiscount: 7.5, brandId: 1 });

    const below = await bed.app.request(
      page,
      staffPost(browser, { intent: 'change', ...form({ code: 'EDITABLE', usage_limit: '3' }) }),
    );
    expect(below.status).toBe(422);
    expect(await below.text()).toContain('Ya se usó 4 veces: el límite no puede ser menor.');
    expect((await rowOf('EDITABLE'))?.usageLimit).toBe(10);
  });

  it('removes a promotion (its code stops working), lists it under Eliminadas, and restores it, both audited', async () => {
    const browser = await admin();
    const promotion = await createPromotion(bed.db, { code: 'QUITAR' });
    const page = `/admin/promociones/${promotion.id}`;
    expect((await bed.app.request(page, staffPost(browser, { intent: 'remove' }))).status).toBe(200);
    expect((await rowOf('QUITAR'))?.deletedAt).toBeInstanceOf(Date);

    const list = await (await bed.app.request('/admin/promociones', staffGet(browser))).text();
    const removed = list.slice(list.indexOf('Eliminadas ('));
    expect(removed).toContain('QUITAR');
    expect(removed).toContain('Restaurar QUITAR');
    expect(removed).toContain('Eliminada');

    const restore = await bed.app.request(
      '/admin/promociones',
      staffPost(browser, { intent: 'restore', id: String(promotion.id) }),
    );
    expect(restore.status).toBe(200);
    expect(await restore.text()).toContain('Restauramos la promoción QUITAR.');
    expect((await rowOf('QUITAR'))?.deletedAt).toBeNull();
    const entries = await auditOf(promotion.id);
    expect(entries.map((entry) => entry.action)).toEqual(['promotion.remove', 'promotion.restore']);
    expect(entries[0]?.before).toMatchObject({ deletedAt: null });
    expect(entries[0]?.after).toMatchObject({ deletedAt: expect.any(String) });
  });

  it('shows each state: programada, vencida, agotada, inactiva', async () => {
    const browser = await admin();
    await createPromotion(bed.db, { code: 'FUTURA', validFrom: new Date(Date.now() + DAY) });
    await createPromotion(bed.db, {
      code: 'PASADA',
      validUntil: new Date(Date.now() - DAY),
      validFrom: new Date(Date.now() - 2 * DAY),
    });
    await createPromotion(bed.db, { code: 'GASTADA', usageLimit: 2, usageCount: 2 });
    await createPromotion(bed.db, { code: 'APAGADA', active: false });
    const html = await (await bed.app.request('/admin/promociones', staffGet(browser))).text();
    for (const [code, state] of [
      ['FUTURA', 'Programada'],
      ['PASADA', 'Vencida'],
      ['GASTADA', 'Agotada'],
      ['APAGADA', 'Inactiva'],
    ] as const) {
      const item = html.slice(
        html.indexOf(`>${code}</a>`),
        html.indexOf('</li>', html.indexOf(`>${code}</a>`)),
      );
      expect(item, code).toContain(state);
    }
  });
});
