import { orderOf, type PageOf, pageSizeOf } from '#domain/back-office/list-query';
import {
  DESK_BULK_ACTION_LABELS,
  DESK_BULK_ACTIONS,
  DESK_DATE_FIELD_LABELS,
  DESK_DATE_FIELDS,
  DESK_DEFAULT_ORDER,
  DESK_MINE,
  DESK_NO_ADVISOR,
  DESK_QUERY_KEYS,
  DESK_STAGE_LABELS,
  type DeskFilterOptions,
  type DeskFilters,
  type DeskListRow,
  type DeskSortColumn,
  type DeskStage,
  deskQueryString,
} from '#domain/back-office/reservations-desk';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../../components/link';
import { SelectField } from '../panel/admin-fields';
import { Badge, choicesOf, dateTime, namedChoices } from '../panel/admin-list';
import { ExportLinks } from '../panel/export-links';
import { DateRangeFields, FilterSelect, inUse, ListFilters } from '../panel/filtered-list';
import { OrderFields, PageSizeField, SelectRow, type SortColumn, TableResults } from '../panel/list-table';
import { DESK_STAGE_TONES, reservationPath } from './desk-stages';
import './admin-reservations.css';
import { Amount } from '../panel/admin-list';

/** The desk's filtered list as a file (docs/decisions/0074). */
export const DESK_EXPORT_PATH = `${STAFF_PATHS.reservations}/exportar`;

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
      active={inUse([
        filters.brandId,
        filters.stage,
        filters.locationId,
        filters.from,
        filters.to,
        filters.advisor,
      ])}
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
      <FilterSelect
        id="desk-advisor-filter"
        label="Asesor"
        name={DESK_QUERY_KEYS.advisor}
        value={filters.advisor}
        all="Cualquiera"
        options={[
          { value: DESK_MINE, label: 'Yo (mis reservas)' },
          { value: DESK_NO_ADVISOR, label: 'Sin asesor' },
          ...namedChoices(options.advisors),
        ]}
      />
      <PageSizeField id="desk-per-page" name={DESK_QUERY_KEYS.perPage} value={pageSizeOf(filters)} />
      <OrderFields names={DESK_QUERY_KEYS} order={filters} />
    </ListFilters>
  );
}

/** The desk's columns, each sorting the list by itself. */
const DESK_COLUMNS: readonly SortColumn<DeskSortColumn>[] = [
  { column: 'codigo', label: 'Operación' },
  { column: 'estado', label: 'Estado' },
  { column: 'comprador', label: 'Comprador' },
  { column: 'marca', label: 'Marca' },
  { column: 'unidad', label: 'Unidad' },
  { column: 'total', label: 'Total' },
  { column: 'asesor', label: 'Asesor' },
  { column: 'inicio', label: 'Iniciada' },
  { column: 'reserva', label: 'Reservada' },
  { column: 'entrega', label: 'Entrega' },
];

function DeskRow({ row, selectable }: { row: DeskListRow; selectable: boolean }) {
  return (
    <tr>
      {selectable && <SelectRow value={row.code} label={`la operación ${row.code}`} />}
      <td>
        <Link to={reservationPath(row.code)} className="desk-row__code">
          <span className="sr-only">Operación </span>
          {row.code}
        </Link>
      </td>
      <td>
        <Badge tone={DESK_STAGE_TONES[row.stage]}>{DESK_STAGE_LABELS[row.stage]}</Badge>
      </td>
      <td>
        {row.buyerName ?? <span className="admin-muted">Sin nombre todavía</span>}
        <span className="admin-list__meta desk-row__email">{row.email}</span>
      </td>
      <td>{row.brandName}</td>
      <td>
        {row.vehicle}
        <span className="admin-list__meta">chasis {row.chassis}</span>
      </td>
      <td className="admin-money">
        <Amount>{formatMoney(row.totalAmount, row.currency)}</Amount>
      </td>
      <td>{row.advisor ? row.advisor.name : <span className="admin-muted">Sin asesor</span>}</td>
      <td>{dateTime(row.createdAt)}</td>
      <td>{row.reservedAt ? dateTime(row.reservedAt) : '—'}</td>
      <td>
        {row.deliveryAt ? (
          <>
            {dateTime(row.deliveryAt)}
            {row.deliveryLocation && <span className="admin-list__meta">{row.deliveryLocation}</span>}
          </>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

function DeskBulkFields({ options }: { options: DeskFilterOptions }) {
  return (
    <>
      <SelectField
        id="desk-bulk-action"
        label="Acción"
        name="accion"
        defaultValue="assign"
        options={choicesOf(DESK_BULK_ACTIONS, DESK_BULK_ACTION_LABELS)}
      />
      <SelectField
        id="desk-bulk-account"
        label="Asesor"
        name="account_id"
        defaultValue=""
        options={[{ value: '', label: 'Elegí un asesor' }, ...namedChoices(options.advisors)]}
      />
    </>
  );
}

export function DeskResults({
  list,
  filters,
  options,
  mayAct,
}: {
  list: PageOf<DeskListRow>;
  filters: DeskFilters;
  options: DeskFilterOptions;
  mayAct: boolean;
}) {
  const hrefOf = (changes: Partial<DeskFilters>) =>
    `${STAFF_PATHS.reservations}${deskQueryString({ ...filters, ...changes })}`;
  return (
    <TableResults
      titleId="desk-results"
      noun={['operación', 'operaciones']}
      list={list}
      emptyText="No hay operaciones con estos filtros."
      action={
        list.total > 0 && (
          <ExportLinks csvHref={`${DESK_EXPORT_PATH}${deskQueryString({ ...filters, page: 1 })}`} />
        )
      }
      pagesLabel="Páginas de las reservas"
      hrefFor={(page) => hrefOf({ page })}
      bulk={mayAct ? <DeskBulkFields options={options} /> : undefined}
      columns={DESK_COLUMNS}
      order={{ current: orderOf(filters, DESK_DEFAULT_ORDER), hrefFor: hrefOf }}
    >
      {list.rows.map((row) => (
        <DeskRow key={row.code} row={row} selectable={mayAct} />
      ))}
    </TableResults>
  );
}
