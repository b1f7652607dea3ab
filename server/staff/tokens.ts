import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for a cookie or a link: 32 bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session's or a link's token (docs/decisions/0026). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape `newToken` makes; anything else is not looked up at all. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Compares two tokens in a time that does not depend on where they differ. */
export function sameToken(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
