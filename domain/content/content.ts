import type { z } from 'zod';
import { toRouteParam } from '../shared/route-params';
import type {
  bannerImageSchema,
  bannerSchema,
  contactMethodSchema,
  contentImageSchema,
  locationPhoneSchema,
  locationSchema,
  newsItemSchema,
  openingHoursSchema,
  parametersSchema,
  popupSchema,
  salespersonSchema,
  serviceCategorySchema,
  serviceSchema,
  siteLinksSchema,
  storySchema,
  vehicleImageSchema,
} from './content-answer-schemas';
import type { ContactDepartment, LocationPhoneDepartment, StoryCategory } from './content-choices';

export type { ContactDepartment, LocationPhoneDepartment, StoryCategory };

/**
 * Site content (docs/product.md §3 Parameters, News, Story, Banner, Service category): the shapes the product API answers
 * with, and the pure rules pages need to turn them into links. Field names follow docs/product.md §3 (snake_case). The
 * shapes are the schemas of ./content-answer-schemas.ts, which the API's OpenAPI document is written from; only their
 * types are imported here, so that pages do not download zod.
 */

export const DEPARTMENT_LABELS: Readonly<Record<ContactDepartment, string>> = {
  sales: 'Ventas',
  plans: 'Planes de ahorro',
  services: 'Postventa',
  administration: 'Administración',
};

/** Keys of the site-wide settings (key/value) that the site reads. */
export const SITE_SETTING_KEYS = {
  whatsappNumber: 'whatsapp_number',
  /** Where job applications (POST /cv) are sent; never shown on the site. */
  jobsEmail: 'jobs_email',
  instagramUrl: 'instagram_url',
  facebookUrl: 'facebook_url',
  usedVehiclesUrl: 'used_vehicles_url',
} as const;

export type ContactMethod = z.output<typeof contactMethodSchema>;

export type ContentImage = z.output<typeof contentImageSchema>;

export type NewsItem = z.output<typeof newsItemSchema>;

export type Story = z.output<typeof storySchema>;

export type BannerImage = z.output<typeof bannerImageSchema>;

export type Banner = z.output<typeof bannerSchema>;

export type Popup = z.output<typeof popupSchema>;

export type VehicleImage = z.output<typeof vehicleImageSchema>;

export type Salesperson = z.output<typeof salespersonSchema>;

export type LocationPhone = z.output<typeof locationPhoneSchema>;

export type OpeningHours = z.output<typeof openingHoursSchema>;

export type Location = z.output<typeof locationSchema>;

export type SiteLinks = z.output<typeof siteLinksSchema>;

/** Keyed by brand id as a string, as JSON objects are. */
export type ByBrand<T> = Record<string, T>;

export type Parameters = z.output<typeof parametersSchema>;

export type Service = z.output<typeof serviceSchema>;

export type ServiceCategory = z.output<typeof serviceCategorySchema>;

/**
 * A slug for addresses: no accents, lower case, words joined by hyphens (docs/product.md §2 route parameters), and nothing an
 * address would have to escape ("Plan 84 cuotas 100%" → "plan-84-cuotas-100").
 */
export function toSlug(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}\s/-]+/gu, ' ');
  return toRouteParam(plain)
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * docs/product.md §D11: a brand's subscription template filled with the plan id and a slug of its name. Returns undefined
 * without a template, so the page leaves the button out instead of linking nowhere.
 */
export function planSubscriptionUrl(
  template: string | null | undefined,
  plan: { id: number; name: string },
): string | undefined {
  if (!template) return undefined;
  return template
    .replaceAll('{id}', encodeURIComponent(String(plan.id)))
    .replaceAll('{slug}', encodeURIComponent(toSlug(plan.name)));
}

/** Digits only: wa.me rejects "+", spaces and dashes. */
export function whatsappDigits(number: string | null | undefined): string | undefined {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 8 ? digits : undefined;
}

/** https://wa.me/{number}, with an optional prefilled message; undefined when there is no usable number. */
export function whatsappLink(number: string | null | undefined, text?: string): string | undefined {
  const digits = whatsappDigits(number);
  if (!digits) return undefined;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export type VideoCallKind = 'zoom' | 'skype';

/** docs/product.md §2: a link containing zoom or skype gets the matching icon. */
export function videoCallKind(link: string | null | undefined): VideoCallKind | undefined {
  if (!link) return undefined;
  if (/zoom/i.test(link)) return 'zoom';
  if (/skype/i.test(link)) return 'skype';
  return undefined;
}

/** docs/product.md §2: a phone-call link is shown only when the contact value is a number. */
export function isPhoneNumber(value: string | null | undefined): value is string {
  if (!value || !/^\+?[\d\s().-]+$/.test(value.trim())) return false;
  return value.replace(/\D/g, '').length >= 6;
}

/** A tel: link keeping the leading + of an international number; undefined when the value is no number. */
export function phoneLink(value: string | null | undefined): string | undefined {
  if (!isPhoneNumber(value)) return undefined;
  const trimmed = value.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * docs/product.md §2: the header's WhatsApp and video-call links come from the first administration entry. A brand's own entry
 * wins on its pages; otherwise the first one listed.
 */
export function administrationContact(
  methods: readonly ContactMethod[],
  brandId?: number,
): ContactMethod | undefined {
  const administration = methods.filter((method) => method.department === 'administration');
  return administration.find((method) => method.brand_id === brandId) ?? administration[0];
}

/** https://www.google.com/maps/search/?api=1&query=… for a branch's map button. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function newsPath(item: { id: number; slug: string }): string {
  return `/noticias/${item.id}/${item.slug}`;
}

/** docs/product.md §2: story links use the story's slug_url. */
export function storyPath(story: { id: number; slug_url: string }): string {
  return `/historias/${story.id}/${story.slug_url}`;
}

/** docs/product.md §2 Story viewer: where closing a story leads. */
export function storyClosePath(category: string): string {
  switch (category) {
    case 'Planes de Ahorro':
      return '/planes-de-ahorro';
    case '0 km':
      return '/vehiculos-0km';
    case 'Postventa':
      return '/postventa';
    default:
      return '/';
  }
}

/** How pages read the site's content: the server hands one to loaders through the router context. */
export interface ContentSource {
  parameters(): Promise<Parameters>;
  serviceCategories(): Promise<ServiceCategory[]>;
}
