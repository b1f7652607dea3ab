import { type LineKind, type PrintedLine, unitSummaryLines } from '../operation/price-lines';

/**
 * Units' price lines side by side (docs/product.md §2 compare units): each unit prints the confirmation page's lines
 * (../operation/price-lines.ts `unitSummaryLines`), which leave out a discount the unit does not have; here they line
 * up by line, so a row reads one figure across the units.
 */

/** One price line across the units: its label, and each unit's printed amount, or null when the unit has no such line. */
export interface PriceLineRow {
  label: string;
  kind: LineKind;
  cells: (string | null)[];
  /** True when not every unit shows the same amount (or one has no such line). */
  differs: boolean;
}

/** Every line a unit's statement prints, in their order: what a unit with every discount prints. */
const LINE_ORDER: readonly string[] = unitSummaryLines(
  {
    currency: 'ars',
    list_price: 1,
    discount: 1,
    special_discount: 1,
    license_cost: 1,
    preparation_cost: 1,
    delivery_price: 1,
    full_price_with_discount: 1,
  },
  null,
  1,
).map((line) => line.label);

const orderOf = (label: string) => {
  const at = LINE_ORDER.indexOf(label);
  return at === -1 ? LINE_ORDER.length : at;
};

/**
 * The units' price lines as rows of one table, in the statement's order ('Descuento web' before 'Descuento especial'
 * whichever unit brings either); a line the statement does not know (none so far) goes last.
 */
export function priceLineRows(units: readonly (readonly PrintedLine[])[]): PriceLineRow[] {
  const rows = new Map<string, { label: string; kind: LineKind; cells: (string | null)[] }>();
  units.forEach((lines, index) => {
    for (const line of lines) {
      let row = rows.get(line.label);
      if (!row) {
        row = { label: line.label, kind: line.kind, cells: units.map(() => null) };
        rows.set(line.label, row);
      }
      row.cells[index] ??= line.amount;
    }
  });
  return [...rows.values()]
    .sort((a, b) => orderOf(a.label) - orderOf(b.label))
    .map((row) => ({ ...row, differs: new Set(row.cells).size > 1 }));
}

/** Whether the units' values of a fact (colour, branch, year…) are not all the same, ignoring case. */
export function valuesDiffer(values: readonly string[]): boolean {
  return new Set(values.map((value) => value.trim().toLowerCase())).size > 1;
}
