import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VALUATION_PARAMETERS,
  expectedKms,
  MAX_VALUATION_KMS,
  mileageAdjustment,
  usedModelsQuerySchema,
  usedVersionsQuerySchema,
  valuationExpiry,
  valuationOffer,
  valuationParameters,
  valuationRequestSchema,
} from './valuation';

const REFERENCE_YEAR = 2026;

describe('valuationOffer', () => {
  it('is the guide price less the dealer margin at the expected distance', () => {
    // A 2020 car in 2026 is expected to have run 6.5 years × 15,000 km.
    expect(expectedKms(2020, REFERENCE_YEAR, 15_000)).toBe(97_500);
    expect(
      valuationOffer({ guidePrice: 20_000_000, year: 2020, kms: 97_500, referenceYear: REFERENCE_YEAR }),
    ).toBe(17_000_000);
  });

  it('takes 2.5 % off for each 10,000 km above the expected distance, up to 30 %', () => {
    const base = { guidePrice: 20_000_000, year: 2020, referenceYear: REFERENCE_YEAR };
    expect(valuationOffer({ ...base, kms: 117_500 })).toBe(16_150_000);
    expect(valuationOffer({ ...base, kms: 1_000_000 })).toBe(11_900_000);
  });

  it('adds 1 % for each 10,000 km below it, up to 5 %', () => {
    const base = { guidePrice: 20_000_000, year: 2020, referenceYear: REFERENCE_YEAR };
    expect(valuationOffer({ ...base, kms: 77_500 })).toBe(17_340_000);
    expect(valuationOffer({ ...base, kms: 0 })).toBe(17_850_000);
  });

  it('counts a car of this year’s model as half a year old', () => {
    expect(expectedKms(2026, REFERENCE_YEAR, 15_000)).toBe(7_500);
    expect(expectedKms(2027, REFERENCE_YEAR, 15_000)).toBe(7_500);
  });

  it('follows the configured margin and yearly distance', () => {
    const parameters = valuationParameters({ dealerMargin: 0.2, expectedKmPerYear: 10_000 });
    expect(
      valuationOffer({ guidePrice: 10_000_000, year: 2025, kms: 15_000, referenceYear: 2026 }, parameters),
    ).toBe(8_000_000);
  });

  it('refuses parameters that make no sense', () => {
    expect(() => valuationParameters({ dealerMargin: 1 })).toThrow(RangeError);
    expect(() => valuationParameters({ dealerMargin: -0.1 })).toThrow(RangeError);
    expect(() => valuationParameters({ expectedKmPerYear: 0 })).toThrow(RangeError);
    expect(valuationParameters({ dealerMargin: undefined })).toEqual(DEFAULT_VALUATION_PARAMETERS);
  });

  const guidePrice = fc.integer({ min: 1, max: 500_000_000 });
  const year = fc.integer({ min: 1990, max: 2027 });
  const kms = fc.integer({ min: 0, max: MAX_VALUATION_KMS });
  const parameters = fc.record({
    dealerMargin: fc.double({ min: 0, max: 0.99, noNaN: true }),
    expectedKmPerYear: fc.integer({ min: 1_000, max: 60_000 }),
    penaltyPer10000Km: fc.double({ min: 0, max: 0.2, noNaN: true }),
    bonusPer10000Km: fc.double({ min: 0, max: 0.2, noNaN: true }),
    maxPenalty: fc.double({ min: 0, max: 0.99, noNaN: true }),
    maxBonus: fc.double({ min: 0, max: 0.99, noNaN: true }),
  });

  it('never goes up as the kilometres go up (property)', () => {
    fc.assert(
      fc.property(guidePrice, year, kms, kms, parameters, (price, y, a, b, p) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const input = { guidePrice: price, year: y, referenceYear: REFERENCE_YEAR };
        expect(valuationOffer({ ...input, kms: more }, p)).toBeLessThanOrEqual(
          valuationOffer({ ...input, kms: fewer }, p),
        );
      }),
    );
  });

  it('is a whole number of pesos, never negative, never above the guide price (property)', () => {
    fc.assert(
      fc.property(guidePrice, year, kms, parameters, (price, y, k, p) => {
        const offer = valuationOffer(
          { guidePrice: price, year: y, kms: k, referenceYear: REFERENCE_YEAR },
          p,
        );
        expect(Number.isInteger(offer)).toBe(true);
        expect(offer).toBeGreaterThanOrEqual(0);
        expect(offer).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('keeps the dealer margin: within the mileage caps of guide × (1 − margin) (property)', () => {
    fc.assert(
      fc.property(guidePrice, year, kms, parameters, (price, y, k, p) => {
        const offer = valuationOffer(
          { guidePrice: price, year: y, kms: k, referenceYear: REFERENCE_YEAR },
          p,
        );
        const net = price * (1 - p.dealerMargin);
        expect(offer).toBeLessThanOrEqual(Math.round(net * (1 + p.maxBonus)) + 1);
        expect(offer).toBeGreaterThanOrEqual(Math.round(net * (1 - p.maxPenalty)) - 1);
        const adjustment = mileageAdjustment(k, expectedKms(y, REFERENCE_YEAR, p.expectedKmPerYear), p);
        expect(adjustment).toBeGreaterThanOrEqual(-p.maxPenalty);
        expect(adjustment).toBeLessThanOrEqual(p.maxBonus);
      }),
    );
  });

  it('with the default parameters, the dealer never offers more than the guide price less 10 % (property)', () => {
    fc.assert(
      fc.property(guidePrice, year, kms, (price, y, k) => {
        const offer = valuationOffer({ guidePrice: price, year: y, kms: k, referenceYear: REFERENCE_YEAR });
        expect(offer).toBeLessThanOrEqual(Math.round(price * 0.9));
      }),
    );
  });
});

describe('valuationExpiry', () => {
  it('is 7 days after the quote', () => {
    expect(valuationExpiry(new Date('2026-11-20T15:00:00Z'))).toEqual(new Date('2026-11-27T15:00:00Z'));
  });
});

describe('valuationRequestSchema', () => {
  const valid = { codia: 4802001, year: 2019, kms: 85_000 };
  const newest = new Date().getFullYear() + 1;

  const issue = (body: unknown) => valuationRequestSchema.safeParse(body).error?.issues[0];

  it('reads numbers sent as numbers or as text, and keeps the optional fields', () => {
    expect(
      valuationRequestSchema.parse({
        codia: '4802001',
        year: '2019',
        kms: '85.000',
        brand: ' Volkswagen ',
        model: 'Gol Trend',
        vehicle: 'Gol Trend 1.6 Trendline',
        operation: 'ab12cd34ef56',
      }),
    ).toEqual({
      codia: 4802001,
      year: 2019,
      kms: 85_000,
      brand: 'Volkswagen',
      model: 'Gol Trend',
      vehicle: 'Gol Trend 1.6 Trendline',
      operation: 'AB12CD34EF56',
    });
    expect(valuationRequestSchema.parse({ ...valid, operation: '', brand: null })).toEqual(valid);
  });

  it('requires version (codia), kilometres and year, naming each (docs/product.md §5)', () => {
    expect(issue({ year: 2019, kms: 1 })).toMatchObject({
      path: ['codia'],
      message: 'Elegí la versión del vehículo.',
    });
    expect(issue({ codia: 1, kms: 1 })).toMatchObject({
      path: ['year'],
      message: 'Ingresá el año del vehículo.',
    });
    expect(issue({ codia: 1, year: 2019 })).toMatchObject({
      path: ['kms'],
      message: 'Ingresá los kilómetros del vehículo.',
    });
    expect(issue({ codia: '', year: null, kms: ' ' })).toBeDefined();
    expect(valuationRequestSchema.safeParse({}).error?.issues.map((i) => i.path[0])).toEqual([
      'codia',
      'year',
      'kms',
    ]);
  });

  it('refuses absurd values', () => {
    expect(issue({ ...valid, kms: 'mucho' })).toMatchObject({
      path: ['kms'],
      message: 'Los kilómetros deben ser un número.',
    });
    expect(issue({ ...valid, kms: -1 })).toMatchObject({
      message: 'Los kilómetros no pueden ser negativos.',
    });
    expect(issue({ ...valid, kms: '-5' })).toMatchObject({
      message: 'Los kilómetros no pueden ser negativos.',
    });
    expect(issue({ ...valid, kms: 1_000_001 })).toMatchObject({
      message: 'Los kilómetros no pueden superar 1.000.000.',
    });
    expect(issue({ ...valid, kms: 10.5 })).toMatchObject({
      message: 'Los kilómetros deben ser un número entero.',
    });
    expect(issue({ ...valid, kms: true })).toMatchObject({ path: ['kms'] });
    expect(issue({ ...valid, year: 1850 })).toMatchObject({
      path: ['year'],
      message: `El año debe ser un número entero entre 1990 y ${newest}.`,
    });
    expect(issue({ ...valid, year: newest + 1 })).toMatchObject({ path: ['year'] });
    expect(issue({ ...valid, year: 'dos mil' })).toMatchObject({ message: 'El año debe ser un número.' });
    expect(issue({ ...valid, codia: 'abc' })).toMatchObject({
      path: ['codia'],
      message: 'La versión elegida no es válida.',
    });
    expect(issue({ ...valid, codia: 0 })).toMatchObject({ path: ['codia'] });
    expect(issue({ ...valid, codia: 3_000_000_000 })).toMatchObject({ path: ['codia'] });
  });

  it('takes an operation code of 12 Crockford base32 characters only', () => {
    for (const operation of ['AB12CD34EF5', 'AB12CD34EF567', 'AB12CD34EF5U', 'IL0O00000000', 12]) {
      expect(issue({ ...valid, operation })).toMatchObject({
        path: ['operation'],
        message: 'El código de operación no es válido.',
      });
    }
  });
});

describe('used-vehicle catalogue queries', () => {
  it('require brand_id, and group for the versions', () => {
    expect(usedModelsQuerySchema.parse({ brand_id: '3' })).toEqual({ brand_id: 3 });
    expect(usedModelsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('Falta brand_id.');
    expect(usedModelsQuerySchema.safeParse({ brand_id: 'x' }).error?.issues[0]?.message).toBe(
      'brand_id debe ser un número entero positivo.',
    );
    expect(usedVersionsQuerySchema.parse({ brand_id: '3', group: ' Gol Trend ' })).toEqual({
      brand_id: 3,
      group: 'Gol Trend',
    });
    expect(usedVersionsQuerySchema.safeParse({ brand_id: '3' }).error?.issues[0]).toMatchObject({
      path: ['group'],
    });
  });
});
