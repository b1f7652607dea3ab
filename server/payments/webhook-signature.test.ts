import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signatureManifest,
  signNotification,
  verifyNotificationSignature,
} from './webhook-signature';

const SECRET = 'whsec-brand-1';
const NOW = new Date('2025-03-10T15:00:00Z');
const TS = String(Math.floor(NOW.getTime() / 1000));
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const DATA_ID = '1320000001';

function verify(overrides: Partial<Parameters<typeof verifyNotificationSignature>[0]> = {}) {
  return verifyNotificationSignature({
    secret: SECRET,
    signature: signNotification(SECRET, DATA_ID, REQUEST_ID, TS),
    requestId: REQUEST_ID,
    dataId: DATA_ID,
    now: NOW,
    ...overrides,
  });
}

describe('signNotification', () => {
  it('signs MercadoPago’s manifest with HMAC-SHA256', () => {
    const manifest = `id:${DATA_ID};request-id:${REQUEST_ID};ts:${TS};`;
    expect(signatureManifest(DATA_ID, REQUEST_ID, TS)).toBe(manifest);
    const v1 = createHmac('sha256', SECRET).update(manifest).digest('hex');
    expect(signNotification(SECRET, DATA_ID, REQUEST_ID, TS)).toBe(`ts=${TS},v1=${v1}`);
  });

  it('lower-cases an alphanumeric data.id and leaves out empty parts, as MercadoPago documents', () => {
    expect(signatureManifest('ABC123', REQUEST_ID, TS)).toBe(`id:abc123;request-id:${REQUEST_ID};ts:${TS};`);
    expect(signatureManifest('', REQUEST_ID, TS)).toBe(`request-id:${REQUEST_ID};ts:${TS};`);
  });
});

describe('verifyNotificationSignature', () => {
  it('accepts a valid signature', () => {
    expect(verify()).toBe('valid');
  });

  it('accepts the parts in another order and with spaces', () => {
    const v1 = signNotification(SECRET, DATA_ID, REQUEST_ID, TS).split('v1=')[1];
    expect(verify({ signature: ` v1=${v1} , ts=${TS}` })).toBe('valid');
  });

  it('matches an upper-case data.id against the lower-cased manifest', () => {
    const signature = signNotification(SECRET, 'abc123', REQUEST_ID, TS);
    expect(verify({ signature, dataId: 'ABC123' })).toBe('valid');
  });

  it('refuses a signature made with another secret', () => {
    expect(verify({ signature: signNotification('another-secret', DATA_ID, REQUEST_ID, TS) })).toBe('forged');
  });

  it('refuses a signature of another payment id', () => {
    expect(verify({ dataId: '1320000002' })).toBe('forged');
  });

  it('refuses a signature of another request id', () => {
    expect(verify({ requestId: 'ffffffff-6aae-46ac-982e-9dcd3581d08e' })).toBe('forged');
  });

  it('refuses a timestamp changed after signing', () => {
    const v1 = signNotification(SECRET, DATA_ID, REQUEST_ID, TS).split('v1=')[1];
    expect(verify({ signature: `ts=${Number(TS) - 1},v1=${v1}` })).toBe('forged');
  });

  it('calls a correctly signed but old notification stale', () => {
    const old = String(Number(TS) - SIGNATURE_TOLERANCE_SECONDS - 1);
    expect(verify({ signature: signNotification(SECRET, DATA_ID, REQUEST_ID, old) })).toBe('stale');
  });

  it('accepts a notification just inside the tolerance, and honours a given tolerance', () => {
    const edge = String(Number(TS) - SIGNATURE_TOLERANCE_SECONDS);
    expect(verify({ signature: signNotification(SECRET, DATA_ID, REQUEST_ID, edge) })).toBe('valid');
    const minuteOld = String(Number(TS) - 60);
    const signature = signNotification(SECRET, DATA_ID, REQUEST_ID, minuteOld);
    expect(verify({ signature, toleranceSeconds: 30 })).toBe('stale');
  });

  it('calls a timestamp from the future beyond the tolerance stale', () => {
    const future = String(Number(TS) + SIGNATURE_TOLERANCE_SECONDS + 1);
    expect(verify({ signature: signNotification(SECRET, DATA_ID, REQUEST_ID, future) })).toBe('stale');
  });

  it('reads a timestamp in milliseconds', () => {
    const ms = String(NOW.getTime());
    expect(verify({ signature: signNotification(SECRET, DATA_ID, REQUEST_ID, ms) })).toBe('valid');
  });

  it.each([
    ['no parts', 'garbage'],
    ['no v1', `ts=${TS}`],
    ['no ts', `v1=${'a'.repeat(64)}`],
    ['a ts that is not a number', `ts=soon,v1=${'a'.repeat(64)}`],
    ['a v1 that is not hex', `ts=${TS},v1=${'z'.repeat(64)}`],
    ['empty values', 'ts=,v1='],
  ])('calls a malformed header (%s) forged', (_case, signature) => {
    expect(verify({ signature })).toBe('forged');
  });

  it('refuses a v1 of another length without throwing (timingSafeEqual would throw on unequal lengths)', () => {
    const v1 = signNotification(SECRET, DATA_ID, REQUEST_ID, TS).split('v1=')[1] ?? '';
    expect(verify({ signature: `ts=${TS},v1=${v1.slice(0, 62)}` })).toBe('forged');
    expect(verify({ signature: `ts=${TS},v1=${v1}00` })).toBe('forged');
  });

  it.each([
    ['signature', { signature: undefined }],
    ['signature (empty)', { signature: '' }],
    ['request id', { requestId: undefined }],
    ['secret', { secret: '' }],
  ])('calls a notification without a %s missing', (_case, overrides) => {
    expect(verify(overrides)).toBe('missing');
  });
});
