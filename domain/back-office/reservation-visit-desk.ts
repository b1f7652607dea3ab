import type { ReservationVisitState } from '../operation/reservation-visit';
import type { FieldErrors } from '../shared/field-errors';
import type { TestDriveSlotDay } from '../test-drive/test-drive';
import { TEST_DRIVE_MESSAGES } from '../test-drive/test-drive';
import type { StaffActor, StaffMember } from './staff';
import { STAFF_PATHS } from './staff-accounts';

/**
 * The visit after a reservation on the branch calendar (docs/product.md §6 "The branch calendar", docs/decisions/0089):
 * one visit's page, where those who act on the brand's reservations move it to another free slot, cancel it, and
 * after its time mark whether the buyer came. The server checks who may on every read and change.
 */

/** A visit's page: /admin/agenda/visitas/{id}. */
export const reservationVisitDeskPath = (id: number) => `${STAFF_PATHS.agenda}/visitas/${id}`;

/** What the team does to a visit, besides moving it. */
export const RESERVATION_VISIT_ACTIONS = ['came', 'no_show', 'cancel'] as const;
export type ReservationVisitAction = (typeof RESERVATION_VISIT_ACTIONS)[number];

export const RESERVATION_VISIT_ACTION_LABELS: Readonly<Record<ReservationVisitAction, string>> = {
  came: 'Vino',
  no_show: 'No vino',
  cancel: 'Cancelar la visita',
};

/**
 * What the visit's service answers the team (the buyer's words are RESERVATION_VISIT_MESSAGES, beside the visit's
 * rules): the same keys, so the service picks the set by who asks.
 */
export const RESERVATION_VISIT_DESK_MESSAGES = {
  moved: 'Movimos la visita y le enviamos el nuevo horario al comprador.',
  cancelled: 'Cancelamos la visita y le avisamos al comprador.',
  slotTaken: TEST_DRIVE_MESSAGES.slotTaken,
  slotNotOffered: TEST_DRIVE_MESSAGES.slotNotOffered,
  notOpen: 'Esta reserva ya no agenda visitas: tiene la documentación recibida o está cancelada.',
  noVisit: 'La visita cambió recién: la movieron, la cancelaron o la marcaron. Recargá la página.',
} as const;

/** What each mark answers when it is done. */
export const RESERVATION_VISIT_MARKED: Readonly<Record<Exclude<ReservationVisitAction, 'cancel'>, string>> = {
  came: 'Registramos que el comprador vino a la visita.',
  no_show: 'Registramos que el comprador no vino a la visita.',
};

/** A visit as the team reads it: the buyer's name and contact, for those who may read the brand's reservations. */
export interface ReservationVisitRecord {
  id: number;
  state: ReservationVisitState;
  startsAt: string;
  endsAt: string;
  /** The operation's code: the reservation's page in the panel. */
  code: string;
  vehicle: string;
  brandName: string | null;
  branch: { id: number; name: string; address: string };
  advisorName: string | null;
  buyer: { name: string; email: string; telephone: string };
  /** Which actions the reader may take now; empty for a reader who may not act. */
  actions: ReservationVisitAction[];
  /**
   * While it is booked, its reservation still takes visits and the reader may act: the free slots to move it to, the
   * buyer's own (the same window and people).
   */
  days: TestDriveSlotDay[];
}

export type ReservationVisitDeskLookup =
  | { found: true; record: ReservationVisitRecord }
  | { found: false; status: 403 | 404; message: string };

export type ReservationVisitDeskResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 403 | 404 | 409 | 422; message: string; fieldErrors?: FieldErrors };

/** The back office's side of the visits, through the router context (server/reservation-visits). */
export interface ReservationVisitDeskSource {
  record(member: StaffMember, id: number): Promise<ReservationVisitDeskLookup>;
  act(actor: StaffActor, id: number, action: string): Promise<ReservationVisitDeskResult>;
  move(actor: StaffActor, id: number, form: Record<string, string>): Promise<ReservationVisitDeskResult>;
}
