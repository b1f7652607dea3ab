import { describe, expect, it } from 'vitest';
import type { StockUnit } from '#domain/catalogue/catalogue';
import { unitSummaryLines } from '#domain/operation/price-lines';
import { formatDiscount, formatMoney } from '#domain/shared/money';
import { toUnitView } from '../vehicles/version-view';
import { comparePath } from './compare-path';
import { type CompareColumn, type CompareRow, unitComparison } from './compare-view';

function stockUnit(overrides: Partial<StockUnit> = {}): StockUnit {
  return {
    id: 7,
    brand_id: 1,
    family_id: 4,
    subfamily_id: 13,
    family: 'POLO',
    subfamily: 'Track 1.6 MSI MT',
    name: 'Polo Track 1.6 MSI MT',
    model: 'Polo Track 1.6 MSI MT',
    price: 30_000_000,
    list_price: 30_000_000,
    discount: 0,
    special_discount: 0,
    license_cost: 900_000,
    license_price: 900_000,
    preparation_cost: 450_000,
    delivery_price: 300_000,
    full_price_with_discount: 31_350_000,
    chassis: '9BWAB45Y0RP000007',
    doors: 5,
    color: 'Blanco Cristal',
    color_hex: '#f4f5f0',
    location: 'Godoy Cruz',
    currency: 'ars',
    model_year: 2026,
    image: '/img/vehicles/hatchback/f4f5f0.svg',
    status: 'available',
    available: true,
    ...overrides,
  };
}

function column(unit: StockUnit, features: string[], family = 'Polo'): CompareColumn {
  return {
    unit: toUnitView(unit),
    brand: { slug: 'volkswagen', name: 'Volkswagen' },
    family: { id: unit.family_id, name: family },
    version: { id: unit.subfamily_id, name: unit.subfamily },
    lines: unitSummaryLines(unit, null, 200_000),
    features,
    finalPesos:
      unit.currency === 'usd' ? unit.full_price_with_discount * 1_000 : unit.full_price_with_discount,
    reservePath: `/vehiculos-0km/reservar/volkswagen/${unit.id}/polo/4/polo`,
    versionsPath: '/vehiculos-0km/versiones/volkswagen/polo/4',
    testDrivePath: '/prueba-de-manejo?version=4&marca=volkswagen&familia=polo',
  };
}

const rowOf = (rows: readonly CompareRow[], label: string) => {
  const row = rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`No row ${label}`);
  return row;
};

describe('unitComparison', () => {
  const track = column(stockUnit(), ['6 airbags', 'Pantalla táctil de 6,5"', 'Aire acondicionado']);
  const highline = column(
    stockUnit({
      id: 8,
      subfamily_id: 14,
      subfamily: 'Highline 170 TSI AT',
      list_price: 40_800_000,
      discount: 1_000_000,
      full_price_with_discount: 41_150_000,
      color: 'Gris Platino',
      status: 'held',
      available: false,
    }),
    ['6 airbags', 'Pantalla táctil de 10"', 'Climatizador automático'],
  );
  const { heads, sections } = unitComparison([track, highline]);
  const [unitRows, priceRows, featureRows] = sections.map((section) => section.rows);

  it('heads each column with the unit, its state, and Reservar online only when it can be reserved', () => {
    expect(heads.map((head) => [head.title, head.version, head.stateLabel, head.reservePath])).toEqual([
      ['Volkswagen Polo', 'Track 1.6 MSI MT', 'Disponible', track.reservePath],
      ['Volkswagen Polo', 'Highline 170 TSI AT', 'Reservada por el momento', null],
    ]);
    expect(heads[1]?.stateNote).toMatch(/^Otro comprador está pagando la seña/);
  });

  it('marks the facts that differ, and leaves alike ones unmarked', () => {
    expect(sections.map((section) => section.title)).toEqual([
      'La unidad',
      'Precio',
      'Equipamiento de la versión',
    ]);
    expect(rowOf(unitRows ?? [], 'Marca')).toMatchObject({ differs: false });
    expect(rowOf(unitRows ?? [], 'Color')).toEqual({
      key: 'color',
      label: 'Color',
      cells: [{ text: 'Blanco Cristal' }, { text: 'Gris Platino' }],
      differs: true,
    });
    expect(rowOf(unitRows ?? [], 'Estado').cells).toEqual([
      { text: 'Disponible' },
      { text: 'Reservada por el momento' },
    ]);
  });

  it('lines the prices up by line, as the confirmation page prints them; a missing discount says so', () => {
    expect(priceRows?.map((row) => row.label)).toEqual([
      'Precio de lista contado',
      'Descuento web',
      'Patentamiento',
      'Preparación y flete',
      'Precio final',
      'Entrega (se abona aparte)',
      'Seña de reserva',
    ]);
    expect(rowOf(priceRows ?? [], 'Descuento web')).toMatchObject({
      cells: [{ text: 'Sin descuento', missing: true }, { text: formatDiscount(1_000_000, 'ars') }],
      differs: true,
      kind: 'discount',
    });
    expect(rowOf(priceRows ?? [], 'Patentamiento').differs).toBe(false);
    expect(rowOf(priceRows ?? [], 'Precio final').cells).toEqual([
      { text: formatMoney(31_350_000, 'ars') },
      { text: formatMoney(41_150_000, 'ars') },
    ]);
  });

  it('compares features by feature: the same one in other sizes side by side, one lacked as No, one alike unmarked', () => {
    expect(rowOf(featureRows ?? [], 'Pantalla táctil')).toMatchObject({
      cells: [{ text: 'Pantalla táctil de 6,5"' }, { text: 'Pantalla táctil de 10"' }],
      differs: true,
    });
    expect(rowOf(featureRows ?? [], 'Aire acondicionado')).toMatchObject({
      cells: [
        { text: 'Sí', mark: 'yes' },
        { text: 'No', mark: 'no' },
      ],
      differs: true,
    });
    expect(rowOf(featureRows ?? [], 'Climatizador automático').cells).toEqual([
      { text: 'No', mark: 'no' },
      { text: 'Sí', mark: 'yes' },
    ]);
    expect(rowOf(featureRows ?? [], '6 airbags')).toMatchObject({
      cells: [
        { text: 'Sí', mark: 'yes' },
        { text: 'Sí', mark: 'yes' },
      ],
      differs: false,
    });
  });

  it('shows only the rows that differ when asked, and counts them either way', () => {
    const all = unitComparison([track, highline]);
    const only = unitComparison([track, highline], { onlyDifferences: true });
    const rows = only.sections.flatMap((section) => section.rows);
    expect(rows.every((row) => row.differs)).toBe(true);
    expect(rows.map((row) => row.label)).toContain('Color');
    expect(rows.map((row) => row.label)).not.toContain('Marca');
    expect(only.differing).toBe(all.differing);
    expect(rows).toHaveLength(all.differing);
  });

  it('drops a section with nothing that differs', () => {
    const same = column(stockUnit({ id: 9, chassis: 'X' }), ['6 airbags']);
    const twin = column(stockUnit({ id: 10, chassis: 'Y' }), ['6 airbags']);
    const only = unitComparison([same, twin], { onlyDifferences: true });
    expect(only.sections).toEqual([]);
    expect(only.differing).toBe(0);
  });

  it('with a dollar unit among peso ones, puts their final prices in pesos side by side, under the final price', () => {
    const dollars = column(
      stockUnit({
        id: 11,
        brand_id: 6,
        currency: 'usd',
        list_price: 40_000,
        full_price_with_discount: 42_000,
      }),
      [],
    );
    const rows = unitComparison([track, dollars]).sections[1]?.rows ?? [];
    const labels = rows.map((candidate) => candidate.label);
    expect(labels.indexOf('Precio final en pesos')).toBe(labels.indexOf('Precio final') + 1);
    expect(rowOf(rows, 'Precio final en pesos').cells).toEqual([
      { text: formatMoney(31_350_000, 'ars') },
      { text: `${formatMoney(42_000_000, 'ars')} al dólar de hoy` },
    ]);
    expect(rowOf(rows, 'Precio final').cells[1]).toEqual({ text: formatMoney(42_000, 'usd') });
    // Without a rate, it says so; with units of one currency, there is no such row.
    const unrated = unitComparison([track, { ...dollars, finalPesos: null }]).sections[1]?.rows ?? [];
    expect(rowOf(unrated, 'Precio final en pesos').cells[1]).toEqual({ text: 'Sin cotización del dólar' });
    expect(priceRows?.map((row) => row.label)).not.toContain('Precio final en pesos');
  });

  it('says a reserved unit is reserved, with no Reservar online', () => {
    const reserved = column(stockUnit({ status: 'reserved', available: false }), []);
    const [head] = unitComparison([reserved]).heads;
    expect(head).toMatchObject({
      state: 'reserved',
      stateLabel: 'Reservado',
      reservePath: null,
      stateNote: null,
    });
  });
});

describe('comparePath', () => {
  it('writes the ids as a comma list, each once, the first three', () => {
    expect(comparePath([12, 34, 12, 56, 78])).toBe('/vehiculos-0km/comparar?unidades=12,34,56');
    expect(comparePath([12, 34], { onlyDifferences: true })).toBe(
      '/vehiculos-0km/comparar?unidades=12,34&diferencias=1',
    );
    expect(comparePath([])).toBe('/vehiculos-0km/comparar');
  });
});
