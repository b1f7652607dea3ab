/**
 * docs/decisions/0015: the step-4 payment frames are documents with a Content-Security-Policy of their own, whose inline
 * script and style carry a per-response nonce; the site's own policy does not replace it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { mercadoPagoFrame } from './checkout-frames';
import { paymentFramePolicy } from './payment-frame-policy';
import { newCompleteOperation, type PaymentApp, paymentConfig, startPayment } from './payments.fixtures';

let handle: DatabaseHandle;
let app: PaymentApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  // The whole app, as served: its security headers middleware runs around the frame routes.
  const config = paymentConfig();
  app = createTestApp(handle.db, {
    PUBLIC_URL: config.PUBLIC_URL,
    TRUST_PROXY: '1',
    PAYMENTS_SANDBOX: '1',
    SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-of-the-tests',
  }) as unknown as PaymentApp;
});
afterAll(() => handle.close());

function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** Every <script> and <style> tag, and whether it carries this nonce. */
function inlineTags(html: string, nonce: string) {
  return [...html.matchAll(/<(script|style)([^>]*)>/g)].map((match) => ({
    tag: match[1],
    hasNonce: (match[2] ?? '').includes(`nonce="${nonce}"`),
  }));
}

describe('the sandbox payment frame', () => {
  it('allows only its own nonce-bearing script and style, calls to this site, and only this site as its parent', async () => {
    const { operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const response = await app.request(`/pagos/sandbox/${operation.code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    const policy = directives(response.headers.get('content-security-policy'));
    const nonce = policy.get('script-src')?.[0]?.match(/^'nonce-(.+)'$/)?.[1] as string;
    expect(nonce).toBeTruthy();
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual([`'nonce-${nonce}'`]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    const tags = inlineTags(await response.text(), nonce);
    expect(tags.map((tag) => tag.tag).sort()).toEqual(['script', 'style']);
    for (const tag of tags) expect(tag.hasNonce).toBe(true);
    // A buyer's frame is never stored nor indexed.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('is reached under another spelling only at its own address, where it reads the code in either case', async () => {
    const { operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const own = `/pagos/sandbox/${operation.code.toLowerCase()}`;
    for (const spelling of [
      `/Pagos/Sandbox/${operation.code.toLowerCase()}`,
      `/%70agos/sandbox/${operation.code.toLowerCase()}/`,
    ]) {
      const response = await app.request(spelling);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get('location'), spelling).toBe(own);
      expect(response.headers.get('cache-control'), spelling).toBe('private, no-store');
    }
    const frame = await app.request(own);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('cache-control')).toBe('private, no-store');
    expect(frame.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('the MercadoPago payment frame', () => {
  it('trusts the SDK through the nonce on its script tag, and whatever the SDK loads', () => {
    const nonce = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
    const html = String(
      mercadoPagoFrame({
        code: 'ABCDEFGH2345',
        deposit: 200_000,
        model: 'Amarok',
        publicKey: 'TEST-key',
        nonce,
      }),
    );
    const tags = inlineTags(html, nonce);
    expect(tags.map((tag) => tag.tag).sort()).toEqual(['script', 'script', 'style']);
    for (const tag of tags) expect(tag.hasNonce).toBe(true);

    const policy = directives(paymentFramePolicy('mercadopago', nonce));
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(policy.get('connect-src')).toContain('https://*.mercadopago.com');
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('lets a stand-in of the SDK (tests) be reached at its own origin', () => {
    const policy = directives(paymentFramePolicy('mercadopago', 'x', 'http://127.0.0.1:4567/js/v2'));
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:4567');
  });
});
