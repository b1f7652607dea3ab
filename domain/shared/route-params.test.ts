import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyFromRouteParam, toRouteParam } from './route-params';

// Whitespace, slashes and letters of both cases are what the rule is about, so generate plenty of them.
const routeish = fc.string({
  unit: fc.constantFrom('a', 'B', 'ñ', 'Ú', '-', ' ', '\t', '\n', '\u00a0', '\u2003', '/', '.', '1'),
});
const anyText = fc.oneof(routeish, fc.string({ unit: 'binary' }));

describe('toRouteParam', () => {
  it.each([
    ['Amarok V6', 'amarok-v6'],
    ['  Nueva Ranger  ', 'nueva-ranger'],
    ['Cross / Highline', 'cross-highline'],
    ['4X2/4X4', '4x2-4x4'],
    ['T-Cross', 't-cross'],
    ['KICKS\u00a0EXCLUSIVE', 'kicks-exclusive'],
    ['ÑANDÚ', 'ñandú'],
    [' / ', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(toRouteParam(input)).toBe(expected);
  });

  it('leaves no whitespace, slash or upper-case letter', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const param = toRouteParam(text);
        expect(param).not.toMatch(/[\s/]/);
        expect(param).toBe(param.toLowerCase());
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = toRouteParam(text);
        expect(toRouteParam(once)).toBe(once);
      }),
    );
  });

  it('keeps every other character, in order', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(toRouteParam(text).replaceAll('-', '')).toBe(text.toLowerCase().replace(/[\s/-]/g, ''));
      }),
    );
  });

  it('adds no hyphen at either end and never two for one run', () => {
    fc.assert(
      fc.property(routeish, (text) => {
        const param = toRouteParam(text);
        const hyphensIn = (s: string) => s.split('-').length - 1;
        const trimmed = text.replace(/^[\s/]+|[\s/]+$/g, '');
        const interiorRuns = trimmed.match(/[\s/]+/g)?.length ?? 0;
        expect(hyphensIn(param)).toBe(hyphensIn(text) + interiorRuns);
      }),
    );
  });
});

describe('familyFromRouteParam', () => {
  it('turns hyphens back into spaces', () => {
    expect(familyFromRouteParam('amarok-v6')).toBe('amarok v6');
    expect(familyFromRouteParam('nueva-ranger-raptor')).toBe('nueva ranger raptor');
  });

  it('recovers a lower-case family name of single-spaced words', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'z', 'ñ', '3'), minLength: 1 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1 }), (words) => {
        const family = words.join(' ');
        expect(familyFromRouteParam(toRouteParam(family))).toBe(family);
      }),
    );
  });
});
