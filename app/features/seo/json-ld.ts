import type { MetaDescriptor } from 'react-router';
import type { Location, OpeningHours } from '#domain/content/content';
import { DEALERSHIP } from '#domain/content/dealership';
import { currencyCode } from '#domain/shared/money';

/**
 * Structured data (schema.org JSON-LD), so search engines show the dealership's branches, hours and vehicle offers.
 * Import it through app/lib/seo.server.ts: loaders build it, so its code stays on the server.
 */

const SITE_NAME = DEALERSHIP.name;

/** The origin with exactly one trailing slash: the site's home URL. */
function homeUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/`;
}

type JsonLd = Record<string, unknown>;

/** A meta descriptor React Router renders as <script type="application/ld+json"> (escaped) in the head. */
export function jsonLdMeta(data: JsonLd): MetaDescriptor {
  return { 'script:ld+json': data };
}

const DAY_NAMES: Readonly<Record<string, number>> = {
  lunes: 0,
  martes: 1,
  miercoles: 2,
  jueves: 3,
  viernes: 4,
  sabado: 5,
  sabados: 5,
  domingo: 6,
  domingos: 6,
};
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Lunes a viernes" → Monday…Friday; "Sábados" → Saturday; "Lunes, miércoles y viernes" → those three. */
export function schemaDays(days: string): string[] {
  const words = days
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
  const result: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const day = DAY_NAMES[words[i] ?? ''];
    if (day === undefined) continue;
    const end = words[i + 1] === 'a' ? DAY_NAMES[words[i + 2] ?? ''] : undefined;
    if (end !== undefined && end >= day) {
      for (let d = day; d <= end; d++) result.push(d);
      i += 2;
    } else result.push(day);
  }
  return [...new Set(result)].map((day) => SCHEMA_DAYS[day] as string);
}

/** "10:00 a 14:00 y 15:00 a 19:00" → [["10:00", "14:00"], ["15:00", "19:00"]], times as HH:MM. */
export function timeRanges(hours: string): [string, string][] {
  const pad = (time: string) => time.padStart(5, '0');
  return [...hours.matchAll(/(\d{1,2}:\d{2})\s*(?:a|-|–)\s*(\d{1,2}:\d{2})/g)].map(
    (match) => [pad(match[1] ?? ''), pad(match[2] ?? '')] as [string, string],
  );
}

/** schema.org OpeningHoursSpecification entries; a line that cannot be read is left out rather than guessed. */
export function openingHoursSpecification(lines: readonly OpeningHours[]): JsonLd[] {
  return lines.flatMap((line) => {
    const days = schemaDays(line.days);
    if (days.length === 0) return [];
    return timeRanges(line.hours).map(([opens, closes]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    }));
  });
}

/** A branch's street and town from "Street 123, Town, Province" (the province is a field of its own). */
function postalAddress(location: Location): JsonLd {
  const parts = location.address.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: parts[0] ?? location.address,
    addressLocality: parts.length >= 3 ? parts[1] : location.name,
    addressRegion: location.province,
    addressCountry: 'AR',
  };
}

/** The number a branch answers on: its offices line, else its first line that is not a WhatsApp chat. */
function branchTelephone(location: Location): string | undefined {
  const calls = location.phones.filter((phone) => !phone.whatsapp);
  return (
    calls.find((phone) => phone.brand_id === null && phone.department === 'offices') ??
    calls.find((phone) => phone.brand_id === null) ??
    calls[0]
  )?.number;
}

function branchJsonLd(location: Location, siteUrl: string | undefined): JsonLd {
  const latitude = Number(location.latitude);
  const longitude = Number(location.longitude);
  const hasGeo =
    location.latitude !== null &&
    location.longitude !== null &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude);
  const telephone = branchTelephone(location);
  const hours = openingHoursSpecification(location.opening_hours);
  return {
    '@type': 'AutoDealer',
    name: `${SITE_NAME} ${location.name}`,
    ...(siteUrl ? { url: siteUrl } : {}),
    address: postalAddress(location),
    ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
    ...(telephone ? { telephone } : {}),
    hasMap: location.map_url,
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/**
 * schema.org AutoDealer for the group, with each branch (docs/product.md §2 contact page: Godoy Cruz, San Rafael, San Juan) as a
 * department carrying its address, coordinates, telephone and opening hours. `siteUrl` is the public origin.
 */
export function dealershipJsonLd(locations: readonly Location[], siteUrl?: string): JsonLd {
  const { street, city, province, postalCode } = DEALERSHIP.address;
  const origin = siteUrl ? homeUrl(siteUrl) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    ...(origin ? { '@id': `${origin}#concesionario`, url: origin } : {}),
    name: SITE_NAME,
    legalName: DEALERSHIP.legalName,
    telephone: DEALERSHIP.phone,
    email: DEALERSHIP.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      addressRegion: province,
      postalCode,
      addressCountry: 'AR',
    },
    areaServed: ['Mendoza', 'San Juan'],
    department: locations.map((location) => branchJsonLd(location, origin)),
  };
}

export type OfferAvailability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'LimitedAvailability' | 'SoldOut';

export interface VehicleOfferInput {
  /** "Volkswagen T-Cross Highline": what the buyer searches for. */
  name: string;
  brand: string;
  /** Absolute URL of the page that sells it. */
  url: string;
  model?: string;
  /** Absolute URL. */
  image?: string;
  description?: string;
  modelYear?: number;
  color?: string;
  /** docs/product.md §3: 'usd' means dollars; anything else, pesos. */
  currency: string | null | undefined;
  /** One unit's price; or give lowPrice/highPrice for the range of a version's units. */
  price?: number;
  lowPrice?: number;
  highPrice?: number;
  offerCount?: number;
  availability?: OfferAvailability;
}

/**
 * schema.org Car with its Offer (a price) or AggregateOffer (a price range), in ARS or USD, sold new by the
 * dealership. Render it with jsonLdMeta on a versions or unit page.
 */
export function vehicleOfferJsonLd(input: VehicleOfferInput): JsonLd {
  const priceCurrency = currencyCode(input.currency);
  const availability = `https://schema.org/${input.availability ?? 'InStock'}`;
  const seller = { '@type': 'AutoDealer', name: SITE_NAME };
  const ranged = input.price === undefined && input.lowPrice !== undefined;
  const offers: JsonLd = ranged
    ? {
        '@type': 'AggregateOffer',
        priceCurrency,
        lowPrice: input.lowPrice,
        highPrice: input.highPrice ?? input.lowPrice,
        ...(input.offerCount !== undefined ? { offerCount: input.offerCount } : {}),
        availability,
        url: input.url,
        seller,
      }
    : {
        '@type': 'Offer',
        priceCurrency,
        ...(input.price !== undefined ? { price: input.price } : {}),
        availability,
        itemCondition: 'https://schema.org/NewCondition',
        url: input.url,
        seller,
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: input.name,
    brand: { '@type': 'Brand', name: input.brand },
    ...(input.model ? { model: input.model } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.modelYear ? { vehicleModelDate: String(input.modelYear) } : {}),
    ...(input.color ? { color: input.color } : {}),
    itemCondition: 'https://schema.org/NewCondition',
    url: input.url,
    offers,
  };
}

export interface ItemListInput {
  name: string;
  /** Absolute URL of the page that lists them. */
  url: string;
  /** Each item's own JSON-LD (`vehicleOfferJsonLd`), in the page's order. */
  items: readonly JsonLd[];
  /** The first item's place in the whole list: 25 on a second page of 24. */
  firstPosition?: number;
}

/**
 * schema.org ItemList of what a page lists (the stock search's units, each a Car with its Offer), each item in a
 * ListItem with its place in the whole list. The items' own `@context` goes: the list's says it for all of them.
 */
export function itemListJsonLd({ name, url, items, firstPosition = 1 }: ItemListInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map(({ '@context': _context, ...item }, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item,
    })),
  };
}
