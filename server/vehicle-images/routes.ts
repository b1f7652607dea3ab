import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { isVehicleBodyStyle, vehicleSvg } from './silhouette';

const COLOR_FILE = /^([0-9a-f]{6})\.svg$/i;
const NOT_FOUND = { error: 'Imagen no encontrada.' } as const;
// The drawing depends only on the URL, so a browser never needs to ask again.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

/** GET /img/vehicles/{bodyStyle}/{rrggbb}.svg: the drawn side view used wherever a family has no picture. */
export const vehicleImageRoutes = new Hono().get('/img/vehicles/:bodyStyle/:color', (c) => {
  const bodyStyle = c.req.param('bodyStyle');
  const color = COLOR_FILE.exec(c.req.param('color'))?.[1];
  if (!isVehicleBodyStyle(bodyStyle) || !color) return c.json(NOT_FOUND, 404);

  const svg = vehicleSvg(bodyStyle, color.toLowerCase());
  const etag = etagOf(svg);
  c.header('cache-control', CACHE_CONTROL);
  c.header('etag', etag);
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('content-type', 'image/svg+xml; charset=utf-8');
  return c.body(svg, 200);
});
