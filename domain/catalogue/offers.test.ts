import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOffers, offerKey, TOP_OFFERS_PER_BRAND, topOffers } from './offers';

interface Unit {
  id: number;
  family_id: number;
  subfamily_id: number;
  color: string;
  discount_amount: number;
}

let nextId = 1;
function unit(overrides: Partial<Unit> = {}): Unit {
  return {
    id: nextId++,
    family_id: 1,
    subfamily_id: 1,
    color: 'Blanco',
    discount_amount: 100_000,
    ...overrides,
  };
}

// Few distinct families, versions and colours so that duplicate keys are common.
const unitArb = fc.record({
  id: fc.nat(),
  family_id: fc.integer({ min: 1, max: 3 }),
  subfamily_id: fc.integer({ min: 1, max: 3 }),
  color: fc.constantFrom('Blanco', 'BLANCO', 'blanco', 'Gris Plata', 'gris plata', 'Rojo'),
  discount_amount: fc.oneof(fc.integer({ min: -100, max: 500 }), fc.constant(0)),
});

describe('bestOffers', () => {
  it('keeps the largest discount per family, version and colour, ignoring the case of the colour', () => {
    const small = unit({ color: 'Blanco', discount_amount: 100 });
    const large = unit({ color: 'BLANCO', discount_amount: 300 });
    const otherVersion = unit({ subfamily_id: 2, color: 'blanco', discount_amount: 200 });
    const otherColour = unit({ color: 'Negro', discount_amount: 50 });
    expect(bestOffers([small, large, otherVersion, otherColour])).toEqual([large, otherVersion, otherColour]);
  });

  it('keeps the first of equal discounts for one key, and input order between keys', () => {
    const first = unit({ discount_amount: 100 });
    const second = unit({ discount_amount: 100 });
    const a = unit({ family_id: 2, discount_amount: 100 });
    expect(bestOffers([first, second, a])).toEqual([first, a]);
  });

  it('places a tie by the position of the unit kept, not of its key', () => {
    const earlySmall = unit({ family_id: 1, discount_amount: 10 });
    const middle = unit({ family_id: 2, discount_amount: 50 });
    const lateLarge = unit({ family_id: 1, discount_amount: 50 });
    expect(bestOffers([earlySmall, middle, lateLarge])).toEqual([middle, lateLarge]);
  });

  it('drops units without a positive discount', () => {
    expect(
      bestOffers([
        unit({ discount_amount: 0 }),
        unit({ discount_amount: -5 }),
        unit({ discount_amount: Number.NaN }),
      ]),
    ).toEqual([]);
  });

  it('does not mutate its input', () => {
    const units = [unit({ discount_amount: 1 }), unit({ family_id: 9, discount_amount: 2 })];
    const copy = [...units];
    bestOffers(units);
    expect(units).toEqual(copy);
  });

  it('holds its invariants for any list of units', () => {
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 40 }), (units) => {
        const result = bestOffers(units);
        const keys = result.map(offerKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (let i = 1; i < result.length; i++) {
          expect(result[i - 1]?.discount_amount).toBeGreaterThanOrEqual(result[i]?.discount_amount ?? 0);
        }
        for (const kept of result) {
          expect(units).toContain(kept);
          expect(kept.discount_amount).toBeGreaterThan(0);
        }
        for (const candidate of units) {
          if (candidate.discount_amount <= 0) continue;
          const kept = result.find((r) => offerKey(r) === offerKey(candidate));
          expect(kept).toBeDefined();
          expect(kept?.discount_amount).toBeGreaterThanOrEqual(candidate.discount_amount);
        }
      }),
    );
  });

  it('orders equal discounts by their position in the input', () => {
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 40 }), (units) => {
        const result = bestOffers(units);
        for (let i = 1; i < result.length; i++) {
          const [previous, current] = [result[i - 1], result[i]] as [
            (typeof units)[number],
            (typeof units)[number],
          ];
          if (previous.discount_amount === current.discount_amount) {
            expect(units.indexOf(previous)).toBeLessThan(units.indexOf(current));
          }
        }
      }),
    );
  });
});

describe('offerKey', () => {
  it('does not confuse colours that contain the separator', () => {
    const a = { family_id: 1, subfamily_id: 2, color: '3|x', discount_amount: 1 };
    const b = { family_id: 1, subfamily_id: 23, color: 'x', discount_amount: 1 };
    expect(offerKey(a)).not.toBe(offerKey(b));
  });
});

describe('topOffers', () => {
  it('takes the first four best offers by default', () => {
    expect(TOP_OFFERS_PER_BRAND).toBe(4);
    const units = [1, 2, 3, 4, 5, 6].map((n) => unit({ family_id: n, discount_amount: n * 10 }));
    expect(topOffers(units).map((u) => u.family_id)).toEqual([6, 5, 4, 3]);
    expect(topOffers(units, 2).map((u) => u.family_id)).toEqual([6, 5]);
    expect(topOffers(units, -1)).toEqual([]);
  });

  it('is a prefix of bestOffers for any n', () => {
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 40 }), fc.integer({ min: 0, max: 50 }), (units, n) => {
        const best = bestOffers(units);
        expect(topOffers(units, n)).toEqual(best.slice(0, n));
        expect(topOffers(units, n).length).toBe(Math.min(n, best.length));
      }),
    );
  });
});
