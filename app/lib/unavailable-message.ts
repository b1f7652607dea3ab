import { isRouteErrorResponse } from 'react-router';

/**
 * What a 503 says (docs/product.md §8): the server's message, `{ message }`, when the database or a service the page
 * needs is away for a while (server/http/ssr.ts); undefined for any other error.
 */
export function unavailableMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 503) return undefined;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}
