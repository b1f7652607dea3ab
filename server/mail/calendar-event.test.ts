import { describe, expect, it } from 'vitest';
import { calendarEventOf, readCalendarFile } from '../../tests/support/calendar-file';
import { calendarFile, foldLine } from './calendar-event';

const event = {
  uid: 'prueba-de-manejo-7K3M9Q2W4XZA',
  sequence: 2,
  // 10 December 2026, 9:30 to 10:15 in Mendoza.
  startsAt: new Date('2026-12-10T12:30:00Z'),
  endsAt: new Date('2026-12-10T13:15:00Z'),
  summary: 'Prueba de manejo: Volkswagen Taos Highline 250 TSI AT',
  location: 'Territorio Godoy Cruz, Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
  description:
    'Traé tu DNI y tu licencia de conducir; si querés cambiar el horario, usá el enlace; te esperamos.\nLínea dos, con acentos: árbol, ñandú, corazón y más texto para que la línea se pliegue varias veces.',
  url: 'https://sitio.test/prueba-de-manejo/7K3M9Q2W4XZA?firma=abc',
  stamp: new Date('2026-12-01T15:00:00Z'),
};

describe('a calendar file', () => {
  it('reads back as one event on Mendoza’s clock, with its texts as written', () => {
    const text = calendarFile(event);
    const calendar = readCalendarFile(text);
    expect(calendar.properties.METHOD?.value).toBe('PUBLISH');
    const zone = calendar.components.find((component) => component.name === 'VTIMEZONE');
    expect(zone?.properties.TZID?.value).toBe('America/Argentina/Mendoza');
    expect(zone?.components[0]?.properties.TZOFFSETTO?.value).toBe('-0300');
    const vevent = calendarEventOf(text);
    expect(vevent.properties.DTSTART).toEqual({
      params: { TZID: 'America/Argentina/Mendoza' },
      value: '20261210T093000',
    });
    expect(vevent.properties.DTEND?.value).toBe('20261210T101500');
    expect(vevent.properties.DTSTAMP?.value).toBe('20261201T150000Z');
    expect(vevent.properties.UID?.value).toMatch(/^prueba-de-manejo-7K3M9Q2W4XZA@/);
    expect(vevent.properties.SEQUENCE?.value).toBe('2');
    expect(vevent.properties.SUMMARY?.value).toBe(event.summary);
    expect(vevent.properties.LOCATION?.value).toBe(event.location);
    expect(vevent.properties.DESCRIPTION?.value).toBe(event.description);
    expect(vevent.properties.URL?.value).toBe(event.url);
    expect(vevent.properties.STATUS?.value).toBe('CONFIRMED');
  });

  it('escapes what TEXT must and folds long lines without cutting a character', () => {
    const text = calendarFile(event).replaceAll('\r\n ', '');
    expect(text).toContain(
      'LOCATION:Territorio Godoy Cruz\\, Av. San Martín Sur 1250\\, Godoy Cruz\\, Mendoza',
    );
    expect(text).toContain('\\; si querés');
    expect(text).toContain('\\n');
    const folded = foldLine(`DESCRIPTION:${'ñ'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, index) => (index === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(`DESCRIPTION:${'ñ'.repeat(80)}`);
  });

  it('says a cancelled event is cancelled', () => {
    const vevent = calendarEventOf(calendarFile({ ...event, sequence: 3, cancelled: true }));
    expect(vevent.properties.STATUS?.value).toBe('CANCELLED');
    expect(vevent.properties.SEQUENCE?.value).toBe('3');
  });
});
