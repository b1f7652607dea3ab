import { z } from 'zod';
import { CONTACT_DEPARTMENTS } from './content-choices';

/**
 * What the product API answers about the site's content (docs/product.md §7: GET …/parameter and GET …/vehicle/service,
 * §3 field names): one home for each shape. domain/content/content.ts reads its types from these schemas and the OpenAPI
 * document is written from them; kept apart from it so that pages do not download zod.
 */

const id = z.number().int().positive();
const money = z.number().int();

/** Keyed by brand id as a string, as JSON objects are. */
const byBrand = <T extends z.ZodType>(value: T) =>
  z.record(z.string().regex(/^\d+$/), value).describe('Por marca: la clave es el id de la marca.');

export const contactMethodSchema = z
  .object({
    id,
    brand_id: id,
    department: z.enum(CONTACT_DEPARTMENTS),
    phone: z.string().nullable(),
    zoom_link: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
  })
  .meta({ id: 'ContactMethod' });

export const contentImageSchema = z
  .object({
    path: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().optional(),
  })
  .meta({
    id: 'ContentImage',
    description: 'Una imagen con su tamaño, para reservar su lugar antes de que cargue.',
  });

export const newsItemSchema = z
  .object({
    id,
    title: z.string(),
    slug: z.string(),
    summary: z
      .string()
      .describe('Una o dos oraciones para las vistas previas y la bajada; vacío en noticias viejas.'),
    content: z.string().describe('Párrafos separados por líneas en blanco.'),
    url: z.string().nullable().describe('Un enlace opcional ("Más información").'),
    display_date: z.string().describe('Instante ISO 8601.'),
    brand_id: id,
    type_string: z.string(),
    brand_string: z.string(),
    images: z.array(contentImageSchema),
    category: z.string(),
  })
  .meta({ id: 'NewsItem' });

export const storySchema = z
  .object({
    id,
    title: z.string(),
    slug_url: z
      .string()
      .describe('El último tramo de la dirección de la historia: /historias/{id}/{slug_url}.'),
    brand_id: id,
    brand_string: z.string(),
    category_string: z.string(),
    video_path: z.string().describe('Ruta del video MP4 desde la raíz del sitio.'),
    poster_path: z.string().nullable(),
    link_url: z.string().nullable().describe('Adónde lleva el botón de la historia, o null.'),
  })
  .meta({ id: 'Story' });

export const bannerImageSchema = z.object({
  path: z.string(),
  size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
  alt: z.string().optional(),
});

export const bannerSchema = z
  .object({
    id,
    name: z.string(),
    url: z.string(),
    images: z
      .array(bannerImageSchema)
      .describe('Primero la imagen ancha; después la de pantallas angostas, si la hay.'),
  })
  .meta({ id: 'Banner' });

export const popupSchema = z
  .object({ id, name: z.string(), url: z.string().nullable(), image: contentImageSchema })
  .meta({ id: 'Popup' });

export const vehicleImageSchema = z
  .object({
    brand_id: id,
    family_id: id,
    family: z.string().describe('La familia como la nombra el sistema de la concesionaria.'),
    name: z.string(),
    image: z.string(),
  })
  .meta({ id: 'VehicleImage', description: 'La imagen de una familia para los menús y los banners.' });

export const salespersonSchema = z
  .object({
    id,
    fullname: z.string(),
    zoom_link: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
  })
  .meta({ id: 'Salesperson' });

export const locationPhoneSchema = z.object({
  brand_id: id.nullable().describe('null: la sucursal entera y no una marca.'),
  brand_string: z.string().nullable(),
  department: z.string(),
  label: z.string(),
  number: z.string(),
  whatsapp: z.boolean().describe('El número es un chat de WhatsApp y no una línea para llamar.'),
});

export const openingHoursSchema = z.object({ days: z.string(), hours: z.string() });

export const locationSchema = z
  .object({
    id,
    name: z.string(),
    province: z.string(),
    address: z.string(),
    map_url: z.string(),
    latitude: z.string().nullable(),
    longitude: z.string().nullable(),
    phones: z.array(locationPhoneSchema),
    opening_hours: z.array(openingHoursSchema),
  })
  .meta({ id: 'Location' });

export const siteLinksSchema = z.object({
  instagram_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  used_vehicles_url: z.string().nullable(),
});

/** GET /api/v2/territorio/parameter. */
export const parametersSchema = z
  .object({
    contact_methods: z.array(contactMethodSchema),
    news: z.array(newsItemSchema),
    stories: z.array(storySchema),
    banners: z.array(bannerSchema),
    popups: z.array(popupSchema),
    vehicles: z.array(vehicleImageSchema),
    salespeople: byBrand(z.array(salespersonSchema)),
    whatsapp_number: z.string().nullable(),
    locations: z.array(locationSchema),
    booking_prices: byBrand(money).describe(
      'La seña de cada marca en pesos, con los 200.000 por defecto ya aplicados.',
    ),
    plan_subscription_urls: byBrand(z.string()).describe(
      'Plantillas con {id} y {slug} para suscribirse a un plan de ahorro.',
    ),
    service_appointment_urls: byBrand(z.string()),
    links: siteLinksSchema,
  })
  .meta({ id: 'Parameters' });

export const serviceSchema = z.object({
  id,
  name: z.string(),
  brand_id: id.nullable().describe('null: el servicio vale para todas las marcas.'),
  price_default: money,
  price_premium: money.nullable(),
  price_promotion: money.nullable(),
});

/** GET /api/v2/territorio/vehicle/service, one element. */
export const serviceCategorySchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    services: z.array(serviceSchema),
    booking_price: byBrand(money),
  })
  .meta({ id: 'ServiceCategory' });
