import type { DeskStage } from '#domain/back-office/reservations-desk';
import type { BadgeTone } from '../panel/admin-list';

/** An operation's page on the desk (the list and the page itself link to it; so do the staff's notices). */
export { reservationPath } from '#domain/back-office/record-paths';

/** The stages' tones in the list: under way after the deposit, delivered, closed without a delivery. */
export const DESK_STAGE_TONES: Readonly<Record<DeskStage, BadgeTone | undefined>> = {
  started: undefined,
  payment_selected: undefined,
  data_complete: undefined,
  payment_pending: undefined,
  awaiting_documents: 'info',
  documents_received: 'info',
  delivery_scheduled: 'info',
  delivered: 'ok',
  cancelled: 'off',
  expired: 'off',
};
