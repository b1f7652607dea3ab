/**
 * docs/product.md §2: route parameters are lower-cased; whitespace and slashes become hyphens.
 * A slash left in a parameter would split the route, so a run of them collapses into one hyphen,
 * and runs at either end are dropped rather than leaving a dangling hyphen.
 */
export function toRouteParam(value: string): string {
  return value
    .toLowerCase()
    .split(/[\s/]+/)
    .filter((part) => part !== '')
    .join('-');
}

/** docs/product.md §7 promotion discovery sends the family with dashes replaced by spaces. */
export function familyFromRouteParam(param: string): string {
  return param.replaceAll('-', ' ');
}
