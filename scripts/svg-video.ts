import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type VehicleBodyStyle, vehicleSvg } from '../server/vehicle-images';

/*
 * What the video scripts share (make-story-videos.ts, make-how-to-video.ts): SVG drawing helpers and the ffmpeg
 * encoding of a sequence of SVG frames into a small H.264 MP4 plus a JPEG poster (docs/decisions/0006-story-videos.md).
 */

export const FONT = "'Liberation Sans', Arial, Helvetica, sans-serif";
export const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

export const r1 = (n: number) => Math.round(n * 10) / 10;
export const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Progress of an animation running from `start` to `end` seconds, eased out. */
export function ease(seconds: number, start: number, end: number): number {
  const t = clamp01((seconds - start) / (end - start));
  return 1 - (1 - t) ** 3;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra = '',
  weight: 400 | 700 = 700,
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/** The project's drawing of a vehicle (server/vehicle-images), `width` wide, its wheels standing on `groundY`. */
export function vehicle(
  style: VehicleBodyStyle,
  color: string,
  x: number,
  groundY: number,
  width: number,
): string {
  const markup = vehicleSvg(style, color);
  const inner = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
  const scale = width / 640;
  return `<g transform="translate(${r1(x)} ${r1(groundY - 272 * scale)}) scale(${r1(scale * 1000) / 1000})">${inner}</g>`;
}

export function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-decoders'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('Hace falta ffmpeg: apt-get install -y ffmpeg fonts-liberation');
  }
  if (!/librsvg/.test(probe.stdout))
    throw new Error('Este ffmpeg no trae librsvg para leer los cuadros SVG.');
}

export interface SvgVideo {
  /** Names the scratch folder of the frames. */
  name: string;
  fps: number;
  frames: number;
  /** The SVG markup of frame `index` (0 to frames - 1). */
  draw: (index: number) => string;
  /** The frame the poster shows. */
  posterFrame: number;
  /** Where the MP4 and the JPEG go, absolute. */
  video: string;
  poster: string;
  /** The MP4 may not weigh more: the committed files are checked against the same budget. */
  maxBytes: number;
}

/** Writes the frames as SVG files and has ffmpeg encode them; returns the sizes of the MP4 and the poster. */
export function encodeSvgVideo(spec: SvgVideo): { video: number; poster: number } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${spec.name}-`));
  const framePath = (index: number) => path.join(work, `${String(index).padStart(4, '0')}.svg`);
  try {
    for (let index = 0; index < spec.frames; index++) fs.writeFileSync(framePath(index), spec.draw(index));
    fs.mkdirSync(path.dirname(spec.video), { recursive: true });
    // Main profile 4:2:0 H.264 plays on every phone and browser; faststart lets playback begin before the download
    // ends; bitexact and no metadata make a rerun produce the same bytes.
    execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-framerate', String(spec.fps), '-i', path.join(work, '%04d.svg')],
        ...['-c:v', 'libx264', '-profile:v', 'main', '-level', '3.1', '-pix_fmt', 'yuv420p'],
        ...['-preset', 'slow', '-tune', 'animation', '-crf', '28', '-g', String(spec.fps * 2)],
        ...['-an', '-movflags', '+faststart', '-map_metadata', '-1'],
        ...['-fflags', '+bitexact', '-flags:v', '+bitexact'],
        spec.video,
      ],
      { stdio: 'inherit' },
    );
    execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-i', framePath(spec.posterFrame)],
        ...['-frames:v', '1', '-q:v', '5', '-map_metadata', '-1', '-fflags', '+bitexact'],
        spec.poster,
      ],
      { stdio: 'inherit' },
    );
    const sizes = { video: fs.statSync(spec.video).size, poster: fs.statSync(spec.poster).size };
    if (sizes.video > spec.maxBytes)
      throw new Error(`${path.basename(spec.video)} pesa ${sizes.video} bytes (máximo ${spec.maxBytes})`);
    return sizes;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
