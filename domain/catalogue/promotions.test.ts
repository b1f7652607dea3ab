import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionDiscoverQuerySchema, promotionQuerySchema } from './promotion-query-schemas';
import {
  checkPromotion,
  matchesScope,
  normalizeFamily,
  normalizePromotionCode,
  PROMOTION_EXPIRED_MESSAGE,
  PROMOTION_NOT_STARTED_MESSAGE,
  PROMOTION_NOT_VALID_MESSAGE,
  PROMOTION_OFFER_UNIT_MESSAGE,
  PROMOTION_USED_UP_MESSAGE,
  type PromotionRule,
  pickDiscoverablePromotion,
  promotionDiscount,
  promotionOtherCurrencyMessage,
  promotionStatus,
  scopeSpecificity,
  toPublicPromotion,
} from './promotions';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function rule(overrides: Partial<PromotionRule & { id: number }> = {}): PromotionRule & { id: number } {
  return {
    id: 1,
    code: 'PRUEBA',
    brandId: null,
    family: null,
    chassis: null,
    // A percentage applies whatever the unit's currency; the currency rule has its own tests below.
    moneyDiscount: null,
    currency: null,
    percentageDiscount: 5,
    validFrom: new Date(NOW.getTime() - DAY),
    validUntil: new Date(NOW.getTime() + DAY),
    usageLimit: null,
    usageCount: 0,
    active: true,
    ...overrides,
  };
}

describe('normalizing', () => {
  it('reads a code in any case and with surrounding spaces', () => {
    expect(normalizePromotionCode('  bienvenida ')).toBe('BIENVENIDA');
  });

  it('treats dashes as spaces in a family, as docs/product.md §7 discovery sends it', () => {
    expect(normalizeFamily('t cross')).toBe(normalizeFamily('T-CROSS'));
    expect(normalizeFamily(' Onix   Plus ')).toBe('ONIX PLUS');
  });
});

describe('matchesScope', () => {
  it('lets a promotion without scope apply to any vehicle, even one described by nothing', () => {
    expect(matchesScope(rule(), {})).toBe(true);
    expect(matchesScope(rule(), { brandId: 6, family: 'BJ30', chassis: 'LNB123' })).toBe(true);
  });

  it('narrows by brand, family (any case, dashes as spaces) and chassis', () => {
    const kicks = rule({ brandId: 4, family: 'KICKS' });
    expect(matchesScope(kicks, { brandId: 4, family: 'kicks' })).toBe(true);
    expect(matchesScope(kicks, { brandId: 4, family: 'VERSA' })).toBe(false);
    expect(matchesScope(kicks, { brandId: 1, family: 'KICKS' })).toBe(false);

    const tCross = rule({ brandId: 1, family: 'T-CROSS' });
    expect(matchesScope(tCross, { brandId: 1, family: 'T CROSS' })).toBe(true);

    const unit = rule({ chassis: '9BWAB45U0RT000001' });
    expect(matchesScope(unit, { chassis: ' 9bwab45u0rt000001 ' })).toBe(true);
    expect(matchesScope(unit, { chassis: '9BWAB45U0RT000002' })).toBe(false);
  });

  it('refuses a scoped promotion when the request does not say what the scope asks for', () => {
    expect(matchesScope(rule({ brandId: 1 }), {})).toBe(false);
    expect(matchesScope(rule({ family: 'POLO' }), { brandId: 1 })).toBe(false);
    expect(matchesScope(rule({ chassis: '9BWAB45U0RT000001' }), { brandId: 1, family: 'POLO' })).toBe(false);
  });
});

describe('promotionStatus', () => {
  it('is valid from valid_from (included) until valid_until (excluded)', () => {
    const promotion = rule({ validFrom: NOW, validUntil: new Date(NOW.getTime() + 1000) });
    expect(promotionStatus(promotion, NOW)).toBe('valid');
    expect(promotionStatus(promotion, new Date(NOW.getTime() - 1))).toBe('not_started');
    expect(promotionStatus(promotion, new Date(NOW.getTime() + 1000))).toBe('expired');
    expect(promotionStatus(rule({ validUntil: null }), new Date('2040-01-01'))).toBe('valid');
  });

  it('is used up once the count reaches the limit, and inactive when withdrawn', () => {
    expect(promotionStatus(rule({ usageLimit: 10, usageCount: 9 }), NOW)).toBe('valid');
    expect(promotionStatus(rule({ usageLimit: 10, usageCount: 10 }), NOW)).toBe('used_up');
    expect(promotionStatus(rule({ active: false }), NOW)).toBe('inactive');
  });
});

describe('checkPromotion', () => {
  it('gives the promotion when it exists, matches and is valid', () => {
    const promotion = rule({ brandId: 1 });
    expect(checkPromotion(promotion, { brandId: 1 }, NOW)).toEqual({ ok: true, promotion });
  });

  it('says why a code is refused, in Spanish', () => {
    expect(checkPromotion(null, {}, NOW)).toMatchObject({ ok: false, message: PROMOTION_NOT_VALID_MESSAGE });
    expect(checkPromotion(rule({ brandId: 2 }), { brandId: 1 }, NOW)).toMatchObject({
      reason: 'out_of_scope',
      message: PROMOTION_NOT_VALID_MESSAGE,
    });
    expect(checkPromotion(rule({ validUntil: NOW }), {}, NOW)).toMatchObject({
      reason: 'expired',
      message: PROMOTION_EXPIRED_MESSAGE,
    });
    expect(checkPromotion(rule({ validFrom: new Date(NOW.getTime() + DAY) }), {}, NOW)).toMatchObject({
      message: PROMOTION_NOT_STARTED_MESSAGE,
    });
    expect(checkPromotion(rule({ usageLimit: 1, usageCount: 1 }), {}, NOW)).toMatchObject({
      message: PROMOTION_USED_UP_MESSAGE,
    });
    expect(checkPromotion(rule({ active: false }), {}, NOW)).toMatchObject({
      message: PROMOTION_NOT_VALID_MESSAGE,
    });
  });

  it('does not tell how another brand’s code is doing: scope is checked first', () => {
    const expiredElsewhere = rule({ brandId: 2, validUntil: new Date(NOW.getTime() - DAY) });
    expect(checkPromotion(expiredElsewhere, { brandId: 1 }, NOW)).toMatchObject({ reason: 'out_of_scope' });
  });
});

describe('codes and offers do not stack (docs/product.md §9)', () => {
  it('refuses every code, typed or automatic, on a unit with a special discount, saying why', () => {
    const offer = { brandId: 1, family: 'POLO', specialDiscount: 400_000 };
    expect(checkPromotion(rule({ brandId: 1 }), offer, NOW)).toMatchObject({
      ok: false,
      reason: 'offer_unit',
      message: PROMOTION_OFFER_UNIT_MESSAGE,
    });
    expect(pickDiscoverablePromotion([rule({ brandId: 1 })], offer, NOW)).toBeNull();
  });

  it('still says a code of another brand is not valid, rather than naming the offer', () => {
    expect(checkPromotion(rule({ brandId: 2 }), { brandId: 1, specialDiscount: 1 }, NOW)).toMatchObject({
      reason: 'out_of_scope',
    });
  });

  it('lets a code apply to a unit with only the web discount, or none', () => {
    const promotion = rule({ brandId: 1 });
    expect(checkPromotion(promotion, { brandId: 1, specialDiscount: 0 }, NOW)).toEqual({
      ok: true,
      promotion,
    });
    expect(pickDiscoverablePromotion([promotion], { brandId: 1, specialDiscount: 0 }, NOW)).toBe(promotion);
  });
});

describe('a money discount applies only to units priced in its currency (docs/decisions/0032)', () => {
  const dollars = rule({ code: 'BAIC500', brandId: 6, moneyDiscount: 500, currency: 'usd' });
  const pesos = rule({ code: 'BAIC300MIL', brandId: 6, moneyDiscount: 300_000, currency: 'ars' });
  const percentage = rule({
    code: 'BAIC3',
    brandId: 6,
    moneyDiscount: null,
    currency: null,
    percentageDiscount: 3,
  });
  const baicUnit = { brandId: 6, family: 'BJ30', currency: 'usd' as const };
  const pesoUnit = { brandId: 6, family: 'X55', currency: 'ars' as const };

  it('gives a dollar unit a dollar code, and refuses it a peso code saying why', () => {
    expect(checkPromotion(dollars, baicUnit, NOW)).toEqual({ ok: true, promotion: dollars });
    expect(checkPromotion(pesos, baicUnit, NOW)).toEqual({
      ok: false,
      reason: 'other_currency',
      message: promotionOtherCurrencyMessage('ars', 'usd'),
    });
    expect(promotionOtherCurrencyMessage('ars', 'usd')).toBe(
      'El código de descuento es un monto en pesos y el precio de esta unidad está en dólares: no se puede aplicar.',
    );
  });

  it('gives a peso unit a peso code, and refuses it a dollar code', () => {
    expect(checkPromotion(pesos, pesoUnit, NOW)).toMatchObject({ ok: true });
    expect(checkPromotion(dollars, pesoUnit, NOW)).toMatchObject({
      reason: 'other_currency',
      message: promotionOtherCurrencyMessage('usd', 'ars'),
    });
  });

  it('does not convert: the discount is the same amount, in the unit’s own currency', () => {
    expect(promotionDiscount(dollars, 38_000)).toBe(500);
    expect(promotionDiscount(pesos, 30_000_000)).toBe(300_000);
  });

  it('lets a percentage apply to a unit in either currency', () => {
    expect(checkPromotion(percentage, baicUnit, NOW)).toMatchObject({ ok: true });
    expect(checkPromotion(percentage, pesoUnit, NOW)).toMatchObject({ ok: true });
  });

  it('refuses a money code when the request does not say the unit’s currency, as a scope it does not name', () => {
    expect(checkPromotion(pesos, { brandId: 6, family: 'X55' }, NOW)).toMatchObject({
      reason: 'other_currency',
      message: PROMOTION_NOT_VALID_MESSAGE,
    });
    expect(checkPromotion(percentage, { brandId: 6 }, NOW)).toMatchObject({ ok: true });
  });

  it('discovers only a promotion of the unit’s currency, falling back to a broader one', () => {
    const familyInPesos = rule({
      id: 10,
      brandId: 6,
      family: 'BJ30',
      moneyDiscount: 100_000,
      currency: 'ars',
    });
    const brandInDollars = rule({ id: 11, brandId: 6, moneyDiscount: 400, currency: 'usd' });
    expect(pickDiscoverablePromotion([familyInPesos, brandInDollars], baicUnit, NOW)).toBe(brandInDollars);
    expect(
      pickDiscoverablePromotion([familyInPesos, brandInDollars], { ...baicUnit, currency: 'ars' }, NOW),
    ).toBe(familyInPesos);
  });
});

describe('pickDiscoverablePromotion', () => {
  const global = rule({ id: 1 });
  const brand = rule({ id: 2, brandId: 1 });
  const family = rule({ id: 3, brandId: 1, family: 'T-CROSS' });
  const familyAnyBrand = rule({ id: 4, family: 'T-CROSS' });
  const chassis = rule({ id: 5, chassis: '9BWAB45U0RT000001' });
  const all = [global, brand, family, familyAnyBrand, chassis];

  it('prefers chassis over family over brand over global', () => {
    expect(scopeSpecificity(chassis)).toBeGreaterThan(scopeSpecificity(family));
    expect(scopeSpecificity(family)).toBeGreaterThan(scopeSpecificity(familyAnyBrand));
    expect(scopeSpecificity(familyAnyBrand)).toBeGreaterThan(scopeSpecificity(brand));
    expect(scopeSpecificity(brand)).toBeGreaterThan(scopeSpecificity(global));

    const tCross = { brandId: 1, family: 'T CROSS', chassis: '9BWAB45U0RT000001' };
    expect(pickDiscoverablePromotion(all, tCross, NOW)).toBe(chassis);
    expect(pickDiscoverablePromotion(all, { ...tCross, chassis: 'OTRO' }, NOW)).toBe(family);
    expect(pickDiscoverablePromotion(all, { brandId: 1, family: 'POLO' }, NOW)).toBe(brand);
    expect(pickDiscoverablePromotion(all, { brandId: 2 }, NOW)).toBe(global);
    expect(pickDiscoverablePromotion([brand], { brandId: 2 }, NOW)).toBeNull();
  });

  it('skips promotions that are not valid now, falling back to a broader one', () => {
    const expired = rule({ id: 6, brandId: 1, family: 'POLO', validUntil: NOW });
    const usedUp = rule({ id: 7, brandId: 1, family: 'POLO', usageLimit: 1, usageCount: 1 });
    expect(pickDiscoverablePromotion([global, expired, usedUp], { brandId: 1, family: 'POLO' }, NOW)).toBe(
      global,
    );
  });
});

describe('promotionDiscount', () => {
  it('is the money discount when present, otherwise the percentage of the price (docs/product.md §9)', () => {
    expect(promotionDiscount({ moneyDiscount: 300_000, percentageDiscount: 5 }, 30_000_000)).toBe(300_000);
    expect(promotionDiscount({ moneyDiscount: null, percentageDiscount: 5 }, 30_000_001)).toBe(1_500_000);
    expect(promotionDiscount({ moneyDiscount: null, percentageDiscount: 2.5 }, 999)).toBe(25);
  });

  it('never exceeds the price nor goes below zero', () => {
    expect(promotionDiscount({ moneyDiscount: 300_000, percentageDiscount: null }, 200_000)).toBe(200_000);
    expect(promotionDiscount({ moneyDiscount: 300_000, percentageDiscount: null }, 0)).toBe(0);
    expect(promotionDiscount({ moneyDiscount: 300_000, percentageDiscount: null }, -5)).toBe(0);
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 50_000_000 }), { nil: null }),
        fc.option(fc.double({ min: 0.01, max: 100, noNaN: true }), { nil: null }),
        fc.integer({ min: 0, max: 500_000_000 }),
        (moneyDiscount, percentageDiscount, price) => {
          const discount = promotionDiscount({ moneyDiscount, percentageDiscount }, price);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});

describe('query schemas', () => {
  it('reads discovery parameters, all optional, empty ones as absent', () => {
    expect(promotionDiscoverQuerySchema.parse({})).toEqual({});
    expect(promotionDiscoverQuerySchema.parse({ brand_id: '4', family: 'KICKS', chassis: '' })).toEqual({
      brand_id: 4,
      family: 'KICKS',
    });
    const wrong = promotionDiscoverQuerySchema.safeParse({ brand_id: 'uno' });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['brand_id'],
      message: 'brand_id debe ser un número entero positivo.',
    });
  });

  it('requires a code and upper-cases it', () => {
    expect(promotionQuerySchema.parse({ code: ' nissan5 ', brand_id: '4' })).toEqual({
      code: 'NISSAN5',
      brand_id: 4,
    });
    for (const query of [{}, { code: '   ' }]) {
      expect(promotionQuerySchema.safeParse(query).error?.issues[0]).toMatchObject({
        path: ['code'],
        message: 'Ingresá el código de descuento.',
      });
    }
  });

  it('shows a promotion without its limits or usage', () => {
    expect(
      toPublicPromotion({
        ...rule({ moneyDiscount: 100_000, currency: 'ars', percentageDiscount: null }),
        description: 'Bonificación',
      }),
    ).toEqual({
      code: 'PRUEBA',
      description: 'Bonificación',
      money_discount: 100_000,
      percentage_discount: null,
    });
  });
});
