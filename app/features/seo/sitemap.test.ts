import { describe, expect, it } from 'vitest';
import { buildSitemap, robotsTxt } from './sitemap';

describe('buildSitemap', () => {
  it('lists absolute, escaped URLs once each, with a W3C date where known', () => {
    const xml = buildSitemap('https://www.territorio.com.ar/', [
      { path: '/' },
      { path: '/noticias/3/a&b', lastmod: '2025-03-04T15:00:00.000Z' },
      { path: '/' },
      { path: '/contacto', lastmod: 'no es una fecha' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<loc>https://www.territorio.com.ar/noticias/3/a&amp;b</loc>\n    <lastmod>2025-03-04</lastmod>',
    );
    expect(xml).toContain('<loc>https://www.territorio.com.ar/contacto</loc>\n  </url>');
  });

  it('percent-encodes what an address cannot carry', () => {
    expect(buildSitemap('http://x.test', [{ path: '/noticias/1/camión' }])).toContain(
      '<loc>http://x.test/noticias/1/cami%C3%B3n</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of the API, the reservation flow and the test drives’ own pages, names the sitemap', () => {
    expect(robotsTxt('https://www.territorio.com.ar')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /concesionario-digital/\nDisallow: /pagos/\nDisallow: /prueba-de-manejo/\n\nSitemap: https://www.territorio.com.ar/sitemap.xml\n',
    );
  });
});
