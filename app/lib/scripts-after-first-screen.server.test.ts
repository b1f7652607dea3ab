import { describe, expect, it } from 'vitest';
import { withScriptsAfterFirstScreen } from './scripts-after-first-screen.server';

/** A document as React Router writes it: preload links in the head, one module script that imports the routes. */
function document(scriptAttributes: string): string {
  return [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="image" href="/images/hero.webp" fetchPriority="high"/>',
    '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>',
    '<link rel="modulepreload" href="/assets/root-b2.js"/>',
    '<link rel="stylesheet" href="/assets/root-c3.css"/>',
    '</head><body><main><img src="/images/hero.webp" fetchpriority="high" alt=""/></main>',
    '<script>window.__reactRouterContext = {};</script>',
    `<script${scriptAttributes}>;\nimport * as route0 from "/assets/root-b2.js";\nimport * as route1 from "/assets/home-d4.js";\n`,
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-a1.js");</script>',
    '</body></html>',
  ].join('');
}

const rewritten = (html: string) => withScriptsAfterFirstScreen(Buffer.from(html)).toString('utf8');

describe('a page’s scripts after its first screen', () => {
  for (const attributes of [' type="module" async=""', ' nonce="abc==" type="module" async=""']) {
    it(`leaves the head without script preloads, and loads the same modules once the pictures are in (${attributes.trim()})`, () => {
      const html = rewritten(document(attributes));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toContain('modulepreload');
      expect(head).toContain('<link rel="stylesheet" href="/assets/root-c3.css"/>');
      expect(head).toContain('fetchPriority="high"');

      const script = html.slice(html.indexOf(`<script${attributes}>`) + `<script${attributes}>`.length);
      const body = script.slice(0, script.indexOf('</script>'));
      expect(body).not.toMatch(/^\s*import \* as/m);
      const waits = body.indexOf('img[fetchpriority="high"]');
      const preloads = body.indexOf('["/assets/entry.client-a1.js","/assets/root-b2.js"]');
      const imports = body.indexOf(
        'const [route0, route1] = await Promise.all([import("/assets/root-b2.js"), import("/assets/home-d4.js")]);',
      );
      const modules = body.indexOf('window.__reactRouterRouteModules');
      const entry = body.indexOf('import("/assets/entry.client-a1.js")');
      expect([waits, preloads, imports, modules, entry].every((at) => at >= 0)).toBe(true);
      expect(waits < preloads && preloads < imports && imports < modules && modules < entry).toBe(true);
    });
  }

  it('keeps the text around the script as it was, accents included', () => {
    const html = document(' type="module" async=""')
      .replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/><title>Vehículos 0 km — Señal</title>')
      .replace('<main>', '<main><h1>Nuevos del año: camión, pick-up y coupé</h1>')
      .replace('</body>', '<p>Envíos en Mendoza ✓</p></body>');
    const out = rewritten(html);
    expect(out).toContain('<title>Vehículos 0 km — Señal</title>');
    expect(out).toContain('<h1>Nuevos del año: camión, pick-up y coupé</h1>');
    expect(out).toContain('<p>Envíos en Mendoza ✓</p></body></html>');
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('leaves alone a document without React Router’s module script', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(rewritten(html)).toBe(html);
  });
});
