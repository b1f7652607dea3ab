import { describe, expect, it } from 'vitest';
import { popupsAllowedAt } from './popup-gate';

describe('popupsAllowedAt (docs/product.md §2 popup on load)', () => {
  it('allows ordinary pages', () => {
    expect(popupsAllowedAt('https://territorio.com.ar/')).toBe(true);
    expect(popupsAllowedAt('https://territorio.com.ar/oportunidades?source=newsletter')).toBe(true);
  });

  it.each([
    'https://territorio.com.ar/concesionario-digital/forma-de-pago/ABC123',
    'https://territorio.com.ar/?source=campaign',
    'https://territorio.com.ar/oportunidades?utm_medium=x&source=campaign',
    'https://territorio.com.ar/vehiculos-0km/reservar/volkswagen/1/polo/1/polo-track',
  ])('keeps them away from %s', (url) => {
    expect(popupsAllowedAt(url)).toBe(false);
  });
});
