import { Form, Link } from 'react-router';
import { formatDateTime } from '#domain/mendoza-time';
import { formatMoney } from '#domain/money';
import {
  DESK_DATE_FIELD_LABELS,
  DESK_DATE_FIELDS,
  DESK_QUERY_KEYS,
  DESK_STAGE_LABELS,
  type DeskFilterOptions,
  type DeskFilters,
  type DeskListRow,
  type DeskStage,
  deskQueryString,
  type PageOf,
} from '#domain/reservations-desk';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { Button, ButtonLink } from '../../components/button';
import './admin-reservations.css';

/** The stages grouped as staff think of them: before the deposit, after it, closed. */
const STAGE_GROUPS: readonly { label: string; stages: readonly DeskStage[] }[] = [
  { label: 'Antes de la seña', stages: ['started', 'payment_selected', 'data_complete', 'payment_pending'] },
  {
    label: 'Reservadas',
    stages: ['awaiting_documents', 'documents_received', 'delivery_scheduled', 'delivered'],
  },
  { label: 'Cerradas sin entrega', stages: ['cancelled', 'expired'] },
];

export const reservationPath = (code: string) => `${STAFF_PATHS.reservations}/${code}`;

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;

/** The desk's filters: a plain GET form, so the filtered list is an address that can be kept and shared. */
export function DeskFiltersForm({ filters, options }: { filters: DeskFilters; options: DeskFilterOptions }) {
  const moreFilters = [filters.brandId, filters.stage, filters.locationId, filters.from, filters.to].filter(
    (value) => value !== undefined,
  ).length;
  return (
    <section className="admin-card" aria-labelledby="desk-filters">
      <h2 id="desk-filters">Buscar y filtrar</h2>
      <Form method="get" className="admin-form desk-filters">
        <div className="admin-select desk-filters__search">
          <label htmlFor="desk-q">Buscar</label>
          <input
            id="desk-q"
            type="search"
            name={DESK_QUERY_KEYS.q}
            defaultValue={filters.q ?? ''}
            aria-describedby="desk-q-help"
            maxLength={120}
          />
          <p id="desk-q-help" className="desk-help">
            Código, e-mail, nombre, DNI o chasis.
          </p>
        </div>
        <details className="desk-more" open={moreFilters > 0}>
          <summary>Más filtros{moreFilters > 0 ? ` (${moreFilters} en uso)` : ''}</summary>
          <div className="admin-filters">
            <div className="admin-select">
              <label htmlFor="desk-brand">Marca</label>
              <select id="desk-brand" name={DESK_QUERY_KEYS.brandId} defaultValue={filters.brandId ?? ''}>
                <option value="">Todas</option>
                {options.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="desk-stage">Estado</label>
              <select id="desk-stage" name={DESK_QUERY_KEYS.stage} defaultValue={filters.stage ?? ''}>
                <option value="">Todos</option>
                {STAGE_GROUPS.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.stages.map((stage) => (
                      <option key={stage} value={stage}>
                        {DESK_STAGE_LABELS[stage]}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="desk-location">Sucursal de entrega</label>
              <select
                id="desk-location"
                name={DESK_QUERY_KEYS.locationId}
                defaultValue={filters.locationId ?? ''}
              >
                <option value="">Todas</option>
                {options.locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="desk-date-field">Fecha</label>
              <select id="desk-date-field" name={DESK_QUERY_KEYS.dateField} defaultValue={filters.dateField}>
                {DESK_DATE_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {DESK_DATE_FIELD_LABELS[field]}
                  </option>
                ))}
              </select>
            </div>
            <div className="admin-select">
              <label htmlFor="desk-from">Desde</label>
              <input
                id="desk-from"
                type="date"
                name={DESK_QUERY_KEYS.from}
                defaultValue={filters.from ?? ''}
              />
            </div>
            <div className="admin-select">
              <label htmlFor="desk-to">Hasta</label>
              <input id="desk-to" type="date" name={DESK_QUERY_KEYS.to} defaultValue={filters.to ?? ''} />
            </div>
          </div>
        </details>
        <div className="admin-form__actions">
          <Button type="submit">Buscar</Button>
          <Link to={STAFF_PATHS.reservations}>Quitar los filtros</Link>
        </div>
      </Form>
    </section>
  );
}

function DeskRow({ row }: { row: DeskListRow }) {
  return (
    <li className="admin-list__item desk-row">
      <div className="desk-row__head">
        <Link to={reservationPath(row.code)} className="desk-row__code">
          <span className="desk-visually-hidden">Operación </span>
          {row.code}
        </Link>
        <span className={`admin-badge desk-stage desk-stage--${row.stage}`}>
          {DESK_STAGE_LABELS[row.stage]}
        </span>
      </div>
      <p className="desk-row__who">
        {row.buyerName ?? <span className="desk-muted">Sin nombre todavía</span>}
        <span className="desk-row__email"> · {row.email}</span>
      </p>
      <p className="desk-row__unit">
        {row.brandName} {row.vehicle} · chasis {row.chassis} · {formatMoney(row.totalAmount, row.currency)}
      </p>
      <p className="admin-list__meta">
        Iniciada {when(row.createdAt)}
        {row.reservedAt && <> · reservada {when(row.reservedAt)}</>}
        {row.deliveryAt && (
          <>
            {' '}
            · entrega {when(row.deliveryAt)}
            {row.deliveryLocation ? ` en ${row.deliveryLocation}` : ''}
          </>
        )}
      </p>
    </li>
  );
}

/** "Página 2 de 5", with the links to the pages either side; the filters stay in the address. */
export function DeskPager({
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

export function DeskResults({ list, filters }: { list: PageOf<DeskListRow>; filters: DeskFilters }) {
  const count = list.total === 1 ? '1 operación' : `${list.total.toLocaleString('es-AR')} operaciones`;
  return (
    <section className="admin-card" aria-labelledby="desk-results">
      <h2 id="desk-results">{count}</h2>
      {list.rows.length === 0 ? (
        <p>
          {list.total === 0
            ? 'No hay operaciones con estos filtros.'
            : 'Esta página está vacía: volvé a la primera.'}
        </p>
      ) : (
        <ol className="admin-list desk-list">
          {list.rows.map((row) => (
            <DeskRow key={row.code} row={row} />
          ))}
        </ol>
      )}
      <DeskPager
        page={list.page}
        pageCount={list.pageCount}
        label="Páginas de las reservas"
        hrefFor={(page) => `${STAFF_PATHS.reservations}${deskQueryString({ ...filters, page })}`}
      />
    </section>
  );
}

/** What the address asked for that could not be used: shown once, above the list. */
export function QueryIssues({ issues }: { issues: readonly string[] }) {
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="admin-notice admin-notice--error">
      <p>Ignoramos parte de la búsqueda:</p>
      <ul className="desk-issues">
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
