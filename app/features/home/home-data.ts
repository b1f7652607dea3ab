import { APPOINTMENT_BRAND_IDS, findBrandById, HOME_OFFER_BRAND_IDS } from '#domain/catalogue/brands';
import type { Offer } from '#domain/catalogue/catalogue';
import { topOffers } from '#domain/catalogue/offers';
import {
  administrationContact,
  type Banner,
  type NewsItem,
  newsPath,
  type Parameters,
  type VehicleImage,
  whatsappLink,
} from '#domain/content/content';
import { newsExcerpt } from '#domain/content/news-body';
import { formatLongDate } from '#domain/shared/mendoza-time';

/*
 * Turns the site parameters and the catalogue into what the home page draws. Only the route's loader imports this
 * module, so none of it (nor the full parameters answer) travels to the browser: the page gets the fields it shows.
 */

export const HOME_NEWS_COUNT = 2;

export interface SlideImage {
  src: string;
  width: number;
  height: number;
}

export interface BannerSlide {
  id: number;
  name: string;
  url: string;
  alt: string;
  /** Drawn from 768 px up. */
  wide: SlideImage;
  /** Drawn on phones; absent when the banner has a single picture. */
  tall: SlideImage | null;
}

export function toBannerSlides(banners: readonly Banner[]): BannerSlide[] {
  return banners.flatMap((banner) => {
    const [wide, tall] = banner.images;
    if (!wide) return [];
    const image = (picture: typeof wide): SlideImage => ({
      src: picture.path,
      width: picture.size.width,
      height: picture.size.height,
    });
    return [
      {
        id: banner.id,
        name: banner.name,
        url: banner.url,
        alt: wide.alt ?? banner.name,
        wide: image(wide),
        tall: tall ? image(tall) : null,
      },
    ];
  });
}

export interface NewsTeaser {
  id: number;
  title: string;
  href: string;
  /** ISO instant, for <time dateTime>. */
  dateTime: string;
  /** "12 de marzo de 2025", in Mendoza time. */
  dateLabel: string;
  brand: string;
  excerpt: string;
  image: { src: string; width: number; height: number; alt: string } | null;
}

/** docs/product.md §9: the latest 2 news, newest first. */
export function latestNews(news: readonly NewsItem[], count = HOME_NEWS_COUNT): NewsTeaser[] {
  return [...news]
    .sort((a, b) => Date.parse(b.display_date) - Date.parse(a.display_date) || b.id - a.id)
    .slice(0, count)
    .map((item) => {
      const picture = item.images[0];
      return {
        id: item.id,
        title: item.title,
        href: newsPath(item),
        dateTime: item.display_date,
        dateLabel: formatLongDate(new Date(item.display_date)),
        brand: item.brand_string,
        excerpt: newsExcerpt(item.content),
        image: picture
          ? { src: picture.path, width: picture.width, height: picture.height, alt: picture.alt ?? '' }
          : null,
      };
    });
}

export interface OfferGroup {
  brandId: number;
  slug: string;
  name: string;
  styleKey: string;
  offers: Offer[];
}

/** docs/product.md §9: the top offers of each brand (best offers, largest discount first). Brands without offers are left out. */
export function offerGroups(offersByBrand: ReadonlyMap<number, readonly Offer[]>): OfferGroup[] {
  return HOME_OFFER_BRAND_IDS.flatMap((brandId) => {
    const brand = findBrandById(brandId);
    const offers = topOffers(offersByBrand.get(brandId) ?? []);
    if (!brand || offers.length === 0) return [];
    return [{ brandId, slug: brand.slug, name: brand.name, styleKey: brand.styleKey, offers }];
  });
}

export interface AppointmentLink {
  title: string;
  link: string;
  external: true;
}

/** docs/product.md §2: the service-appointment dropdown lists Chevrolet, Volkswagen and Nissan, each an external page. */
export function appointmentLinks(urls: Parameters['service_appointment_urls']): AppointmentLink[] {
  return APPOINTMENT_BRAND_IDS.flatMap((brandId) => {
    const url = urls[String(brandId)];
    const brand = findBrandById(brandId);
    return url && brand ? [{ title: brand.name, link: url, external: true as const }] : [];
  });
}

export interface ModelPicture {
  src: string;
  alt: string;
}

/**
 * One picture per brand for the models banner: the brand's best offer (a unit in its real colour), or else the
 * family drawing of the parameters.
 */
export function modelPictures(
  groups: readonly OfferGroup[],
  vehicles: readonly VehicleImage[],
): ModelPicture[] {
  return HOME_OFFER_BRAND_IDS.flatMap((brandId) => {
    const brand = findBrandById(brandId);
    const offer = groups
      .find((group) => group.brandId === brandId)
      ?.offers.find((candidate) => candidate.image);
    if (brand && offer) return [{ src: offer.image, alt: `${brand.name} ${offer.family}` }];
    const family = vehicles.find((vehicle) => vehicle.brand_id === brandId);
    return family && brand ? [{ src: family.image, alt: `${brand.name} ${family.name}` }] : [];
  });
}

/** docs/product.md §2: the home's WhatsApp link comes from an administration entry that has a number. */
export function homeWhatsappLink(parameters: Pick<Parameters, 'contact_methods'>): string | null {
  const withNumber = parameters.contact_methods.filter(
    (method) => method.department === 'administration' && whatsappLink(method.whatsapp_number),
  );
  return whatsappLink(administrationContact(withNumber)?.whatsapp_number) ?? null;
}
