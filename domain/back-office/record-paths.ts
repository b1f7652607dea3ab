import { STAFF_PATHS } from './staff-accounts';

/*
 * The page of one operation in the panel: the desk links to it, and so do the staff's notices by e-mail (a lead's
 * page is `leadPath`, beside the inbox's other rules in ./leads-inbox.ts).
 */

/** An operation's page on the reservations desk. */
export const reservationPath = (code: string) => `${STAFF_PATHS.reservations}/${code}`;
