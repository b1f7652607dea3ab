import { describe, expect, it } from 'vitest';
import { livePopupsInSiteOrder, type PopupTiming } from './popup-order';

const NOW = new Date('2026-11-28T15:00:00Z');
const popup = (id: number, fields: Partial<PopupTiming> = {}): PopupTiming => ({
  id,
  active: true,
  startsAt: null,
  endsAt: null,
  deletedAt: null,
  ...fields,
});

describe('livePopupsInSiteOrder', () => {
  it('keeps the switched-on popups inside their period, without a start first, then by start and id', () => {
    const popups = [
      popup(5, { startsAt: '2026-11-28T10:00:00Z' }),
      popup(4, { startsAt: '2026-11-27T10:00:00Z' }),
      popup(3),
      popup(2, { active: false }),
      popup(1, { endsAt: '2026-11-28T15:00:00Z' }),
      popup(6, { startsAt: '2026-11-29T00:00:00Z' }),
      popup(7, { deletedAt: '2026-11-01T00:00:00Z' }),
      popup(8, { startsAt: '2026-11-27T10:00:00+00:00', endsAt: '2026-11-30T00:00:00Z' }),
      popup(0),
    ];
    expect(livePopupsInSiteOrder(popups, NOW).map((p) => p.id)).toEqual([0, 3, 4, 8, 5]);
  });
});
