import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * MercadoPago's notification signature, which the sandbox gateway uses too: header
 * `x-signature: ts=<unix seconds>,v1=<hex HMAC-SHA256>` over the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * with the webhook secret. data.id comes from the notification URL's query (`data.id`), lower-cased when
 * alphanumeric, as MercadoPago documents.
 */

/** How old a signed notification may be, in seconds (replays of a captured one are refused after it). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  let manifest = '';
  if (id) manifest += `id:${id};`;
  if (requestId) manifest += `request-id:${requestId};`;
  if (ts) manifest += `ts:${ts};`;
  return manifest;
}

export function signNotification(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

function parseSignature(header: string): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const [key, ...rest] = part.split('=');
    if (key && rest.length > 0) parts.set(key.trim(), rest.join('=').trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

export type SignatureVerdict = 'valid' | 'missing' | 'forged' | 'stale';

/** Constant-time check of a notification's signature, with a timestamp tolerance. */
export function verifyNotificationSignature(input: {
  secret: string;
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string;
  now: Date;
  toleranceSeconds?: number;
}): SignatureVerdict {
  if (!input.signature || !input.requestId || !input.secret) return 'missing';
  const parsed = parseSignature(input.signature);
  if (!parsed || !/^\d{1,13}$/.test(parsed.ts) || !/^[0-9a-f]{64}$/i.test(parsed.v1)) return 'forged';
  const expected = createHmac('sha256', input.secret)
    .update(signatureManifest(input.dataId, input.requestId, parsed.ts))
    .digest();
  const given = Buffer.from(parsed.v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  // MercadoPago sends seconds; milliseconds are read too.
  const tsSeconds = parsed.ts.length > 10 ? Number(parsed.ts) / 1000 : Number(parsed.ts);
  const age = Math.abs(input.now.getTime() / 1000 - tsSeconds);
  return age <= (input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS) ? 'valid' : 'stale';
}
