import { describe, expect, it } from 'vitest';
import { attributesFromName } from './version-attributes';
import { versionAttributesSchema } from './version-attributes-schemas';

describe('attributesFromName', () => {
  it('reads transmission, fuel and body type from how dealers name versions', () => {
    expect(attributesFromName('LTZ 2.8 TD 4x4 AT', 'pickup')).toEqual({
      body_type: 'pickup',
      fuel: 'diesel',
      transmission: 'automatica',
    });
    expect(attributesFromName('Track 1.6 MSI MT', 'hatchback')).toEqual({
      body_type: 'hatchback',
      fuel: 'nafta',
      transmission: 'manual',
    });
    expect(attributesFromName('e-POWER Advance e-4ORCE', 'suv')).toMatchObject({
      fuel: 'hibrido',
      transmission: 'automatica',
    });
    expect(attributesFromName('Diésel 2.0 TD 4x4 AT', 'suv').fuel).toBe('diesel');
    expect(attributesFromName('Sense CVT', 'sedan').transmission).toBe('automatica');
    expect(attributesFromName('LT 1.8 MT 7 asientos', 'van').body_type).toBe('utilitario');
  });

  it('leaves the transmission unset when the name does not say it', () => {
    expect(attributesFromName('Comfortline', 'sedan').transmission).toBeNull();
  });
});

describe('versionAttributesSchema', () => {
  it('takes an empty select as unset and refuses a value not on the list, in Spanish', () => {
    expect(versionAttributesSchema.parse({ body_type: '', fuel: 'gnc', transmission: 'manual' })).toEqual({
      body_type: null,
      fuel: 'gnc',
      transmission: 'manual',
    });
    const result = versionAttributesSchema.safeParse({ body_type: 'coupe', fuel: '', transmission: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Elegí una carrocería de la lista.');
  });
});
