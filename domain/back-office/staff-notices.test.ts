import { describe, expect, it } from 'vitest';
import { summaryCutoff } from './staff-notice-summary';
import { newCountLabel, newCountText, seenListOf } from './staff-notices';

describe('summaryCutoff', () => {
  it('is today at 8:00 in Mendoza once it has passed', () => {
    // 11:00 UTC is 8:00 in Mendoza.
    expect(summaryCutoff(new Date('2026-11-28T11:00:00Z')).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(summaryCutoff(new Date('2026-11-29T02:30:00Z')).toISOString()).toBe('2026-11-28T11:00:00.000Z');
  });

  it('is yesterday at 8:00 before it', () => {
    expect(summaryCutoff(new Date('2026-11-28T10:59:59Z')).toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });
});

describe('the panel counts', () => {
  it('names the lists, not their records', () => {
    expect(seenListOf('/admin/consultas')).toBe('leads');
    expect(seenListOf('/admin/reservas/')).toBe('reservations');
    expect(seenListOf('/admin/consultas/precio/3')).toBeUndefined();
  });

  it('keeps its width and reads in Spanish', () => {
    expect(newCountText(120)).toBe('99+');
    expect(newCountLabel(1)).toBe('1 nueva');
    expect(newCountLabel(4)).toBe('4 nuevas');
  });
});
