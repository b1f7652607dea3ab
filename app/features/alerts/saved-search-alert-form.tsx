import { SEARCH_FILTER_PARAMS, type SearchFilters } from '#domain/catalogue/stock-search-filters';
import { ALERT_KIND_LABELS, ALERT_SEARCH_EMPTY_MESSAGE } from '#domain/content/alerts';
import { AlertForm } from './alert-form';
import './alerts.css';

export interface SavedSearchAlertFormProps {
  /** The search's query parameters as the page has them (docs/product.md §7); order and page are left out. */
  query: URLSearchParams | Readonly<Record<string, string | undefined>>;
}

/**
 * 'Avisame cuando entre una unidad así' for the stock search page (docs/product.md §2): saves the search's filters
 * and e-mails when a unit that matches them comes in. A disclosure, so it opens and posts without JavaScript too; with
 * no filter chosen it says to choose one. The server checks the filters with the search's own schema.
 */
export function SavedSearchAlertForm({ query }: SavedSearchAlertFormProps) {
  const read = (param: string) => (query instanceof URLSearchParams ? query.get(param) : query[param]);
  const search: SearchFilters = {};
  for (const param of SEARCH_FILTER_PARAMS) {
    const value = read(param)?.trim();
    if (value) search[param] = value;
  }
  const filtered = Object.keys(search).length > 0;
  return (
    <details className="alert-toggle">
      <summary className="alert-toggle__summary">{ALERT_KIND_LABELS.saved_search}</summary>
      {filtered ? (
        <AlertForm
          kind="saved_search"
          subject={{ search }}
          label={ALERT_KIND_LABELS.saved_search}
          intro="Te escribimos cuando entre una unidad que coincida con esta búsqueda."
          idPrefix="aviso-busqueda"
        />
      ) : (
        <p className="alert-form__intro">{ALERT_SEARCH_EMPTY_MESSAGE}</p>
      )}
    </details>
  );
}
