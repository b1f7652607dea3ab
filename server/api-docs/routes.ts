import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { openApiDocument } from './document';
import { REDOC_BUNDLE_PATH, redocBundle, referencePage } from './reference-page';
import { API_DOCS_PATH, OPENAPI_PATH } from './service-paths';

interface DocumentAnswer {
  body: string;
  etag: string;
}

let documentAnswer: DocumentAnswer | undefined;

/** The document as JSON text with its tag, made once: every answer after the first is a copy of a string. */
function documentText(): DocumentAnswer {
  if (!documentAnswer) {
    const body = JSON.stringify(openApiDocument());
    documentAnswer = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
  }
  return documentAnswer;
}

/**
 * GET /api/openapi.json, the document; GET /api/docs, the page that reads it; and the page's script. The document is
 * a public read like the catalogue's, kept by browsers and shared caches as those are (docs/decisions/0020: its
 * `ETag` is its own, so the app's caching does not digest it again).
 */
export function apiDocsRoutes() {
  return new Hono()
    .get(OPENAPI_PATH, (c) => {
      const { body, etag } = documentText();
      c.header('etag', etag);
      return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' });
    })
    .get(API_DOCS_PATH, (c) => {
      const { html, policy } = referencePage(OPENAPI_PATH);
      c.header('content-security-policy', policy);
      // Each answer carries its own nonce: a kept copy would reuse one.
      c.header('cache-control', 'no-store');
      return c.html(html);
    })
    .get(REDOC_BUNDLE_PATH, (c) => {
      c.header('cache-control', 'public, max-age=31536000, immutable');
      return c.body(new Uint8Array(redocBundle().bytes), 200, {
        'content-type': 'text/javascript; charset=utf-8',
      });
    });
}
