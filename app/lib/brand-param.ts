import { data, redirect } from 'react-router';

/**
 * The brand a page's optional `:brand` names, among the brands the page shows: none without the segment, a 404 for a
 * brand the page doesn't show, and a 301 to the lower-case address (docs/product.md §2: route parameters are lower-case,
 * one address per page), with the query string kept.
 */
export function brandFromParam<B extends { slug: string }>(
  param: string | undefined,
  brands: readonly B[],
  pathFor: (slug: string) => string,
  url: URL,
): B | null {
  if (param === undefined) return null;
  const brand = brands.find((candidate) => candidate.slug === param.toLowerCase());
  if (!brand) throw data(null, { status: 404 });
  if (param !== brand.slug) throw redirect(`${pathFor(brand.slug)}${url.search}`, 301);
  return brand;
}
