import type { MetaDescriptor } from 'react-router';
import { DEALERSHIP } from '#domain/content/dealership';
import { pageTitle } from './noindex-meta';

/*
 * Page metadata (title, description, canonical link, Open Graph, JSON-LD). Server-only: each loader builds its page's
 * meta descriptors and returns them with its data, and the route's `meta` export just hands them over, so none of this
 * code (nor the descriptions) ships to the browser. The `.server` name makes the build refuse a client import.
 */

export const SITE_NAME = DEALERSHIP.name;

/** An absolute URL on the site's public origin; the origin comes from the server (publicUrlContext). */
export function canonicalUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).href;
}

interface PageMeta {
  /** Without the site name: it is appended here. */
  title: string;
  description: string;
  canonical: string;
  /** An absolute URL of the picture a shared link shows (og:image); pages without one share the text alone. */
  image?: string;
  imageAlt?: string;
  /** og:type: 'website' by default; 'article' for a news item. */
  type?: 'website' | 'article';
}

export function pageMeta({
  title,
  description,
  canonical,
  image,
  imageAlt,
  type = 'website',
}: PageMeta): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
  ];
  if (image) {
    meta.push({ property: 'og:image', content: image });
    if (imageAlt) meta.push({ property: 'og:image:alt', content: imageAlt });
    meta.push({ name: 'twitter:card', content: 'summary_large_image' });
  }
  return meta;
}

// Structured data lives in its own module; it is re-exported here so that every SEO helper is found in one place.
export {
  dealershipJsonLd,
  itemListJsonLd,
  jsonLdMeta,
  type OfferAvailability,
  openingHoursSpecification,
  type VehicleOfferInput,
  vehicleOfferJsonLd,
} from '../features/seo/json-ld';
