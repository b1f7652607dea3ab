import { describe, expect, it } from 'vitest';
import type { Offer } from '#domain/catalogue/catalogue';
import type { Banner, ContactMethod, NewsItem } from '#domain/content/content';
import { appointmentLinks, homeWhatsappLink, latestNews, offerGroups, toBannerSlides } from './home-data';

function news(id: number, display_date: string): NewsItem {
  return {
    id,
    title: `Noticia ${id}`,
    slug: `noticia-${id}`,
    summary: '',
    content: 'Texto.',
    url: null,
    display_date,
    brand_id: 1,
    type_string: 'Novedad',
    brand_string: 'Volkswagen',
    images: [],
    category: 'general',
  };
}

function offer(overrides: Partial<Offer>): Offer {
  return {
    id: 1,
    brand: 'volkswagen',
    brand_id: 1,
    name: 'Polo Track',
    family: 'POLO',
    family_id: 1,
    subfamily_id: 1,
    image: '/img/polo.svg',
    color: 'Blanco',
    model_year: 2026,
    currency: 'ars',
    discount_amount: 100,
    full_price_with_discount: 30_000_000,
    ...overrides,
  };
}

function contact(overrides: Partial<ContactMethod>): ContactMethod {
  return {
    id: 1,
    brand_id: 5,
    department: 'administration',
    phone: null,
    zoom_link: null,
    whatsapp_number: null,
    ...overrides,
  };
}

describe('latestNews', () => {
  it('keeps the newest two, newest first, dated in Mendoza time', () => {
    const items = [
      news(1, '2026-01-10T12:00:00.000Z'),
      news(2, '2026-03-01T02:30:00.000Z'),
      news(3, '2026-02-15T12:00:00.000Z'),
    ];
    const latest = latestNews(items);
    expect(latest.map((item) => item.id)).toEqual([2, 3]);
    expect(latest[0]?.href).toBe('/noticias/2/noticia-2');
    // 02:30 UTC on 1 March is still 28 February in Mendoza (UTC−3).
    expect(latest[0]?.dateLabel).toBe('28 de febrero de 2026');
  });
});

describe('toBannerSlides', () => {
  it('takes the first picture as the wide one and the second as the tall one', () => {
    const banner: Banner = {
      id: 7,
      name: 'Oportunidades',
      url: '/oportunidades',
      images: [
        { path: '/wide.svg', size: { width: 1600, height: 560 }, alt: 'Oportunidades 0km' },
        { path: '/tall.svg', size: { width: 750, height: 900 } },
      ],
    };
    expect(toBannerSlides([banner, { ...banner, id: 8, images: [] }])).toEqual([
      {
        id: 7,
        name: 'Oportunidades',
        url: '/oportunidades',
        alt: 'Oportunidades 0km',
        wide: { src: '/wide.svg', width: 1600, height: 560 },
        tall: { src: '/tall.svg', width: 750, height: 900 },
      },
    ]);
  });
});

describe('offerGroups', () => {
  it('keeps Volkswagen, Chevrolet and Nissan in that order with their top offers, leaving out empty brands', () => {
    const groups = offerGroups(
      new Map([
        [4, [offer({ id: 3, brand_id: 4, brand: 'nissan', discount_amount: 50 })]],
        [1, [offer({ id: 1, discount_amount: 10 }), offer({ id: 2, subfamily_id: 2, discount_amount: 90 })]],
        [2, []],
      ]),
    );
    expect(groups.map((group) => [group.name, group.offers.map((item) => item.id)])).toEqual([
      ['Volkswagen', [2, 1]],
      ['Nissan', [3]],
    ]);
  });
});

describe('appointmentLinks', () => {
  it('lists Chevrolet, Volkswagen and Nissan as external links, skipping a brand without a URL', () => {
    expect(appointmentLinks({ '1': 'https://vw.example/turnos', '2': 'https://gm.example/turnos' })).toEqual([
      { title: 'Chevrolet', link: 'https://gm.example/turnos', external: true },
      { title: 'Volkswagen', link: 'https://vw.example/turnos', external: true },
    ]);
  });
});

describe('homeWhatsappLink', () => {
  it('uses the first administration entry that has a number', () => {
    const link = homeWhatsappLink({
      contact_methods: [
        contact({ department: 'sales', whatsapp_number: '5492610000001' }),
        contact({ whatsapp_number: null }),
        contact({ brand_id: 1, whatsapp_number: '+54 9 261 000-0002' }),
      ],
    });
    expect(link).toBe('https://wa.me/5492610000002');
  });

  it('is null without an administration number', () => {
    expect(
      homeWhatsappLink({ contact_methods: [contact({ department: 'sales', whatsapp_number: '549261' })] }),
    ).toBe(null);
  });
});
