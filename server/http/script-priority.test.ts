/**
 * The scripts a page preloads are asked for at low priority, after what its first paint needs (docs/decisions/0033).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesTestApp, type PagesTestApp } from '../../tests/support/pages-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';

let handle: DatabaseHandle;
let app: PagesTestApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  app = await createPagesTestApp(handle.db, { keep: (path) => path === '/privacidad' });
});
afterAll(() => handle.close());

describe('the scripts of a page', () => {
  it('are preloaded at low priority, in the head, and the page still loads them as modules', async () => {
    const html = await (await app.request('/privacidad')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link);
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    expect(html.slice(html.indexOf('</head>'))).not.toMatch(
      /<link rel="modulepreload"(?![^>]*fetchpriority="low")/,
    );
    expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\(/);
  });
});
