import type { Offer } from '#domain/catalogue/catalogue';
import { toRouteParam } from '#domain/shared/route-params';

type OfferRoute = Pick<Offer, 'brand' | 'family' | 'family_id'>;

/** docs/product.md §2 family versions page: /vehiculos-0km/versiones/{brand}/{family}/{id}. */
export function offerVersionsPath(offer: OfferRoute): string {
  return `/vehiculos-0km/versiones/${toRouteParam(offer.brand)}/${toRouteParam(offer.family)}/${offer.family_id}`;
}

/** docs/product.md §2 buy route: /vehiculos-0km/reservar/{brand}/{id}/{family}/{family_id}/{model}; an offer's id is its unit's. */
export function offerBuyPath(offer: OfferRoute & Pick<Offer, 'id' | 'name'>): string {
  return `/vehiculos-0km/reservar/${toRouteParam(offer.brand)}/${offer.id}/${toRouteParam(offer.family)}/${offer.family_id}/${toRouteParam(offer.name)}`;
}
