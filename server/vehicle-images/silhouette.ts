export const VEHICLE_BODY_STYLES = ['hatchback', 'sedan', 'suv', 'pickup', 'van'] as const;
export type VehicleBodyStyle = (typeof VEHICLE_BODY_STYLES)[number];

/** Used when a colour is missing or malformed, so a bad record still shows a car instead of a broken image. */
export const FALLBACK_COLOR_HEX = '9aa0a6';

const HEX_COLOR = /^[0-9a-f]{6}$/;

export function isVehicleBodyStyle(value: string): value is VehicleBodyStyle {
  return (VEHICLE_BODY_STYLES as readonly string[]).includes(value);
}

/** Accepts "#1F3A93" or "1f3a93"; returns the six lower-case digits, or undefined when it isn't a colour. */
export function normalizeColorHex(value: string): string | undefined {
  const digits = value.trim().replace(/^#/, '').toLowerCase();
  return HEX_COLOR.test(digits) ? digits : undefined;
}

interface Wheel {
  readonly cx: number;
  readonly r: number;
}

/**
 * One drawing per body style, the front facing left. Every style shares the ground line and the scale, so a grid of
 * mixed vehicles looks like one line-up.
 */
interface Design {
  readonly wheels: readonly [Wheel, Wheel];
  /** Height of the rocker panel where the arches start. */
  readonly sillY: number;
  /** The body outline from the bottom of the front bumper, over the roof, to the bottom of the rear bumper. */
  readonly top: string;
  /** Lowest points of both bumpers; the underside joins them through the wheel arches. */
  readonly frontBottom: readonly [number, number];
  readonly rearBottom: readonly [number, number];
  /** Side glass, one path per window opening. */
  readonly glass: readonly string[];
  /** Body-coloured pillars drawn over the glass. */
  readonly pillars: readonly string[];
  readonly headlight: string;
  readonly taillight: string;
  /** Panel gaps (doors, hood, tailgate). */
  readonly seams: readonly string[];
  /** Door handles as [x, y] of their centre. */
  readonly handles: readonly (readonly [number, number])[];
  /** Unpainted black plastic: bumper lips, cladding, rails. */
  readonly trim: readonly string[];
  /** A soft light streak along the shoulder line. */
  readonly shoulder: string;
  readonly mirror: string;
  /** Extra black-plastic strokes around the arches (SUVs and pick-ups wear cladding). */
  readonly archCladding?: number;
}

const GROUND_Y = 272;
const ARCH_CLEARANCE = 6;

function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

function wheelCy(wheel: Wheel): number {
  return GROUND_Y - wheel.r;
}

/** Where an arch (a circle a little larger than the tyre) crosses the sill line. */
function archEnds(wheel: Wheel, sillY: number): { x1: number; x2: number; r: number; large: 0 | 1 } {
  const r = wheel.r + ARCH_CLEARANCE;
  const dy = sillY - wheelCy(wheel);
  const dx = Math.sqrt(Math.max(r * r - dy * dy, 0));
  return { x1: r1(wheel.cx - dx), x2: r1(wheel.cx + dx), r, large: dy > 0 ? 1 : 0 };
}

/** The underside, run from the rear bumper to the front one, climbing over each wheel (counter-clockwise arcs). */
function underside(design: Design): string {
  const [front, rear] = design.wheels;
  const a = archEnds(rear, design.sillY);
  const b = archEnds(front, design.sillY);
  return [
    `L ${a.x2} ${design.sillY}`,
    `A ${a.r} ${a.r} 0 ${a.large} 0 ${a.x1} ${design.sillY}`,
    `L ${b.x2} ${design.sillY}`,
    `A ${b.r} ${b.r} 0 ${b.large} 0 ${b.x1} ${design.sillY}`,
    `L ${design.frontBottom[0]} ${design.frontBottom[1]}`,
    'Z',
  ].join(' ');
}

/** The dark wheel well seen behind the tyre, limited to the arch opening. */
function wheelWell(wheel: Wheel, sillY: number): string {
  const a = archEnds(wheel, sillY);
  return `M ${a.x2} ${sillY} A ${a.r} ${a.r} 0 ${a.large} 0 ${a.x1} ${sillY} Z`;
}

/** The arch edge alone, for black cladding strokes. */
function archEdge(wheel: Wheel, sillY: number): string {
  const a = archEnds(wheel, sillY);
  return `M ${a.x2} ${sillY} A ${a.r} ${a.r} 0 ${a.large} 0 ${a.x1} ${sillY}`;
}

const DESIGNS: Readonly<Record<VehicleBodyStyle, Design>> = {
  sedan: {
    wheels: [
      { cx: 152, r: 44 },
      { cx: 480, r: 44 },
    ],
    sillY: 240,
    frontBottom: [58, 248],
    rearBottom: [588, 246],
    top: [
      'M 58 248',
      'C 44 242 38 222 40 200',
      'C 42 186 50 178 66 174',
      'C 104 166 156 160 200 154',
      'C 226 146 252 124 286 106',
      'C 306 96 334 92 372 92',
      'C 420 92 452 96 478 106',
      'C 506 120 530 140 548 150',
      'L 592 156',
      'C 601 158 605 166 605 178',
      'L 605 222',
      'C 605 236 600 244 588 246',
    ].join(' '),
    glass: [
      'M 214 154 C 238 140 262 122 292 110 C 304 104 320 101 350 100 L 356 153 Z',
      'M 368 100 C 410 99 444 102 466 110 C 488 120 508 134 526 149 L 372 152 Z',
    ],
    pillars: ['M 350 100 L 368 100 L 372 153 L 356 153 Z'],
    headlight: 'M 44 188 C 50 180 62 176 108 170 C 110 176 108 182 102 184 C 80 188 60 192 44 198 Z',
    taillight: 'M 605 166 L 605 190 L 586 186 C 582 178 580 168 580 160 Z',
    seams: [
      'M 206 156 C 208 184 210 212 212 240',
      'M 362 153 L 364 240',
      'M 516 150 C 520 172 522 196 524 214',
      'M 548 152 L 592 158',
    ],
    handles: [
      [322, 170],
      [474, 168],
    ],
    trim: ['M 46 236 C 52 244 60 248 72 248 L 92 248', 'M 604 230 C 602 240 596 245 584 246 L 560 246'],
    shoulder: 'M 98 172 C 200 160 420 156 596 162',
    mirror: 'M 236 150 C 234 140 240 134 252 134 L 262 136 L 262 150 Z',
  },
  hatchback: {
    wheels: [
      { cx: 156, r: 44 },
      { cx: 464, r: 44 },
    ],
    sillY: 240,
    frontBottom: [62, 248],
    rearBottom: [544, 246],
    top: [
      'M 62 248',
      'C 48 242 42 222 44 200',
      'C 46 186 54 178 70 174',
      'C 108 166 160 160 204 154',
      'C 230 144 256 122 290 104',
      'C 312 94 342 90 382 90',
      'C 426 90 462 93 494 101',
      'C 516 107 532 118 541 132',
      'C 549 150 556 172 559 192',
      'L 559 224',
      'C 559 238 554 245 544 246',
    ].join(' '),
    glass: [
      'M 218 154 C 242 140 266 120 296 108 C 308 102 324 99 352 98 L 358 152 Z',
      'M 370 98 L 456 98 C 468 99 476 104 480 112 L 486 150 L 374 152 Z',
      'M 494 106 C 508 109 520 116 527 126 C 533 134 537 142 539 150 L 498 150 Z',
    ],
    pillars: [],
    headlight: 'M 48 188 C 54 180 66 176 112 170 C 114 176 112 182 106 184 C 84 188 64 192 48 198 Z',
    taillight: 'M 552 152 C 556 166 558 180 559 194 L 546 190 C 544 180 541 168 537 156 Z',
    seams: [
      'M 210 156 C 212 184 214 212 216 240',
      'M 366 152 L 368 240',
      'M 494 150 C 498 172 500 194 502 212',
      'M 538 138 C 545 154 550 174 552 198 L 553 222',
    ],
    handles: [
      [326, 170],
      [466, 168],
    ],
    trim: ['M 50 236 C 56 244 64 248 76 248 L 96 248', 'M 559 230 C 557 240 551 245 540 246 L 520 246'],
    shoulder: 'M 102 172 C 200 160 400 156 550 160',
    mirror: 'M 240 150 C 238 140 244 134 256 134 L 266 136 L 266 150 Z',
  },
  suv: {
    wheels: [
      { cx: 158, r: 48 },
      { cx: 482, r: 48 },
    ],
    sillY: 226,
    frontBottom: [58, 240],
    rearBottom: [586, 238],
    top: [
      'M 58 240',
      'C 44 232 38 208 40 184',
      'C 42 168 50 158 66 152',
      'C 104 142 156 136 206 130',
      'C 230 118 254 94 288 78',
      'C 308 70 340 68 380 68',
      'C 450 68 510 70 546 76',
      'C 564 80 574 92 580 108',
      'C 588 130 592 156 592 182',
      'L 592 218',
      'C 592 230 590 236 586 238',
    ].join(' '),
    glass: [
      'M 220 132 C 242 116 264 98 292 86 C 306 80 326 77 352 76 L 358 131 Z',
      'M 370 76 L 476 76 L 482 130 L 374 131 Z',
      'M 494 76 L 530 77 C 548 78 558 86 564 98 C 568 108 572 118 574 128 L 496 130 Z',
    ],
    pillars: [],
    headlight: 'M 44 164 C 50 156 64 152 112 146 C 114 153 112 159 106 161 C 84 165 62 169 44 176 Z',
    taillight: 'M 590 134 C 592 148 593 164 593 176 L 574 172 C 572 160 570 148 566 136 Z',
    seams: [
      'M 212 134 C 214 164 216 196 218 226',
      'M 364 131 L 366 226',
      'M 490 130 C 498 156 504 186 508 204',
      'M 578 112 C 584 132 587 156 588 182 L 588 214',
    ],
    handles: [
      [328, 148],
      [470, 146],
    ],
    trim: [
      'M 44 212 C 48 228 56 238 72 240 L 100 240',
      'M 592 206 C 592 226 588 236 576 238 L 540 238',
      'M 322 69 L 328 63 L 534 64 L 540 70',
    ],
    shoulder: 'M 100 150 C 220 138 420 132 584 136',
    mirror: 'M 244 128 C 242 118 248 112 260 112 L 270 114 L 270 128 Z',
    archCladding: 9,
  },
  pickup: {
    wheels: [
      { cx: 150, r: 48 },
      { cx: 486, r: 48 },
    ],
    sillY: 224,
    frontBottom: [50, 238],
    rearBottom: [614, 236],
    top: [
      'M 50 238',
      'C 38 230 34 206 36 180',
      'C 38 162 46 152 62 148',
      'C 100 140 150 134 196 130',
      'C 218 116 240 92 270 78',
      'C 288 70 316 68 350 68',
      'L 408 68',
      'C 420 68 428 74 430 86',
      'L 434 130',
      'L 612 130',
      'C 616 130 618 134 618 140',
      'L 618 222',
      'C 618 230 616 234 614 236',
    ].join(' '),
    glass: [
      'M 210 132 C 230 116 250 96 276 84 C 290 78 308 76 330 76 L 334 130 Z',
      'M 346 76 L 404 76 C 414 76 419 82 420 92 L 422 128 L 348 130 Z',
    ],
    pillars: [],
    headlight: 'M 38 162 C 44 154 58 150 106 144 C 108 152 106 158 100 160 C 78 164 56 168 38 176 Z',
    taillight: 'M 618 142 L 618 176 L 606 176 L 606 142 Z',
    seams: [
      'M 202 134 C 204 164 206 194 208 224',
      'M 340 130 L 342 224',
      'M 432 132 L 436 224',
      'M 444 138 L 612 138',
      'M 606 138 L 606 222',
    ],
    handles: [
      [304, 146],
      [412, 146],
    ],
    trim: [
      'M 38 208 C 42 226 50 236 66 238 L 94 238',
      'M 618 204 L 618 222 C 618 232 612 236 600 236 L 560 236',
      'M 434 130 L 612 130',
    ],
    shoulder: 'M 96 148 C 220 136 400 132 610 134',
    mirror: 'M 226 128 C 224 116 232 110 244 110 L 254 112 L 254 128 Z',
    archCladding: 8,
  },
  van: {
    wheels: [
      { cx: 152, r: 44 },
      { cx: 476, r: 44 },
    ],
    sillY: 236,
    frontBottom: [56, 246],
    rearBottom: [584, 244],
    top: [
      'M 56 246',
      'C 42 238 38 216 40 194',
      'C 42 180 50 172 66 168',
      'C 100 160 140 154 178 148',
      'C 202 130 230 102 264 82',
      'C 282 72 308 68 344 66',
      'L 540 66',
      'C 560 66 572 76 578 94',
      'C 588 124 592 160 592 196',
      'L 592 226',
      'C 592 236 590 242 584 244',
    ].join(' '),
    glass: [
      'M 194 150 C 214 134 238 112 266 94 C 280 84 300 78 326 76 L 332 148 Z',
      'M 344 76 L 440 76 L 446 148 L 348 148 Z',
      'M 458 76 L 536 76 C 550 76 560 84 566 98 C 572 114 576 130 578 146 L 462 148 Z',
    ],
    pillars: [],
    headlight: 'M 44 184 C 50 176 62 172 106 166 C 108 172 106 178 100 180 C 80 184 60 188 44 194 Z',
    taillight: 'M 590 120 C 592 134 593 150 593 166 L 580 164 C 580 150 578 136 576 122 Z',
    seams: [
      'M 188 152 C 190 180 192 208 194 236',
      'M 338 148 L 340 236',
      'M 504 148 C 510 172 514 196 516 212',
      'M 584 112 C 588 140 590 170 590 200 L 590 224',
    ],
    handles: [
      [314, 166],
      [468, 166],
    ],
    trim: ['M 44 232 C 50 242 58 246 70 246 L 92 246', 'M 592 226 C 590 238 584 243 572 244 L 548 244'],
    shoulder: 'M 96 166 C 200 156 420 150 584 154',
    mirror: 'M 216 146 C 214 136 220 130 232 130 L 242 132 L 242 146 Z',
  },
};

function channel(hex: string, offset: number): number {
  return Number.parseInt(hex.slice(offset, offset + 2), 16);
}

/** Mixes the colour toward another (0 = unchanged, 1 = the other colour), in plain sRGB. */
function mix(hex: string, toward: string, amount: number): string {
  const out = [0, 2, 4].map((offset) => {
    const value = channel(hex, offset) * (1 - amount) + channel(toward, offset) * amount;
    return Math.round(value).toString(16).padStart(2, '0');
  });
  return `#${out.join('')}`;
}

function luminance(hex: string): number {
  return (0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4)) / 255;
}

/** A five-spoke alloy, built from rotated copies of one pocket so every wheel is identical. */
function wheelMarkup(wheel: Wheel, ids: Ids): string {
  const cy = wheelCy(wheel);
  const rim = r1(wheel.r * 0.64);
  const pocketOuter = r1(rim * 0.86);
  const pocketInner = r1(rim * 0.36);
  const ox = r1(pocketOuter * 0.34);
  const oy = r1(pocketOuter * 0.94);
  const ix = r1(pocketInner * 0.3);
  const pocket = `M ${-ox} ${-oy} A ${pocketOuter} ${pocketOuter} 0 0 1 ${ox} ${-oy} L ${ix} ${-pocketInner} L ${-ix} ${-pocketInner} Z`;
  const pockets = [0, 72, 144, 216, 288]
    .map((angle) => `<path d="${pocket}" transform="rotate(${angle + 36})" fill="#2b2f33"/>`)
    .join('');
  return [
    `<g transform="translate(${wheel.cx} ${cy})">`,
    `<circle r="${wheel.r}" fill="#16181a"/>`,
    `<circle r="${r1(wheel.r - 3)}" fill="none" stroke="#2a2d30" stroke-width="2"/>`,
    `<circle r="${rim}" fill="url(#${ids.rim})"/>`,
    pockets,
    `<circle r="${r1(rim * 0.26)}" fill="#b9bec3" stroke="#8d9297" stroke-width="1.5"/>`,
    `<circle r="${r1(rim * 0.1)}" fill="#5d6266"/>`,
    `<circle r="${rim}" fill="none" stroke="#7d8287" stroke-width="2"/>`,
    '</g>',
  ].join('');
}

interface Ids {
  body: string;
  glass: string;
  rim: string;
  shadow: string;
  glassClip: string;
}

/**
 * A side-view silhouette tinted with the unit's colour. The output depends only on its arguments, so it can be cached
 * forever and compared byte for byte.
 */
export function vehicleSvg(bodyStyle: VehicleBodyStyle, colorHex: string): string {
  const style: VehicleBodyStyle = isVehicleBodyStyle(bodyStyle) ? bodyStyle : 'sedan';
  const hex = normalizeColorHex(colorHex) ?? FALLBACK_COLOR_HEX;
  const design = DESIGNS[style];
  // Ids carry the style and colour so several drawings inlined in one page never share gradients.
  const prefix = `v-${style}-${hex}`;
  const ids: Ids = {
    body: `${prefix}-body`,
    glass: `${prefix}-glass`,
    rim: `${prefix}-rim`,
    shadow: `${prefix}-shadow`,
    glassClip: `${prefix}-glass-clip`,
  };
  const base = `#${hex}`;
  const light = luminance(hex);
  // Dark paints need a stronger highlight to show their shape; light ones need a darker outline.
  const top = mix(hex, 'ffffff', light < 0.25 ? 0.28 : 0.22);
  const bottom = mix(hex, '000000', light > 0.7 ? 0.18 : 0.32);
  const outline = mix(hex, '000000', light > 0.7 ? 0.42 : 0.55);
  const seam = mix(hex, '000000', light > 0.7 ? 0.3 : 0.45);
  const [front, rear] = design.wheels;
  const bodyPath = `${design.top} ${underside(design)}`;
  const cladding = design.archCladding;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320" role="img" focusable="false">`,
    '<defs>',
    `<linearGradient id="${ids.body}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${base}"/><stop offset="1" stop-color="${bottom}"/>`,
    '</linearGradient>',
    `<linearGradient id="${ids.glass}" x1="0" y1="0" x2="0.35" y2="1">`,
    '<stop offset="0" stop-color="#3c4a57"/><stop offset="1" stop-color="#141a20"/>',
    '</linearGradient>',
    `<radialGradient id="${ids.rim}" cx="0.4" cy="0.35" r="0.75">`,
    '<stop offset="0" stop-color="#eef0f2"/><stop offset="1" stop-color="#a3a8ad"/>',
    '</radialGradient>',
    `<radialGradient id="${ids.shadow}" cx="0.5" cy="0.5" r="0.5">`,
    '<stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/>',
    '</radialGradient>',
    `<clipPath id="${ids.glassClip}">${design.glass.map((d) => `<path d="${d}"/>`).join('')}</clipPath>`,
    '</defs>',
    `<ellipse cx="320" cy="${GROUND_Y + 2}" rx="300" ry="16" fill="url(#${ids.shadow})"/>`,
    `<path d="${wheelWell(front, design.sillY)}" fill="#0c0d0e"/>`,
    `<path d="${wheelWell(rear, design.sillY)}" fill="#0c0d0e"/>`,
    `<path d="${bodyPath}" fill="url(#${ids.body})" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${design.shoulder}" fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="3" stroke-linecap="round"/>`,
    ...design.glass.map(
      (d) =>
        `<path d="${d}" fill="url(#${ids.glass})" stroke="#0e1216" stroke-width="1.5" stroke-linejoin="round"/>`,
    ),
    `<g clip-path="url(#${ids.glassClip})" fill="#fff">`,
    '<path d="M 250 40 L 300 40 L 200 200 L 150 200 Z" opacity="0.16"/>',
    '<path d="M 320 40 L 336 40 L 236 200 L 220 200 Z" opacity="0.12"/>',
    '<path d="M 470 40 L 530 40 L 430 200 L 370 200 Z" opacity="0.12"/>',
    '</g>',
    ...design.pillars.map((d) => `<path d="${d}" fill="${base}" stroke="${outline}" stroke-width="1"/>`),
    ...design.seams.map(
      (d) => `<path d="${d}" fill="none" stroke="${seam}" stroke-width="1.6" stroke-linecap="round"/>`,
    ),
    ...design.handles.map(
      ([x, y]) =>
        `<rect x="${x - 12}" y="${y - 3}" width="24" height="6" rx="3" fill="${bottom}" stroke="${seam}" stroke-width="1"/>`,
    ),
    `<path d="${design.mirror}" fill="${base}" stroke="${outline}" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<path d="${design.headlight}" fill="#eef3f7" stroke="#6b7178" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="${design.taillight}" fill="#b3121f" stroke="#5e0a10" stroke-width="1.2" stroke-linejoin="round"/>`,
    ...design.trim.map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#1d2023" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  ];
  if (cladding) {
    for (const wheel of design.wheels) {
      parts.push(
        `<path d="${archEdge(wheel, design.sillY)}" fill="none" stroke="#1d2023" stroke-width="${cladding}" stroke-linecap="round"/>`,
      );
    }
  }
  parts.push(wheelMarkup(front, ids), wheelMarkup(rear, ids), '</svg>');
  return parts.join('');
}
