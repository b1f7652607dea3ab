import { describe, expect, it } from 'vitest';
import { BODY_STYLES } from '../db/schema';
import { VEHICLE_BODY_STYLES, vehicleImagePath, vehicleImageRoutes, vehicleSvg } from '.';

/** Checks that every opened element is closed in order: enough to catch a broken template. */
function isBalancedXml(markup: string): boolean {
  const stack: string[] = [];
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (!name) return false;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else {
      stack.push(name);
    }
  }
  return stack.length === 0;
}

describe('vehicleSvg', () => {
  it('draws every body style the catalogue uses', () => {
    expect([...VEHICLE_BODY_STYLES]).toEqual([...BODY_STYLES]);
  });

  it.each(VEHICLE_BODY_STYLES)('draws a well-formed, tinted %s', (style) => {
    const svg = vehicleSvg(style, '1f3a93');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('stop-color="#1f3a93"');
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(isBalancedXml(svg)).toBe(true);
  });

  it('is deterministic and differs by style and colour', () => {
    expect(vehicleSvg('suv', '#A3161A')).toBe(vehicleSvg('suv', 'a3161a'));
    expect(vehicleSvg('suv', 'a3161a')).not.toBe(vehicleSvg('sedan', 'a3161a'));
    expect(vehicleSvg('suv', 'a3161a')).not.toBe(vehicleSvg('suv', '1f3a93'));
  });

  it('falls back to a neutral grey for a malformed colour', () => {
    const svg = vehicleSvg('pickup', 'red"/><script>');
    expect(svg).toContain('stop-color="#9aa0a6"');
    expect(svg).not.toContain('script');
  });
});

describe('vehicleImagePath', () => {
  it('builds the lower-case URL without the hash', () => {
    expect(vehicleImagePath('suv', '#1F3A93')).toBe('/img/vehicles/suv/1f3a93.svg');
  });
});

describe('GET /img/vehicles/:bodyStyle/:color', () => {
  it('serves the drawing with long-lived caching', async () => {
    const response = await vehicleImageRoutes.request('/img/vehicles/suv/1f3a93.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(await response.text()).toBe(vehicleSvg('suv', '1f3a93'));
  });

  it('answers 304 when the browser already has it', async () => {
    const first = await vehicleImageRoutes.request('/img/vehicles/van/f4f5f0.svg');
    const etag = first.headers.get('etag') ?? '';
    const again = await vehicleImageRoutes.request('/img/vehicles/van/f4f5f0.svg', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each([
    '/img/vehicles/suv/zzz.svg',
    '/img/vehicles/suv/1f3a93.png',
    '/img/vehicles/suv/1f3a9.svg',
    '/img/vehicles/limousine/1f3a93.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await vehicleImageRoutes.request(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Imagen no encontrada.' });
  });
});
