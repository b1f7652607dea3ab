import { describe, expect, it } from 'vitest';
import type { Location } from '#domain/content/content';
import {
  dealershipJsonLd,
  itemListJsonLd,
  jsonLdMeta,
  openingHoursSpecification,
  schemaDays,
  timeRanges,
  vehicleOfferJsonLd,
} from './json-ld';

const BRANCH: Location = {
  id: 1,
  name: 'Godoy Cruz',
  province: 'Mendoza',
  address: 'Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
  map_url: 'https://www.google.com/maps/search/?api=1&query=x',
  latitude: '-32.9268',
  longitude: '-68.8449',
  phones: [
    {
      brand_id: null,
      brand_string: null,
      department: 'whatsapp',
      label: 'WhatsApp',
      number: '5492614135000',
      whatsapp: true,
    },
    {
      brand_id: 1,
      brand_string: 'Volkswagen',
      department: 'direct_sales',
      label: 'Venta directa',
      number: '0261 413-5100',
      whatsapp: false,
    },
    {
      brand_id: null,
      brand_string: null,
      department: 'offices',
      label: 'Oficinas',
      number: '0261 413-5000',
      whatsapp: false,
    },
  ],
  opening_hours: [
    { days: 'Lunes a viernes', hours: '10:00 a 14:00 y 15:00 a 19:00' },
    { days: 'Sábados', hours: '9:30 a 13:00' },
  ],
};

describe('schemaDays', () => {
  it('reads ranges, single days and lists, with or without accents', () => {
    expect(schemaDays('Lunes a viernes')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(schemaDays('Sábados')).toEqual(['Saturday']);
    expect(schemaDays('Lunes, miercoles y viernes')).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(schemaDays('Feriados')).toEqual([]);
  });
});

describe('timeRanges', () => {
  it('reads every range of a line and pads the hours', () => {
    expect(timeRanges('10:00 a 14:00 y 15:00 a 19:00')).toEqual([
      ['10:00', '14:00'],
      ['15:00', '19:00'],
    ]);
    expect(timeRanges('8:30 - 13:00')).toEqual([['08:30', '13:00']]);
    expect(timeRanges('Cerrado')).toEqual([]);
  });
});

describe('openingHoursSpecification', () => {
  it('gives one entry per range and leaves out lines it cannot read', () => {
    const specs = openingHoursSpecification([
      ...BRANCH.opening_hours,
      { days: 'Feriados', hours: 'Cerrado' },
    ]);
    expect(specs).toHaveLength(3);
    expect(specs[2]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '09:30',
      closes: '13:00',
    });
  });
});

describe('dealershipJsonLd', () => {
  it('describes the group with each branch as a department', () => {
    const data = dealershipJsonLd([BRANCH], 'https://www.territorio.com.ar/');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      '@id': 'https://www.territorio.com.ar/#concesionario',
      url: 'https://www.territorio.com.ar/',
      name: 'Territorio',
    });
    expect(data.department).toEqual([
      {
        '@type': 'AutoDealer',
        name: 'Territorio Godoy Cruz',
        url: 'https://www.territorio.com.ar/',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Av. San Martín Sur 1250',
          addressLocality: 'Godoy Cruz',
          addressRegion: 'Mendoza',
          addressCountry: 'AR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: -32.9268, longitude: -68.8449 },
        // The offices line, not a WhatsApp chat nor a brand's line.
        telephone: '0261 413-5000',
        hasMap: BRANCH.map_url,
        openingHoursSpecification: openingHoursSpecification(BRANCH.opening_hours),
      },
    ]);
  });

  it('leaves out what it does not know', () => {
    const [branch] = dealershipJsonLd([{ ...BRANCH, latitude: null, phones: [], opening_hours: [] }])
      .department as Record<string, unknown>[];
    expect(branch).not.toHaveProperty('geo');
    expect(branch).not.toHaveProperty('telephone');
    expect(branch).not.toHaveProperty('openingHoursSpecification');
    expect(branch).not.toHaveProperty('url');
  });
});

describe('vehicleOfferJsonLd', () => {
  const base = { name: 'Volkswagen Polo Track', brand: 'Volkswagen', url: 'https://x.test/polo' };

  it('sells one unit in pesos, or in dollars for a usd vehicle', () => {
    expect(vehicleOfferJsonLd({ ...base, currency: 'ars', price: 25_000_000 })).toMatchObject({
      '@type': 'Car',
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      offers: {
        '@type': 'Offer',
        price: 25_000_000,
        priceCurrency: 'ARS',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(vehicleOfferJsonLd({ ...base, currency: 'usd', price: 30_000 }).offers).toMatchObject({
      priceCurrency: 'USD',
    });
  });

  it('gives a price range as an AggregateOffer', () => {
    expect(
      vehicleOfferJsonLd({
        ...base,
        currency: 'ars',
        lowPrice: 1,
        highPrice: 3,
        offerCount: 4,
        availability: 'OutOfStock',
      }).offers,
    ).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 1,
      highPrice: 3,
      offerCount: 4,
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('jsonLdMeta', () => {
  it('is the descriptor React Router renders as a JSON-LD script', () => {
    expect(jsonLdMeta({ a: 1 })).toEqual({ 'script:ld+json': { a: 1 } });
  });
});

describe('itemListJsonLd', () => {
  it('lists each item in a ListItem at its place in the whole list, under the list’s one context', () => {
    const car = (name: string, price: number) =>
      vehicleOfferJsonLd({ name, brand: 'BAIC', url: `https://x.test/${name}`, currency: 'usd', price });
    const list = itemListJsonLd({
      name: 'SUV BAIC 0 km en stock',
      url: 'https://x.test/vehiculos-0km/stock?marca=baic&carroceria=suv&pagina=2',
      items: [car('BJ30', 30_000), car('BJ40', 45_000)],
      firstPosition: 25,
    });
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 25, item: { '@type': 'Car', name: 'BJ30' } },
        {
          '@type': 'ListItem',
          position: 26,
          item: { '@type': 'Car', offers: { '@type': 'Offer', price: 45_000, priceCurrency: 'USD' } },
        },
      ],
    });
    const [first] = list.itemListElement as { item: Record<string, unknown> }[];
    expect(first?.item).not.toHaveProperty('@context');
  });
});
