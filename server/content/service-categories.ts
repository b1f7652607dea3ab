import { sql } from 'drizzle-orm';
import type { Service, ServiceCategory } from '#domain/content/content';
import { type Database, selectRows } from '../db/client';
import { bookingPricesOf } from './parameters';

interface ServiceCategoriesRow {
  categories: { id: number; name: string; description: string; services: Service[] }[];
  brands: { brand_id: number; booking_price: number | null }[];
}

const SERVICE_CATEGORIES_QUERY = sql`
  select
    (select coalesce(json_agg(c order by c.sort_order, c.id), '[]'::json) from (
      select c.id, c.name, c.description, c.sort_order,
        (select coalesce(json_agg(s order by s.sort_order, s.id), '[]'::json) from (
          select id, name, brand_id, price_default, price_premium, price_promotion, sort_order
          from services where category_id = c.id
        ) s) as services
      from service_categories c
    ) c) as categories,
    (select coalesce(json_agg(b order by b.brand_id), '[]'::json) from (
      select b.id as brand_id, s.booking_price from brands b left join brand_settings s on s.brand_id = b.id
    ) b) as brands
`;

/** docs/product.md §3: service categories with their services; each also carries the booking price of every brand. */
export async function readServiceCategories(db: Database): Promise<ServiceCategory[]> {
  const [row] = await selectRows<ServiceCategoriesRow>(db, SERVICE_CATEGORIES_QUERY);
  if (!row) throw new Error('The service categories query returned no row');
  const bookingPrice = bookingPricesOf(row.brands);
  return row.categories.map((category) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    services: category.services.map((service) => ({
      id: service.id,
      name: service.name,
      brand_id: service.brand_id,
      price_default: service.price_default,
      price_premium: service.price_premium,
      price_promotion: service.price_promotion,
    })),
    booking_price: { ...bookingPrice },
  }));
}
