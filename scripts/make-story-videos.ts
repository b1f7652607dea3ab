import path from 'node:path';
import { STORY_SEEDS, type StorySeed, storyPosterPath, storyVideoPath } from '../server/db/seed/content';
import type { VehicleBodyStyle } from '../server/vehicle-images';
import { ease, encodeSvgVideo, PUBLIC_DIR, r1, requireFfmpeg, text, vehicle, wrap } from './svg-video';

/*
 * npx tsx scripts/make-story-videos.ts [slug ...]
 *
 * Draws each demo story as SVG frames and encodes them with Debian's ffmpeg (librsvg rasterises the frames) into a
 * short H.264 MP4 and a JPEG poster under public/videos/stories/. The outputs are committed, so running the site needs
 * neither ffmpeg nor this script (docs/decisions/0006-story-videos.md). Needs: apt-get install ffmpeg fonts-liberation.
 */

const WIDTH = 540;
const HEIGHT = 960;
const FPS = 24;
const SECONDS = 4.5;
const FRAMES = Math.round(FPS * SECONDS);
const GROUND_Y = 730;
/** The size the committed files stay under (the test in server/content/content-seed.test.ts checks it). */
const MAX_BYTES = 300 * 1024;

type Motif = 'spotlights' | 'calendar' | 'service' | 'brakes';

interface Storyboard {
  bodyStyle: VehicleBodyStyle;
  /** Paint of the drawn vehicle, rrggbb. */
  color: string;
  motif: Motif;
  cta: string;
}

interface Palette {
  from: string;
  to: string;
  accent: string;
  accentText: string;
  brand: string;
}

const PALETTES: Readonly<Record<StorySeed['brandId'], Palette>> = {
  1: { from: '#001e50', to: '#0a4a9c', accent: '#ffffff', accentText: '#001e50', brand: 'VOLKSWAGEN' },
  2: { from: '#161616', to: '#3b3b3b', accent: '#ffc72c', accentText: '#1a1a1a', brand: 'CHEVROLET' },
  4: { from: '#2a0710', to: '#7a0a26', accent: '#ffffff', accentText: '#c3002f', brand: 'NISSAN' },
  5: { from: '#14213d', to: '#2f4a7a', accent: '#ffc72c', accentText: '#1a1a1a', brand: 'TERRITORIO' },
  6: { from: '#240a0a', to: '#6b1010', accent: '#ffffff', accentText: '#c3002f', brand: 'BAIC' },
};

/** What each seeded story shows; a story without one stops the script rather than getting a blank video. */
const STORYBOARDS: Readonly<Record<string, Storyboard>> = {
  'amarok-v6-extreme': { bodyStyle: 'pickup', color: '8a8d90', motif: 'spotlights', cta: 'Reservá online' },
  'chevrolet-tracker': { bodyStyle: 'suv', color: 'b3122e', motif: 'spotlights', cta: 'Reservá online' },
  'nissan-kicks': { bodyStyle: 'suv', color: 'f2f2f2', motif: 'spotlights', cta: 'Reservá online' },
  'autoahorro-volkswagen': { bodyStyle: 'suv', color: 'c0c4c9', motif: 'calendar', cta: 'Suscribite online' },
  'plan-chevrolet': { bodyStyle: 'hatchback', color: 'f4f5f0', motif: 'calendar', cta: 'Suscribite online' },
  'turno-de-service-online': { bodyStyle: 'sedan', color: 'c0c4c9', motif: 'service', cta: 'Sacá tu turno' },
  'frenos-antes-de-viajar': { bodyStyle: 'pickup', color: '3a3d42', motif: 'brakes', cta: 'Sacá tu turno' },
};

/** Two ridges of the Andes, drifting slowly for depth. */
function mountains(shift: number): string {
  const far = 'M-60 640 L40 470 L120 540 L210 420 L300 520 L390 440 L480 530 L560 460 L660 640 Z';
  const near = 'M-60 660 L60 560 L150 610 L250 530 L350 600 L450 545 L560 610 L640 660 Z';
  const snow =
    'M187 450 L210 420 L235 452 L222 446 L210 458 L198 446 Z M372 458 L390 440 L410 462 L398 458 L390 466 Z';
  return [
    `<g transform="translate(${r1(-shift * 0.4)} 0)" opacity="0.22"><path d="${far}" fill="#ffffff"/><path d="${snow}" fill="#ffffff"/></g>`,
    `<g transform="translate(${r1(-shift)} 0)" opacity="0.14"><path d="${near}" fill="#ffffff"/></g>`,
  ].join('');
}

function spotlights(seconds: number): string {
  const on = ease(seconds, 0.2, 1.2);
  return [0, 1, 2]
    .map((i) => {
      const x = 90 + i * 180;
      const sway = Math.sin(seconds * 1.6 + i) * 40;
      return `<path d="M${x - 10} 0 L${x + 10} 0 L${r1(x + sway + 120)} ${GROUND_Y} L${r1(x + sway - 120)} ${GROUND_Y} Z" fill="url(#beam)" opacity="${r1(on * 10) / 10}"/>`;
    })
    .join('');
}

function calendar(seconds: number, accent: string): string {
  const x = 330;
  const y = 200;
  const w = 170;
  const filled = Math.floor(ease(seconds, 1.2, 3.6) * 20);
  const cells: string[] = [];
  for (let i = 0; i < 20; i++) {
    const cx = x + 14 + (i % 5) * 29;
    const cy = y + 62 + Math.floor(i / 5) * 26;
    cells.push(
      `<rect x="${cx}" y="${cy}" width="24" height="21" rx="4" fill="${i < filled ? accent : '#dfe3e8'}"/>`,
    );
  }
  const appear = ease(seconds, 0.6, 1.2);
  return `<g opacity="${r1(appear * 10) / 10}"><rect x="${x}" y="${y}" width="${w}" height="176" rx="14" fill="#ffffff"/><path d="M${x} ${y + 14} a14 14 0 0 1 14 -14 h${w - 28} a14 14 0 0 1 14 14 v34 h${-w} Z" fill="#c3002f"/><rect x="${x + 40}" y="${y - 12}" width="10" height="28" rx="5" fill="#4a4f57"/><rect x="${x + w - 50}" y="${y - 12}" width="10" height="28" rx="5" fill="#4a4f57"/>${cells.join('')}</g>`;
}

function wrench(seconds: number, accent: string): string {
  const angle = -30 + Math.sin(seconds * 3) * 18;
  const appear = ease(seconds, 0.6, 1.2);
  const checks = [0, 1, 2]
    .map((i) => {
      const shown = ease(seconds, 1.6 + i * 0.5, 2 + i * 0.5);
      const y = 250 + i * 50;
      return `<g opacity="${r1(shown * 10) / 10}"><circle cx="${60 + 14}" cy="${y}" r="16" fill="${accent}"/><path d="M${64} ${y} l7 7 l12 -13" fill="none" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><rect x="100" y="${y - 7}" width="${120 - i * 20}" height="14" rx="7" fill="#ffffff" opacity="0.8"/></g>`;
    })
    .join('');
  return `<g opacity="${r1(appear * 10) / 10}"><g transform="translate(410 300) rotate(${r1(angle)})"><path d="M-9 -46 L9 -46 L9 60 A12 12 0 0 1 -9 60 Z" fill="#e5e8ec"/><path d="M-30 -70 A34 34 0 1 0 30 -70 L16 -70 L16 -50 L-16 -50 L-16 -70 Z" fill="#e5e8ec"/></g></g>${checks}`;
}

function brakeDisc(seconds: number): string {
  const cx = 400;
  const cy = 300;
  const r = 90;
  const turn = seconds * 160 * (1 - ease(seconds, 2.2, 3.4));
  const holes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const rr = r * (i % 2 ? 0.6 : 0.76);
    holes.push(`<circle cx="${r1(Math.cos(a) * rr)}" cy="${r1(Math.sin(a) * rr)}" r="4" fill="#55595f"/>`);
  }
  const appear = ease(seconds, 0.6, 1.2);
  return `<g opacity="${r1(appear * 10) / 10}"><g transform="translate(${cx} ${cy}) rotate(${r1(turn)})"><circle r="${r}" fill="#c9cdd2" stroke="#6e737a" stroke-width="4"/>${holes.join('')}<circle r="${r * 0.4}" fill="#7c8088"/><circle r="${r * 0.26}" fill="#a9adb3"/></g><path d="M${cx + 50} ${cy - 72} A92 92 0 0 1 ${cx + 92} ${cy + 10} L${cx + 70} ${cy + 10} A72 72 0 0 0 ${cx + 38} ${cy - 54} Z" fill="#c3002f" stroke="#7d001e" stroke-width="3"/></g>`;
}

function motif(board: Storyboard, seconds: number, palette: Palette): string {
  switch (board.motif) {
    case 'spotlights':
      return '';
    case 'calendar':
      return calendar(seconds, palette.accent === '#ffffff' ? '#1f6fd1' : palette.accent);
    case 'service':
      return wrench(seconds, palette.accent);
    case 'brakes':
      return brakeDisc(seconds);
  }
}

function frame(story: StorySeed, board: Storyboard, index: number): string {
  const seconds = index / FPS;
  const palette = PALETTES[story.brandId];
  const carIn = ease(seconds, 0, 1.3);
  const carWidth = 500;
  const carX = 20 + (1 - carIn) * 560;
  // A small settle when the car stops, as a body on its springs would.
  const settle = seconds > 1.3 ? Math.sin((seconds - 1.3) * 12) * 3 * Math.exp(-(seconds - 1.3) * 4) : 0;
  const speedLines = (1 - carIn) * 0.8;
  const titleIn = ease(seconds, 1.0, 1.8);
  const ctaIn = ease(seconds, 2.4, 3.0);
  const titleLines = wrap(story.title, 17);

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.5"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></linearGradient>',
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.15"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></linearGradient>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    mountains(seconds * 14),
    `<rect y="${GROUND_Y - 90}" width="${WIDTH}" height="${HEIGHT - GROUND_Y + 90}" fill="url(#floor)"/>`,
    board.motif === 'spotlights' ? spotlights(seconds) : '',
    motif(board, seconds, palette),
    // Speed streaks while the vehicle drives in.
    speedLines > 0.02
      ? [0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="${r1(carX + carWidth - 30 + i * 18)}" y="${GROUND_Y - 150 + i * 30}" width="${r1(60 + i * 25)}" height="5" rx="2.5" fill="#ffffff" opacity="${r1(speedLines * 10) / 10}"/>`,
          )
          .join('')
      : '',
    `<ellipse cx="${r1(carX + carWidth / 2)}" cy="${GROUND_Y + 4}" rx="${carWidth * 0.46}" ry="16" fill="#000000" opacity="0.35"/>`,
    `<g transform="translate(0 ${r1(settle)})">${vehicle(board.bodyStyle, board.color, carX, GROUND_Y, carWidth)}</g>`,
    // Story chrome: a progress bar as story viewers draw one, then the brand and the category.
    `<rect x="20" y="20" width="${WIDTH - 40}" height="5" rx="2.5" fill="#ffffff" opacity="0.35"/>`,
    `<rect x="20" y="20" width="${r1(((WIDTH - 40) * index) / (FRAMES - 1))}" height="5" rx="2.5" fill="#ffffff"/>`,
    text(24, 68, palette.brand, 22, '#ffffff', ' letter-spacing="3"'),
    `<rect x="24" y="86" width="${story.category.length * 13 + 30}" height="34" rx="17" fill="${palette.accent}"/>`,
    text(39, 109, story.category.toUpperCase(), 18, palette.accentText, ' letter-spacing="1"'),
    `<g opacity="${r1(titleIn * 100) / 100}" transform="translate(0 ${r1((1 - titleIn) * 40)})">`,
    ...titleLines.map((line, i) => text(24, 520 - (titleLines.length - 1 - i) * 54, line, 48, '#ffffff')),
    '</g>',
    `<g opacity="${r1(ctaIn * 100) / 100}" transform="translate(0 ${r1((1 - ctaIn) * 24)})">`,
    `<rect x="24" y="800" width="260" height="64" rx="32" fill="${palette.accent}"/>`,
    text(154, 841, board.cta, 26, palette.accentText, ' text-anchor="middle"'),
    '</g>',
    text(WIDTH - 24, HEIGHT - 28, 'Territorio', 24, '#ffffff', ' text-anchor="end" opacity="0.85"'),
    '</svg>',
  ];
  return parts.join('');
}

function makeStory(story: StorySeed): { video: number; poster: number } {
  const board = STORYBOARDS[story.slug];
  if (!board) throw new Error(`La historia ${story.slug} no tiene guion en scripts/make-story-videos.ts`);
  return encodeSvgVideo({
    name: `story-${story.slug}`,
    fps: FPS,
    frames: FRAMES,
    draw: (index) => frame(story, board, index),
    // The poster is the finished composition, which is what a card shows before it plays.
    posterFrame: FRAMES - 1,
    video: path.join(PUBLIC_DIR, storyVideoPath(story.slug)),
    poster: path.join(PUBLIC_DIR, storyPosterPath(story.slug)),
    maxBytes: MAX_BYTES,
  });
}

function main(): void {
  requireFfmpeg();
  const wanted = new Set(process.argv.slice(2));
  const stories = STORY_SEEDS.filter((story) => wanted.size === 0 || wanted.has(story.slug));
  if (stories.length === 0) throw new Error(`Ninguna historia se llama ${[...wanted].join(', ')}`);
  for (const story of stories) {
    const { video, poster } = makeStory(story);
    console.log(
      `${story.slug.padEnd(28)} video ${Math.round(video / 1024)} KB, póster ${Math.round(poster / 1024)} KB`,
    );
  }
}

main();
