import { useRouteLoaderData } from 'react-router';
import type { VideoCallKind } from '#domain/content/content';
import type { DEALERSHIP } from '#domain/content/dealership';

/** The route id of the public site's layout (app/routes.ts), whose loader sends the frame's data. */
export const SITE_FRAME_ROUTE_ID = 'site-frame';

export interface AppointmentLink {
  brand: string;
  url: string;
}

export interface VideoCall {
  url: string;
  kind: VideoCallKind | undefined;
}

/**
 * What the header, the bottom navigation, the Más panel and the footer need, and nothing more: the site frame's
 * loader sends it with every public page, so the whole parameters object (news, stories, banners…) must stay out of it.
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
  /** Who the site speaks for, as the footer names it. */
  dealership: Pick<typeof DEALERSHIP, 'name' | 'legalName' | 'yearsOfActivity' | 'clubDelPresidenteAwards'>;
  address: string;
  /** A map search for the address. */
  addressMapUrl: string;
  /** Ley 25.326, Disposición 10/2008: in the footer and beside every form; page data, so no bundle carries it. */
  dataProtectionLegend: string;
}

/**
 * An appointment link's name, in the header's list and the Más panel alike. Here rather than in the header, so the
 * panel, loaded on demand, imports nothing from the frame's own script (which would then need a second file to export
 * it).
 */
export function appointmentTitle(brand: string): string {
  return `Turno ${brand}`;
}

/** The frame's data, on any public page (undefined outside the site's layout, as in the back office). */
export function useFrameData(): FrameData | undefined {
  return useRouteLoaderData<{ frame: FrameData }>(SITE_FRAME_ROUTE_ID)?.frame;
}
