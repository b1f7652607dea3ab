import { describe, expect, it } from 'vitest';
import { argentinePhoneKey, argentineWhatsappDigits } from './phone-numbers';

describe('Argentine phone numbers', () => {
  it('reduce every way of writing one number to its national number', () => {
    for (const written of [
      '0261 15 555-1234',
      '261 555 1234',
      '+54 9 261 555-1234',
      '+54 261 555 1234',
      '5492615551234',
      '(0261) 155551234',
      '15 555 1234',
      '555-1234',
    ])
      expect(argentinePhoneKey(written), written).toBe('2615551234');
    expect(argentinePhoneKey('011 15 4444-5555')).toBe('1144445555');
  });

  it('give no key to what is no number', () => {
    expect(argentinePhoneKey('')).toBeUndefined();
    expect(argentinePhoneKey(null)).toBeUndefined();
    expect(argentinePhoneKey('12')).toBeUndefined();
  });

  it('write the digits WhatsApp takes', () => {
    expect(argentineWhatsappDigits('0261 15 555-1234')).toBe('5492615551234');
    expect(argentineWhatsappDigits('hola')).toBeUndefined();
  });
});
