import {
  INBOX_BULK_ACTION_LABELS,
  INBOX_BULK_ACTIONS,
  INBOX_DEFAULT_ORDER,
  INBOX_MINE,
  INBOX_NONE,
  INBOX_QUERY_KEYS,
  type InboxFilterOptions,
  type InboxFilters,
  type InboxPage,
  type InboxRow,
  type InboxSortColumn,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  leadKey,
  leadPath,
} from '#domain/back-office/leads-inbox';
import { listQueryString, orderOf, pageSizeOf } from '#domain/back-office/list-query';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { Link } from '../../../components/link';
import { SelectField } from '../panel/admin-fields';
import { Badge, type BadgeTone, choicesOf, dateTime, namedChoices } from '../panel/admin-list';
import { ExportLinks } from '../panel/export-links';
import { DateRangeFields, FilterSelect, inUse, ListFilters } from '../panel/filtered-list';
import { OrderFields, PageSizeField, SelectRow, type SortColumn, TableResults } from '../panel/list-table';
import './admin-leads.css';

export { leadPath };
export const INBOX_EXPORT_PATH = `${STAFF_PATHS.leads}/exportar`;
/** How a lead's state stands out in the list: a new one to take, an answered one done. */
const LEAD_STATUS_TONES: Readonly<Record<LeadStatus, BadgeTone | undefined>> = {
  new: 'info',
  in_progress: undefined,
  answered: 'ok',
  discarded: 'muted',
};

/** The inbox's filters, kept in the address so the filtered inbox can be kept and shared. */
export function InboxFiltersForm({
  filters,
  options,
}: {
  filters: InboxFilters;
  options: InboxFilterOptions;
}) {
  return (
    <ListFilters
      titleId="inbox-filters"
      search={{
        id: 'inbox-q',
        name: INBOX_QUERY_KEYS.q,
        value: filters.q,
        help: 'Nombre, e-mail o teléfono.',
      }}
      active={inUse([
        filters.kind,
        filters.brand,
        filters.status,
        filters.assigned,
        filters.from,
        filters.to,
      ])}
      clearTo={STAFF_PATHS.leads}
    >
      <FilterSelect
        id="inbox-kind"
        label="Tipo"
        name={INBOX_QUERY_KEYS.kind}
        value={filters.kind}
        all="Todos"
        options={choicesOf(LEAD_KINDS, LEAD_KIND_LABELS)}
      />
      <FilterSelect
        id="inbox-brand"
        label="Marca"
        name={INBOX_QUERY_KEYS.brand}
        value={filters.brand}
        all="Todas"
        options={[...namedChoices(options.brands), { value: INBOX_NONE, label: 'Sin marca' }]}
      />
      <FilterSelect
        id="inbox-status"
        label="Estado"
        name={INBOX_QUERY_KEYS.status}
        value={filters.status}
        all="Todos"
        options={choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS)}
      />
      <FilterSelect
        id="inbox-assigned"
        label="Asignada a"
        name={INBOX_QUERY_KEYS.assigned}
        value={filters.assigned}
        all="Cualquiera"
        options={[
          { value: INBOX_MINE, label: 'Yo (mis consultas)' },
          { value: INBOX_NONE, label: 'Nadie' },
          ...namedChoices(options.staff),
        ]}
      />
      <DateRangeFields
        from={{ id: 'inbox-from', label: 'Recibida desde', name: INBOX_QUERY_KEYS.from, value: filters.from }}
        to={{ id: 'inbox-to', label: 'Recibida hasta', name: INBOX_QUERY_KEYS.to, value: filters.to }}
      />
      <PageSizeField id="inbox-per-page" name={INBOX_QUERY_KEYS.perPage} value={pageSizeOf(filters)} />
      <OrderFields names={INBOX_QUERY_KEYS} order={filters} />
    </ListFilters>
  );
}

/** The inbox's columns, each sorting the list by itself. */
const INBOX_COLUMNS: readonly SortColumn<InboxSortColumn>[] = [
  { column: 'nombre', label: 'Nombre' },
  { column: 'tipo', label: 'Tipo' },
  { column: 'estado', label: 'Estado' },
  { column: 'marca', label: 'Marca' },
  { column: 'asunto', label: 'Asunto' },
  { column: 'asignada', label: 'Asignada a' },
  { column: 'fecha', label: 'Recibida' },
];

function InboxLine({ row, selectable }: { row: InboxRow; selectable: boolean }) {
  const who = `${row.name} ${row.lastname}`;
  return (
    <tr>
      {selectable && <SelectRow value={leadKey(row)} label={who} />}
      <td>
        <Link to={leadPath(row.kind, row.id)}>
          {who}
          <span className="sr-only">, {LEAD_KIND_LABELS[row.kind].toLowerCase()}</span>
        </Link>
        <span className="admin-list__meta inbox-row__contact">
          {[row.email, row.phone].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td>{LEAD_KIND_LABELS[row.kind]}</td>
      <td>
        <Badge tone={LEAD_STATUS_TONES[row.status]}>{LEAD_STATUS_LABELS[row.status]}</Badge>
      </td>
      <td>{row.brandName ?? <span className="admin-muted">Sin marca</span>}</td>
      <td>{row.subject}</td>
      <td>{row.assignedTo ? row.assignedTo.name : <span className="admin-muted">Sin asignar</span>}</td>
      <td>{dateTime(row.createdAt)}</td>
    </tr>
  );
}

/** The bulk action's fields: what to do, and to whom or to which state. */
function InboxBulkFields({ options }: { options: InboxFilterOptions }) {
  return (
    <>
      <SelectField
        id="inbox-bulk-action"
        label="Acción"
        name="accion"
        defaultValue="assign"
        options={choicesOf(INBOX_BULK_ACTIONS, INBOX_BULK_ACTION_LABELS)}
      />
      <SelectField
        id="inbox-bulk-account"
        label="Asignar a"
        name="account_id"
        defaultValue=""
        options={[{ value: '', label: 'Nadie' }, ...namedChoices(options.staff)]}
      />
      <SelectField
        id="inbox-bulk-status"
        label="Estado nuevo"
        name="status"
        defaultValue="in_progress"
        options={choicesOf(LEAD_STATUSES, LEAD_STATUS_LABELS)}
      />
    </>
  );
}

export function InboxResults({
  page,
  filters,
  options,
  mayAct,
}: {
  page: InboxPage;
  filters: InboxFilters;
  options: InboxFilterOptions;
  mayAct: boolean;
}) {
  const hrefOf = (changes: Partial<InboxFilters>) =>
    `${STAFF_PATHS.leads}${listQueryString(INBOX_QUERY_KEYS, { ...filters, ...changes })}`;
  return (
    <TableResults
      titleId="inbox-results"
      noun={['consulta', 'consultas']}
      list={page}
      emptyText="No hay consultas con estos filtros."
      action={
        page.total > 0 && (
          <ExportLinks
            csvHref={`${INBOX_EXPORT_PATH}${listQueryString(INBOX_QUERY_KEYS, { ...filters, page: 1 })}`}
          />
        )
      }
      pagesLabel="Páginas de las consultas"
      hrefFor={(target) => hrefOf({ page: target })}
      bulk={mayAct ? <InboxBulkFields options={options} /> : undefined}
      columns={INBOX_COLUMNS}
      order={{ current: orderOf(filters, INBOX_DEFAULT_ORDER), hrefFor: hrefOf }}
    >
      {page.rows.map((row) => (
        <InboxLine key={`${row.kind}-${row.id}`} row={row} selectable={mayAct} />
      ))}
    </TableResults>
  );
}
