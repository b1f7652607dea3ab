import {
  administrationContact,
  isPhoneNumber,
  mapSearchUrl,
  type Parameters,
  phoneLink,
  videoCallKind,
  whatsappLink,
} from '#domain/content/content';
import { DEALERSHIP, dealershipAddressLine } from '#domain/content/dealership';
import { DATA_PROTECTION_LEGEND } from '#domain/content/privacy';
import type { FrameData } from './frame-data';

/** docs/product.md §2: the appointment links, in this order, for these brands (Chevrolet 2, Volkswagen 1, Nissan 4). */
const APPOINTMENT_BRANDS = [
  { id: 2, name: 'Chevrolet' },
  { id: 1, name: 'Volkswagen' },
  { id: 4, name: 'Nissan' },
] as const;

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
  dealership: {
    name: DEALERSHIP.name,
    legalName: DEALERSHIP.legalName,
    yearsOfActivity: DEALERSHIP.yearsOfActivity,
    clubDelPresidenteAwards: DEALERSHIP.clubDelPresidenteAwards,
  },
  address: dealershipAddressLine(),
  addressMapUrl: mapSearchUrl(dealershipAddressLine()),
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
    dealership: FALLBACK_FRAME.dealership,
    address: FALLBACK_FRAME.address,
    addressMapUrl: FALLBACK_FRAME.addressMapUrl,
    dataProtectionLegend: DATA_PROTECTION_LEGEND,
  };
}

/**
 * The site frame's data (app/routes/site-layout.tsx): from the site parameters, or, when they cannot be read, the
 * dealership's own details, so every public page (error pages included) keeps its header, footer and legend and the
 * browser never needs a copy of them.
 */
export async function loadFrame(
  parameters: () => Promise<Parameters>,
  reportError: (error: unknown) => void,
): Promise<FrameData> {
  try {
    return toFrameData(await parameters());
  } catch (error) {
    reportError(error);
    return FALLBACK_FRAME;
  }
}
