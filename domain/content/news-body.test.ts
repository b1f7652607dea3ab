import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsBodyText, newsParagraphs, parseNewsBody, safeContentHref, unsafeNewsLinks } from './news-body';

describe('parseNewsBody', () => {
  it('reads a body written before the formatting as the same paragraphs, spaces collapsed', () => {
    expect(parseNewsBody('Uno\nsigue.\n\n  \nDos,  con *un asterisco suelto.\n\n')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Uno sigue.' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Dos, con *un asterisco suelto.' }] },
    ]);
  });

  it('reads bold, italic and links inside a paragraph, bold holding italic', () => {
    expect(
      parseNewsBody(
        'La **Amarok *V6* nueva** llegó. Mirá [la ficha](https://www.vw.com.ar/amarok) o [el stock](/vehiculos-0km).',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'La ' },
          {
            kind: 'strong',
            children: [
              { kind: 'text', text: 'Amarok ' },
              { kind: 'em', children: [{ kind: 'text', text: 'V6' }] },
              { kind: 'text', text: ' nueva' },
            ],
          },
          { kind: 'text', text: ' llegó. Mirá ' },
          { kind: 'link', href: 'https://www.vw.com.ar/amarok', text: 'la ficha' },
          { kind: 'text', text: ' o ' },
          { kind: 'link', href: '/vehiculos-0km', text: 'el stock' },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('makes consecutive "- " lines one list, after the paragraph they follow', () => {
    expect(parseNewsBody('Incluye:\n- Seis airbags\n- Pantalla de **8"**\n\nCierre.')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Incluye:' }] },
      {
        kind: 'list',
        items: [
          [{ kind: 'text', text: 'Seis airbags' }],
          [
            { kind: 'text', text: 'Pantalla de ' },
            { kind: 'strong', children: [{ kind: 'text', text: '8"' }] },
          ],
        ],
      },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Cierre.' }] },
    ]);
  });

  it('reads a "## " line as a heading of its own, between the paragraph and the list around it', () => {
    expect(parseNewsBody('Intro.\n## Equipamiento *full*\n- ABS')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Intro.' }] },
      {
        kind: 'heading',
        content: [
          { kind: 'text', text: 'Equipamiento ' },
          { kind: 'em', children: [{ kind: 'text', text: 'full' }] },
        ],
      },
      { kind: 'list', items: [[{ kind: 'text', text: 'ABS' }]] },
    ]);
    expect(parseNewsBody('##sin espacio')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '##sin espacio' }] },
    ]);
  });

  it('draws a link to anything but http(s) or a page of the site as its text alone', () => {
    const body =
      '[uno](javascript:alert`1`) [dos](data:text/html,x) [tres](//otro.sitio/x) [cuatro](mailto:a@b.c)';
    const blocks = parseNewsBody(body);
    expect(JSON.stringify(blocks)).not.toMatch(/javascript|data:|otro\.sitio|mailto/);
    expect(newsBodyText(body)).toBe('uno dos tres cuatro');
    expect(unsafeNewsLinks(body)).toEqual([
      'javascript:alert`1`',
      'data:text/html,x',
      '//otro.sitio/x',
      'mailto:a@b.c',
    ]);
  });

  it('never yields a link that is not http(s) or site-relative, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, href) => {
        const links =
          JSON.stringify(parseNewsBody(`${text}[x](${href})${text}`)).match(/"href":"[^"]*"/g) ?? [];
        for (const link of links) expect(link).toMatch(/^"href":"(https?:\/\/|\/(?![/\\]))/);
      }),
    );
  });
});

describe('what the lists and previews read', () => {
  it('gives the plain text of a formatted body, and its paragraphs', () => {
    const body = 'La **Amarok** *V6*.\n\n- uno\n- [dos](/x)\n\nFin.';
    expect(newsBodyText(body)).toBe('La Amarok V6. uno dos Fin.');
    expect(newsParagraphs(body)).toEqual(['La Amarok V6.', 'Fin.']);
  });
});

describe('safeContentHref', () => {
  it('keeps http(s) addresses and pages of the site, refuses the rest', () => {
    expect(safeContentHref('https://www.chevrolet.com.ar')).toBe('https://www.chevrolet.com.ar/');
    expect(safeContentHref('/postventa')).toBe('/postventa');
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      '//evil.test',
      '/\\evil.test',
      'ftp://x.y',
      'vbscript:x',
    ])
      expect(safeContentHref(href), href).toBeNull();
  });
});
