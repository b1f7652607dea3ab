/**
 * A page asks for its scripts once its first screen is painted with its pictures (docs/decisions/0036).
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
  it('are not preloaded by the head; its module script imports them after waiting for the first screen', async () => {
    for (const path of ['/privacidad', '/contacto']) {
      const html = await (await app.request(path)).text();
      expect(html, path).not.toContain('<link rel="modulepreload"');
      const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(script, path).toMatch(/^await Promise\.race/);
      expect(script, path).not.toMatch(/^\s*import \* as/m);
      expect(script, path).toMatch(/await Promise\.all\(\[import\("\/assets\/root[^"]*\.js"\)/);
      expect(script, path).toMatch(/import\("\/assets\/entry\.client[^"]*\.js"\);$/);
    }
  });
});
