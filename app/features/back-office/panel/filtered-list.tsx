import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { ListPage } from '#domain/back-office/list-query';
import { ButtonLink } from '../../../components/button';
import { Link } from '../../../components/link';
import { FormActions, InputField, SelectField, type SelectOption } from './admin-fields';
import { countOf } from './admin-list';

/**
 * The filters and the pages of the back office's filtered lists (the leads inbox, the reservations desk, the stock, the
 * audit log): a plain GET form, so a filtered list is an address that can be kept and shared (domain/back-office/list-query.ts
 * writes it, list-query-schemas.ts reads it), and the count and the pages of what matches. Only those pages load this.
 */

/** How many of the filters beyond the search are in use. */
export const inUse = (values: readonly unknown[]) => values.filter((value) => value !== undefined).length;

/**
 * A list's filters: a plain GET form, so the filtered list is an address that can be kept and shared. With a search,
 * the other filters fold away below it, open while one of them is in use: on a phone the list comes first.
 */
export function ListFilters({
  titleId,
  title = 'Buscar y filtrar',
  search,
  active = 0,
  submitLabel = 'Buscar',
  clearTo,
  children,
}: {
  titleId: string;
  title?: string;
  search?: { id: string; name: string; value: string | undefined; help: string };
  /** How many of `children` hold a value. */
  active?: number;
  submitLabel?: string;
  /** The list with no filter. */
  clearTo: string;
  children: ReactNode;
}) {
  const actions = (
    <FormActions submitLabel={submitLabel}>
      <Link to={clearTo}>Quitar los filtros</Link>
    </FormActions>
  );
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {search ? (
        <Form method="get" className="admin-form">
          <InputField
            id={search.id}
            label="Buscar"
            type="search"
            name={search.name}
            defaultValue={search.value ?? ''}
            help={search.help}
            maxLength={120}
            className="admin-filters__search"
          />
          <details className="admin-more" open={active > 0}>
            <summary>Más filtros{active > 0 ? ` (${active} en uso)` : ''}</summary>
            <div className="admin-filters">{children}</div>
          </details>
          {actions}
        </Form>
      ) : (
        <Form method="get" className="admin-filters">
          {children}
          {actions}
        </Form>
      )}
    </section>
  );
}

/** A filter that is a choice: first the choice of no filter (`all`), then `options` and `children`. */
export function FilterSelect({
  id,
  label,
  name,
  value,
  all,
  options = [],
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string | number | undefined;
  all: string;
  options?: readonly SelectOption[];
  children?: ReactNode;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      name={name}
      defaultValue={value ?? ''}
      options={[{ value: '', label: all }, ...options]}
    >
      {children}
    </SelectField>
  );
}

/** A period, from one day to another: each field is a date the address keeps under its `name`. */
export function DateRangeFields({
  from,
  to,
}: {
  from: { id: string; label: string; name: string; value: string | undefined };
  to: { id: string; label: string; name: string; value: string | undefined };
}) {
  return (
    <>
      {[from, to].map((day) => (
        <InputField
          key={day.id}
          id={day.id}
          label={day.label}
          type="date"
          name={day.name}
          defaultValue={day.value ?? ''}
        />
      ))}
    </>
  );
}

/** "Página 2 de 5", with the links to the pages either side; the filters stay in the address. */
export function Pager({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pages" aria-label={label}>
      {page > 1 ? (
        <ButtonLink to={hrefFor(Math.min(page - 1, pageCount))} variant="secondary" size="sm">
          Anterior
        </ButtonLink>
      ) : (
        <span />
      )}
      <p>
        Página {page} de {pageCount}
      </p>
      {page < pageCount ? (
        <ButtonLink to={hrefFor(page + 1)} variant="secondary" size="sm">
          Siguiente
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** One page of a list: how many there are in all, the rows (or why there are none), the pages. */
export function ListResults({
  titleId,
  noun,
  list,
  emptyText,
  action,
  pagesLabel,
  hrefFor,
  children,
}: {
  titleId: string;
  /** What the list counts, one and many: `['consulta', 'consultas']`. */
  noun: readonly [string, string];
  list: ListPage<unknown>;
  /** Why the list is empty when nothing matches. */
  emptyText: string;
  /** Beside the heading, e.g. a download of the whole list. */
  action?: ReactNode;
  /** The name of the pages' navigation. */
  pagesLabel: string;
  /** The address of another page of the same filtered list. */
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  const heading = <h2 id={titleId}>{countOf(list.total, ...noun)}</h2>;
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      {action ? (
        <div className="admin-results__head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {list.rows.length === 0 ? (
        <p>{list.total === 0 ? emptyText : 'Esta página está vacía: volvé a la primera.'}</p>
      ) : (
        <ol className="admin-list">{children}</ol>
      )}
      <Pager page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} label={pagesLabel} />
    </section>
  );
}

/** What the address asked for that could not be used: shown once, above the list. */
export function QueryIssues({ issues }: { issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="admin-notice admin-notice--error">
      <p>Ignoramos parte de la búsqueda:</p>
      <ul className="admin-issues">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
