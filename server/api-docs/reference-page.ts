import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The reference page of /api/docs: Redoc's standalone bundle, served by this server from the installed package (the
 * machine that runs the site may have no internet, and the site's policy loads no script from elsewhere), drawing the
 * document of /api/openapi.json (docs/decisions/0051).
 */

/**
 * Where Redoc's script is read from: beside the built server, which the build writes it to (vite.config.ts), so a site
 * installed without its development packages has it; from the package itself when the sources run (development, tests).
 */
function redocBundleFile(): string {
  const built = fileURLToPath(new URL('./redoc.standalone.js', import.meta.url));
  if (fs.existsSync(built)) return built;
  return createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
}

/** The address of Redoc's script. */
export const REDOC_BUNDLE_PATH = '/api-docs/redoc.standalone.js';

let bundle: { bytes: Buffer; version: string } | undefined;

/**
 * Read on first use and kept: about a megabyte, asked for only by whoever opens the reference. Its version is a hash of
 * its bytes: the page asks for it under that version, so a browser keeps it a year and a new Redoc is fetched anew.
 */
export function redocBundle(): { bytes: Buffer; version: string } {
  if (!bundle) {
    const bytes = fs.readFileSync(redocBundleFile());
    bundle = { bytes, version: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
  }
  return bundle;
}

/**
 * Redoc's bundle inserts the scrollbar's stylesheet (perfect-scrollbar's) as soon as it loads, before it reads its
 * options, so that <style> cannot carry the nonce: it is allowed by its hashes, empty (as inserted) and filled. They
 * are the hashes of Redoc 2.5.4's; the page test (tests/e2e/api-docs.once.spec.ts) fails on any refused style when
 * a new Redoc changes them.
 */
const REDOC_SCROLLBAR_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='",
];

/**
 * The page's own Content-Security-Policy, in place of the site's (docs/decisions/0015), as the payment frames have:
 * scripts only this server's and the page's own by its nonce; styles by the nonce Redoc puts on the <style>s it writes,
 * the scrollbar's by hash, and `style` attributes (as the site allows); the search runs in a worker Redoc makes from a
 * blob of its own code. Redoc's logo, linked from its CDN, is refused (the page draws nothing in its place).
 */
function referencePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}' ${REDOC_SCROLLBAR_STYLE_HASHES.join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The page and its policy: a fresh nonce for each answer. */
export function referencePage(documentPath: string): { html: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  // Redoc's `nonce` option marks the <style>s it writes; a browser hides an element's nonce attribute from scripts,
  // so the page hands it over from the script's own `nonce` property.
  const init = `Redoc.init(${JSON.stringify(documentPath)}, { nonce: document.currentScript.nonce, expandResponses: '200,201', jsonSampleExpandLevel: 3, hideDownloadButton: false }, document.getElementById('referencia'));`;
  const html = `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referencia de la API de Territorio</title>
</head>
<body>
<main id="referencia"><noscript><p>La referencia necesita JavaScript. El documento está en <a href="${documentPath}">${documentPath}</a>.</p></noscript></main>
<script src="${REDOC_BUNDLE_PATH}?v=${redocBundle().version}" nonce="${nonce}"></script>
<script nonce="${nonce}">${init}</script>
</body>
</html>
`;
  return { html, policy: referencePolicy(nonce) };
}
