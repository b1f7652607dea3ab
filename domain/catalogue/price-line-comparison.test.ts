import { describe, expect, it } from 'vitest';
import { type PrintedLine, unitSummaryLines } from '../operation/price-lines';
import { priceLineRows, valuesDiffer } from './price-line-comparison';

const line = (label: string, amount: string, kind: PrintedLine['kind'] = 'charge'): PrintedLine => ({
  label,
  amount,
  kind,
});

describe('priceLineRows', () => {
  it('lines the units up by price line, marking the rows whose amounts differ', () => {
    const rows = priceLineRows([
      [line('Precio de lista contado', '$ 30.000.000'), line('Patentamiento', '$ 900.000')],
      [line('Precio de lista contado', '$ 34.000.000'), line('Patentamiento', '$ 900.000')],
    ]);
    expect(rows).toEqual([
      {
        label: 'Precio de lista contado',
        kind: 'charge',
        cells: ['$ 30.000.000', '$ 34.000.000'],
        differs: true,
      },
      { label: 'Patentamiento', kind: 'charge', cells: ['$ 900.000', '$ 900.000'], differs: false },
    ]);
  });

  it("keeps the statement's order, a discount only some units have empty for the others", () => {
    const rows = priceLineRows([
      [
        line('Precio de lista contado', '$ 1'),
        line('Descuento especial', '-$ 3', 'discount'),
        line('Precio final', '$ 9', 'total'),
      ],
      [
        line('Precio de lista contado', '$ 1'),
        line('Descuento web', '-$ 2', 'discount'),
        line('Precio final', '$ 9', 'total'),
      ],
      [line('Precio de lista contado', '$ 1'), line('Precio final', '$ 9', 'total')],
    ]);
    expect(rows.map((row) => [row.label, row.cells, row.differs])).toEqual([
      ['Precio de lista contado', ['$ 1', '$ 1', '$ 1'], false],
      ['Descuento web', [null, '-$ 2', null], true],
      ['Descuento especial', ['-$ 3', null, null], true],
      ['Precio final', ['$ 9', '$ 9', '$ 9'], false],
    ]);
  });

  it('keeps the order whichever unit brings a discount first', () => {
    const rows = priceLineRows([
      [line('Precio de lista contado', '$ 1'), line('Descuento web', '-$ 2', 'discount')],
      [line('Precio de lista contado', '$ 1'), line('Descuento especial', '-$ 3', 'discount')],
    ]);
    expect(rows.map((row) => row.label)).toEqual([
      'Precio de lista contado',
      'Descuento web',
      'Descuento especial',
    ]);
    const reversed = priceLineRows([
      [line('Precio de lista contado', '$ 1'), line('Descuento especial', '-$ 3', 'discount')],
      [line('Precio de lista contado', '$ 1'), line('Descuento web', '-$ 2', 'discount')],
    ]);
    expect(reversed.map((row) => row.label)).toEqual([
      'Precio de lista contado',
      'Descuento web',
      'Descuento especial',
    ]);
  });

  it('puts a line the statement does not know last', () => {
    const rows = priceLineRows([[line('Otro cargo', '$ 5'), line('Precio final', '$ 9', 'total')]]);
    expect(rows.map((row) => row.label)).toEqual(['Precio final', 'Otro cargo']);
  });

  it("prints the confirmation page's own lines, so the compare page says what it says", () => {
    const unit = {
      currency: 'ars' as const,
      list_price: 30_000_000,
      discount: 500_000,
      special_discount: 0,
      license_cost: 900_000,
      preparation_cost: 450_000,
      delivery_price: 300_000,
      full_price_with_discount: 30_850_000,
    };
    const confirmation = unitSummaryLines(unit, null, 200_000);
    const [row] = priceLineRows([confirmation]).filter((candidate) => candidate.label === 'Precio final');
    expect(row?.cells).toEqual([confirmation.find((printed) => printed.label === 'Precio final')?.amount]);
    expect(priceLineRows([confirmation]).map((printed) => printed.label)).toEqual(
      confirmation.map((printed) => printed.label),
    );
  });
});

describe('valuesDiffer', () => {
  it('tells apart values that are not all the same, whatever their case and spaces', () => {
    expect(valuesDiffer(['Godoy Cruz', 'godoy cruz ', 'GODOY CRUZ'])).toBe(false);
    expect(valuesDiffer(['Godoy Cruz', 'San Juan'])).toBe(true);
    expect(valuesDiffer(['2026'])).toBe(false);
  });
});
