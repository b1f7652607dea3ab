import { describe, expect, it } from 'vitest';
import { DEALERSHIP, dealershipAddressLine } from '#domain/content/dealership';
import { renderMail } from '.';

describe('renderMail', () => {
  const hostile = '<script>alert("x")</script> & <b>negrita</b>';

  it('shows what it was given as text, never as markup', () => {
    const { html, text } = renderMail({
      title: `Consulta: ${hostile}`,
      greeting: 'Hola, <i>Ana</i>:',
      paragraphs: [hostile],
      details: [[`Nombre <img src=x onerror=alert(1)>`, `O'Brien "Juan"`]],
      action: { label: 'Ver <consulta>', url: 'https://territorio.com.ar/consultas?id=1&x="y"' },
    });

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>negrita');
    expect(html).not.toContain('<i>Ana');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;negrita&lt;/b&gt;',
    );
    expect(html).toContain('O&#39;Brien &quot;Juan&quot;');
    expect(html).toContain('href="https://territorio.com.ar/consultas?id=1&amp;x=&quot;y&quot;"');
    // The text body is plain text: it reads exactly as typed.
    expect(text).toContain(hostile);
    expect(text).toContain(`Nombre <img src=x onerror=alert(1)>: O'Brien "Juan"`);
    expect(text).toContain('Ver <consulta>: https://territorio.com.ar/consultas?id=1&x="y"');
  });

  it('ends both bodies with the dealership name, phone and address', () => {
    const { html, text } = renderMail({ title: 'Tu reserva', paragraphs: ['Reservaste la unidad.'] });
    for (const body of [html, text]) {
      expect(body).toContain(DEALERSHIP.name);
      expect(body).toContain(DEALERSHIP.phone);
      expect(body).toContain(dealershipAddressLine());
    }
    expect(html).toContain('href="tel:+542614135000"');
    expect(html).toContain('lang="es-AR"');
  });

  it('keeps greeting, paragraphs and details in order, and the line breaks a person typed', () => {
    const { html, text } = renderMail({
      title: 'Nueva consulta',
      greeting: 'Hola:',
      paragraphs: ['Primer párrafo.', 'Segundo párrafo.'],
      details: [['Mensaje', 'Línea uno\nLínea dos']],
    });
    expect(
      text.startsWith(
        'Nueva consulta\n\nHola:\n\nPrimer párrafo.\n\nSegundo párrafo.\n\nMensaje: Línea uno\nLínea dos',
      ),
    ).toBe(true);
    expect(html).toContain('Línea uno<br>Línea dos');
    expect(html.indexOf('Primer párrafo.')).toBeLessThan(html.indexOf('Segundo párrafo.'));
  });

  it('refuses a button whose link a mail client could not open', () => {
    expect(() =>
      renderMail({ title: 'x', paragraphs: [], action: { label: 'Ver', url: 'javascript:alert(1)' } }),
    ).toThrow();
    expect(() =>
      renderMail({ title: 'x', paragraphs: [], action: { label: 'Ver', url: '/reservas/1' } }),
    ).toThrow();
  });
});
