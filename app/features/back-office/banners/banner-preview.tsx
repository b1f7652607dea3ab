import type { BannerView } from '#domain/back-office/banner-editing';
import { BannerCarousel } from '../../home/banner-carousel';
import { toBannerSlides } from '../../home/home-data';

/**
 * The banner as the home draws it (the home's own carousel and slide), before it is published: the picture for
 * computers from 768 px up, the phone's below.
 */
export function BannerPreview({ banner }: { banner: BannerView }) {
  const images = [banner.desktop, banner.mobile].flatMap((image) =>
    image ? [{ path: image.path, size: { width: image.width, height: image.height }, alt: banner.name }] : [],
  );
  const slides = toBannerSlides([{ id: banner.id, name: banner.name, url: banner.url, images }]);
  return <BannerCarousel slides={slides} label="Vista previa del banner" />;
}
