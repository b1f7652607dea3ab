import { describe, expect, it } from 'vitest';
import { currentSectionPath } from './current-section';

const sections = [
  { path: '/admin/consultas' },
  { path: '/admin/reservas' },
  { path: '/admin/reservas?asesor=yo' },
  { path: '/admin/consultas?asignada=yo' },
];

describe('currentSectionPath', () => {
  it('marks the section whose query the page carries, not the plain one beside it', () => {
    expect(currentSectionPath(sections, '/admin/reservas', '?asesor=yo&pagina=2')).toBe(
      '/admin/reservas?asesor=yo',
    );
    expect(currentSectionPath(sections, '/admin/consultas', '?asignada=yo')).toBe(
      '/admin/consultas?asignada=yo',
    );
  });

  it('marks the plain section without the query, with another value, and on a record below it', () => {
    expect(currentSectionPath(sections, '/admin/reservas', '')).toBe('/admin/reservas');
    expect(currentSectionPath(sections, '/admin/consultas', '?asignada=nadie')).toBe('/admin/consultas');
    expect(currentSectionPath(sections, '/admin/reservas/ABC123', '')).toBe('/admin/reservas');
  });

  it('marks none elsewhere', () => {
    expect(currentSectionPath(sections, '/admin/auditoria', '?asesor=yo')).toBeUndefined();
    expect(currentSectionPath(sections, '/admin/reservasx', '')).toBeUndefined();
  });
});
