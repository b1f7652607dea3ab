import { laterPart } from '../../../components/lazy-part';
import './admin-reservations.css';

/** The reservations list's filters and table, loaded after its page (they work without scripts meanwhile). */
const loadDeskList = () => import('./desk-list');
export const DeskFiltersFormLater = laterPart(() => loadDeskList().then((module) => module.DeskFiltersForm));
export const DeskResultsLater = laterPart(() => loadDeskList().then((module) => module.DeskResults));
