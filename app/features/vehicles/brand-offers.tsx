import type { Offer } from '#domain/catalogue/catalogue';
import { ArrowLink } from '../../components/arrow-link';
import { OfferCard } from '../offers/offer-card';
import './brand-page.css';
import { SectionHeader } from '../../components/section-header';

interface BrandOffersProps {
  brand: { slug: string; name: string };
  /** Where 'Ver todas las oportunidades' leads: the brand's tab of the offers page, when it has one. */
  allOffersPath: string;
  /** docs/product.md §9: the brand's top 4 best offers, largest discount first. */
  offers: readonly Offer[];
}

/** docs/product.md §2 brand models page: the top offers of the brand. Nothing at all when the brand has none. */
export function BrandOffers({ brand, allOffersPath, offers }: BrandOffersProps) {
  if (offers.length === 0) return null;
  return (
    <section className="section brand-section brand-offers" aria-labelledby="ofertas-titulo">
      <div className="container">
        <SectionHeader
          id="ofertas-titulo"
          title={<>Mejores ofertas {brand.name}</>}
          meta="Unidades con descuento, listas para reservar online."
          action={<ArrowLink to={allOffersPath}>Ver todas las oportunidades</ArrowLink>}
        />
        <ul className="brand-offers__grid">
          {offers.map((offer) => (
            <li key={offer.id} className="brand-offers__item">
              <OfferCard offer={offer} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
