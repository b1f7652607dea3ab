import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountLabel, fullPrice, fullPriceWithDiscount, offerDiscount, promotionValue } from './pricing';

const es = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
const money = fc.integer({ min: 0, max: 1e11 });

describe('fullPrice', () => {
  it('is list price minus discount plus licence and preparation', () => {
    expect(
      fullPrice({
        list_price: 30_000_000,
        discount: 1_500_000,
        license_cost: 600_000,
        preparation_cost: 250_000,
      }),
    ).toBe(29_350_000);
  });

  it('reads numeric strings and treats missing or unreadable parts as zero', () => {
    expect(fullPrice({ list_price: '$ 30.000.000', discount: '1.500.000', license_cost: '600000' })).toBe(
      29_100_000,
    );
    expect(
      fullPrice({ list_price: 1000, discount: null, license_cost: undefined, preparation_cost: 'n/a' }),
    ).toBe(1000);
    expect(fullPrice({})).toBe(0);
  });

  it('falls back to license_price when license_cost is absent', () => {
    expect(fullPrice({ list_price: 1000, license_price: 50 })).toBe(1050);
    expect(fullPrice({ list_price: 1000, license_cost: 20, license_price: 50 })).toBe(1020);
  });

  it('rounds once, at the end', () => {
    expect(fullPrice({ list_price: '1000,4', discount: 0.3, license_cost: 0.4 })).toBe(1001);
  });

  it('gives the same integer for numbers and for their es-AR text', () => {
    fc.assert(
      fc.property(money, money, money, money, (list, discount, licence, preparation) => {
        const expected = list - discount + licence + preparation;
        expect(
          fullPrice({ list_price: list, discount, license_cost: licence, preparation_cost: preparation }),
        ).toBe(expected);
        expect(
          fullPrice({
            list_price: es.format(list),
            discount: es.format(discount),
            license_cost: String(licence),
            preparation_cost: es.format(preparation),
          }),
        ).toBe(expected);
      }),
    );
  });
});

describe('discountLabel', () => {
  it("says 'Descuento especial' only when the special discount is above zero", () => {
    expect(discountLabel(1)).toBe('Descuento especial');
    expect(discountLabel('$ 150.000')).toBe('Descuento especial');
    for (const value of [0, -10, '0', '', null, undefined, 'abc'])
      expect(discountLabel(value)).toBe('Descuento web');
  });
});

describe('offerDiscount', () => {
  it('adds the web discount and the special discount', () => {
    expect(offerDiscount({ discount: 500_000, special_discount: '250.000' })).toBe(750_000);
    expect(offerDiscount({ discount: '1.000' })).toBe(1000);
    expect(offerDiscount({})).toBe(0);
  });

  it('is the sum for any pair of amounts', () => {
    fc.assert(
      fc.property(money, money, (discount, special) => {
        expect(offerDiscount({ discount, special_discount: special })).toBe(discount + special);
        expect(offerDiscount({ discount: es.format(discount), special_discount: special })).toBe(
          discount + special,
        );
      }),
    );
  });
});

describe('promotionValue', () => {
  it('uses the money discount when present', () => {
    expect(promotionValue({ money_discount: 300_000, percentage_discount: 10 }, 20_000_000)).toBe(300_000);
    expect(promotionValue({ money_discount: '300.000' }, 20_000_000)).toBe(300_000);
  });

  it('otherwise takes the percentage of the price, rounded', () => {
    expect(promotionValue({ money_discount: 0, percentage_discount: 10 }, 1_234_567)).toBe(123_457);
    expect(promotionValue({ percentage_discount: '2,5' }, 20_000_000)).toBe(500_000);
  });

  it('is zero without either', () => {
    expect(promotionValue({}, 20_000_000)).toBe(0);
    expect(promotionValue({ money_discount: null, percentage_discount: 0 }, 20_000_000)).toBe(0);
  });

  it('is an integer within the price for any percentage up to 100', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: 1, max: 10_000 }), (price, basisPoints) => {
        const value = promotionValue({ percentage_discount: basisPoints / 100 }, price);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(price);
        expect(Math.abs(value - (price * basisPoints) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('grows with the percentage', () => {
    fc.assert(
      fc.property(
        money,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (price, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(promotionValue({ percentage_discount: low / 100 }, price)).toBeLessThanOrEqual(
            promotionValue({ percentage_discount: high / 100 }, price),
          );
        },
      ),
    );
  });
});

describe('fullPriceWithDiscount', () => {
  it('takes the special discount off the full price', () => {
    expect(
      fullPriceWithDiscount({
        list_price: 30_000_000,
        discount: 1_000_000,
        special_discount: 500_000,
        license_cost: 900_000,
        preparation_cost: 400_000,
      }),
    ).toBe(29_800_000);
  });

  it('equals the full price when there is no special discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (list, discount) => {
          const unit = { list_price: list, discount, license_cost: 1000, preparation_cost: 500 };
          expect(fullPriceWithDiscount(unit)).toBe(fullPrice(unit));
        },
      ),
    );
  });
});
