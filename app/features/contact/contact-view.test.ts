import { describe, expect, it } from 'vitest';
import type { ContactMethod, Location } from '#domain/content/content';
import { departmentContact, formatWhatsapp, toLocationView } from './contact-view';

describe('formatWhatsapp', () => {
  it('writes an Argentine mobile as Argentina does', () => {
    expect(formatWhatsapp('5492614135000')).toBe('+54 9 261 413-5000');
  });

  it('writes any other number as + and its digits', () => {
    expect(formatWhatsapp('34 600 123 456')).toBe('+34600123456');
  });
});

describe('toLocationView', () => {
  const location: Location = {
    id: 7,
    name: 'San Juan',
    province: 'San Juan',
    address: 'Av. José Ignacio de la Roza Oeste 1520, Capital, San Juan',
    map_url: 'https://maps.test',
    latitude: null,
    longitude: null,
    phones: [
      {
        brand_id: 2,
        brand_string: 'Chevrolet',
        department: 'direct_sales',
        label: 'Venta directa',
        number: '0264 421-7800',
        whatsapp: false,
      },
      {
        brand_id: 4,
        brand_string: 'Nissan',
        department: 'whatsapp',
        label: 'WhatsApp',
        number: '5492644217740',
        whatsapp: true,
      },
      {
        brand_id: null,
        brand_string: null,
        department: 'call_center',
        label: 'Call center',
        number: '0810 345 8374',
        whatsapp: false,
      },
      {
        brand_id: null,
        brand_string: null,
        department: 'offices',
        label: 'Oficinas',
        number: 'consultar',
        whatsapp: false,
      },
    ],
    opening_hours: [{ days: 'Sábados', hours: '9:30 a 13:30' }],
  };

  it('puts the branch lines first, then each brand in the site order, and drops what is no number', () => {
    const view = toLocationView(location);
    expect(view.groups.map((group) => group.brand)).toEqual([null, 'Chevrolet', 'Nissan']);
    expect(view.groups[0]?.lines).toEqual([
      { label: 'Call center', display: '0810 345 8374', href: 'tel:08103458374', whatsapp: false },
    ]);
    expect(view.groups[1]?.styleKey).toBe('gm');
    expect(view.groups[2]?.lines).toEqual([
      {
        label: 'WhatsApp',
        display: '+54 9 264 421-7740',
        href: 'https://wa.me/5492644217740',
        whatsapp: true,
      },
    ]);
    expect(view.hours).toEqual(location.opening_hours);
  });
});

describe('departmentContact', () => {
  const methods: ContactMethod[] = [
    {
      id: 1,
      brand_id: 5,
      department: 'plans',
      phone: '0261 413-5010',
      zoom_link: null,
      whatsapp_number: '5492614135010',
    },
    {
      id: 2,
      brand_id: 1,
      department: 'plans',
      phone: '0261 413-5110',
      zoom_link: 'https://zoom.us/j/1',
      whatsapp_number: null,
    },
  ];

  it("prefers the brand's own entry and prefills the chat", () => {
    expect(departmentContact(methods, 'plans', [1, 5])).toEqual({
      phone: { label: 'Teléfono', display: '0261 413-5110', href: 'tel:02614135110', whatsapp: false },
      whatsapp: undefined,
      videoCallUrl: 'https://zoom.us/j/1',
    });
    expect(departmentContact(methods, 'plans', [2, 5], 'Hola')?.whatsapp?.href).toBe(
      'https://wa.me/5492614135010?text=Hola',
    );
    expect(departmentContact(methods, 'sales', [1, 5])).toBeUndefined();
  });
});
