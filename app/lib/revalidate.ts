import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** For a page whose query string only narrows what is already on it: new data for a new path only. */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
