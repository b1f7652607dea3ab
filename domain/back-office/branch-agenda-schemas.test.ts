import { describe, expect, it } from 'vitest';
import { agendaQuerySchema, closureDaysSchema } from './branch-agenda-schemas';
import { isoDaySchema } from './list-query-schemas';
import { locationSchema } from './site-editing-records-schemas';

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

describe("a branch's appointment hours in the Sitio form", () => {
  const branch = {
    name: 'Godoy Cruz',
    province: 'Mendoza',
    address: 'Av. San Martín Sur 600',
    map_url: 'https://maps.google.com/?q=Godoy+Cruz',
    sort_order: '0',
    week_hours_1: '9 a 13 y 16 a 20',
  };

  it('takes no hours on a Sunday: the form has no Sunday, and an older form’s Sunday hours are refused', () => {
    const saved = locationSchema.parse(branch);
    expect(saved.week_hours_0).toEqual([]);
    expect(saved.week_hours_1).toEqual([
      { from: '09:00', to: '13:00' },
      { from: '16:00', to: '20:00' },
    ]);
    const sunday = locationSchema.safeParse({ ...branch, week_hours_0: '10 a 13' });
    expect(sunday.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['week_hours_0', 'Los domingos no se agendan entregas ni turnos: dejá el domingo sin horario.'],
    ]);
  });
});
