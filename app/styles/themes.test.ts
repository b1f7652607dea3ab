import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '#domain/catalogue/brands';

const css = fs.readFileSync(new URL('./themes.css', import.meta.url), 'utf8');

/** The declarations of the rule whose only selector is `.theme-{key}`. */
function themeBlock(styleKey: string): Record<string, string> {
  const match = new RegExp(`(?:^|\\n)\\.theme-${styleKey}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) return {};
  return Object.fromEntries(
    [...match[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value?.trim().toLowerCase(),
    ]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('brand themes', () => {
  it.each(BRANDS.map((brand) => [brand.styleKey, brand] as const))(
    '.theme-%s uses the brand palette',
    (_key, brand) => {
      const block = themeBlock(brand.styleKey);
      expect(block['--brand']).toBe(brand.themeHex.toLowerCase());
      expect(block['--on-brand']).toBe(brand.themeTextHex.toLowerCase());
    },
  );

  it.each(BRANDS.map((brand) => [brand.styleKey] as const))('.theme-%s text colours meet WCAG AA', (key) => {
    const block = themeBlock(key);
    const [brand, onBrand, ink] = [block['--brand'], block['--on-brand'], block['--brand-ink']];
    if (!brand || !onBrand || !ink) throw new Error(`.theme-${key} lacks a colour`);
    expect(contrast(brand, onBrand)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ink, '#f4f6f9')).toBeGreaterThanOrEqual(4.5);
  });
});
