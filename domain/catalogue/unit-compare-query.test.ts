import { describe, expect, it } from 'vitest';
import {
  COMPARE_NONE_MESSAGE,
  COMPARE_TOO_MANY_MESSAGE,
  compareQueryInput,
  compareUnitsQuerySchema,
} from './unit-compare-query';

const parse = (query: string) =>
  compareUnitsQuerySchema.safeParse(compareQueryInput(new URLSearchParams(query)));
const messages = (query: string) => {
  const parsed = parse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the compare page query', () => {
  it('reads a comma list, in the order given', () => {
    expect(parse('unidades=12,34,56').data).toEqual({ unidades: [12, 34, 56], diferencias: false });
  });

  it('reads the parameter repeated, as a form of checkboxes sends it, and both ways at once', () => {
    expect(parse('unidades=12&unidades=34').data?.unidades).toEqual([12, 34]);
    expect(parse('unidades=12,34&unidades=56').data?.unidades).toEqual([12, 34, 56]);
  });

  it('takes each unit once, and leaves out blanks and spaces', () => {
    expect(parse('unidades=12,%2012%20,,34&unidades=34').data?.unidades).toEqual([12, 34]);
  });

  it('accepts one unit, and three after duplicates are gone', () => {
    expect(parse('unidades=7').data?.unidades).toEqual([7]);
    expect(parse('unidades=1,2,2,3,1').data?.unidades).toEqual([1, 2, 3]);
  });

  it('refuses more than three units with a message that says so', () => {
    expect(messages('unidades=1,2,3,4')).toEqual([COMPARE_TOO_MANY_MESSAGE]);
    expect(COMPARE_TOO_MANY_MESSAGE).toBe(
      'Podés comparar hasta 3 unidades a la vez. Elegí cuáles querés ver lado a lado.',
    );
  });

  it('refuses what is not a unit number, naming it', () => {
    expect(messages('unidades=12,abc')).toEqual([
      '«abc» no es un número de unidad válido. Elegí las unidades desde tus favoritos o desde el catálogo.',
    ]);
    expect(messages('unidades=0')[0]).toMatch(/^«0» no es un número de unidad válido/);
    expect(messages('unidades=-3')[0]).toMatch(/^«-3» no es/);
    expect(messages('unidades=1.5')[0]).toMatch(/^«1\.5» no es/);
    expect(messages('unidades=1234567890')[0]).toMatch(/^«1234567890» no es/);
    expect(messages(`unidades=${'9'.repeat(40)}`)[0]).toMatch(/^«9{20}…» no es/);
  });

  it('asks for a unit when the list is empty', () => {
    expect(messages('unidades=')).toEqual([COMPARE_NONE_MESSAGE]);
    expect(messages('')).toEqual([COMPARE_NONE_MESSAGE]);
  });

  it('shows only the differences with diferencias=1, and refuses another value', () => {
    expect(parse('unidades=1,2&diferencias=1').data?.diferencias).toBe(true);
    expect(parse('unidades=1,2&diferencias=0').data?.diferencias).toBe(false);
    expect(messages('unidades=1,2&diferencias=si')).toEqual(['diferencias debe ser 1 o 0.']);
  });
});
