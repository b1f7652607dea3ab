import { BRANDS, findBrandById } from '#domain/catalogue/brands';
import type { ServiceCategory } from '#domain/content/content';
import { formatPriceOrUnavailable, PRICE_UNAVAILABLE } from '#domain/shared/money';

export interface ServiceRow {
  id: number;
  name: string;
  price: string;
  premium: string;
  promotion: string;
  onPromotion: boolean;
}

/** A category's services for one brand; `brand` null: the same price for every brand. */
export interface ServiceGroup {
  brand: string | null;
  styleKey: string | null;
  rows: ServiceRow[];
}

export interface ServiceCategoryView {
  id: number;
  name: string;
  description: string;
  groups: ServiceGroup[];
}

const brandOrder = (brandId: number | null) =>
  brandId === null ? BRANDS.length : BRANDS.findIndex((brand) => brand.id === brandId);

/** docs/product.md §D12: each price formatted in pesos, or docs/product.md §8 'no disponible' when absent. */
export function toServiceCategoryView(category: ServiceCategory): ServiceCategoryView {
  const groups = new Map<number | null, ServiceGroup>();
  for (const service of category.services) {
    let group = groups.get(service.brand_id);
    if (!group) {
      const brand = service.brand_id === null ? undefined : findBrandById(service.brand_id);
      group = { brand: brand?.name ?? null, styleKey: brand?.styleKey ?? null, rows: [] };
      groups.set(service.brand_id, group);
    }
    group.rows.push({
      id: service.id,
      name: service.name,
      price: formatPriceOrUnavailable(service.price_default, 'ars'),
      premium: formatPriceOrUnavailable(service.price_premium, 'ars'),
      promotion: formatPriceOrUnavailable(service.price_promotion, 'ars'),
      onPromotion: service.price_promotion !== null && service.price_promotion > 0,
    });
  }
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    groups: [...groups.entries()].sort(([a], [b]) => brandOrder(a) - brandOrder(b)).map(([, group]) => group),
  };
}

const COLUMNS = ['Precio', 'Premium', 'Promoción'] as const;

/** One category of the after-sales price list: its services, grouped by brand where prices differ per brand. */
export function ServiceCategoryPrices({ category }: { category: ServiceCategoryView }) {
  const headingId = `servicio-${category.id}`;
  return (
    <section className="service-category" aria-labelledby={headingId}>
      <h3 id={headingId} className="service-category__title">
        {category.name}
      </h3>
      <p className="service-category__description">{category.description}</p>
      {category.groups.map((group) => (
        <div
          key={group.brand ?? 'todas'}
          className={`service-group${group.styleKey ? ` theme-${group.styleKey}` : ''}`}
        >
          {group.brand && <h4 className="brand-dot service-group__brand">{group.brand}</h4>}
          <div className="price-list__head" aria-hidden="true">
            <span>Servicio</span>
            {COLUMNS.map((column) => (
              <span key={column}>{column}</span>
            ))}
          </div>
          <ul className="price-list">
            {group.rows.map((row) => (
              <li key={row.id} className="price-row">
                <p className="price-row__name">
                  {row.name}
                  {row.onPromotion && <span className="price-row__badge">En promoción</span>}
                </p>
                <dl className="price-row__prices">
                  <div className="price-row__cell">
                    <dt>Precio</dt>
                    <dd>{row.price}</dd>
                  </div>
                  <div className="price-row__cell">
                    <dt>Premium</dt>
                    <dd className={row.premium === PRICE_UNAVAILABLE ? 'price-row__na' : undefined}>
                      {row.premium}
                    </dd>
                  </div>
                  <div className={`price-row__cell${row.onPromotion ? ' price-row__cell--promo' : ''}`}>
                    <dt>Promoción</dt>
                    <dd className={row.onPromotion ? undefined : 'price-row__na'}>{row.promotion}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
