import { laterPart } from '../../../components/lazy-part';
import './admin-site.css';

/** A site record's fields, loaded after its page (the form posts without scripts meanwhile). */
const loadFields = () => import('./site-record-fields');
export const ContactFieldsLater = laterPart(() => loadFields().then((module) => module.ContactFields));
export const LocationFieldsLater = laterPart(() => loadFields().then((module) => module.LocationFields));
export const SalespersonFieldsLater = laterPart(() =>
  loadFields().then((module) => module.SalespersonFields),
);
