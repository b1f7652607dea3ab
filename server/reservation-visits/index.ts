export { reservationVisitAppointments } from './visit-appointments';
export { RESERVATION_VISIT_MAIL_KINDS } from './visit-mails';
export { reservationVisitPagesSource } from './visit-pages';
export { createReservationVisitService, type ReservationVisitService } from './visit-service';
