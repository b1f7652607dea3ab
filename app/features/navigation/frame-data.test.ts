import { describe, expect, it } from 'vitest';
import type { ContactMethod, Parameters } from '#domain/content/content';
import { DEALERSHIP } from '#domain/content/dealership';
import { FALLBACK_FRAME, loadFrame, toFrameData } from './frame-data.server';

function contact(overrides: Partial<ContactMethod>): ContactMethod {
  return {
    id: 1,
    brand_id: 5,
    department: 'administration',
    phone: '0261 413-5000',
    zoom_link: 'https://zoom.us/j/1',
    whatsapp_number: '5492614135000',
    ...overrides,
  };
}

function parameters(overrides: Partial<Parameters> = {}): Parameters {
  return {
    contact_methods: [contact({})],
    news: [],
    stories: [],
    banners: [],
    popups: [],
    vehicles: [],
    salespeople: {},
    whatsapp_number: '5492610000000',
    locations: [],
    booking_prices: {},
    plan_subscription_urls: {},
    service_appointment_urls: {
      '1': 'https://turnos.example.com/vw',
      '2': 'https://turnos.example.com/gm',
      '4': 'https://turnos.example.com/nissan',
      '6': 'https://turnos.example.com/baic',
    },
    links: {
      instagram_url: 'https://instagram.com/x',
      facebook_url: 'https://facebook.com/x',
      used_vehicles_url: 'https://usados.example.com',
    },
    ...overrides,
  };
}

describe('toFrameData', () => {
  it('takes the links of the first administration entry (docs/product.md §2)', () => {
    const frame = toFrameData(
      parameters({
        contact_methods: [
          contact({ id: 9, department: 'sales', phone: '111111', whatsapp_number: '5490000000001' }),
          contact({ id: 2, phone: '0261 555-1234', zoom_link: 'https://join.skype.com/abc' }),
          contact({ id: 3, phone: '0261 999-9999', zoom_link: 'https://zoom.us/j/3' }),
        ],
      }),
    );
    expect(frame.phone).toEqual({ display: '0261 555-1234', href: 'tel:02615551234' });
    expect(frame.contactPhone).toEqual(frame.phone);
    expect(frame.videoCall).toEqual({ url: 'https://join.skype.com/abc', kind: 'skype' });
    expect(frame.whatsappUrl).toBe('https://wa.me/5492614135000');
  });

  it('lists the appointment links for Chevrolet, Volkswagen and Nissan, in that order', () => {
    expect(toFrameData(parameters()).appointments).toEqual([
      { brand: 'Chevrolet', url: 'https://turnos.example.com/gm' },
      { brand: 'Volkswagen', url: 'https://turnos.example.com/vw' },
      { brand: 'Nissan', url: 'https://turnos.example.com/nissan' },
    ]);
    const withoutNissan = parameters({ service_appointment_urls: { '2': 'https://turnos.example.com/gm' } });
    expect(toFrameData(withoutNissan).appointments.map((link) => link.brand)).toEqual(['Chevrolet']);
  });

  it('falls back to the dealership phone when the contact value is not a number', () => {
    const frame = toFrameData(parameters({ contact_methods: [contact({ phone: 'administracion@x.com' })] }));
    expect(frame.contactPhone).toBeUndefined();
    expect(frame.phone.display).toBe(DEALERSHIP.phone);
    expect(frame.phone.href).toMatch(/^tel:\d+$/);
  });

  it('uses the site WhatsApp number when the administration entry has none', () => {
    const frame = toFrameData(parameters({ contact_methods: [contact({ whatsapp_number: null })] }));
    expect(frame.whatsappUrl).toBe('https://wa.me/5492610000000');
    const none = toFrameData(
      parameters({ contact_methods: [contact({ whatsapp_number: null })], whatsapp_number: null }),
    );
    expect(none.whatsappUrl).toBeUndefined();
  });

  it('a video link that is neither zoom nor skype keeps a plain icon; none without a link', () => {
    expect(
      toFrameData(parameters({ contact_methods: [contact({ zoom_link: 'https://meet.example.com/x' })] }))
        .videoCall,
    ).toEqual({
      url: 'https://meet.example.com/x',
      kind: undefined,
    });
    expect(
      toFrameData(parameters({ contact_methods: [contact({ zoom_link: null })] })).videoCall,
    ).toBeUndefined();
    expect(toFrameData(parameters({ contact_methods: [] })).videoCall).toBeUndefined();
  });

  it('never turns a non-web address into a link', () => {
    const frame = toFrameData(
      parameters({
        contact_methods: [contact({ zoom_link: 'javascript:alert(1)' })],
        links: { instagram_url: 'javascript:alert(1)', facebook_url: 'not a url', used_vehicles_url: null },
        service_appointment_urls: { '2': 'data:text/html,x' },
      }),
    );
    expect(frame.videoCall).toBeUndefined();
    expect(frame.instagramUrl).toBeUndefined();
    expect(frame.facebookUrl).toBeUndefined();
    expect(frame.usedVehiclesUrl).toBeUndefined();
    expect(frame.appointments).toEqual([]);
  });

  it('carries the frame only: nothing of the news, stories or banners', () => {
    const serialized = JSON.stringify(toFrameData(parameters()));
    expect(serialized).not.toContain('contact_methods');
    expect(Object.keys(toFrameData(parameters())).sort()).toEqual(Object.keys(FALLBACK_FRAME).sort());
  });

  it("falls back to the dealership's own phone, address and legend when the parameters cannot be read, and reports why", async () => {
    const reported: unknown[] = [];
    const failure = new Error('the content store is down');
    const frame = await loadFrame(
      () => Promise.reject(failure),
      (error) => reported.push(error),
    );
    expect(frame.phone.display).toBe(DEALERSHIP.phone);
    expect(frame.address).toContain(DEALERSHIP.address.street);
    expect(frame.dataProtectionLegend).toBe(FALLBACK_FRAME.dataProtectionLegend);
    expect(reported).toEqual([failure]);
  });

  it('reads the frame from the parameters when they can be read', async () => {
    const frame = await loadFrame(
      () => Promise.resolve(parameters()),
      () => {
        throw new Error('nothing to report');
      },
    );
    expect(frame).toEqual(toFrameData(parameters()));
  });
});
