import type { Brand } from '#domain/catalogue/brands';
import type { CatalogueSource, Offer, StockUnit } from '#domain/catalogue/catalogue';
import { STOCK_PAGE_SIZE_MAX } from '#domain/catalogue/catalogue-queries';
import { offerKey } from '#domain/catalogue/offers';
import { offerDiscount } from '#domain/catalogue/pricing';

/** One docs/product.md §9 best offer as the page shows it, with how many discounted units it stands for. */
export interface OfferUnitView
  extends Pick<
    Offer,
    | 'id'
    | 'brand'
    | 'brand_id'
    | 'name'
    | 'family'
    | 'family_id'
    | 'image'
    | 'color'
    | 'model_year'
    | 'currency'
    | 'discount_amount'
    | 'full_price_with_discount'
  > {
  /** Discounted units available in this version and colour (at least the offer's own unit). */
  units: number;
}

/** One card of the offers page: a family, its best offer first. */
export interface OfferFamilyView {
  familyId: number;
  name: string;
  offers: OfferUnitView[];
  units: number;
}

export interface OfferBrandView {
  slug: string;
  name: string;
  styleKey: string;
  units: number;
  families: OfferFamilyView[];
}

/** Every unit of a family, page after page: the intranet answers at most STOCK_PAGE_SIZE_MAX at a time. */
async function familyUnits(
  catalogue: CatalogueSource,
  brandId: number,
  familyId: number,
): Promise<StockUnit[]> {
  const units: StockUnit[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page = await catalogue.stock(brandId, { family_id: familyId, limit: STOCK_PAGE_SIZE_MAX, offset });
    units.push(...page.units);
    offset = page.units.length > 0 ? page.next_offset : null;
  }
  return units;
}

/**
 * docs/product.md §2 "the count of units with discounts": the units a buyer can reserve now whose discount (web plus special, as
 * an offer's discount_amount) is above zero. The best-offers list keeps one unit per version and colour, so counting
 * it would undercount; the count comes from the stock of the families that have offers (a family without an offer
 * has no discounted unit available). Each offer also learns how many such units it stands for.
 */
export async function loadOfferBrand(catalogue: CatalogueSource, brand: Brand): Promise<OfferBrandView> {
  const [offers, families] = await Promise.all([catalogue.offers(brand.id), catalogue.families(brand.id)]);
  const familyNames = new Map(families.map((family) => [family.id, family.name]));

  // Offers arrive largest discount first, so the first offer seen of a family is its best one.
  const grouped = new Map<number, Offer[]>();
  for (const offer of offers) {
    const group = grouped.get(offer.family_id);
    if (group) group.push(offer);
    else grouped.set(offer.family_id, [offer]);
  }

  const familyViews = await Promise.all(
    [...grouped].map(async ([familyId, familyOffers]): Promise<OfferFamilyView> => {
      const perOffer = new Map<string, number>();
      for (const unit of await familyUnits(catalogue, brand.id, familyId)) {
        if (!unit.available || !(offerDiscount(unit) > 0)) continue;
        const key = offerKey({ ...unit, discount_amount: offerDiscount(unit) });
        perOffer.set(key, (perOffer.get(key) ?? 0) + 1);
      }
      const views = familyOffers.map((offer) => ({
        id: offer.id,
        brand: offer.brand,
        brand_id: offer.brand_id,
        name: offer.name,
        family: offer.family,
        family_id: offer.family_id,
        image: offer.image,
        color: offer.color,
        model_year: offer.model_year,
        currency: offer.currency,
        discount_amount: offer.discount_amount,
        full_price_with_discount: offer.full_price_with_discount,
        // An offer is itself an available discounted unit, even if the stock read raced a change.
        units: Math.max(1, perOffer.get(offerKey(offer)) ?? 0),
      }));
      return {
        familyId,
        name: familyNames.get(familyId) ?? familyOffers[0]?.family ?? '',
        offers: views,
        units: views.reduce((sum, view) => sum + view.units, 0),
      };
    }),
  );

  return {
    slug: brand.slug,
    name: brand.name,
    styleKey: brand.styleKey,
    units: familyViews.reduce((sum, family) => sum + family.units, 0),
    families: familyViews,
  };
}
