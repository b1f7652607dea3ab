import { Form, Link } from 'react-router';
import {
  INBOX_NONE,
  INBOX_QUERY_KEYS,
  type InboxFilterOptions,
  type InboxFilters,
  type InboxPage,
  type InboxRow,
  inboxQueryString,
  LEAD_KIND_LABELS,
  LEAD_KIND_SLUGS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadKind,
} from '#domain/leads-inbox';
import { formatDateTime } from '#domain/mendoza-time';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { Button, ButtonLink, buttonClass } from '../../components/button';
import './admin-leads.css';

export const leadPath = (kind: LeadKind, id: number) => `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS[kind]}/${id}`;
export const INBOX_EXPORT_PATH = `${STAFF_PATHS.leads}/exportar`;
export const cvPath = (id: number) => `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS.job_application}/${id}/cv`;

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;

/** The inbox's filters: a plain GET form, so the filtered inbox is an address that can be kept and shared. */
export function InboxFiltersForm({
  filters,
  options,
}: {
  filters: InboxFilters;
  options: InboxFilterOptions;
}) {
  const moreFilters = [
    filters.kind,
    filters.brand,
    filters.status,
    filters.assigned,
    filters.from,
    filters.to,
  ].filter((value) => value !== undefined).length;
  return (
    <section className="admin-card" aria-labelledby="inbox-filters">
      <h2 id="inbox-filters">Buscar y filtrar</h2>
      <Form method="get" className="admin-form inbox-filters">
        <div className="admin-select inbox-filters__search">
          <label htmlFor="inbox-q">Buscar</label>
          <input
            id="inbox-q"
            type="search"
            name={INBOX_QUERY_KEYS.q}
            defaultValue={filters.q ?? ''}
            aria-describedby="inbox-q-help"
            maxLength={120}
          />
          <p id="inbox-q-help" className="inbox-help">
            Nombre, e-mail o teléfono.
          </p>
        </div>
        <details className="inbox-more" open={moreFilters > 0}>
          <summary>Más filtros{moreFilters > 0 ? ` (${moreFilters} en uso)` : ''}</summary>
          <div className="admin-filters">
            <div className="admin-select">
              <label htmlFor="inbox-kind">Tipo</label>
              <select id="inbox-kind" name={INBOX_QUERY_KEYS.kind} defaultValue={filters.kind ?? ''}>
                <option value="">Todos</option>
                {LEAD_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {LEAD_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="inbox-brand">Marca</label>
              <select id="inbox-brand" name={INBOX_QUERY_KEYS.brand} defaultValue={filters.brand ?? ''}>
                <option value="">Todas</option>
                {options.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
                <option value={INBOX_NONE}>Sin marca</option>
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="inbox-status">Estado</label>
              <select id="inbox-status" name={INBOX_QUERY_KEYS.status} defaultValue={filters.status ?? ''}>
                <option value="">Todos</option>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="inbox-assigned">Asignada a</label>
              <select
                id="inbox-assigned"
                name={INBOX_QUERY_KEYS.assigned}
                defaultValue={filters.assigned ?? ''}
              >
                <option value="">Cualquiera</option>
                <option value={INBOX_NONE}>Nadie</option>
                {options.staff.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="inbox-from">Recibida desde</label>
              <input
                id="inbox-from"
                type="date"
                name={INBOX_QUERY_KEYS.from}
                defaultValue={filters.from ?? ''}
              />
            </div>
            <div className="admin-select">
              <label htmlFor="inbox-to">Recibida hasta</label>
              <input id="inbox-to" type="date" name={INBOX_QUERY_KEYS.to} defaultValue={filters.to ?? ''} />
            </div>
          </div>
        </details>
        <div className="admin-form__actions">
          <Button type="submit">Buscar</Button>
          <Link to={STAFF_PATHS.leads}>Quitar los filtros</Link>
        </div>
      </Form>
    </section>
  );
}

function InboxLine({ row }: { row: InboxRow }) {
  return (
    <li className="admin-list__item inbox-row">
      <div className="inbox-row__head">
        <span className="admin-badge">{LEAD_KIND_LABELS[row.kind]}</span>
        <span className={`admin-badge inbox-status inbox-status--${row.status}`}>
          {LEAD_STATUS_LABELS[row.status]}
        </span>
        {row.brandName && <span className="inbox-row__brand">{row.brandName}</span>}
      </div>
      <p className="inbox-row__title">
        <Link to={leadPath(row.kind, row.id)}>
          {row.name} {row.lastname}
          <span className="inbox-visually-hidden">, {LEAD_KIND_LABELS[row.kind].toLowerCase()}</span>
        </Link>
        {row.subject && <span className="inbox-row__subject"> · {row.subject}</span>}
      </p>
      <p className="admin-list__meta">
        {when(row.createdAt)}
        {row.email && ` · ${row.email}`}
        {row.phone && ` · ${row.phone}`}
        {' · '}
        {row.assignedTo ? `asignada a ${row.assignedTo.name}` : 'sin asignar'}
      </p>
    </li>
  );
}

export function InboxResults({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  const count = page.total === 1 ? '1 consulta' : `${page.total.toLocaleString('es-AR')} consultas`;
  const hrefFor = (target: number) => `${STAFF_PATHS.leads}${inboxQueryString({ ...filters, page: target })}`;
  return (
    <section className="admin-card" aria-labelledby="inbox-results">
      <div className="inbox-results__head">
        <h2 id="inbox-results">{count}</h2>
        {page.total > 0 && (
          // A file, not a page: the browser downloads it (never a client navigation).
          <a
            href={`${INBOX_EXPORT_PATH}${inboxQueryString({ ...filters, page: 1 })}`}
            className={buttonClass('secondary', 'sm')}
            download
          >
            Descargar CSV
          </a>
        )}
      </div>
      {page.rows.length === 0 ? (
        <p>
          {page.total === 0
            ? 'No hay consultas con estos filtros.'
            : 'Esta página está vacía: volvé a la primera.'}
        </p>
      ) : (
        <ol className="admin-list">
          {page.rows.map((row) => (
            <InboxLine key={`${row.kind}-${row.id}`} row={row} />
          ))}
        </ol>
      )}
      {(page.pageCount > 1 || page.page > 1) && (
        <nav className="admin-pages" aria-label="Páginas de las consultas">
          {page.page > 1 ? (
            <ButtonLink to={hrefFor(Math.min(page.page - 1, page.pageCount))} variant="secondary" size="sm">
              Anterior
            </ButtonLink>
          ) : (
            <span />
          )}
          <p>
            Página {page.page} de {page.pageCount}
          </p>
          {page.page < page.pageCount ? (
            <ButtonLink to={hrefFor(page.page + 1)} variant="secondary" size="sm">
              Siguiente
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

/** What the address asked for that could not be used: shown once, above the list. */
export function InboxQueryIssues({ issues }: { issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="admin-notice admin-notice--error">
      <p>Ignoramos parte de la búsqueda:</p>
      <ul className="inbox-issues">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
