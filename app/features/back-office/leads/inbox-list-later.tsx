import { laterPart } from '../../../components/lazy-part';
import './admin-leads.css';

/** The leads list's filters and table, loaded after its page (they work without scripts meanwhile). */
const loadInboxList = () => import('./inbox-list');
export const InboxFiltersFormLater = laterPart(() =>
  loadInboxList().then((module) => module.InboxFiltersForm),
);
export const InboxResultsLater = laterPart(() => loadInboxList().then((module) => module.InboxResults));
