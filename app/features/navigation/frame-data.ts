import {
  administrationContact,
  isPhoneNumber,
  type Parameters,
  phoneLink,
  type VideoCallKind,
  videoCallKind,
  whatsappLink,
} from '#domain/content';
import { DEALERSHIP, dealershipAddressLine } from '#domain/dealership';
import { DATA_PROTECTION_LEGEND } from '#domain/privacy';

/** docs/product.md §2: the appointment links, in this order, for these brands (Chevrolet 2, Volkswagen 1, Nissan 4). */
const APPOINTMENT_BRANDS = [
  { id: 2, name: 'Chevrolet' },
  { id: 1, name: 'Volkswagen' },
  { id: 4, name: 'Nissan' },
] as const;

export interface AppointmentLink {
  brand: string;
  url: string;
}

export interface VideoCall {
  url: string;
  kind: VideoCallKind | undefined;
}

/**
 * What the header, the bottom navigation, the Más panel and the footer need, and nothing more: the root loader
 * sends it with every page, so the whole parameters object (news, stories, banners…) must stay out of it.
 */
export interface FrameData {
  /** The phone line shown in the header and footer. */
  phone: { display: string; href: string };
  /** Más panel: only when the administration contact's value is a number (docs/product.md §2). */
  contactPhone: { display: string; href: string } | undefined;
  whatsappUrl: string | undefined;
  videoCall: VideoCall | undefined;
  appointments: AppointmentLink[];
  usedVehiclesUrl: string | undefined;
  instagramUrl: string | undefined;
  facebookUrl: string | undefined;
  footerWhatsappUrl: string | undefined;
  address: string;
  /** Ley 25.326, Disposición 10/2008: in the footer and beside every form; page data, so no bundle carries it. */
  dataProtectionLegend: string;
}

/** The frame with no parameters at all (the content store failed): the dealership's own details. */
export const FALLBACK_FRAME: FrameData = {
  phone: { display: DEALERSHIP.phone, href: phoneLink(DEALERSHIP.phone) ?? '' },
  contactPhone: undefined,
  whatsappUrl: undefined,
  videoCall: undefined,
  appointments: [],
  usedVehiclesUrl: undefined,
  instagramUrl: undefined,
  facebookUrl: undefined,
  footerWhatsappUrl: whatsappLink(DEALERSHIP.whatsapp),
  address: dealershipAddressLine(),
  dataProtectionLegend: DATA_PROTECTION_LEGEND,
};

/** Only http(s) addresses reach an href: a stray "javascript:" in the content store must never become a link. */
function webUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function toFrameData(parameters: Parameters): FrameData {
  // docs/product.md §2 and §6: the navigation uses the first administration entry.
  const contact = administrationContact(parameters.contact_methods);
  const contactPhone = isPhoneNumber(contact?.phone)
    ? { display: contact.phone.trim(), href: phoneLink(contact.phone) ?? '' }
    : undefined;
  const videoUrl = webUrl(contact?.zoom_link);
  return {
    phone: contactPhone ?? FALLBACK_FRAME.phone,
    contactPhone,
    whatsappUrl: whatsappLink(contact?.whatsapp_number ?? parameters.whatsapp_number),
    videoCall: videoUrl ? { url: videoUrl, kind: videoCallKind(videoUrl) } : undefined,
    appointments: APPOINTMENT_BRANDS.flatMap((brand) => {
      const url = webUrl(parameters.service_appointment_urls[String(brand.id)]);
      return url ? [{ brand: brand.name, url }] : [];
    }),
    usedVehiclesUrl: webUrl(parameters.links.used_vehicles_url),
    instagramUrl: webUrl(parameters.links.instagram_url),
    facebookUrl: webUrl(parameters.links.facebook_url),
    footerWhatsappUrl:
      whatsappLink(parameters.whatsapp_number ?? contact?.whatsapp_number) ??
      FALLBACK_FRAME.footerWhatsappUrl,
    address: dealershipAddressLine(),
    dataProtectionLegend: DATA_PROTECTION_LEGEND,
  };
}
