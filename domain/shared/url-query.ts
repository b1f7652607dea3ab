export type QueryParams = Readonly<Record<string, string | number | undefined>>;

/**
 * Appends the params that carry a value (docs/product.md §7: key=value joined with &), keeping any query already on the
 * path; an undefined or empty value is no value, and is left out.
 */
export function withQuery(path: string, query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
