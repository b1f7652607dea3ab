/** MercadoPago's own domains: its SDK, its API, its static files (docs/decisions/0015). */
const MERCADOPAGO_SOURCES = [
  'https://*.mercadopago.com',
  'https://*.mercadolibre.com',
  'https://*.mlstatic.com',
];

/**
 * The Content-Security-Policy of a step-4 payment frame (server/payments/checkout-frames.ts): a document of its own,
 * embedded by the site's pages only, whose inline script and style carry `nonce`.
 * - sandbox: nothing but its own script and style, and calls to this site;
 * - mercadopago: the SDK's script tag carries the nonce and whatever it loads is trusted through it
 *   ('strict-dynamic'), so MercadoPago may move its files between hosts; it talks to MercadoPago's domains, injects
 *   its own styles, and embeds the card fields and the card issuer's 3-D Secure challenge, whose origins are the
 *   issuers' own: any https frame. `sdkUrl`, a stand-in of the SDK served elsewhere (tests), adds its origin.
 */
export function paymentFramePolicy(kind: 'sandbox' | 'mercadopago', nonce: string, sdkUrl?: string): string {
  const common = ["base-uri 'none'", "object-src 'none'", "form-action 'self'", "frame-ancestors 'self'"];
  if (kind === 'sandbox') {
    return [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "img-src 'self' data:",
      ...common,
    ].join('; ');
  }
  const sources = [...MERCADOPAGO_SOURCES, ...originOf(sdkUrl)].join(' ');
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline' ${sources}`,
    `font-src data: ${sources}`,
    `connect-src 'self' ${sources}`,
    "img-src 'self' data: https:",
    'frame-src https:',
    ...common,
  ].join('; ');
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** A fresh nonce for a document that sets its own policy; the same form as the pages' (16 random bytes, base64). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
