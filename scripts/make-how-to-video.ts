import fs from 'node:fs';
import path from 'node:path';
import {
  clamp01,
  ease,
  encodeSvgVideo,
  escapeXml,
  FONT,
  PUBLIC_DIR,
  r1,
  requireFfmpeg,
  text,
  vehicle,
  wrap,
} from './svg-video';

/*
 * npx tsx scripts/make-how-to-video.ts
 *
 * Draws the how-to video of /como-reservar: the site on a phone screen going through a reservation (choosing the
 * unit, the e-mail, the four steps of the digital dealership and what comes after), with a caption under each screen
 * since the video has no sound. Frames and encoding are those of the story videos (scripts/svg-video.ts), into
 * public/videos/como-reservar.mp4 and a JPEG poster (docs/decisions/0006-story-videos.md). The page lists what each
 * part shows as the video's text alternative (app/routes/como-reservar.tsx): a change of scenes here changes it too.
 * Writes the captions' track too, public/videos/como-reservar.vtt (with `--captions`, only that).
 * Needs: apt-get install ffmpeg fonts-liberation.
 */

/** Portrait, as the page shows it inside a phone-shaped frame (.video-feature__video is 9:16). */
const WIDTH = 540;
const HEIGHT = 960;
const FPS = 24;
const VIDEO = path.join(PUBLIC_DIR, 'videos/como-reservar.mp4');
const POSTER = path.join(PUBLIC_DIR, 'videos/como-reservar.jpg');
const CAPTIONS = path.join(PUBLIC_DIR, 'videos/como-reservar.vtt');
/** The size the committed file stays under (tests/e2e/info-pages.spec.ts checks it). */
const MAX_BYTES = 600 * 1024;

/** The four steps as docs/product.md §2 writes them, letter for letter (DEALERSHIP_STEPS in app/features/info-pages). */
const STEPS = ['Modo de pago', 'Datos Personales', 'Revisa y confirma', 'Pago de Seña'] as const;

/** The site's own colours (app/styles/global.css, the Territorio theme). */
const INK = '#111418';
const MUTED = '#4b5563';
const CANVAS = '#f4f6f9';
const SURFACE = '#ffffff';
const LINE = '#d5dbe3';
const FILLER = '#dfe4ea';
const SUCCESS = '#0e7a3f';
const FOCUS = '#0b57d0';
const BRAND = '#ffc72c';
const BRAND_PRESSED = '#e0a800';
const ON_BRAND = '#1a1a1a';
const FRAME_MUTED = '#c5cbd3';
const UNIT_COLOR = 'b3122e';

/** The site's header above, the caption band below; the page sits between them. */
const HEADER_BOTTOM = 96;
const BAND_TOP = 744;
const MARGIN = 40;
const CONTENT_WIDTH = WIDTH - 2 * MARGIN;
/** A new screen slides in as the site's next page would. */
const SLIDE_SECONDS = 0.4;

interface Scene {
  seconds: number;
  /** What the scene says, written under it and in the captions' track. */
  caption: string;
  /** Drawn between the site's header and the caption band, which stay put while one screen follows another. */
  inSite: boolean;
  draw: (t: number) => string;
}

const opacity = (value: number) => r1(value * 100) / 100;
const fade = (value: number, body: string) => `<g opacity="${opacity(value)}">${body}</g>`;
const shift = (dx: number, dy: number, body: string) =>
  `<g transform="translate(${r1(dx)} ${r1(dy)})">${body}</g>`;
const centred = ' text-anchor="middle"';
/** How much of `content` is typed at `t`, typing from `start` to `end` seconds. */
function typed(content: string, t: number, start: number, end: number): string {
  const share = clamp01((t - start) / (end - start));
  return content.slice(0, Math.round(share * content.length));
}

function card(x: number, y: number, width: number, height: number, stroke = LINE, strokeWidth = 2): string {
  return [
    `<rect x="${x}" y="${y + 4}" width="${width}" height="${height}" rx="16" fill="${INK}" opacity="0.06"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="16" fill="${SURFACE}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`,
  ].join('');
}

/** A line of text the video does not need to spell out. */
function filler(x: number, y: number, width: number, height = 14): string {
  return `<rect x="${x}" y="${y}" width="${r1(width)}" height="${height}" rx="${height / 2}" fill="${FILLER}"/>`;
}

function tick(cx: number, cy: number, size: number, color: string, strokeWidth: number): string {
  return `<path d="M${r1(cx - size * 0.5)} ${r1(cy)} l${r1(size * 0.35)} ${r1(size * 0.35)} l${r1(size * 0.65)} ${r1(-size * 0.7)}" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A fingertip that comes in, taps at `at` seconds with a ripple, and goes. */
function tap(x: number, y: number, t: number, at: number): string {
  if (t < at - 0.6 || t > at + 0.5) return '';
  const reach = ease(t, at - 0.6, at - 0.1);
  const leave = ease(t, at + 0.2, at + 0.5);
  const fx = x + (1 - reach) * 70;
  const fy = y + (1 - reach) * 110 + leave * 40;
  const ripple = ease(t, at, at + 0.45);
  return [
    t >= at
      ? `<circle cx="${x}" cy="${y}" r="${r1(28 + ripple * 40)}" fill="none" stroke="${INK}" stroke-width="4" opacity="${opacity((1 - ripple) * 0.5)}"/>`
      : '',
    `<circle cx="${r1(fx)}" cy="${r1(fy)}" r="28" fill="${SURFACE}" stroke="${INK}" stroke-width="3" opacity="${opacity(0.75 * reach * (1 - leave))}"/>`,
  ].join('');
}

/** A primary button as the site draws it, pressed from `tapAt` on for a moment. */
function button(x: number, y: number, width: number, label: string, t: number, tapAt: number): string {
  const pressed = t >= tapAt && t < tapAt + 0.3;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="64" rx="32" fill="${pressed ? BRAND_PRESSED : BRAND}"/>`,
    text(x + width / 2, y + 41, label, 26, ON_BRAND, centred),
    tap(x + width / 2, y + 32, t, tapAt),
  ].join('');
}

function siteChrome(): string {
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${CANVAS}"/>`,
    `<rect width="${WIDTH}" height="${HEADER_BOTTOM}" fill="${INK}"/>`,
    text(MARGIN + 8, 58, 'Territorio', 30, SURFACE),
    `<rect x="${MARGIN + 8}" y="70" width="44" height="5" rx="2.5" fill="${BRAND}"/>`,
    text(WIDTH - MARGIN - 8, 56, 'Concesionario Digital', 18, FRAME_MUTED, ' text-anchor="end"', 400),
    `<rect y="${BAND_TOP}" width="${WIDTH}" height="${HEIGHT - BAND_TOP}" fill="${INK}"/>`,
  ].join('');
}

/** What to do on this screen, in the band under it: the video has no sound. */
function caption(line: string): string {
  const lines = wrap(line, 27);
  const lineHeight = 42;
  const top = r1((BAND_TOP + HEIGHT) / 2 - (lines.length * lineHeight) / 2);
  return [
    `<rect x="${MARGIN}" y="${top}" width="6" height="${lines.length * lineHeight}" rx="3" fill="${BRAND}"/>`,
    ...lines.map((content, i) => text(MARGIN + 24, r1(top + 31 + i * lineHeight), content, 30, SURFACE)),
  ].join('');
}

function siteScene(seconds: number, line: string, screen: (t: number) => string): Scene {
  return { seconds, caption: line, inSite: true, draw: (t) => screen(t) + caption(line) };
}

function intro(t: number): string {
  const title = ease(t, 0.1, 0.6);
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${INK}"/>`,
    fade(
      title,
      shift(
        0,
        (1 - title) * 30,
        [
          `<rect x="${MARGIN}" y="150" width="262" height="40" rx="20" fill="${BRAND}"/>`,
          text(MARGIN + 131, 177, 'CONCESIONARIO DIGITAL', 17, ON_BRAND, `${centred} letter-spacing="1"`),
          text(MARGIN, 268, 'Cómo reservar', 52, SURFACE),
          text(MARGIN, 330, 'tu 0 km online', 52, BRAND),
          text(MARGIN, 382, 'En 4 pasos, desde tu celular', 27, FRAME_MUTED, '', 400),
        ].join(''),
      ),
    ),
    ...STEPS.map((name, i) => {
      const shown = ease(t, 0.5 + i * 0.18, 0.9 + i * 0.18);
      const y = 478 + i * 84;
      return fade(
        shown,
        shift(
          (1 - shown) * 40,
          0,
          [
            `<circle cx="${MARGIN + 26}" cy="${y}" r="26" fill="${BRAND}"/>`,
            text(MARGIN + 26, y + 10, String(i + 1), 28, ON_BRAND, centred),
            text(MARGIN + 72, y + 11, name, 32, SURFACE),
          ].join(''),
        ),
      );
    }),
    text(WIDTH / 2, 892, 'Territorio', 26, SURFACE, centred),
    `<rect x="${WIDTH / 2 - 22}" y="904" width="44" height="5" rx="2.5" fill="${BRAND}"/>`,
  ].join('');
}

/** A unit's page: the vehicle, its price and the «Reservar online» button. */
function unitScreen(t: number): string {
  const top = 166;
  const inner = MARGIN + 24;
  return [
    text(MARGIN, 146, 'Vehículos 0 km', 22, MUTED, '', 400),
    card(MARGIN, top, CONTENT_WIDTH, 520),
    `<path d="M${MARGIN} ${top + 16} a16 16 0 0 1 16 -16 h${CONTENT_WIDTH - 32} a16 16 0 0 1 16 16 v190 h${-CONTENT_WIDTH} Z" fill="#e8ecf1"/>`,
    `<ellipse cx="${WIDTH / 2}" cy="352" rx="170" ry="10" fill="${INK}" opacity="0.15"/>`,
    vehicle('suv', UNIT_COLOR, MARGIN + 40, 350, 380),
    text(inner, 420, 'Tu 0 km', 34, INK),
    text(inner, 454, 'En stock en la sucursal', 22, MUTED, '', 400),
    text(inner, 506, 'Precio final', 22, MUTED, '', 400),
    filler(WIDTH - MARGIN - 24 - 150, 492, 150, 18),
    text(inner, 546, 'Seña', 22, MUTED, '', 400),
    filler(WIDTH - MARGIN - 24 - 110, 532, 110, 18),
    button(inner, 588, CONTENT_WIDTH - 48, 'Reservar online', t, 1.8),
  ].join('');
}

const EMAIL = 'tu.nombre@correo.com';

function emailScreen(t: number): string {
  const inner = MARGIN + 24;
  const typing = typed(EMAIL, t, 0.35, 1.25);
  const cursor = typing.length < EMAIL.length || Math.floor(t * 3) % 2 === 0;
  return [
    text(MARGIN, 160, 'Reservar online', 36, INK),
    text(MARGIN, 198, 'Dejanos tu e-mail para empezar.', 24, MUTED, '', 400),
    card(MARGIN, 232, CONTENT_WIDTH, 360),
    text(inner, 290, 'E-mail', 24, INK),
    `<rect x="${inner}" y="308" width="${CONTENT_WIDTH - 48}" height="64" rx="10" fill="${SURFACE}" stroke="${FOCUS}" stroke-width="3"/>`,
    `<text x="${inner + 18}" y="349" font-family="${FONT}" font-size="26" font-weight="400" fill="${INK}">${escapeXml(typing)}<tspan fill="${FOCUS}" opacity="${cursor ? 1 : 0}">|</tspan></text>`,
    text(inner, 414, 'Te mandamos un código de operación', 21, MUTED, '', 400),
    text(inner, 442, 'para que sigas cuando quieras.', 21, MUTED, '', 400),
    button(inner, 488, CONTENT_WIDTH - 48, 'Comenzar', t, 1.65),
  ].join('');
}

/** The digital dealership's progress bar: steps done, the current one and those to come. */
function progress(current: number, t: number): string {
  const pop = ease(t, 0.1, 0.5);
  const xOf = (i: number) => 90 + i * 120;
  const y = 146;
  const segments = [0, 1, 2].map((i) => {
    const done = i < current;
    const width = i === current - 1 ? 120 * pop : 120;
    return `<rect x="${xOf(i)}" y="${y - 3}" width="120" height="6" fill="${LINE}"/>${done ? `<rect x="${xOf(i)}" y="${y - 3}" width="${r1(width)}" height="6" fill="${SUCCESS}"/>` : ''}`;
  });
  const circles = STEPS.map((_, i) => {
    const x = xOf(i);
    if (i < current)
      return `<circle cx="${x}" cy="${y}" r="22" fill="${SUCCESS}"/>${tick(x, y, 20, SURFACE, 4)}`;
    if (i === current)
      return `<circle cx="${x}" cy="${y}" r="${r1(20 + pop * 4)}" fill="${BRAND}"/>${text(x, y + 9, String(i + 1), 26, ON_BRAND, centred)}`;
    return `<circle cx="${x}" cy="${y}" r="22" fill="${SURFACE}" stroke="${LINE}" stroke-width="3"/>${text(x, y + 9, String(i + 1), 26, MUTED, centred)}`;
  });
  return [...segments, ...circles].join('');
}

function paymentMode(t: number): string {
  const chosen = t >= 0.9;
  const rows = ['Efectivo', 'Vehículos usados', 'Financiación'].map((label, i) => {
    const y = 300 + i * 70;
    const selected = chosen && i === 0;
    return [
      card(MARGIN, y, CONTENT_WIDTH, 58, selected ? INK : LINE, selected ? 3 : 2),
      `<circle cx="${MARGIN + 32}" cy="${y + 29}" r="12" fill="${SURFACE}" stroke="${selected ? INK : MUTED}" stroke-width="3"/>`,
      selected ? `<circle cx="${MARGIN + 32}" cy="${y + 29}" r="6" fill="${INK}"/>` : '',
      text(MARGIN + 60, y + 38, label, 26, INK),
    ].join('');
  });
  return [
    ...rows,
    tap(MARGIN + 220, 329, t, 0.9),
    card(MARGIN, 524, CONTENT_WIDTH, 64),
    text(MARGIN + 24, 564, 'Saldo pendiente', 24, MUTED, '', 400),
    chosen
      ? text(WIDTH - MARGIN - 24, 566, '$ 0', 28, SUCCESS, ' text-anchor="end"')
      : filler(WIDTH - MARGIN - 24 - 120, 548, 120, 18),
    button(MARGIN, 620, CONTENT_WIDTH, 'Continuar', t, 1.9),
  ].join('');
}

function personalData(t: number): string {
  const fields = [
    { label: 'DNI', value: '30.123.456' },
    { label: 'Nombre', value: 'Ana' },
    { label: 'Teléfono', value: '261 400 0000' },
  ];
  return [
    ...fields.map(({ label, value }, i) => {
      const y = 318 + i * 96;
      const start = 0.3 + i * 0.45;
      const active = t >= start && t < start + 0.45;
      return [
        text(MARGIN, y, label, 22, INK),
        `<rect x="${MARGIN}" y="${y + 12}" width="${CONTENT_WIDTH}" height="54" rx="10" fill="${SURFACE}" stroke="${active ? FOCUS : LINE}" stroke-width="${active ? 3 : 2}"/>`,
        text(MARGIN + 18, y + 48, typed(value, t, start, start + 0.4), 24, INK, '', 400),
      ].join('');
    }),
    button(MARGIN, 620, CONTENT_WIDTH, 'Continuar', t, 1.9),
  ].join('');
}

function review(t: number): string {
  const rows = ['Vehículo', 'Forma de pago', 'Tus datos'].map((label, i) => {
    const y = 296 + i * 96;
    const checked = ease(t, 0.3 + i * 0.35, 0.55 + i * 0.35);
    return [
      i > 0
        ? `<rect x="${MARGIN + 20}" y="${y}" width="${CONTENT_WIDTH - 40}" height="2" fill="${LINE}"/>`
        : '',
      `<circle cx="${MARGIN + 40}" cy="${y + 48}" r="17" fill="${SUCCESS}" opacity="${opacity(checked)}"/>`,
      `<circle cx="${MARGIN + 40}" cy="${y + 48}" r="17" fill="none" stroke="${LINE}" stroke-width="3" opacity="${opacity(1 - checked)}"/>`,
      fade(checked, tick(MARGIN + 40, y + 49, 16, SURFACE, 4)),
      text(MARGIN + 72, y + 44, label, 24, INK),
      filler(MARGIN + 72, y + 56, 190 - i * 30, 12),
      text(
        WIDTH - MARGIN - 22,
        y + 54,
        'Editar',
        21,
        FOCUS,
        ' text-anchor="end" text-decoration="underline"',
        400,
      ),
    ].join('');
  });
  return [
    card(MARGIN, 296, CONTENT_WIDTH, 288),
    ...rows,
    button(MARGIN, 620, CONTENT_WIDTH, 'Ir al pago de la seña', t, 1.9),
  ].join('');
}

function deposit(t: number): string {
  const cardIn = ease(t, 0.05, 0.6);
  const chosen = t >= 1.0;
  const creditCard = [
    `<rect x="0" y="6" width="320" height="196" rx="18" fill="${INK}" opacity="0.12"/>`,
    '<rect width="320" height="196" rx="18" fill="url(#card)"/>',
    '<rect x="28" y="44" width="46" height="34" rx="6" fill="#d8b45a"/>',
    text(28, 130, '•••• •••• •••• 4242', 24, SURFACE, ' letter-spacing="1"', 400),
    `<rect x="28" y="152" width="120" height="12" rx="6" fill="${SURFACE}" opacity="0.5"/>`,
    `<circle cx="252" cy="158" r="18" fill="${BRAND}" opacity="0.9"/><circle cx="274" cy="158" r="18" fill="#c3002f" opacity="0.8"/>`,
  ].join('');
  const instalments = ['1 cuota', '2 cuotas', '3 cuotas'].map((label, i) => {
    const x = MARGIN + i * 162;
    const selected = chosen && i === 2;
    return [
      `<rect x="${x}" y="528" width="136" height="52" rx="26" fill="${selected ? INK : SURFACE}" stroke="${selected ? INK : LINE}" stroke-width="2"/>`,
      text(x + 68, 562, label, 22, selected ? SURFACE : INK, centred),
    ].join('');
  });
  return [
    fade(cardIn, `<g transform="translate(${r1(110 + (1 - cardIn) * 160)} 296)">${creditCard}</g>`),
    ...instalments,
    tap(MARGIN + 2 * 162 + 68, 554, t, 1.0),
    button(MARGIN, 620, CONTENT_WIDTH, 'Pagar la seña', t, 2.0),
  ].join('');
}

function stepScene(index: number, line: string, body: (t: number) => string): Scene {
  return siteScene(2.5, line, (t) =>
    [
      progress(index, t),
      text(MARGIN, 224, `Paso ${index + 1} de 4`, 22, MUTED, '', 400),
      text(MARGIN, 270, STEPS[index] ?? '', 40, INK),
      body(t),
    ].join(''),
  );
}

function ending(t: number): string {
  const check = ease(t, 0.1, 0.5);
  const title = ease(t, 0.4, 0.9);
  const note = ease(t, 0.7, 1.2);
  const drive = ease(t, 0.2, 1.4);
  return [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${INK}"/>`,
    `<rect y="770" width="${WIDTH}" height="${HEIGHT - 770}" fill="#1d2229"/>`,
    `<circle cx="${WIDTH / 2}" cy="236" r="${r1(80 * check)}" fill="${SUCCESS}"/>`,
    fade(ease(t, 0.35, 0.6), tick(WIDTH / 2, 240, 76, SURFACE, 12)),
    fade(title, text(WIDTH / 2, 410, 'Tu 0km te espera', 50, SURFACE, centred)),
    fade(
      note,
      [
        text(WIDTH / 2, 466, 'Acercate a la sucursal', 30, FRAME_MUTED, centred, 400),
        text(WIDTH / 2, 506, 'dentro de las 48 horas', 30, FRAME_MUTED, centred, 400),
      ].join(''),
    ),
    `<ellipse cx="${r1(WIDTH / 2 + (1 - drive) * 560)}" cy="772" rx="180" ry="12" fill="#000000" opacity="0.4"/>`,
    vehicle('suv', UNIT_COLOR, 80 + (1 - drive) * 560, 770, 380),
    text(WIDTH / 2, 892, 'Territorio', 26, SURFACE, centred),
    `<rect x="${WIDTH / 2 - 22}" y="904" width="44" height="5" rx="2.5" fill="${BRAND}"/>`,
  ].join('');
}

const SCENES: readonly Scene[] = [
  {
    seconds: 2,
    caption: 'Cómo reservar tu 0 km online, en 4 pasos, desde tu celular',
    inSite: false,
    draw: intro,
  },
  siteScene(2.5, 'Elegí tu 0 km y tocá «Reservar online»', unitScreen),
  siteScene(2.25, 'Ingresá tu e-mail y tocá «Comenzar»', emailScreen),
  stepScene(0, 'Elegí cómo pagás: efectivo, usados o financiación', paymentMode),
  stepScene(1, 'Completá tus datos: DNI, nombre y teléfono', personalData),
  stepScene(2, 'Revisá la unidad, el pago y tus datos', review),
  stepScene(3, 'Pagá la seña con tarjeta, en 1, 2 o 3 cuotas', deposit),
  {
    seconds: 2.75,
    caption: 'Tu 0 km te espera: acercate a la sucursal dentro de las 48 horas',
    inSite: false,
    draw: ending,
  },
];
const STARTS = SCENES.map((_, i) => SCENES.slice(0, i).reduce((sum, scene) => sum + scene.seconds, 0));
const FRAMES = Math.round(FPS * SCENES.reduce((sum, scene) => sum + scene.seconds, 0));
/** The poster is the opening screen once its four steps are in: the page shows it before anyone presses play. */
const POSTER_FRAME = Math.round(FPS * 1.7);

function frame(index: number): string {
  const seconds = index / FPS;
  const current = SCENES.findLastIndex((_, i) => (STARTS[i] ?? 0) <= seconds);
  const scene = SCENES[current] as Scene;
  const t = seconds - (STARTS[current] ?? 0);
  const slide = Math.min(1, t / SLIDE_SECONDS);
  const previous = SCENES[current - 1];
  let body: string;
  if (!previous || slide >= 1) {
    body = (scene.inSite ? siteChrome() : '') + scene.draw(t);
  } else {
    // Smoothstep: the screens accelerate away and settle in.
    const p = slide * slide * (3 - 2 * slide);
    const sharedChrome = previous.inSite && scene.inSite;
    const layer = (shown: Scene, at: number) =>
      (shown.inSite && !sharedChrome ? siteChrome() : '') + shown.draw(at);
    body = [
      sharedChrome ? siteChrome() : '',
      shift(-p * WIDTH, 0, layer(previous, previous.seconds)),
      shift((1 - p) * WIDTH, 0, layer(scene, t)),
    ].join('');
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2937"/><stop offset="1" stop-color="#3b4a61"/></linearGradient></defs>',
    body,
    '</svg>',
  ].join('');
}

/** WebVTT's time: hh:mm:ss.ttt. */
function cueTime(seconds: number): string {
  return new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23);
}

/** The scenes' words, timed as the video shows them: the page's captions track (app/features/info-pages/reserve-guide.tsx). */
function captionsTrack(): string {
  const cues = SCENES.map((scene, i) => {
    const start = STARTS[i] ?? 0;
    return `${i + 1}\n${cueTime(start)} --> ${cueTime(start + scene.seconds)}\n${scene.caption}\n`;
  });
  return ['WEBVTT', '', ...cues].join('\n');
}

function main(): void {
  fs.writeFileSync(CAPTIONS, captionsTrack());
  console.log(`como-reservar: subtítulos en ${path.relative(process.cwd(), CAPTIONS)}`);
  // `--captions`: only the track, for a change of words that leaves the pictures as they are.
  if (process.argv.includes('--captions')) return;
  requireFfmpeg();
  const { video, poster } = encodeSvgVideo({
    name: 'como-reservar',
    fps: FPS,
    frames: FRAMES,
    draw: frame,
    posterFrame: POSTER_FRAME,
    video: VIDEO,
    poster: POSTER,
    maxBytes: MAX_BYTES,
  });
  console.log(
    `como-reservar ${(FRAMES / FPS).toFixed(2)} s, video ${Math.round(video / 1024)} KB, póster ${Math.round(poster / 1024)} KB`,
  );
}

main();
