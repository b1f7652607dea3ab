import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  administrationContact,
  type ContactMethod,
  isPhoneNumber,
  mapSearchUrl,
  newsPath,
  phoneLink,
  planSubscriptionUrl,
  storyClosePath,
  storyPath,
  toSlug,
  videoCallKind,
  whatsappLink,
} from './content';
import { NEWS_EXCERPT_LIMIT, newsExcerpt, newsParagraphs } from './news-body';

describe('toSlug', () => {
  it.each([
    ['Plan 84 cuotas 100%', 'plan-84-cuotas-100'],
    ['Autoahorro Volkswagen 70/30', 'autoahorro-volkswagen-70-30'],
    ['Campaña de verano: ¡Frenos revisados!', 'campana-de-verano-frenos-revisados'],
    ['  Nissan   Kicks  ', 'nissan-kicks'],
    ['T-Cross Highline', 't-cross-highline'],
    ['Ñandú — edición única', 'nandu-edicion-unica'],
  ])('%s → %s', (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });

  it('only ever yields lower-case letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = toSlug(text);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('planSubscriptionUrl', () => {
  const plan = { id: 42, name: 'Plan 84 cuotas 100% Polo Track' };

  it('fills the brand template with the plan id and a slug of its name', () => {
    expect(
      planSubscriptionUrl('https://planes.territorio.com.ar/suscribir/volkswagen/{id}-{slug}', plan),
    ).toBe('https://planes.territorio.com.ar/suscribir/volkswagen/42-plan-84-cuotas-100-polo-track');
  });

  it('fills every occurrence, in a query too', () => {
    expect(planSubscriptionUrl('https://x.test/s?plan={id}&ref={id}&n={slug}', { id: 7, name: 'Onix' })).toBe(
      'https://x.test/s?plan=7&ref=7&n=onix',
    );
  });

  it('has no link without a template', () => {
    expect(planSubscriptionUrl(null, plan)).toBeUndefined();
    expect(planSubscriptionUrl('', plan)).toBeUndefined();
  });
});

describe('whatsappLink', () => {
  it('keeps digits only', () => {
    expect(whatsappLink('+54 9 261 413-5000')).toBe('https://wa.me/5492614135000');
    expect(whatsappLink('5492614135000')).toBe('https://wa.me/5492614135000');
  });

  it('prefills a message', () => {
    expect(whatsappLink('5492614135000', 'Hola, quiero info del Tracker')).toBe(
      'https://wa.me/5492614135000?text=Hola%2C%20quiero%20info%20del%20Tracker',
    );
  });

  it('has no link without a usable number', () => {
    expect(whatsappLink(null)).toBeUndefined();
    expect(whatsappLink('')).toBeUndefined();
    expect(whatsappLink('consultar')).toBeUndefined();
  });
});

describe('videoCallKind', () => {
  it.each([
    ['https://zoom.us/j/82614135000', 'zoom'],
    ['https://us02web.ZOOM.us/j/123', 'zoom'],
    ['skype:territorio.ventas?call', 'skype'],
    ['https://join.skype.com/abc', 'skype'],
    ['https://meet.google.com/abc', undefined],
    [null, undefined],
  ] as const)('%s → %s', (link, kind) => {
    expect(videoCallKind(link)).toBe(kind);
  });
});

describe('phone links', () => {
  it('calls numeric values only', () => {
    expect(isPhoneNumber('0261 413-5000')).toBe(true);
    expect(isPhoneNumber('(0261) 413-5000')).toBe(true);
    expect(isPhoneNumber('+54 261 413 5000')).toBe(true);
    expect(isPhoneNumber('ventas@territorio.com.ar')).toBe(false);
    expect(isPhoneNumber('123')).toBe(false);
    expect(isPhoneNumber(null)).toBe(false);
  });

  it('builds tel: links, keeping an international plus', () => {
    expect(phoneLink('0261 413-5000')).toBe('tel:02614135000');
    expect(phoneLink('+54 261 413 5000')).toBe('tel:+542614135000');
    expect(phoneLink('https://zoom.us/j/1')).toBeUndefined();
  });
});

describe('administrationContact', () => {
  const method = (id: number, brand_id: number, department: ContactMethod['department']): ContactMethod => ({
    id,
    brand_id,
    department,
    phone: null,
    zoom_link: null,
    whatsapp_number: null,
  });
  const methods = [method(1, 5, 'sales'), method(2, 5, 'administration'), method(3, 1, 'administration')];

  it('takes the first administration entry', () => {
    expect(administrationContact(methods)?.id).toBe(2);
  });

  it("prefers the brand's own entry", () => {
    expect(administrationContact(methods, 1)?.id).toBe(3);
    expect(administrationContact(methods, 2)?.id).toBe(2);
  });

  it('has none without administration entries', () => {
    expect(administrationContact([method(1, 5, 'sales')])).toBeUndefined();
  });
});

describe('paths', () => {
  it('builds news and story addresses', () => {
    expect(newsPath({ id: 3, slug: 'llego-la-amarok' })).toBe('/noticias/3/llego-la-amarok');
    expect(storyPath({ id: 4, slug_url: 'plan-chevrolet' })).toBe('/historias/4/plan-chevrolet');
  });

  it.each([
    ['Planes de Ahorro', '/planes-de-ahorro'],
    ['0 km', '/vehiculos-0km'],
    ['Postventa', '/postventa'],
    ['Otra', '/'],
  ])('closing a %s story goes to %s', (category, path) => {
    expect(storyClosePath(category)).toBe(path);
  });

  it('encodes the map query', () => {
    expect(mapSearchUrl('Av. San Martín Sur 1250, Godoy Cruz')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20San%20Mart%C3%ADn%20Sur%201250%2C%20Godoy%20Cruz',
    );
  });
});

describe('news text', () => {
  it('keeps a short text whole', () => {
    expect(newsExcerpt('Uno.\n\nDos.')).toBe('Uno. Dos.');
  });

  it('cuts a long text at a word, within the limit', () => {
    const text = 'palabra '.repeat(200);
    const excerpt = newsExcerpt(text);
    expect(excerpt.length).toBeLessThanOrEqual(NEWS_EXCERPT_LIMIT);
    expect(excerpt.endsWith('palabra…')).toBe(true);
  });

  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), fc.integer({ min: 10, max: 600 }), (text, limit) => {
        expect(newsExcerpt(text, limit).length).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('splits paragraphs at blank lines', () => {
    expect(newsParagraphs('Uno\nsigue.\n\n  \nDos.\n\n')).toEqual(['Uno sigue.', 'Dos.']);
  });
});
