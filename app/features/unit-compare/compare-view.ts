import { comparisonRows } from '#domain/catalogue/feature-comparison';
import { priceLineRows, valuesDiffer } from '#domain/catalogue/price-line-comparison';
import type { LineKind, PrintedLine } from '#domain/operation/price-lines';
import { formatPriceOrUnavailable } from '#domain/shared/money';
import { HELD_UNIT_LABEL, HELD_UNIT_NOTE, type UnitView } from '../vehicles/version-view';

/** One unit as the compare page reads it: the unit, what it is in the catalogue, its price lines and its version's features. */
export interface CompareColumn {
  unit: UnitView;
  brand: { slug: string; name: string };
  family: { id: number; name: string };
  version: { id: number; name: string };
  /** The confirmation page's lines (domain/operation/price-lines.ts `unitSummaryLines`), printed. */
  lines: PrintedLine[];
  features: readonly string[];
  /**
   * The final price in pesos: a dollar unit's converted at today's rate, as the stock search compares prices
   * (docs/product.md §7); null for a dollar unit while no rate is loaded.
   */
  finalPesos: number | null;
  /** Its confirmation page, 'Reservar online'. */
  reservePath: string;
  versionsPath: string;
  /** 'Manejalo antes': the test drive's booking page with its brand, family and version chosen. */
  testDrivePath: string;
}

export type UnitState = 'available' | 'held' | 'reserved';

/** A column's head: the unit's picture and names, its state, and where 'Reservar online' goes when it can be reserved. */
export interface CompareHead {
  id: number;
  /** Brand and family: "Volkswagen Polo". */
  title: string;
  version: string;
  picture: { src: string; alt: string; width: number; height: number };
  state: UnitState;
  stateLabel: string;
  /** Why a held unit can't be reserved now, and that it may come free. */
  stateNote: string | null;
  /** null when the unit can't be reserved now (docs/product.md §4). */
  reservePath: string | null;
  versionsPath: string;
  /** 'Manejalo antes', whatever the unit's state: a held or reserved unit's version can still be driven. */
  testDrivePath: string;
}

/** A cell: its text, and for a feature that one unit has and another lacks, a check or a cross drawn beside it. */
export interface CompareCell {
  text: string;
  mark?: 'yes' | 'no';
  /** The unit has no such price line (no such discount): said in words, in a quieter colour. */
  missing?: true;
}

export interface CompareRow {
  key: string;
  label: string;
  cells: CompareCell[];
  /** Not every unit says the same: the row is marked 'Distinto'. */
  differs: boolean;
  /** A price line's kind, for its look (the final price stands out). */
  kind?: LineKind;
}

export interface CompareSection {
  key: 'unit' | 'price' | 'features';
  title: string;
  rows: CompareRow[];
}

export interface UnitComparison {
  heads: CompareHead[];
  sections: CompareSection[];
  /** How many rows differ, over every section. */
  differing: number;
}

/** What the compare page shows (its loader, load-unit-compare.server.ts, answers it with its status). */
export type UnitCompareData =
  /** No unit asked for: how to compare. */
  | { state: 'none' }
  /** An address the page can't read (more than three units, a unit that is no number): 400, and why. */
  | { state: 'refused'; message: string }
  | {
      state: 'compared';
      comparison: UnitComparison;
      /** The ids asked for that the stock no longer has, in the order asked. */
      gone: number[];
      onlyDifferences: boolean;
      /** The same address with every row, and with only the differences. */
      allPath: string;
      differencesPath: string;
    };

const STATE_LABELS: Record<UnitState, string> = {
  available: 'Disponible',
  held: HELD_UNIT_LABEL,
  reserved: 'Reservado',
};

/** docs/product.md §4: the catalogue's own reading of the unit, as the units list and the favourites show it. */
function stateOf(unit: UnitView): UnitState {
  if (unit.available) return 'available';
  return unit.held ? 'held' : 'reserved';
}

function head(column: CompareColumn): CompareHead {
  const { unit } = column;
  const state = stateOf(unit);
  return {
    id: unit.id,
    title: `${column.brand.name} ${column.family.name}`,
    version: column.version.name,
    picture: unit.photo
      ? {
          src: unit.photo.path,
          alt: `Foto de la unidad ${unit.color}`,
          width: unit.photo.width,
          height: unit.photo.height,
        }
      : // The catalogue's drawing of the model in the unit's colour: its colour is said in the table.
        { src: unit.image, alt: '', width: 320, height: 160 },
    state,
    stateLabel: STATE_LABELS[state],
    stateNote: state === 'held' ? HELD_UNIT_NOTE : null,
    reservePath: state === 'available' ? column.reservePath : null,
    versionsPath: column.versionsPath,
    testDrivePath: column.testDrivePath,
  };
}

function factRow(key: string, label: string, values: readonly string[]): CompareRow {
  return { key, label, cells: values.map((text) => ({ text })), differs: valuesDiffer(values) };
}

/** What a unit without a price line shows in its row: only discounts (and a code's) are left out of a unit's lines. */
function missingLine(kind: LineKind): string {
  return kind === 'discount' ? 'Sin descuento' : 'No corresponde';
}

/**
 * With a dollar unit among pesos ones, their final prices in pesos side by side, the dollar one converted (and said to
 * be); none when every unit is priced in one currency, as the price lines already compare them.
 */
function pesosRow(columns: readonly CompareColumn[]): CompareRow[] {
  const currencies = new Set(columns.map((column) => column.unit.currency));
  if (currencies.size < 2) return [];
  const values = columns.map(({ unit, finalPesos }) => {
    if (finalPesos === null) return 'Sin cotización del dólar';
    const pesos = formatPriceOrUnavailable(finalPesos, 'ars');
    return unit.currency === 'usd' ? `${pesos} al dólar de hoy` : pesos;
  });
  return [
    {
      key: 'price:pesos',
      label: 'Precio final en pesos',
      cells: values.map((text) => ({ text })),
      differs: valuesDiffer(values),
      kind: 'total',
    },
  ];
}

/**
 * The compare page's table (docs/product.md §2 compare units): per unit a column; rows of what the unit is, its price
 * lines lined up by line, and its version's features compared by feature (domain/catalogue/feature-comparison.ts); each
 * row marked when the units differ in it. `onlyDifferences` leaves only those rows, and drops a section left empty.
 */
export function unitComparison(
  columns: readonly CompareColumn[],
  { onlyDifferences = false } = {},
): UnitComparison {
  const units = columns.map((column) => column.unit);
  const facts: CompareRow[] = [
    factRow(
      'brand',
      'Marca',
      columns.map((column) => column.brand.name),
    ),
    factRow(
      'family',
      'Modelo',
      columns.map((column) => column.family.name),
    ),
    factRow(
      'version',
      'Versión',
      columns.map((column) => column.version.name),
    ),
    factRow(
      'year',
      'Año',
      units.map((unit) => String(unit.modelYear)),
    ),
    factRow(
      'color',
      'Color',
      units.map((unit) => unit.color),
    ),
    factRow(
      'branch',
      'Sucursal',
      units.map((unit) => unit.location),
    ),
    factRow(
      'state',
      'Estado',
      units.map((unit) => STATE_LABELS[stateOf(unit)]),
    ),
  ];
  const prices: CompareRow[] = priceLineRows(columns.map((column) => column.lines)).flatMap((row) => {
    const printed: CompareRow = {
      key: `price:${row.label}`,
      label: row.label,
      cells: row.cells.map((amount) =>
        amount === null ? { text: missingLine(row.kind), missing: true } : { text: amount },
      ),
      differs: row.differs,
      kind: row.kind,
    };
    // The final price in pesos goes right under the final price.
    return row.kind === 'total' ? [printed, ...pesosRow(columns)] : [printed];
  });
  const features: CompareRow[] = comparisonRows(columns).map((row, index) => ({
    key: `feature:${index}`,
    label: row.label,
    cells: row.cells.map((own): CompareCell => {
      if (own === null) return { text: 'No', mark: 'no' };
      // Had in different quantities, each unit says its own; had alike, a check says it has it.
      return row.varies ? { text: own } : { text: 'Sí', mark: 'yes' };
    }),
    differs: row.differs,
  }));
  const sections: CompareSection[] = [
    { key: 'unit', title: 'La unidad', rows: facts },
    { key: 'price', title: 'Precio', rows: prices },
    { key: 'features', title: 'Equipamiento de la versión', rows: features },
  ];
  const differing = sections.reduce(
    (sum, section) => sum + section.rows.filter((row) => row.differs).length,
    0,
  );
  return {
    heads: columns.map(head),
    sections: sections
      .map((section) =>
        onlyDifferences ? { ...section, rows: section.rows.filter((row) => row.differs) } : section,
      )
      .filter((section) => section.rows.length > 0),
    differing,
  };
}
