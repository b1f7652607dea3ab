import { z } from 'zod';
import { BODY_TYPES, FUELS, TRANSMISSIONS } from './version-attributes';

/**
 * What the dealer-intranet catalogue API answers (docs/product.md §7, §3 field names): one home for each shape. The types
 * of domain/catalogue/catalogue.ts are read from these schemas, and the API's OpenAPI document is written from them, so the
 * document, the server and the pages cannot disagree. Kept apart from domain/catalogue/catalogue.ts, which pages load, so that a
 * page showing the catalogue does not download zod.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
/** Beyond SPEC (docs/product.md §4): units a buyer's open payment holds now, counted apart from the available ones. */
const heldCount = count
  .optional()
  .describe(
    'Unidades apartadas ahora por el pago de otro comprador: no se pueden reservar, y vuelven a estar disponibles si el pago no se completa.',
  );
/** Whole pesos or dollars (docs/product.md §9: no fractions). */
const money = z.number().int();

export const currencySchema = z
  .enum(['ars', 'usd'])
  .meta({ id: 'Currency', description: 'ars: pesos; usd: dólares.' });

export const unitStatusSchema = z.enum(['available', 'held', 'reserved']).meta({
  id: 'UnitStatus',
  description: 'available: se puede reservar; held: alguien está pagando su seña; reserved: reservada.',
});

export const familySchema = z
  .object({
    id,
    brand_id: id,
    family: z
      .string()
      .describe('La familia como la nombra el sistema de la concesionaria (por ejemplo, "T-CROSS").'),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    currency: currencySchema,
    discount: money.describe(
      'El mayor descuento entre las unidades en oferta de la familia; 0 si no hay ninguna.',
    ),
    web_discount: money,
    stock_count: count.describe('Unidades que se pueden reservar ahora.'),
    held_count: heldCount,
  })
  .meta({ id: 'Family' });

export const subfamilySchema = z
  .object({
    id,
    family_id: id,
    name: z.string(),
    features: z.array(z.string()),
    stock_count: count.describe(
      'Unidades que se pueden reservar ahora; una versión sin ninguna, ni apartada, se muestra deshabilitada.',
    ),
    held_count: heldCount,
  })
  .meta({ id: 'Subfamily' });

export const offerSchema = z
  .object({
    id,
    brand: z.string(),
    brand_id: id,
    name: z.string(),
    family: z.string(),
    family_id: id,
    subfamily_id: id,
    image: z.string(),
    color: z.string(),
    model_year: z.number().int(),
    currency: currencySchema,
    discount_amount: money,
    full_price_with_discount: money.describe('Precio final de la unidad, con el descuento incluido.'),
  })
  .meta({ id: 'Offer' });

export const stockUnitSchema = z
  .object({
    id,
    brand_id: id,
    family_id: id,
    subfamily_id: id,
    family: z.string(),
    subfamily: z.string(),
    name: z.string(),
    model: z.string(),
    price: money.describe('Precio de lista menos el descuento web.'),
    list_price: money,
    discount: money,
    special_discount: money,
    license_cost: money,
    license_price: money,
    preparation_cost: money,
    delivery_price: money,
    full_price_with_discount: money.describe(
      'Precio final (lista − descuento + patentamiento + preparación y flete) menos el descuento especial.',
    ),
    chassis: z.string(),
    doors: z.number().int(),
    color: z.string(),
    color_hex: z.string(),
    location: z.string(),
    currency: currencySchema,
    model_year: z.number().int(),
    image: z.string(),
    status: unitStatusSchema,
    available: z
      .boolean()
      .describe(
        'false mientras otra persona la tiene apartada o reservada: no se ofrece para una reserva nueva.',
      ),
  })
  .meta({ id: 'StockUnit' });

export const savingsPlanSchema = z
  .object({
    id,
    brand_id: id,
    family_id: id.nullable(),
    product: z.string(),
    name: z.string(),
    model: z.string(),
    family: z.string(),
    installments: z.number().int(),
    initial_installment: money,
    first_installment: money,
    integration: z.string(),
    description: z.string(),
    image: z.string(),
  })
  .meta({ id: 'SavingsPlan' });

export const creditPlanSchema = z
  .object({
    id,
    name: z.string(),
    bank: z.string(),
    months: z.number().int().positive(),
    annual_rate: z.number().describe('Tasa nominal anual, en porcentaje.'),
    avg_installment: money.describe(
      'La cuota mensual en pesos, con el IVA sobre los intereses (sistema francés a la tasa del CFT).',
    ),
    financed_max: money.describe('Lo máximo que presta el plan para esta unidad, en pesos.'),
  })
  .meta({ id: 'CreditPlan' });

/** A page of GET …/stock: the units, and where the next page starts (null on the last one). */
export const stockPageMetaSchema = z.object({
  next_offset: count.nullable().describe('Dónde empieza la página siguiente; null en la última.'),
});

/** Pesos per dollar (docs/decisions/0005). */
export const usdRateValueSchema = z.number().positive().describe('Pesos por dólar.');

/**
 * A saved unit as the favourites page reads it (docs/decisions/0079): the stock unit with the small photo the units list
 * shows of it, or null when it has none (the page then draws the catalogue's picture, `image`).
 */
export const savedUnitSchema = stockUnitSchema
  .extend({
    photo: z
      .object({ path: z.string(), width: count, height: count })
      .nullable()
      .describe('La foto chica de la unidad misma; null si no tiene.'),
  })
  .meta({ id: 'SavedUnit' });
const sizedPictureSchema = z.object({
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().optional(),
});

const priceLineSchema = z
  .object({
    label: z.string(),
    amount: money.describe(
      'En la moneda de la unidad; un descuento es positivo y se muestra con signo menos.',
    ),
    currency: currencySchema,
    kind: z.enum(['charge', 'discount', 'total', 'note', 'deposit']),
    detail: z.string().optional(),
    pesos: money.optional(),
  })
  .meta({ id: 'PriceLine' });

/** One unit of GET /api/v2/territorio/stock/search (domain/catalogue/stock-search.ts). */
export const stockSearchUnitSchema = z
  .object({
    id,
    chassis: z.string(),
    brand: z.object({ id, slug: z.string(), name: z.string() }),
    family: z.object({ id, name: z.string() }),
    version: z.object({ id, name: z.string() }),
    model: z.string().describe('El modelo de la unidad, como lo nombra la lista de unidades.'),
    body_type: z
      .enum(BODY_TYPES)
      .nullable()
      .describe('Carrocería; null mientras la versión no la tiene cargada.'),
    fuel: z.enum(FUELS).nullable(),
    transmission: z.enum(TRANSMISSIONS).nullable(),
    color: z.string(),
    color_hex: z.string(),
    model_year: z.number().int(),
    branch: z.string().describe('La sucursal donde está la unidad.'),
    image: z.string().describe('El dibujo del catálogo, cuando la unidad no tiene fotos propias.'),
    photo: sizedPictureSchema.nullable().describe('La primera foto de la unidad, chica; null si no tiene.'),
    currency: currencySchema,
    price_lines: z
      .array(priceLineSchema)
      .describe('Las líneas de precio de la página de confirmación, en la moneda de la unidad.'),
    price_pesos: money.describe('El precio final en pesos: por él se filtra y se ordena.'),
    price_converted: z
      .boolean()
      .describe(
        'true cuando price_pesos es un precio en dólares convertido a la cotización de meta.usd_rate.',
      ),
    discount_amount: money.describe('Descuento web más descuento especial, en la moneda de la unidad.'),
    offer: z.boolean().describe('Tiene descuento: es una oferta.'),
    reserve_path: z.string().describe('"Reservar online": la página de confirmación de la unidad.'),
  })
  .meta({ id: 'StockSearchUnit' });

const facetChoicesSchema = z.array(
  z.object({
    value: z.string(),
    label: z.string(),
    count: count.describe('Unidades que deja esta opción con los demás filtros aplicados.'),
  }),
);

export const stockSearchMetaSchema = z.object({
  total: count,
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  pages: count,
  usd_rate: usdRateValueSchema,
  facets: z.object({
    brand: facetChoicesSchema,
    family: facetChoicesSchema,
    body_type: facetChoicesSchema,
    fuel: facetChoicesSchema,
    transmission: facetChoicesSchema,
    year: facetChoicesSchema,
    color: facetChoicesSchema,
    branch: facetChoicesSchema,
  }),
});
