import { describe, expect, it } from 'vitest';
import { comparisonRows } from './feature-comparison';

describe('comparisonRows', () => {
  it('lists every feature once, in order of first appearance, ignoring case and spaces', () => {
    const versions = [{ features: ['6 airbags', 'ESC'] }, { features: [' 6 Airbags', 'Techo solar', 'ESC'] }];
    expect(comparisonRows(versions)).toEqual([
      { label: '6 airbags', cells: ['6 airbags', '6 Airbags'], varies: false, differs: false },
      { label: 'ESC', cells: ['ESC', 'ESC'], varies: false, differs: false },
      { label: 'Techo solar', cells: [null, 'Techo solar'], varies: false, differs: true },
    ]);
  });

  it('compares a feature by what it is: a higher version has 7 airbags where another has 6, it lacks none', () => {
    const versions = [
      { features: ['6 airbags', 'Llantas de aleación de 16"', 'Motor 1.0 TSI de 116 CV'] },
      { features: ['Motor 1.4 TSI de 150 CV', '7 airbags', 'Llantas de aleación de 17"', 'Techo solar'] },
    ];
    expect(comparisonRows(versions)).toEqual([
      { label: 'Airbags', cells: ['6 airbags', '7 airbags'], varies: true, differs: true },
      {
        label: 'Llantas de aleación',
        cells: ['Llantas de aleación de 16"', 'Llantas de aleación de 17"'],
        varies: true,
        differs: true,
      },
      {
        label: 'Motor TSI',
        cells: ['Motor 1.0 TSI de 116 CV', 'Motor 1.4 TSI de 150 CV'],
        varies: true,
        differs: true,
      },
      { label: 'Techo solar', cells: [null, 'Techo solar'], varies: false, differs: true },
    ]);
  });

  it('keeps features of another kind apart, even when their words are close', () => {
    const rows = comparisonRows([
      { features: ['Caja manual de 6 velocidades', 'Caja automática de 6 velocidades'] },
      { features: ['Caja automática de 8 velocidades'] },
    ]);
    expect(rows).toEqual([
      {
        label: 'Caja manual de 6 velocidades',
        cells: ['Caja manual de 6 velocidades', null],
        varies: false,
        differs: true,
      },
      {
        label: 'Caja automática',
        cells: ['Caja automática de 6 velocidades', 'Caja automática de 8 velocidades'],
        varies: true,
        differs: true,
      },
    ]);
  });

  it('compares three versions: a feature one of them lacks differs, one all three have alike does not', () => {
    const rows = comparisonRows([
      { features: ['6 airbags', 'Pantalla táctil de 8"', 'Aire acondicionado'] },
      { features: ['Aire acondicionado', '6 airbags'] },
      { features: ['6 airbags', 'Pantalla táctil de 10"', 'Aire acondicionado'] },
    ]);
    expect(rows).toEqual([
      { label: '6 airbags', cells: ['6 airbags', '6 airbags', '6 airbags'], varies: false, differs: false },
      {
        label: 'Pantalla táctil',
        cells: ['Pantalla táctil de 8"', null, 'Pantalla táctil de 10"'],
        varies: true,
        differs: true,
      },
      {
        label: 'Aire acondicionado',
        cells: ['Aire acondicionado', 'Aire acondicionado', 'Aire acondicionado'],
        varies: false,
        differs: false,
      },
    ]);
  });

  it('leaves blank features out, and a single version differs from nothing', () => {
    expect(comparisonRows([{ features: ['  ', 'ESC'] }])).toEqual([
      { label: 'ESC', cells: ['ESC'], varies: false, differs: false },
    ]);
  });
});
