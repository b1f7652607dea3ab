/**
 * The demo stories. Each one's video and poster are drawn and encoded by scripts/make-story-videos.ts into
 * public/videos/stories/{slug}.mp4 and .jpg (docs/decisions/0006-story-videos.md), so the paths follow the slug.
 */
export interface StorySeed {
  readonly slug: string;
  readonly brandId: 1 | 2 | 4 | 5 | 6;
  readonly title: string;
  readonly category: '0 km' | 'Planes de Ahorro' | 'Postventa';
}

export const STORY_VIDEO_FOLDER = '/videos/stories';

export const storyVideoPath = (slug: string) => `${STORY_VIDEO_FOLDER}/${slug}.mp4`;
export const storyPosterPath = (slug: string) => `${STORY_VIDEO_FOLDER}/${slug}.jpg`;

/** In the order the strip shows them. */
export const STORY_SEEDS: readonly StorySeed[] = [
  { slug: 'amarok-v6-extreme', brandId: 1, title: 'Amarok V6: potencia para la montaña', category: '0 km' },
  { slug: 'chevrolet-tracker', brandId: 2, title: 'Tracker: tu próxima SUV te espera', category: '0 km' },
  { slug: 'nissan-kicks', brandId: 4, title: 'Kicks: reservala online', category: '0 km' },
  {
    slug: 'autoahorro-volkswagen',
    brandId: 1,
    title: 'Autoahorro Volkswagen en 84 cuotas',
    category: 'Planes de Ahorro',
  },
  {
    slug: 'plan-chevrolet',
    brandId: 2,
    title: 'Plan Chevrolet: tu 0km en cuotas',
    category: 'Planes de Ahorro',
  },
  {
    slug: 'turno-de-service-online',
    brandId: 5,
    title: 'Sacá tu turno de service online',
    category: 'Postventa',
  },
  {
    slug: 'frenos-antes-de-viajar',
    brandId: 4,
    title: 'Frenos listos antes de viajar',
    category: 'Postventa',
  },
];
