import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Longer than any IPv6 address with a zone: whatever a header says, a rate-limit key stays short. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client's address, for rate limits.
 *
 * Without trusted proxies (`trustedProxies` 0) it is the socket's. Behind N proxies of our own (TRUST_PROXY=N) it is
 * taken from X-Forwarded-For, which every proxy extends on the right with the address it saw: the N-th entry from the
 * right is the one our outermost proxy wrote, the address that connected to it. Entries further left were written
 * by the client itself and prove nothing (rotating them must not make a new client). A header shorter than N means
 * fewer proxies than configured were passed: its left-most entry is the best there is.
 *
 * Without a socket (in-process requests, as in tests) it is 'local'.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = forwardedFor(c);
    const address = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (address) return address.slice(0, MAX_ADDRESS_LENGTH);
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** Every X-Forwarded-For entry, left to right; several headers count as one list, in order (RFC 9110 §5.3). */
function forwardedFor(c: Context): string[] {
  const header = c.req.raw.headers.get('x-forwarded-for');
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
