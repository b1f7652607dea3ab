import { renderToStaticMarkup } from 'react-dom/server';
import type { Location } from '#domain/content/content';

/** A branch on the drawing: its name and where it is. */
export interface MapPoint {
  name: string;
  latitude: number;
  longitude: number;
}

const WIDTH = 320;
const HEIGHT = 300;
const PAD_X = 70;
const PAD_Y = 34;

/** The branches that have both coordinates, as numbers. */
function mapPoints(locations: readonly Location[]): MapPoint[] {
  return locations.flatMap((location) => {
    const latitude = Number(location.latitude);
    const longitude = Number(location.longitude);
    return location.latitude !== null &&
      location.longitude !== null &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude)
      ? [{ name: location.name, latitude, longitude }]
      : [];
  });
}

/**
 * The contact page's map as static HTML, or null when no branch has coordinates. Drawn on the server: nothing on it
 * reacts to the visitor, so its code stays out of the page's script.
 */
export function regionMapMarkup(locations: readonly Location[]): string | null {
  const points = mapPoints(locations);
  return points.length === 0 ? null : renderToStaticMarkup(<RegionMap points={points} />);
}

/**
 * A drawn map of Cuyo with a pin per branch, placed by the branches' own coordinates: the Andes on the west, the
 * route joining the branches. Decorative (the addresses are written out on the page), so hidden from screen readers.
 */
function RegionMap({ points }: { points: readonly MapPoint[] }) {
  const lats = points.map((point) => point.latitude);
  const lons = points.map((point) => point.longitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLon, maxLon] = [Math.min(...lons), Math.max(...lons)];
  // One scale for both axes keeps the distances honest; a single branch sits in the middle.
  const spanLat = Math.max(maxLat - minLat, 0.5);
  const spanLon = Math.max(maxLon - minLon, 0.5);
  const scale = Math.min((WIDTH - 2 * PAD_X) / spanLon, (HEIGHT - 2 * PAD_Y) / spanLat);
  const cx = (minLon + maxLon) / 2;
  const cy = (minLat + maxLat) / 2;
  const place = (point: MapPoint) => ({
    ...point,
    x: WIDTH / 2 + (point.longitude - cx) * scale,
    y: HEIGHT / 2 - (point.latitude - cy) * scale,
  });
  const placed = points.map(place).sort((a, b) => a.y - b.y);
  const route = placed.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`);

  return (
    <>
      <svg
        className="region-map__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
      >
        {/* The Andes seen from above: a ridge along the west edge, snow on the peaks. */}
        <path
          className="region-map__andes"
          d="M0 0h44l26 22-22 20 32 24-26 22 34 28-30 22 30 28-32 22 28 28-30 24 24 26-28 22 14 12H0z"
        />
        <path
          className="region-map__andes-snow"
          d="M58 12l12 10-9 4zM66 58l14 8-10 3zM70 106l14 10-11 3zM66 156l12 10-10 3zM62 208l12 10-10 2zM58 256l10 8-9 2z"
        />
        <path className="region-map__route" d={route.join(' ')} />
        {placed.map((point) => (
          <g key={point.name} transform={`translate(${round(point.x)} ${round(point.y)})`}>
            <circle className="region-map__halo" r="13" />
            <path className="region-map__pin" d="M0 0c-5-7-8-11-8-15a8 8 0 0 1 16 0c0 4-3 8-8 15z" />
            <circle className="region-map__pin-dot" cy="-15" r="3" />
          </g>
        ))}
      </svg>
      {/* HTML labels on solid pills: text whose contrast can be checked, whatever the hero draws behind it. */}
      {placed.map((point) => {
        const labelLeft = point.x > WIDTH * 0.62;
        return (
          <span
            key={point.name}
            className={`region-map__label${labelLeft ? ' region-map__label--left' : ''}`}
            style={{
              left: `${round((point.x / WIDTH) * 100)}%`,
              top: `${round(((point.y - 15) / HEIGHT) * 100)}%`,
            }}
          >
            {point.name}
          </span>
        );
      })}
    </>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
