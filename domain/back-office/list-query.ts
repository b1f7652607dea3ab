/*
 * The back office's lists (the leads inbox, the reservations desk, the stock, the audit log) keep their filters and
 * their page in the address, so a filtered list can be kept and shared: this writes that address, and counts the
 * pages. list-query-schemas.ts reads it (zod, kept out of the pages' code, docs/decisions/0011).
 */

/** Each filter's key in a list's address (Spanish, as the addresses are), `page` among them. */
export type ListQueryKeys<Filters> = { readonly [K in keyof Filters]-?: string };

/**
 * The query of a filtered list (`?marca=2&pagina=3`): each filter that is set, under its key and in the keys' order;
 * the first page is left out, and '' stands for no filter at all.
 */
export function listQueryString<Keys extends { readonly page: string }>(
  keys: Keys,
  filters: { readonly [K in keyof Keys]?: string | number | undefined },
): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(keys) as (keyof Keys & string)[]) {
    const value = filters[field];
    if (value === undefined || value === '' || (field === 'page' && value === 1)) continue;
    params.set(keys[field] as string, String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** One page of a list as the server hands it: its rows, how many match in all, which page of how many. */
export interface ListPage<Row> {
  rows: readonly Row[];
  /** Every row that matches, on every page. */
  total: number;
  page: number;
  pageCount: number;
}

/** A page of a list that says how many rows a page holds. */
export interface PageOf<Row> extends ListPage<Row> {
  pageSize: number;
}

/** How many pages a list of `total` rows fills, `pageSize` a page: at least one, empty as it may be. */
export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** How many rows come before page `page` (the first is 1). */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize;
