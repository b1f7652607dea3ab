/** Brand ids are fixed by the dealer intranet (docs/product.md §3), so they are inserted, never generated. */
export const BRAND_ROWS = [
  { id: 1, slug: 'volkswagen', name: 'Volkswagen' },
  { id: 2, slug: 'chevrolet', name: 'Chevrolet' },
  { id: 4, slug: 'nissan', name: 'Nissan' },
  { id: 5, slug: 'territorio', name: 'Territorio' },
  { id: 6, slug: 'baic', name: 'BAIC' },
] as const;
