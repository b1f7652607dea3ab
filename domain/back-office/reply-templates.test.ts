import { describe, expect, it } from 'vitest';
import { fillReplyTemplate, replyMailto, unknownPlaceholders } from './reply-templates';
import { replyTemplateFormSchema } from './reply-templates-schemas';

const values = {
  nombre: 'Mariano',
  apellido: 'Gutiérrez',
  vehiculo: 'Amarok',
  marca: 'Volkswagen',
  asesor: 'Sara Ventas',
};

describe('fillReplyTemplate', () => {
  it('fills every known placeholder', () => {
    expect(
      fillReplyTemplate(
        'Hola {nombre} {apellido}, soy {asesor} de {marca}. ¿Seguís con el {vehiculo}?',
        values,
      ),
    ).toBe('Hola Mariano Gutiérrez, soy Sara Ventas de Volkswagen. ¿Seguís con el Amarok?');
  });

  it('reads placeholders in any case, and each as many times as it appears', () => {
    expect(fillReplyTemplate('{NOMBRE} y {Nombre}', values)).toBe('Mariano y Mariano');
  });

  it('leaves unknown placeholders out and closes the space they leave', () => {
    expect(fillReplyTemplate('Hola {nombre} {dni}, tu {tarjeta}.', values)).toBe('Hola Mariano, tu.');
    expect(fillReplyTemplate('Hola {constructor} {__proto__} {toString}', values)).toBe('Hola');
  });

  it('leaves a known placeholder without a value out', () => {
    expect(fillReplyTemplate('Hola {nombre}, de {marca}.', { ...values, marca: null })).toBe(
      'Hola Mariano, de.',
    );
  });

  it('does not read a value as a placeholder', () => {
    expect(fillReplyTemplate('Hola {nombre}', { ...values, nombre: '{apellido}' })).toBe('Hola {apellido}');
  });

  it('keeps line breaks and text that only looks like braces', () => {
    expect(fillReplyTemplate('Hola {nombre}\n\nSaludos { }', values)).toBe('Hola Mariano\n\nSaludos { }');
  });
});

describe('unknownPlaceholders', () => {
  it('names the ones the fill will leave out', () => {
    expect(unknownPlaceholders('Hola {nombre} {dni} {dni} {Marca}')).toEqual(['{dni}']);
  });
});

describe('replyMailto', () => {
  it('encodes the subject and text, spaces as %20 and line breaks as %0A', () => {
    expect(replyMailto('m@example.com', 'Tu consulta', 'Hola & chau\nMariano')).toBe(
      'mailto:m@example.com?subject=Tu%20consulta&body=Hola%20%26%20chau%0AMariano',
    );
  });
});

describe('the template form', () => {
  it('asks for a name and a text, in Spanish', () => {
    const result = replyTemplateFormSchema.safeParse({ name: ' ', body: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Escribí el nombre de la respuesta.',
      'Escribí el texto de la respuesta.',
    ]);
  });

  it('keeps line breaks in the text', () => {
    expect(replyTemplateFormSchema.parse({ name: 'Saludo', body: 'Hola\r\n{nombre}' }).body).toBe(
      'Hola\r\n{nombre}',
    );
  });
});
