import { data } from 'react-router';
import { type AuditFilter, auditFilterSchema } from '#domain/back-office/audit-log-query';
import { type ListQueryKeys, listQueryString } from '#domain/back-office/list-query';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { fieldErrorsOf } from '#domain/shared/field-errors';
import { staffDirectoryContext } from '../../context';
import { InputField } from '../../features/back-office/panel/admin-fields';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { dateTime } from '../../features/back-office/panel/admin-list';
import { auditLabels } from '../../features/back-office/panel/audit-labels.server';
import {
  DateRangeFields,
  FilterSelect,
  ListFilters,
  ListResults,
} from '../../features/back-office/panel/filtered-list';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/auditoria';

export const meta = () => adminMeta('Auditoría');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'audit.read');
  const query = Object.fromEntries(args.url.searchParams);
  const parsed = auditFilterSchema.safeParse(query);
  if (!parsed.success)
    throw data(
      { message: Object.values(fieldErrorsOf(parsed.error))[0] ?? 'Revisá los filtros.' },
      { status: 400 },
    );
  const log = await args.context.get(staffDirectoryContext).audit(actor, parsed.data);
  return { log, filter: parsed.data, labels: auditLabels(log) };
}

/** The address's query keys: the filters' own names. */
const AUDIT_QUERY_KEYS = {
  accountId: 'accountId',
  action: 'action',
  subjectType: 'subjectType',
  subjectId: 'subjectId',
  from: 'from',
  to: 'to',
  page: 'page',
} as const satisfies ListQueryKeys<AuditFilter>;

function Changes({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return null;
  return (
    <details>
      <summary>Ver el cambio</summary>
      <div className="admin-changes">
        <div>
          <strong>Antes</strong>
          <pre>{before == null ? '—' : JSON.stringify(before, null, 2)}</pre>
        </div>
        <div>
          <strong>Después</strong>
          <pre>{after == null ? '—' : JSON.stringify(after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

/** The audit log, newest first (docs/product.md §6): filters kept in the address, 50 entries a page. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { log, filter, labels } = loaderData;
  const actionLabel = (action: string) => labels.actions[action] ?? action;
  const subjectLabel = (type: string) => labels.subjects[type] ?? type;
  return (
    <>
      <AdminPageHeader
        title="Auditoría"
        lead="Cada acción del personal en el panel: quién, cuándo, qué y desde dónde."
      />
      <ListFilters titleId="filtros" title="Filtros" submitLabel="Filtrar" clearTo={STAFF_PATHS.audit}>
        <FilterSelect
          id="filtro-persona"
          label="Persona"
          name="accountId"
          value={filter.accountId}
          all="Todas"
          options={log.people.map((person) => ({
            value: person.id,
            label: `${person.name} (${person.email})`,
          }))}
        />
        <FilterSelect
          id="filtro-accion"
          label="Acción"
          name="action"
          value={filter.action}
          all="Todas"
          options={log.actions.map((action) => ({ value: action, label: actionLabel(action) }))}
        />
        <FilterSelect
          id="filtro-tipo"
          label="Sobre"
          name="subjectType"
          value={filter.subjectType}
          all="Todo"
          options={log.subjectTypes.map((type) => ({ value: type, label: subjectLabel(type) }))}
        />
        <InputField
          id="filtro-registro"
          label="Registro (código o número)"
          name="subjectId"
          defaultValue={filter.subjectId ?? ''}
        />
        <DateRangeFields
          from={{ id: 'filtro-desde', label: 'Desde', name: 'from', value: filter.from }}
          to={{ id: 'filtro-hasta', label: 'Hasta', name: 'to', value: filter.to }}
        />
      </ListFilters>
      <ListResults
        titleId="registros"
        noun={['registro', 'registros']}
        list={{ total: log.total, page: log.page, pageCount: log.pages, rows: log.entries }}
        emptyText="No hay registros con estos filtros."
        pagesLabel="Páginas de la auditoría"
        hrefFor={(page) => `${STAFF_PATHS.audit}${listQueryString(AUDIT_QUERY_KEYS, { ...filter, page })}`}
      >
        {log.entries.map((entry) => (
          <li key={entry.id} className="admin-list__item">
            <p className="admin-list__title">
              {actionLabel(entry.action)}: {subjectLabel(entry.subjectType)} {entry.subjectId}
            </p>
            <p className="admin-list__meta">
              {dateTime(new Date(entry.at).toISOString())}
              {' · '}
              {entry.accountEmail}
              {entry.ipAddress ? ` · desde ${entry.ipAddress}` : ''}
            </p>
            <Changes before={entry.before} after={entry.after} />
          </li>
        ))}
      </ListResults>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
