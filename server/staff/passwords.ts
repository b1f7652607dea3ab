import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are kept as argon2id hashes (docs/decisions/0026) with the library's defaults: argon2id, 19 MiB of memory,
 * two passes, one lane (OWASP's minimum for argon2id), a fresh salt each time. The parameters travel inside the hash,
 * so stronger ones later still verify the old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody knows, checked when the account does not exist, so both answers take as long. */
let decoy: Promise<string> | undefined;

/** Whether `password` is the one behind `passwordHash`; without a hash (no account, no password yet) always false. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
