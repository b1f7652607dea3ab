import { laterPart } from '../../components/lazy-part';
// Linked with the page's stylesheets, so the server's form is styled before its code arrives.
import './alerts.css';

/**
 * The alerts' forms of a page: the server renders them with the rest, and the browser keeps that HTML, which posts
 * without scripts, until their code arrives after the page's own (docs/decisions/0056: each page's first load stays
 * within its budget).
 */
export const PriceDropAlertLater = laterPart(
  () => import('./unit-alert-forms').then((module) => module.PriceDropAlert),
  null,
);

export const SavedSearchAlertFormLater = laterPart(
  () => import('./saved-search-alert-form').then((module) => module.SavedSearchAlertForm),
  null,
);
