import { laterPart } from '../../../components/lazy-part';
import './admin-reservations.css';

/** The desk's actions on a reservation, loaded after its page (their forms post without scripts meanwhile). */
export const DeskActionsLater = laterPart(() =>
  import('./desk-actions').then((module) => module.DeskActions),
);
