/**
 * Versions' features side by side (docs/product.md §2): the versions page compares the versions of a family, the compare
 * page the versions of up to three units. A feature is a line of text in the catalogue ('6 airbags', 'Llantas de
 * aleación de 17"'); two lines are the same feature when they say the same thing but for a quantity.
 */

/** A quantity inside a feature's text, with its unit: a count, inches, degrees, a displacement, power, speeds. */
const QUANTITY = /\d+(?:[.,]\d+)?\s*(?:"|°|cv\b|velocidades\b|parlantes\b)?/gi;

/** What a feature is about, whatever its quantity: "6 airbags" and "7 airbags" are both about airbags. */
function aspectOf(feature: string): string {
  return feature.toLowerCase().replace(QUANTITY, '#').replace(/\s+/g, ' ').trim();
}

/** The aspect in words, for a row whose versions differ in quantity: '17" llantas…' → "Llantas…", "6 airbags" → "Airbags". */
function aspectLabel(feature: string): string {
  const bare = feature
    .replace(QUANTITY, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+(?:de|con)$/i, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

export interface ComparisonRow {
  /** The feature, or its aspect when the versions differ in how much of it they have. */
  label: string;
  /** Per version, in order: its own text of the feature, or null when it lacks it. */
  cells: (string | null)[];
  /** True when versions have the feature in different quantities: each cell then says its own. */
  varies: boolean;
  /** True when the versions do not all have it alike: one lacks it, or they have it in different quantities. */
  differs: boolean;
}

/**
 * The rows of a comparison, in order of first appearance: one per feature, compared by what it is rather than by its
 * text, so a version with 7 airbags is not shown as lacking "6 airbags" but as having 7 where another has 6.
 */
export function comparisonRows(
  versions: readonly { readonly features: readonly string[] }[],
): ComparisonRow[] {
  const rows = new Map<string, { first: string; cells: (string | null)[] }>();
  versions.forEach((version, index) => {
    for (const raw of version.features) {
      const feature = raw.trim();
      if (feature === '') continue;
      const key = aspectOf(feature);
      let row = rows.get(key);
      if (!row) {
        row = { first: feature, cells: versions.map(() => null) };
        rows.set(key, row);
      }
      row.cells[index] ??= feature;
    }
  });
  return [...rows.values()].map(({ first, cells }) => {
    const texts = new Set(cells.flatMap((cell) => (cell === null ? [] : [cell.toLowerCase()])));
    const varies = texts.size > 1;
    return {
      label: varies ? aspectLabel(first) : first,
      cells,
      varies,
      differs: varies || cells.includes(null),
    };
  });
}
