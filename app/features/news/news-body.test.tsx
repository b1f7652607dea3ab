import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseNewsBody } from '#domain/content/news-body';
import { NewsBody } from './news-body';

/** A body as the public news page draws it, before any JavaScript. */
const html = (content: string) =>
  renderToString(
    <MemoryRouter>
      <NewsBody blocks={parseNewsBody(content)} />
    </MemoryRouter>,
  );

describe('NewsBody', () => {
  it('draws an old plain-text body as the same paragraphs', () => {
    expect(html('Primer párrafo\nque sigue.\n\nSegundo.')).toBe(
      '<p>Primer párrafo que sigue.</p><p>Segundo.</p>',
    );
  });

  it('draws bold, italic, a list and links: another site in a new tab, a page of the site in the window', () => {
    const markup = html(
      'Llegó la **Amarok** *V6*:\n- [Ficha](https://www.vw.com.ar)\n- [Reservala](/vehiculos-0km/volkswagen)',
    );
    expect(markup).toContain('<strong>Amarok</strong>');
    expect(markup).toContain('<em>V6</em>');
    expect(markup).toMatch(
      /<ul><li><a href="https:\/\/www\.vw\.com\.ar\/" target="_blank" rel="noopener noreferrer">Ficha/,
    );
    expect(markup).toContain('<li><a href="/vehiculos-0km/volkswagen"');
  });

  it('never lets markup or a script link through: what staff type is text', () => {
    const markup = html(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[clic](javascript:alert`1`) [otro](JaVaScRiPt:x) **<b>negrita</b>**',
    );
    expect(markup).not.toMatch(/<script|<img|<b>|javascript:/i);
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('clic');
    expect(markup).toContain('<strong>&lt;b&gt;negrita&lt;/b&gt;</strong>');
  });
});
