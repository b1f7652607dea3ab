import { describe, expect, it } from 'vitest';
import { availabilityText, familyOfVersionsPath, familyVersionsPath } from './family-view';

describe('availabilityText', () => {
  it('counts the units that can be reserved now, and only then those held by other buyers', () => {
    expect(availabilityText(1, 3)).toBe('1 unidad disponible');
    expect(availabilityText(5)).toBe('5 unidades disponibles');
    expect(availabilityText(0, 1)).toBe('1 unidad reservada por el momento');
    expect(availabilityText(0, 2)).toBe('2 unidades reservadas por el momento');
    expect(availabilityText(0, 0)).toBeNull();
  });
});

describe('familyOfVersionsPath', () => {
  it('reads back the brand and family familyVersionsPath wrote, and nothing from another address', () => {
    expect(familyOfVersionsPath(familyVersionsPath('volkswagen', { id: 4, name: 'T-Cross' }))).toEqual({
      brandSlug: 'volkswagen',
      familyParam: 't-cross',
    });
    expect(familyOfVersionsPath('/vehiculos-0km')).toBeNull();
    expect(familyOfVersionsPath('/favoritos')).toBeNull();
  });
});
