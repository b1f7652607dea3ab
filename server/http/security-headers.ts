import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers';

/** `secureHeadersNonce`: this response's nonce, for the inline scripts the page renderer writes. */
export type { SecureHeadersVariables };

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Browser features no page uses are denied to every document and frame: a script injected anyway cannot reach the
 * camera, the microphone or the location. Payments stay with the site's own documents (the payment frames are same
 * origin); videos may go full screen.
 */
const PERMISSIONS_POLICY: SecureHeadersOptions['permissionsPolicy'] = {
  camera: [],
  microphone: [],
  geolocation: [],
  displayCapture: [],
  usb: [],
  serial: [],
  hid: [],
  bluetooth: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  browsingTopics: [],
  payment: ['self'],
  fullscreen: ['self'],
};

/**
 * The pages' Content-Security-Policy (docs/decisions/0015-content-security-policy.md). Scripts: the site's own files
 * and the inline scripts that carry this response's nonce (React Router's and React's). Styles: the site's own
 * stylesheets; `style` attributes are allowed (`style-src-attr`) because pages set a few computed values that way
 * (colour swatches, map pins, the banner's position), and an attribute cannot load or run anything. The payment
 * frames are same-origin documents with a policy of their own (server/payments/payment-frame-policy.ts).
 */
function pagePolicy(options: { https: boolean; development: boolean }) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    // Vite's development server injects each stylesheet as a <style> element and talks to its own WebSocket.
    styleSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    // blob: the back office shows a picture or a video chosen for upload before it is sent, and draws a story's poster
    // from its video in the browser (docs/decisions/0031); a blob URL only names bytes the page itself holds.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: options.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The pages' policy for a document kept for every visitor (the page cache, docs/decisions/0024-page-cache.md): its
 * inline scripts allowed by their hashes, as a kept document cannot carry one response's nonce. The rest as above.
 */
export function pagePolicyWithScriptHashes(options: {
  publicUrl: string;
  development: boolean;
}): (hashes: readonly string[]) => string {
  const directives = pagePolicy({
    https: options.publicUrl.startsWith('https://'),
    development: options.development,
  });
  return (hashes) =>
    Object.entries({ ...directives, scriptSrc: ["'self'", ...hashes.map((hash) => `'${hash}'`)] })
      .map(([name, values]) =>
        [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '),
      )
      .join('; ');
}

/**
 * The headers every answer carries (Mozilla Observatory's rules as the reference), and the rules by path:
 * - Content-Security-Policy with a fresh nonce per response, unless a route set its own (the payment frames);
 * - Permissions-Policy; Strict-Transport-Security when the site is served over https (a browser ignores it over
 *   http, and a local demo must not pin `localhost` to https);
 * - `charset=utf-8` on HTML and plain text that lack it;
 * - `Cache-Control: private, no-store` and `X-Robots-Tag: noindex` on every page and answer with personal data
 *   (`personalData`: the route's rule, server/http/route-rules.ts), whatever the route said.
 */
export function securityHeaders(options: {
  publicUrl: string;
  development: boolean;
  personalData: (c: Context) => boolean;
}): MiddlewareHandler {
  const https = options.publicUrl.startsWith('https://');
  const standard = secureHeaders({
    contentSecurityPolicy: pagePolicy({ https, development: options.development }),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? 'max-age=31536000' : false,
    permissionsPolicy: PERMISSIONS_POLICY,
    // A route that set one of these headers itself (the payment frames' policy) knows better.
    overwrite: false,
  });
  return (c, next) =>
    standard(c, async () => {
      await next();
      const type = c.res.headers.get('content-type');
      if (type && /^text\/(html|plain)\s*$/i.test(type))
        c.res.headers.set('content-type', `${type}; charset=utf-8`);
      if (options.personalData(c)) {
        c.res.headers.set('cache-control', 'private, no-store');
        c.res.headers.set('x-robots-tag', 'noindex');
      }
    });
}
