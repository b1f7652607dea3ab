import { describe, expect, it } from 'vitest';
import { tagsOf } from './test-changed';

describe('test:changed: the page tests a changed file calls for', () => {
  it('a feature folder, a route or a module calls for the specs tagged with its features', () => {
    expect(tagsOf('app/features/news/news-view.ts')).toEqual(['@news']);
    expect(tagsOf('app/routes/concesionario-digital/revisar.tsx')).toEqual(['@dealership']);
    expect(tagsOf('app/routes/vehiculos-0km.reservar.tsx')).toEqual(['@dealership']);
    expect(tagsOf('app/routes/vehiculos-0km.brand.tsx')).toEqual(['@vehicles']);
    expect(tagsOf('server/payments/reservations.ts')).toEqual(['@dealership', '@payments']);
    expect(tagsOf('domain/operation/operation-statement.ts')).toEqual(['@dealership', '@payments']);
    expect(tagsOf('app/features/back-office/stock/stock-list.tsx')).toEqual(['@admin']);
    expect(tagsOf('domain/back-office/staff.ts')).toEqual(['@admin']);
  });

  it('what every page shares calls for all of them', () => {
    for (const file of [
      'app/root.tsx',
      'app/components/button.tsx',
      'server/http/app.ts',
      'domain/shared/money.ts',
      'package.json',
    ]) {
      expect(tagsOf(file)).toBeNull();
    }
  });

  it('a file no page test covers calls for none', () => {
    expect(tagsOf('scripts/bench.ts')).toEqual([]);
    expect(tagsOf('docs/product.md')).toEqual([]);
  });
});
