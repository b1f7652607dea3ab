import type { BannerView } from '#domain/back-office/banner-editing';
import { periodValues } from '../panel/editing-pieces';

/** What the banner form shows in its text fields: what was typed, or the banner as it is saved. */
export interface BannerValues {
  name?: string;
  url?: string;
  sort_order?: string;
  starts_at?: string;
  ends_at?: string;
}

export const bannerValues = (banner: BannerView): BannerValues => ({
  name: banner.name,
  url: banner.url,
  sort_order: String(banner.sortOrder),
  ...periodValues(banner),
});
