import { toRouteParam } from '../shared/route-params';
import type { OperationStatus } from './operation';

/**
 * docs/product.md §2 digital-dealership routes. The pages, the e-mails and the redirects build their links here, so a route
 * is spelt once ('finaciacion' included, as the route table spells it).
 */

export interface UnitRoute {
  brandSlug: string;
  stockId: number;
  family: string;
  familyId: number;
  model: string;
}

/** A name as a route segment: docs/product.md §2's spelling, then escaped so a '?' or '#' in a model can't end the path. */
const segment = (name: string) => encodeURIComponent(toRouteParam(name));

/**
 * An operation code as a segment: codes are made of letters and digits, but a typed or linked one may be anything, and
 * a redirect's Location must never carry it raw (a CR/LF, a NUL or a non-Latin-1 character breaks the header).
 */
const codeSegment = (code: string) => encodeURIComponent(code);

const unitSegments = (unit: UnitRoute) =>
  `${segment(unit.brandSlug)}/${unit.stockId}/${segment(unit.family)}/${unit.familyId}/${segment(unit.model)}`;

export const dealershipPaths = {
  /** buy: the unit's confirmation page. */
  buy: (unit: UnitRoute) => `/vehiculos-0km/reservar/${unitSegments(unit)}`,
  /** dealership_start: the e-mail that opens an operation. */
  start: (unit: UnitRoute) => `/concesionario-digital/${unitSegments(unit)}`,
  /** buy_code: the start page of an operation already opened. */
  startWithCode: (unit: UnitRoute, code: string) =>
    `/concesionario-digital/${unitSegments(unit)}/${codeSegment(code)}`,
  /** dealership_resume: always followed with a full page load. */
  resume: (code: string) => `/concesionario-digital/continue/${codeSegment(code)}`,
  paymentMode: (code: string) => `/concesionario-digital/forma-de-pago/${codeSegment(code)}`,
  usedVehicle: (code: string) => `/concesionario-digital/vehiculo-usado/${codeSegment(code)}`,
  credit: (code: string) => `/concesionario-digital/finaciacion/${codeSegment(code)}`,
  personalData: (code: string) => `/concesionario-digital/tus-datos/${codeSegment(code)}`,
  review: (code: string) => `/concesionario-digital/revisar/${codeSegment(code)}`,
  payment: (code: string) => `/concesionario-digital/reserva/${codeSegment(code)}`,
  reserved: (code: string) => `/concesionario-digital/reservado/${codeSegment(code)}`,
  pending: (code: string) => `/concesionario-digital/pendiente/${codeSegment(code)}`,
  /** "Mi reserva": the buyer's page after the deposit; opened with a signed link or the code and the e-mail. */
  myReservation: (code: string) => `/concesionario-digital/mi-reserva/${codeSegment(code)}`,
} as const;

/** Where a resumed operation picks up: the first step its data does not complete yet, or its outcome. */
export function resumeStepPath(status: OperationStatus, code: string): string {
  switch (status) {
    case 'started':
      return dealershipPaths.paymentMode(code);
    case 'payment_selected':
      return dealershipPaths.personalData(code);
    case 'data_complete':
      return dealershipPaths.review(code);
    case 'payment_pending':
      return dealershipPaths.payment(code);
    case 'reserved':
      return dealershipPaths.reserved(code);
    case 'cancelled':
    case 'expired':
      return dealershipPaths.resume(code);
  }
}
