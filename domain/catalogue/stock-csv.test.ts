import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeColumnName } from '../shared/text';
import {
  parseStockRecord,
  STOCK_CSV_COLUMNS,
  STOCK_LOCATIONS,
  type StockCsvRecord,
  type StockCsvRow,
  versionAttributeClaims,
} from './stock-csv';

const VALID: StockCsvRecord = {
  chassis: '9BWAB45U0RT000001',
  brand: 'volkswagen',
  family: 'T-CROSS',
  version: 'Highline',
  color: 'Blanco Puro',
  location: 'Godoy Cruz',
  model_year: '2026',
  doors: '5',
  list_price: '$ 32.500.000',
};

function accept(record: StockCsvRecord): StockCsvRow {
  const result = parseStockRecord(record);
  if (!result.ok) throw new Error(`expected the row to be accepted: ${result.reasons.join('; ')}`);
  return result.row;
}

function reasons(record: StockCsvRecord): string[] {
  const result = parseStockRecord(record);
  if (result.ok) throw new Error('expected the row to be rejected');
  return result.reasons;
}

describe('parseStockRecord', () => {
  it('accepts a complete row and fills the optional cells with their defaults', () => {
    expect(accept({ ...VALID, chassis: ' 9bwab45u0rt000001 ' })).toEqual({
      chassis: '9BWAB45U0RT000001',
      brandId: 1,
      family: 'T-CROSS',
      version: 'Highline',
      model: null,
      color: 'Blanco Puro',
      colorHex: null,
      location: 'Godoy Cruz',
      modelYear: 2026,
      doors: 5,
      currency: 'ars',
      listPrice: 32_500_000,
      discount: 0,
      specialDiscount: 0,
      licenseCost: 0,
      preparationCost: 0,
      deliveryPrice: 0,
      attributes: {},
    });
  });

  it.each([
    ['$ 32.500.000', 32_500_000],
    ['32500000', 32_500_000],
    ['1.234.567,00', 1_234_567],
    ['$\u00a01.234.567', 1_234_567],
    ['ARS 25.990', 25_990],
  ])('reads the price %j as %d', (cell, expected) => {
    expect(accept({ ...VALID, list_price: cell }).listPrice).toBe(expected);
  });

  it('reads every money column, and a dollar price with its mark', () => {
    const row = accept({
      ...VALID,
      brand: 'baic',
      list_price: 'USD 38.000',
      discount: 'US$ 1.000',
      special_discount: '500',
      license_cost: '1.200',
      preparation_cost: '300',
      delivery_price: 'U$S 150',
    });
    expect(row).toMatchObject({
      brandId: 6,
      currency: 'usd',
      listPrice: 38_000,
      discount: 1_000,
      specialDiscount: 500,
      licenseCost: 1_200,
      preparationCost: 300,
      deliveryPrice: 150,
    });
  });

  it('accepts the brand by slug in any case or by its id', () => {
    expect(accept({ ...VALID, brand: 'Chevrolet' }).brandId).toBe(2);
    expect(accept({ ...VALID, brand: 'NISSAN' }).brandId).toBe(4);
    expect(accept({ ...VALID, brand: '1' }).brandId).toBe(1);
    expect(accept({ ...VALID, brand: '6', list_price: '38000' }).brandId).toBe(6);
  });

  it('refuses a brand outside the 0 km catalogue', () => {
    for (const brand of ['ford', 'territorio', '5', '3']) {
      expect(reasons({ ...VALID, brand })).toEqual([
        `marca desconocida: ${JSON.stringify(brand)} (usá volkswagen, chevrolet, nissan o baic, o su número 1, 2, 4 o 6)`,
      ]);
    }
  });

  it("takes the brand's currency when the row names none", () => {
    expect(accept(VALID).currency).toBe('ars');
    expect(accept({ ...VALID, brand: 'baic', list_price: '38.000' }).currency).toBe('usd');
  });

  it.each([
    ['ars', 'ars'],
    ['ARS', 'ars'],
    ['$', 'ars'],
    ['usd', 'usd'],
    ['USD', 'usd'],
    ['US$', 'usd'],
  ] as const)('reads the currency %j', (cell, expected) => {
    expect(accept({ ...VALID, currency: cell }).currency).toBe(expected);
  });

  it('refuses an unknown currency', () => {
    expect(reasons({ ...VALID, currency: 'EUR' })).toEqual(['moneda inválida: "EUR" (debe ser ARS o USD)']);
  });

  it('refuses a dollar price in a peso unit instead of selling the car for that many pesos', () => {
    expect(reasons({ ...VALID, currency: 'ars', list_price: 'USD 38.000' })).toContain(
      'precio de lista en USD pero la moneda de la unidad es ARS',
    );
    expect(accept({ ...VALID, list_price: 'USD 38.000' }).currency).toBe('usd');
    expect(reasons({ ...VALID, list_price: 'USD 38.000', discount: 'ARS 1.000' })).toEqual([
      'los montos mezclan pesos y dólares',
    ]);
  });

  it('explains an invalid chassis', () => {
    for (const chassis of [
      '9BWAB45U0RT00001O',
      '9BWAB45U0RT00001',
      'IBWAB45U0RT000001',
      '9BWAB45U0RT0000012',
    ]) {
      expect(reasons({ ...VALID, chassis })).toEqual([
        'chasis inválido: debe tener 17 caracteres (sin I, O ni Q)',
      ]);
    }
  });

  it('explains an unreadable price with the cell as written', () => {
    expect(reasons({ ...VALID, list_price: 'abc' })).toEqual(['precio de lista inválido: "abc"']);
    expect(reasons({ ...VALID, discount: 'diez mil' })).toEqual(['descuento inválido: "diez mil"']);
  });

  it('refuses cents, negative amounts and a zero list price', () => {
    expect(reasons({ ...VALID, list_price: '32.500.000,50' })).toEqual([
      'precio de lista inválido: "32.500.000,50" (debe ser un monto entero, sin centavos)',
    ]);
    expect(reasons({ ...VALID, license_cost: '-$ 5.000' })).toEqual([
      'costo de patentamiento inválido: "-$ 5.000" (no puede ser negativo)',
    ]);
    expect(reasons({ ...VALID, list_price: '0' })).toEqual([
      'precio de lista inválido: "0" (debe ser mayor que cero)',
    ]);
    expect(reasons({ ...VALID, list_price: '3.000.000.000' })).toEqual([
      'precio de lista inválido: "3.000.000.000" (es demasiado grande)',
    ]);
  });

  it('refuses discounts that reach the list price', () => {
    expect(
      reasons({
        ...VALID,
        list_price: '$ 10.000.000',
        discount: '$ 6.000.000',
        special_discount: '$ 4.000.000',
      }),
    ).toEqual([
      'los descuentos suman $ 10.000.000 y deben ser menores que el precio de lista ($ 10.000.000)',
    ]);
    expect(
      accept({
        ...VALID,
        list_price: '$ 10.000.000',
        discount: '$ 6.000.000',
        special_discount: '$ 3.999.999',
      }).specialDiscount,
    ).toBe(3_999_999);
  });

  it('matches the branch regardless of case and accents', () => {
    expect(accept({ ...VALID, location: 'SAN RAFAÉL' }).location).toBe('San Rafael');
    expect(accept({ ...VALID, location: '  san   juan ' }).location).toBe('San Juan');
    expect(reasons({ ...VALID, location: 'Mendoza' })).toEqual([
      'sucursal desconocida: "Mendoza" (debe ser Godoy Cruz, San Rafael o San Juan)',
    ]);
  });

  it('checks the model year and the doors', () => {
    expect(reasons({ ...VALID, model_year: '1999', doors: '7' })).toEqual([
      'año modelo inválido: "1999" (debe ser un año entre 2000 y 2100)',
      'cantidad de puertas inválida: "7" (debe ser entre 2 y 5)',
    ]);
    expect(reasons({ ...VALID, model_year: '2026.5' })).toEqual([
      'año modelo inválido: "2026.5" (debe ser un año entre 2000 y 2100)',
    ]);
  });

  it('keeps an explicit model and colour code', () => {
    const row = accept({ ...VALID, model: ' T-Cross  Highline 250 TSI ', color_hex: '#F4F4F4' });
    expect(row.model).toBe('T-Cross Highline 250 TSI');
    expect(row.colorHex).toBe('#f4f4f4');
    expect(reasons({ ...VALID, color_hex: 'blanco' })).toEqual([
      'código de color inválido: "blanco" (debe ser #rrggbb)',
    ]);
  });

  it("reads the version's body type, fuel and transmission by value or label, and leaves out a blank one", () => {
    expect(
      accept({ ...VALID, body_type: 'SUV', fuel: 'Diésel', transmission: ' automatica ' }).attributes,
    ).toEqual({
      body_type: 'suv',
      fuel: 'diesel',
      transmission: 'automatica',
    });
    expect(accept({ ...VALID, body_type: 'Sedán', fuel: '', transmission: 'MANUAL' }).attributes).toEqual({
      body_type: 'sedan',
      transmission: 'manual',
    });
    expect(accept({ ...VALID, body_type: 'pick-up', fuel: 'Híbrido' }).attributes).toEqual({
      body_type: 'pickup',
      fuel: 'hibrido',
    });
    expect(reasons({ ...VALID, body_type: 'cupé', fuel: 'gasoil', transmission: 'CVT' })).toEqual([
      'carrocería inválida: "cupé" (debe ser hatchback, sedan, suv, pickup o utilitario)',
      'combustible inválido: "gasoil" (debe ser nafta, diesel, hibrido, electrico o gnc)',
      'transmisión inválida: "CVT" (debe ser manual o automatica)',
    ]);
  });

  it('lists every missing value at once', () => {
    expect(reasons({})).toEqual([
      'falta el chasis',
      'falta la marca',
      'falta la familia',
      'falta la versión',
      'falta el color',
      'falta la sucursal',
      'falta el año modelo',
      'falta la cantidad de puertas',
      'falta el precio de lista',
    ]);
  });
});

describe('versionAttributeClaims', () => {
  it('lets the first row that names an attribute set it, and refuses a later row of the version that says otherwise', () => {
    const claims = versionAttributeClaims();
    claims.claim(7, 2, { body_type: 'suv' });
    expect(claims.conflicts(7, 'T-Cross Highline', { body_type: 'suv', fuel: 'nafta' })).toEqual([]);
    claims.claim(7, 3, { body_type: 'suv', fuel: 'nafta' });
    expect(
      claims.conflicts(7, 'T-Cross Highline', { body_type: 'sedan', fuel: 'diesel', transmission: 'manual' }),
    ).toEqual([
      'carrocería distinta para la versión T-Cross Highline: esta fila dice Sedán y la línea 2, SUV',
      'combustible distinto para la versión T-Cross Highline: esta fila dice Diésel y la línea 3, Nafta',
    ]);
    // Another version, and a row that names nothing, contradict nothing.
    expect(claims.conflicts(8, 'Polo Track', { body_type: 'hatchback' })).toEqual([]);
    expect(claims.conflicts(7, 'T-Cross Highline', {})).toEqual([]);
  });
});

describe('normalizeColumnName', () => {
  it('reads header names regardless of case, spaces and dashes', () => {
    expect(normalizeColumnName(' List Price ')).toBe('list_price');
    expect(normalizeColumnName('MODEL-YEAR')).toBe('model_year');
    expect(normalizeColumnName('Chassis')).toBe('chassis');
  });
});

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
const vin = fc
  .array(fc.constantFrom(...VIN_CHARACTERS), { minLength: 17, maxLength: 17 })
  .map((c) => c.join(''));
const groupedAr = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

describe('parseStockRecord properties', () => {
  it('reads any whole price however the dealer system formats it', () => {
    const formats = [
      (n: number) => String(n),
      (n: number) => groupedAr.format(n),
      (n: number) => `$ ${groupedAr.format(n)}`,
      (n: number) => `${groupedAr.format(n)},00`,
      (n: number) => `ARS ${groupedAr.format(n)}`,
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.constantFrom(...formats),
        (amount, format) => {
          expect(accept({ ...VALID, list_price: format(amount) }).listPrice).toBe(amount);
        },
      ),
    );
  });

  it('accepts any VIN in any case and stores it upper-cased', () => {
    fc.assert(
      fc.property(
        vin,
        fc.boolean(),
        fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 }),
        (v, lower, pad) => {
          const cell = `${pad}${lower ? v.toLowerCase() : v}${pad}`;
          expect(accept({ ...VALID, chassis: cell }).chassis).toBe(v);
        },
      ),
    );
  });

  it('refuses a chassis with I, O or Q or of another length', () => {
    const withForbidden = fc
      .tuple(vin, fc.nat({ max: 16 }), fc.constantFrom('I', 'O', 'Q', 'i', 'o', 'q'))
      .map(([v, at, letter]) => `${v.slice(0, at)}${letter}${v.slice(at + 1)}`);
    const wrongLength = fc
      .array(fc.constantFrom(...VIN_CHARACTERS), { minLength: 1, maxLength: 30 })
      .filter((c) => c.length !== 17)
      .map((c) => c.join(''));
    fc.assert(
      fc.property(fc.oneof(withForbidden, wrongLength), (chassis) => {
        expect(reasons({ ...VALID, chassis })).toEqual([
          'chasis inválido: debe tener 17 caracteres (sin I, O ni Q)',
        ]);
      }),
    );
  });

  it('accepts the discounts exactly when together they stay below the list price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.nat({ max: 100_000_000 }),
        fc.nat({ max: 100_000_000 }),
        (listPrice, discount, specialDiscount) => {
          const result = parseStockRecord({
            ...VALID,
            list_price: String(listPrice),
            discount: String(discount),
            special_discount: String(specialDiscount),
          });
          expect(result.ok).toBe(discount + specialDiscount < listPrice);
        },
      ),
    );
  });

  it('finds the branch whatever the case, accents and spacing', () => {
    const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
    const spelling = fc
      .tuple(
        fc.constantFrom(...STOCK_LOCATIONS),
        fc.array(fc.constantFrom('upper', 'lower', 'accent', 'same'), { minLength: 12, maxLength: 12 }),
        fc.nat({ max: 3 }),
      )
      .map(([location, changes, spaces]) => {
        const written = location
          .split('')
          .map((character, index) => {
            const change = changes[index];
            if (change === 'upper') return character.toUpperCase();
            if (change === 'lower') return character.toLowerCase();
            if (change === 'accent') return accents[character.toLowerCase()] ?? character;
            return character;
          })
          .join('');
        return { location, cell: `${' '.repeat(spaces)}${written.replace(' ', ' '.repeat(spaces + 1))}` };
      });
    fc.assert(
      fc.property(spelling, ({ location, cell }) => {
        expect(accept({ ...VALID, location: cell }).location).toBe(location);
      }),
    );
  });

  it('answers any record with a row or with at least one reason, never an exception', () => {
    const record = fc.dictionary(fc.constantFrom(...STOCK_CSV_COLUMNS), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(record, (raw) => {
        const result = parseStockRecord(raw);
        if (!result.ok) expect(result.reasons.length).toBeGreaterThan(0);
      }),
    );
  });
});
