import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnitsList } from './units-list';
import type { UnitView } from './version-view';

const UNIT: UnitView = {
  id: 7,
  model: 'Taos Comfortline',
  color: 'Azul Atlántico',
  colorHex: '#1b3a6b',
  modelYear: 2026,
  location: 'Godoy Cruz',
  chassis: '9BWTEST00AAAAAAAB',
  image: '/img/vehicles/suv/1b3a6b.svg',
  photo: null,
  currency: 'ars',
  listPrice: 40_000_000,
  discount: 0,
  specialDiscount: 0,
  licenseCost: 900_000,
  preparationCost: 450_000,
  deliveryPrice: 0,
  fullPriceWithDiscount: 41_350_000,
  available: true,
  held: false,
};

const render = (units: UnitView[]) =>
  renderToString(
    <MemoryRouter>
      <UnitsList
        brand={{ id: 1, slug: 'volkswagen' }}
        family={{ id: 3, name: 'Taos' }}
        versionId={9}
        units={units}
        nextOffset={null}
      />
    </MemoryRouter>,
  );

const images = (markup: string) => markup.match(/<img[^>]*>/g) ?? [];

describe('UnitsList', () => {
  it('shows the unit’s own photo instead of the catalogue’s drawing once it has one, sized and lazy', () => {
    const photo = { path: '/media/unitThumbnail/abc.webp', width: 480, height: 360 };
    const [image] = images(render([{ ...UNIT, photo }]));
    expect(image).toContain('src="/media/unitThumbnail/abc.webp"');
    expect(image).toContain('width="480"');
    expect(image).toContain('height="360"');
    expect(image).toContain('loading="lazy"');
    expect(image).toContain('alt="Foto de la unidad Azul Atlántico"');
  });

  it('draws the catalogue’s picture for a unit without photos', () => {
    const [image] = images(render([UNIT]));
    expect(image).toContain('src="/img/vehicles/suv/1b3a6b.svg"');
    expect(image).toContain('width="160"');
  });

  it('shows a unit held by another buyer as reserved for the moment, with a way to be told if it comes free', () => {
    const markup = render([{ ...UNIT, available: false, held: true }]);
    expect(markup).toContain('Reservada por el momento');
    expect(markup).toContain('Avisame si se libera');
    expect(markup).not.toContain('>Reservar<');
  });

  it('shows a unit another buyer paid for as reserved, with nothing to ask', () => {
    const markup = render([{ ...UNIT, available: false }]);
    expect(markup).toContain('Reservado');
    expect(markup).not.toContain('Avisame si se libera');
    expect(markup).not.toContain('>Reservar<');
  });
});
