import { describe, expect, it } from 'vitest';
import { agendaQuerySchema, closureDaysSchema } from './branch-agenda-schemas';
import { isoDaySchema } from './list-query-schemas';

describe('days typed or asked in an address', () => {
  it.each(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10'])(
    'refuses %s, a day no calendar has',
    (day) => {
      expect(isoDaySchema('no').safeParse(day).success).toBe(false);
      expect(agendaQuerySchema.safeParse({ semana: day }).error?.issues[0]?.message).toBe(
        'Esa fecha no existe.',
      );
      expect(closureDaysSchema.safeParse(`${day} Inventario`).success).toBe(false);
    },
  );

  it.each(['2024-02-29', '2026-12-31', '2026-04-30'])('takes %s', (day) => {
    expect(isoDaySchema('no').safeParse(day).success).toBe(true);
    expect(agendaQuerySchema.parse({ semana: day }).semana).toBe(day);
    expect(closureDaysSchema.parse(`${day} Inventario`)).toEqual([{ date: day, reason: 'Inventario' }]);
  });
});
