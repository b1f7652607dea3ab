import type { ImageRef } from '../../schema';

/** The home carousel draws the wide picture on desktop and the tall one on phones (public/images/banners/). */
export const BANNER_WIDE_SIZE = { width: 1600, height: 560 } as const;
export const BANNER_TALL_SIZE = { width: 750, height: 900 } as const;
export const POPUP_SIZE = { width: 800, height: 800 } as const;

export interface BannerSeed {
  readonly name: string;
  readonly url: string;
  readonly images: readonly ImageRef[];
}

function banner(file: string, name: string, url: string, alt: string): BannerSeed {
  return {
    name,
    url,
    images: [
      { path: `/images/banners/${file}.svg`, ...BANNER_WIDE_SIZE, alt },
      { path: `/images/banners/${file}-mobile.svg`, ...BANNER_TALL_SIZE, alt },
    ],
  };
}

export const BANNER_SEEDS: readonly BannerSeed[] = [
  banner(
    'oportunidades',
    'Oportunidades 0km',
    '/oportunidades',
    'Oportunidades 0km: unidades en stock con descuento especial. Reservá online.',
  ),
  banner(
    'planes-de-ahorro',
    'Planes de ahorro',
    '/planes-de-ahorro',
    'Planes de ahorro Volkswagen, Chevrolet y Nissan: tu 0km en cuotas.',
  ),
  banner(
    'chevrolet-tracker',
    'Chevrolet Tracker',
    '/vehiculos-0km/chevrolet',
    'Chevrolet Tracker: conocé la gama y reservala online.',
  ),
  banner(
    'postventa',
    'Postventa oficial',
    '/postventa',
    'Postventa oficial Territorio: sacá tu turno de service online.',
  ),
];

export interface PopupSeed {
  readonly name: string;
  readonly url: string | null;
  readonly image: ImageRef;
  /** Shown from this many days before the seeding instant until this many days after. */
  readonly startsDaysAgo: number;
  readonly endsInDays: number;
}

export const POPUP_SEEDS: readonly PopupSeed[] = [
  {
    name: 'Reservá tu 0km online',
    url: '/oportunidades',
    image: {
      path: '/images/popups/reserva-online.svg',
      ...POPUP_SIZE,
      alt: 'Reservá tu 0km online con una seña y completá la compra en 48 horas. Ver oportunidades.',
    },
    startsDaysAgo: 7,
    endsInDays: 120,
  },
];
