import {
  INBOX_NONE,
  INBOX_QUERY_KEYS,
  type InboxFilterOptions,
  type InboxFilters,
  type InboxPage,
  type InboxRow,
  LEAD_KIND_LABELS,
  LEAD_KIND_SLUGS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '#domain/back-office/leads-inbox';
import { listQueryString } from '#domain/back-office/list-query';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { Badge, type BadgeTone, choicesOf, dateTime, namedChoices } from '../panel/admin-list';
import { DateRangeFields, FilterSelect, inUse, ListFilters, ListResults } from '../panel/filtered-list';
import './admin-leads.css';

export const leadPath = (kind: LeadKind, id: number) => `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS[kind]}/${id}`;
export const INBOX_EXPORT_PATH = `${STAFF_PATHS.leads}/exportar`;
/** How a lead's state stands out in the list: a new one to take, an answered one done. */
const LEAD_STATUS_TONES: Readonly<Record<LeadStatus, BadgeTone | undefined>> = {
  new: 'info',
  in_progress: undefined,
  answered: 'ok',
  discarded: 'muted',
};

export const cvPath = (id: number) => `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS.job_application}/${id}/cv`;

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
        options={[{ value: INBOX_NONE, label: 'Nadie' }, ...namedChoices(options.staff)]}
      />
      <DateRangeFields
        from={{ id: 'inbox-from', label: 'Recibida desde', name: INBOX_QUERY_KEYS.from, value: filters.from }}
        to={{ id: 'inbox-to', label: 'Recibida hasta', name: INBOX_QUERY_KEYS.to, value: filters.to }}
      />
    </ListFilters>
  );
}

function InboxLine({ row }: { row: InboxRow }) {
  return (
    <li className="admin-list__item inbox-row">
      <div className="inbox-row__head">
        <Badge>{LEAD_KIND_LABELS[row.kind]}</Badge>
        <Badge tone={LEAD_STATUS_TONES[row.status]}>{LEAD_STATUS_LABELS[row.status]}</Badge>
        {row.brandName && <span className="inbox-row__brand">{row.brandName}</span>}
      </div>
      <p className="inbox-row__title">
        <Link to={leadPath(row.kind, row.id)}>
          {row.name} {row.lastname}
          <span className="sr-only">, {LEAD_KIND_LABELS[row.kind].toLowerCase()}</span>
        </Link>
        {row.subject && <span className="inbox-row__subject"> · {row.subject}</span>}
      </p>
      <p className="admin-list__meta">
        {dateTime(row.createdAt)}
        {row.email && ` · ${row.email}`}
        {row.phone && ` · ${row.phone}`}
        {' · '}
        {row.assignedTo ? `asignada a ${row.assignedTo.name}` : 'sin asignar'}
      </p>
    </li>
  );
}

export function InboxResults({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  return (
    <ListResults
      titleId="inbox-results"
      noun={['consulta', 'consultas']}
      list={page}
      emptyText="No hay consultas con estos filtros."
      action={
        page.total > 0 && (
          // A file, not a page: the browser downloads it (never a client navigation).
          <a
            href={`${INBOX_EXPORT_PATH}${listQueryString(INBOX_QUERY_KEYS, { ...filters, page: 1 })}`}
            className={buttonClass('secondary', 'sm')}
            download
          >
            Descargar CSV
          </a>
        )
      }
      pagesLabel="Páginas de las consultas"
      hrefFor={(target) =>
        `${STAFF_PATHS.leads}${listQueryString(INBOX_QUERY_KEYS, { ...filters, page: target })}`
      }
    >
      {page.rows.map((row) => (
        <InboxLine key={`${row.kind}-${row.id}`} row={row} />
      ))}
    </ListResults>
  );
}
