import { laterPart } from '../../components/lazy-part';
import '../../components/slot-radios.css';
import './reservation-visit.css';

/**
 * The visit after the deposit on the success page and "Mi reserva": the server renders it with the page (its forms
 * work without scripts), and its code arrives after the page's own, so each page's first load stays within its budget
 * (docs/decisions/0056).
 */
export const ReservationVisitLater = laterPart(
  () => import('./reservation-visit').then((module) => module.ReservationVisit),
  null,
);
