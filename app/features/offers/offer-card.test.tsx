import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Offer } from '#domain/catalogue/catalogue';
import { OfferCard, PromotionCard } from './offer-card';
import { offerBuyPath, offerVersionsPath } from './offer-paths';

const OFFER: Offer = {
  id: 412,
  brand: 'volkswagen',
  brand_id: 1,
  name: 'T-Cross Highline 1.4 TSI AT',
  family: 'T-CROSS',
  family_id: 7,
  subfamily_id: 31,
  image: '/img/vehicles/suv/1b4f8a.svg',
  color: 'Azul Biscay',
  model_year: 2026,
  currency: 'ars',
  discount_amount: 1_700_000,
  full_price_with_discount: 41_250_000,
};

function html(node: React.ReactNode): string {
  return renderToString(<MemoryRouter>{node}</MemoryRouter>);
}

/** The text a reader sees, tags dropped and entities read. */
function text(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&nbsp;', '\u00a0')
    .replace(/[ \t\n]+/g, ' ')
    .trim();
}

describe('offer paths', () => {
  it('link the family versions page of docs/product.md §2', () => {
    expect(offerVersionsPath(OFFER)).toBe('/vehiculos-0km/versiones/volkswagen/t-cross/7');
  });

  it('link the buy route of docs/product.md §2 with the unit id and the model as route parameters', () => {
    expect(offerBuyPath(OFFER)).toBe(
      '/vehiculos-0km/reservar/volkswagen/412/t-cross/7/t-cross-highline-1.4-tsi-at',
    );
  });
});

describe('OfferCard', () => {
  it('shows model, colour, model year, the discount as a negative amount and the price, leading to the unit', () => {
    const markup = html(<OfferCard offer={OFFER} />);
    const shown = text(markup);
    expect(markup).toContain('<h3 class="offer-card__title">');
    expect(markup).toContain(`href="${offerBuyPath(OFFER)}"`);
    expect(shown).toContain('T-Cross Highline 1.4 TSI AT');
    expect(shown).toContain('Azul Biscay · Modelo 2026');
    expect(shown).toContain('Descuento \u2212$\u00a01.700.000');
    expect(shown).toContain('Precio final $\u00a041.250.000');
    expect(shown).toContain('Reservar online');
    expect(markup).toContain('theme-vw');
  });

  it('takes the heading level it is given and pictures at 640×320, lazy unless eager', () => {
    const markup = html(<OfferCard offer={OFFER} headingLevel={2} />);
    expect(markup).toContain('<h2 class="offer-card__title">');
    expect(markup).toMatch(
      /<img [^>]*src="\/img\/vehicles\/suv\/1b4f8a.svg" alt="" width="640" height="320" loading="lazy"/,
    );
    expect(html(<OfferCard offer={OFFER} eager />)).toContain('loading="eager"');
  });

  it('formats dollars for a USD offer', () => {
    const shown = text(html(<OfferCard offer={{ ...OFFER, brand: 'baic', brand_id: 6, currency: 'usd' }} />));
    expect(shown).toContain('\u2212US$\u00a01.700.000');
  });

  it('keeps its shape without a picture', () => {
    const markup = html(<OfferCard offer={{ ...OFFER, image: '' }} />);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('offer-card__placeholder');
  });
});

describe('PromotionCard', () => {
  it("opens the unit in a new tab with 'Descuento especial', the minus sign, the price and 'Reservar online'", () => {
    const markup = html(<PromotionCard offer={OFFER} />);
    expect(markup).toContain(`<a href="${offerBuyPath(OFFER)}" target="_blank" rel="noopener noreferrer"`);
    expect(text(markup)).toContain('Precio final $\u00a041.250.000');
    const shown = text(markup);
    expect(shown).toContain('Descuento especial \u2212$\u00a01.700.000');
    expect(shown).toContain('Reservar online');
    expect(shown).toContain('(se abre en una pestaña nueva)');
  });
});
