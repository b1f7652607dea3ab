import { FALLBACK_COLOR_HEX, normalizeColorHex, type VehicleBodyStyle } from './silhouette';

export { vehicleImageRoutes } from './routes';
export {
  FALLBACK_COLOR_HEX,
  isVehicleBodyStyle,
  normalizeColorHex,
  VEHICLE_BODY_STYLES,
  type VehicleBodyStyle,
  vehicleSvg,
} from './silhouette';

/** The URL of a unit's drawn picture; a malformed colour falls back to the neutral grey rather than a 404. */
export function vehicleImagePath(bodyStyle: VehicleBodyStyle, colorHex: string): string {
  return `/img/vehicles/${bodyStyle}/${normalizeColorHex(colorHex) ?? FALLBACK_COLOR_HEX}.svg`;
}
