export { reservationVisitAppointments } from './visit-appointments';
export { reservationVisitDesk } from './visit-desk';
export { RESERVATION_VISIT_MAIL_KINDS } from './visit-mails';
export { reservationVisitPagesSource } from './visit-pages';
export {
  createReservationVisitService,
  type ReservationVisitService,
  type VisitRequester,
} from './visit-service';
