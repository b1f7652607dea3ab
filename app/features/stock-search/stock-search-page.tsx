import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { STOCK_SEARCH_PAGE_PATH } from '#domain/catalogue/stock-search-path';
import { ButtonLink } from '../../components/button';
import { Hero } from '../../components/hero';
import { HydratedApart } from '../../components/hydrated-apart';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';
import { SavedSearchAlertFormLater } from '../alerts/alert-forms-later';
import { CompareBar, CompareCheckbox, useComparePicker } from '../unit-compare/compare-picker';
import { StockResultCard } from './stock-result-card';
import type { FacetFilterView, StockSearchPageData } from './stock-search-view';
import './stock-search.css';

const FORM_ID = 'busqueda-stock';
/** The orders the page offers, the first the search's own default (docs/product.md §7). */
const ORDER_CHOICES = [
  { value: '', label: 'Menor precio' },
  { value: '-precio', label: 'Mayor precio' },
  { value: 'descuento', label: 'Mayor descuento' },
  { value: 'nuevos', label: 'Más nuevos' },
] as const;
/** A typed price is searched once the buyer stops typing for this long; a choice of a list, at once. */
const TYPING_PAUSE_MS = 700;
/** The first cards are in the first screen: their pictures load at once. */
const EAGER_CARDS = 2;
/** Where the filters of the stock sit in the form, price between the vehicle's and the unit's. */
const VEHICLE_FILTERS = ['marca', 'familia', 'carroceria', 'combustible', 'transmision'];
const UNIT_FILTERS = ['anio', 'color', 'sucursal'];
/** What the form writes to the address (the order's select sits with the results, outside it). */
const FORM_FIELDS = [...VEHICLE_FILTERS, 'precio_min', 'precio_max', ...UNIT_FILTERS, 'ofertas', 'orden'];

/**
 * /vehiculos-0km/stock (docs/product.md §2): every unit that can be reserved now, of every brand, with filters in the
 * address. Without scripts the form is sent as it is (a GET to the page) and "Ver más" opens the next page; with them a
 * change searches at once without a reload, and "Ver más" adds the next page below.
 */
export function StockSearchPage({ page }: { page: StockSearchPageData }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === STOCK_SEARCH_PAGE_PATH;
  return (
    <PageMain className="theme-territorio stock-search">
      <Hero
        breadcrumbs={[{ label: 'Vehículos 0Km', to: '/vehiculos-0km' }, { label: 'Stock' }]}
        title={page.heading}
        lead="Todas las unidades disponibles de nuestras marcas, con su precio final. Filtrá y reservá online la tuya."
      />
      <div className="container stock-search__layout">
        <SearchFilters page={page} />
        <section className="stock-results" aria-labelledby="stock-results-count" aria-busy={busy}>
          <div className="stock-results__bar">
            <h2 id="stock-results-count" className="stock-results__count" aria-live="polite">
              {page.countText}
            </h2>
            <SortSelect value={page.values.orden ?? ''} />
          </div>
          {page.errors.length > 0 && (
            <div className="stock-results__errors" role="alert">
              <p>Revisá tu búsqueda:</p>
              <ul>
                {page.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
              <Link to={STOCK_SEARCH_PAGE_PATH}>Limpiar filtros</Link>
            </div>
          )}
          {page.errors.length === 0 && page.total === 0 && (
            <div className="stock-results__empty">
              <p>No encontramos unidades disponibles con estos filtros.</p>
              {page.filtered && (
                <ButtonLink to={STOCK_SEARCH_PAGE_PATH} variant="secondary">
                  Limpiar filtros
                </ButtonLink>
              )}
            </div>
          )}
          {page.errors.length === 0 && <SavedSearchAlertFormLater query={page.values} />}
          <HydratedApart>
            <ResultsList key={page.searchKey} page={page} />
          </HydratedApart>
        </section>
      </div>
    </PageMain>
  );
}

/** The search's address from the form: what is set, in the form's order, without the cleared fields. */
function searchOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return params;
}

function useSearch() {
  const submit = useSubmit();
  return (form: HTMLFormElement) =>
    submit(searchOf(form), { method: 'get', action: STOCK_SEARCH_PAGE_PATH, preventScrollReset: true });
}

function SearchFilters({ page }: { page: StockSearchPageData }) {
  const { values, filters } = page;
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = useSearch();
  const byName = new Map(filters.map((filter) => [filter.name, filter]));
  const active = FORM_FIELDS.filter((name) => name !== 'orden' && values[name]).length;

  // The fields follow the address: back and forward in the browser, or "Limpiar filtros", change it without them.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const name of FORM_FIELDS) {
      const field = fields.namedItem(name);
      // What the buyer is typing now is theirs: a search that ends meanwhile doesn't take it back.
      if (field === document.activeElement) continue;
      if (field instanceof HTMLInputElement && field.type === 'checkbox')
        field.checked = values[name] === '1';
      else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
        field.value = values[name] ?? '';
    }
  }, [values]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const changed = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    const owner = event.currentTarget;
    clearTimeout(typing.current);
    // Another brand's models leave nothing: a new brand starts its model over.
    if (field instanceof HTMLSelectElement && field.name === 'marca') {
      const family = owner.elements.namedItem('familia');
      if (family instanceof HTMLSelectElement) family.value = '';
    }
    if (field instanceof HTMLInputElement && field.type !== 'checkbox') {
      if (!field.checkValidity()) return;
      typing.current = setTimeout(() => search(owner), TYPING_PAUSE_MS);
    } else search(owner);
  };

  const select = (name: string) => {
    const filter = byName.get(name);
    return filter ? <FilterSelect key={name} filter={filter} value={values[name] ?? ''} /> : null;
  };

  return (
    <details className="stock-filters" open={page.errors.length > 0}>
      <summary className="stock-filters__toggle">Filtros{active > 0 ? ` (${active})` : ''}</summary>
      <form
        ref={form}
        id={FORM_ID}
        method="get"
        action={STOCK_SEARCH_PAGE_PATH}
        className="stock-filters__form"
        aria-labelledby="stock-filters-title"
        onChange={changed}
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(typing.current);
          search(event.currentTarget);
        }}
      >
        <h2 id="stock-filters-title" className="stock-filters__title">
          Filtros
        </h2>
        {VEHICLE_FILTERS.map(select)}
        <fieldset className="stock-filters__price">
          <legend>Precio final en pesos</legend>
          <PriceField name="precio_min" label="Desde" value={values.precio_min} />
          <PriceField name="precio_max" label="Hasta" value={values.precio_max} />
          <p className="stock-filters__hint">
            Las unidades en dólares se comparan convertidas al cambio de hoy.
          </p>
        </fieldset>
        {UNIT_FILTERS.map(select)}
        <label className="stock-filters__check">
          <input type="checkbox" name="ofertas" value="1" defaultChecked={values.ofertas === '1'} />
          Solo ofertas
        </label>
        {values.por_pagina && <input type="hidden" name="por_pagina" value={values.por_pagina} />}
        <div className="stock-filters__actions">
          <button type="submit" className="btn btn--primary btn--md">
            Aplicar filtros
          </button>
          {page.filtered && <Link to={STOCK_SEARCH_PAGE_PATH}>Limpiar filtros</Link>}
        </div>
      </form>
    </details>
  );
}

function FilterSelect({ filter, value }: { filter: FacetFilterView; value: string }) {
  const id = `filtro-${filter.name}`;
  const known = value === '' || filter.choices.some((choice) => choice.value === value);
  return (
    <div className="stock-filters__field">
      <label htmlFor={id}>{filter.label}</label>
      <select id={id} name={filter.name} defaultValue={value}>
        <option value="">{filter.anyLabel}</option>
        {filter.choices.map((choice) => (
          <option
            key={choice.value}
            value={choice.value}
            disabled={choice.count === 0 && choice.value !== value}
          >
            {choice.label} ({choice.count})
          </option>
        ))}
        {!known && <option value={value}>{value} (0)</option>}
      </select>
    </div>
  );
}

function PriceField({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  const id = `filtro-${name}`;
  return (
    <div className="stock-filters__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="$"
        defaultValue={value}
      />
    </div>
  );
}

/** The order sits with the results, yet belongs to the form (`form=`): sent with the filters, scripts or not. */
function SortSelect({ value }: { value: string }) {
  const search = useSearch();
  return (
    <div className="stock-results__sort">
      <label htmlFor="filtro-orden">Ordenar por</label>
      <select
        id="filtro-orden"
        name="orden"
        form={FORM_ID}
        defaultValue={value}
        onChange={(event) => {
          if (event.currentTarget.form) search(event.currentTarget.form);
        }}
      >
        {ORDER_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={FORM_ID} className="btn btn--secondary btn--sm">
          Ordenar
        </button>
      </noscript>
    </div>
  );
}

/**
 * The page's units, and "Ver más": a link to the next page. Without scripts it opens that page; with them it is a
 * navigation that keeps the units already shown, adds the next page's below and moves the focus to the first of them,
 * the address following (`pagina=`). A new search (another key) starts the list over, and so does any page but the
 * next (the browser's back button).
 */
function ResultsList({ page }: { page: StockSearchPageData }) {
  const navigation = useNavigation();
  const [shown, setShown] = useState({ from: page.page, to: page.page, units: page.units });
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  let current = shown;
  if (shown.to !== page.page || (shown.from === shown.to && shown.units !== page.units)) {
    const next = page.page === shown.to + 1;
    current = next
      ? { from: shown.from, to: page.page, units: [...shown.units, ...page.units] }
      : { from: page.page, to: page.page, units: page.units };
    if (next) focusFrom.current = shown.units.length;
    setShown(current);
  }

  useEffect(() => {
    if (focusFrom.current === null) return;
    // Once the added units are drawn: the first of them takes the focus.
    const first = list.current?.children[focusFrom.current];
    if (!(first instanceof HTMLElement)) return;
    focusFrom.current = null;
    first.focus();
  });

  const { units } = current;
  const compare = useComparePicker(
    'comparar-stock',
    units.map((unit) => unit.id),
  );
  if (units.length === 0) return null;
  const loading =
    page.nextPath !== null &&
    navigation.state === 'loading' &&
    `${navigation.location.pathname}${navigation.location.search}` === page.nextPath;
  return (
    <>
      {current.from > 1 && page.firstPath && (
        <p className="stock-results__first">
          <Link to={page.firstPath}>Ver desde el principio</Link>
        </p>
      )}
      {compare && <CompareBar picker={compare} />}
      <ol ref={list} className="stock-results__list">
        {units.map((unit, index) => (
          <li key={unit.id} tabIndex={-1} className="stock-results__item">
            <StockResultCard unit={unit} eager={current.from === 1 && index < EAGER_CARDS}>
              {compare && (
                <CompareCheckbox picker={compare} id={unit.id} name={`${unit.model} ${unit.color}`} />
              )}
            </StockResultCard>
          </li>
        ))}
      </ol>
      <div className="stock-results__more">
        <p className="stock-results__shown" aria-live="polite">
          {current.from === 1
            ? `Mostrando ${units.length} de ${page.countText}`
            : `Unidades ${page.firstPosition - (units.length - page.units.length)} a ${page.firstPosition + page.units.length - 1} de ${page.countText}`}
        </p>
        {page.nextPath && (
          <Link to={page.nextPath} preventScrollReset className="btn btn--secondary btn--md">
            {loading ? 'Cargando…' : 'Ver más'}
          </Link>
        )}
      </div>
    </>
  );
}
