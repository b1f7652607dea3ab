import type { ContactDepartment, LocationPhoneDepartment, StoryCategory } from './content-choices';
import { toRouteParam } from './route-params';

export type { ContactDepartment, LocationPhoneDepartment, StoryCategory };

/**
 * Site content (docs/product.md §3 Parameters, News, Story, Banner, Service category): the shapes the product API answers
 * with, and the pure rules pages need to turn them into links. Field names follow docs/product.md §3 (snake_case).
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

export interface ContactMethod {
  id: number;
  brand_id: number;
  department: ContactDepartment;
  phone: string | null;
  zoom_link: string | null;
  whatsapp_number: string | null;
}

/** A picture with its intrinsic size, so a page reserves its box before it loads. */
export interface ContentImage {
  path: string;
  width: number;
  height: number;
  alt?: string;
}

export interface NewsItem {
  id: number;
  title: string;
  slug: string;
  /** One or two sentences for link previews and the article's lead; empty for items written before the back office. */
  summary: string;
  /** Paragraphs separated by blank lines, with the small set of formatting of domain/news-body.ts. */
  content: string;
  /** An optional link ("Más información"): an external address or a site route. */
  url: string | null;
  /** ISO 8601 instant. */
  display_date: string;
  brand_id: number;
  type_string: string;
  brand_string: string;
  images: ContentImage[];
  category: string;
}

export interface Story {
  id: number;
  title: string;
  /** The last segment of the story's address: /historias/{id}/{slug_url}. */
  slug_url: string;
  brand_id: number;
  brand_string: string;
  category_string: string;
  /** An MP4 path relative to the site root (docs/product.md §7). */
  video_path: string;
  poster_path: string | null;
  /** Where the story's button leads (a model, an offer: a page of the site or an http(s) address), or none. */
  link_url: string | null;
}

export interface BannerImage {
  path: string;
  size: { width: number; height: number };
  alt?: string;
}

export interface Banner {
  id: number;
  name: string;
  url: string;
  /** The wide picture first, then the one for narrow screens when there is one. */
  images: BannerImage[];
}

export interface Popup {
  id: number;
  name: string;
  url: string | null;
  image: ContentImage;
}

/** A family's picture for menus and banners (docs/product.md §3 Parameters: vehicles). */
export interface VehicleImage {
  brand_id: number;
  family_id: number;
  /** The family as the dealer system names it (route parameter of the versions page). */
  family: string;
  name: string;
  image: string;
}

export interface Salesperson {
  id: number;
  fullname: string;
  zoom_link: string | null;
  whatsapp_number: string | null;
}

export interface LocationPhone {
  /** null: the whole branch rather than one brand. */
  brand_id: number | null;
  brand_string: string | null;
  department: string;
  label: string;
  number: string;
  /** The number is a WhatsApp chat (link with whatsappLink) rather than a line to call. */
  whatsapp: boolean;
}

export interface OpeningHours {
  days: string;
  hours: string;
}

export interface Location {
  id: number;
  name: string;
  province: string;
  address: string;
  map_url: string;
  latitude: string | null;
  longitude: string | null;
  phones: LocationPhone[];
  opening_hours: OpeningHours[];
}

/** External addresses of the footer and the Más panel (docs/product.md §2 Global navigation). */
export interface SiteLinks {
  instagram_url: string | null;
  facebook_url: string | null;
  used_vehicles_url: string | null;
}

/** Keyed by brand id as a string, as JSON objects are. */
export type ByBrand<T> = Record<string, T>;

/** GET /api/v2/territorio/parameter. */
export interface Parameters {
  contact_methods: ContactMethod[];
  news: NewsItem[];
  stories: Story[];
  banners: Banner[];
  popups: Popup[];
  vehicles: VehicleImage[];
  salespeople: ByBrand<Salesperson[]>;
  whatsapp_number: string | null;
  locations: Location[];
  /** docs/product.md §D1: the deposit of every brand, the 200000 default already applied. */
  booking_prices: ByBrand<number>;
  /** docs/product.md §D11: templates with {id} and {slug}; fill them with planSubscriptionUrl. */
  plan_subscription_urls: ByBrand<string>;
  service_appointment_urls: ByBrand<string>;
  links: SiteLinks;
}

export interface Service {
  id: number;
  name: string;
  /** null: the service applies to every brand. */
  brand_id: number | null;
  price_default: number;
  price_premium: number | null;
  price_promotion: number | null;
}

/** GET /api/v2/territorio/vehicle/service, one element. */
export interface ServiceCategory {
  id: number;
  name: string;
  description: string;
  services: Service[];
  booking_price: ByBrand<number>;
}

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
