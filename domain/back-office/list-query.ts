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

/*
 * Sorting and page size (issue 33): a list sorts by any of its columns, on the server, and shows a bounded number of
 * rows a page. Both live in the address like the filters (`?orden=nombre&dir=asc&por_pagina=50`), so a sorted list can
 * be kept too; each list names its columns in Spanish.
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The page sizes a list offers; the address may ask for no other (docs/decisions/0066). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** What a list's address says about its order and its page size; each absent is the list's default. */
export interface ListOrder<Column extends string> {
  sort?: Column;
  dir?: SortDirection;
  perPage?: number;
}

/** The address's keys for the order and the page size, the same on every list. */
export const LIST_ORDER_KEYS = { sort: 'orden', dir: 'dir', perPage: 'por_pagina' } as const;

/** The order a list is in: the one asked, else its default column, newest first for a date. */
export function orderOf<Column extends string>(
  order: ListOrder<Column>,
  defaults: { sort: Column; dir: SortDirection },
): { sort: Column; dir: SortDirection } {
  if (!order.sort) return defaults;
  return { sort: order.sort, dir: order.dir ?? 'asc' };
}

export const pageSizeOf = (order: { perPage?: number }): number => order.perPage ?? DEFAULT_PAGE_SIZE;

/**
 * A column header's sort link: the column's first press sorts ascending (or, for the column already sorted, turns
 * its direction), back on the first page; `ariaSort` is what the header says of itself.
 */
export function sortLinkOf<Column extends string>(
  column: Column,
  current: { sort: Column; dir: SortDirection },
): { order: { sort: Column; dir: SortDirection; page: 1 }; ariaSort: 'ascending' | 'descending' | 'none' } {
  const active = current.sort === column;
  const dir: SortDirection = active && current.dir === 'asc' ? 'desc' : 'asc';
  return {
    order: { sort: column, dir, page: 1 },
    ariaSort: active ? (current.dir === 'asc' ? 'ascending' : 'descending') : 'none',
  };
}
