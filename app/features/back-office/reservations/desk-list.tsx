import type { PageOf } from '#domain/back-office/list-query';
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
} from '#domain/back-office/reservations-desk';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../../components/link';
import { SelectField } from '../panel/admin-fields';
import { Badge, choicesOf, dateTime, namedChoices } from '../panel/admin-list';
import { DateRangeFields, FilterSelect, inUse, ListFilters, ListResults } from '../panel/filtered-list';
import { DESK_STAGE_TONES, reservationPath } from './desk-stages';
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

/** The desk's filters, kept in the address so the filtered list can be kept and shared. */
export function DeskFiltersForm({ filters, options }: { filters: DeskFilters; options: DeskFilterOptions }) {
  return (
    <ListFilters
      titleId="desk-filters"
      search={{
        id: 'desk-q',
        name: DESK_QUERY_KEYS.q,
        value: filters.q,
        help: 'Código, e-mail, nombre, DNI o chasis.',
      }}
      active={inUse([filters.brandId, filters.stage, filters.locationId, filters.from, filters.to])}
      clearTo={STAFF_PATHS.reservations}
    >
      <FilterSelect
        id="desk-brand"
        label="Marca"
        name={DESK_QUERY_KEYS.brandId}
        value={filters.brandId}
        all="Todas"
        options={namedChoices(options.brands)}
      />
      <FilterSelect
        id="desk-stage"
        label="Estado"
        name={DESK_QUERY_KEYS.stage}
        value={filters.stage}
        all="Todos"
      >
        {STAGE_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.stages.map((stage) => (
              <option key={stage} value={stage}>
                {DESK_STAGE_LABELS[stage]}
              </option>
            ))}
          </optgroup>
        ))}
      </FilterSelect>
      <FilterSelect
        id="desk-location"
        label="Sucursal de entrega"
        name={DESK_QUERY_KEYS.locationId}
        value={filters.locationId}
        all="Todas"
        options={namedChoices(options.locations)}
      />
      <SelectField
        id="desk-date-field"
        label="Fecha"
        name={DESK_QUERY_KEYS.dateField}
        defaultValue={filters.dateField}
        options={choicesOf(DESK_DATE_FIELDS, DESK_DATE_FIELD_LABELS)}
      />
      <DateRangeFields
        from={{ id: 'desk-from', label: 'Desde', name: DESK_QUERY_KEYS.from, value: filters.from }}
        to={{ id: 'desk-to', label: 'Hasta', name: DESK_QUERY_KEYS.to, value: filters.to }}
      />
    </ListFilters>
  );
}

function DeskRow({ row }: { row: DeskListRow }) {
  return (
    <li className="admin-list__item desk-row">
      <div className="desk-row__head">
        <Link to={reservationPath(row.code)} className="desk-row__code">
          <span className="sr-only">Operación </span>
          {row.code}
        </Link>
        <Badge tone={DESK_STAGE_TONES[row.stage]}>{DESK_STAGE_LABELS[row.stage]}</Badge>
      </div>
      <p className="desk-row__who">
        {row.buyerName ?? <span className="admin-muted">Sin nombre todavía</span>}
        <span className="desk-row__email"> · {row.email}</span>
      </p>
      <p className="desk-row__unit">
        {row.brandName} {row.vehicle} · chasis {row.chassis} · {formatMoney(row.totalAmount, row.currency)}
      </p>
      <p className="admin-list__meta">
        Iniciada {dateTime(row.createdAt)}
        {row.reservedAt && <> · reservada {dateTime(row.reservedAt)}</>}
        {row.deliveryAt && (
          <>
            {' '}
            · entrega {dateTime(row.deliveryAt)}
            {row.deliveryLocation ? ` en ${row.deliveryLocation}` : ''}
          </>
        )}
      </p>
    </li>
  );
}

export function DeskResults({ list, filters }: { list: PageOf<DeskListRow>; filters: DeskFilters }) {
  return (
    <ListResults
      titleId="desk-results"
      noun={['operación', 'operaciones']}
      list={list}
      emptyText="No hay operaciones con estos filtros."
      pagesLabel="Páginas de las reservas"
      hrefFor={(page) => `${STAFF_PATHS.reservations}${deskQueryString({ ...filters, page })}`}
    >
      {list.rows.map((row) => (
        <DeskRow key={row.code} row={row} />
      ))}
    </ListResults>
  );
}
