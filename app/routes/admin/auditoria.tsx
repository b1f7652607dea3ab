import { data } from 'react-router';
import { type AUDIT_VIEWS, type AuditFilter, auditFilterSchema } from '#domain/back-office/audit-log-query';
import { type ListQueryKeys, listQueryString } from '#domain/back-office/list-query';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { fieldErrorsOf } from '#domain/shared/field-errors';
import { Tabs } from '../../components/tabs';
import { staffDirectoryContext } from '../../context';
import { InputField } from '../../features/back-office/panel/admin-fields';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { dateTime, WithAmounts } from '../../features/back-office/panel/admin-list';
import { type AuditLine, auditLabels } from '../../features/back-office/panel/audit-labels.server';
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
  const { entries: _entries, names: _names, ...lists } = log;
  return { log: lists, filter: parsed.data, labels: auditLabels(log) };
}

/** The address's query keys: the filters' own names. */
const AUDIT_QUERY_KEYS = {
  q: 'q',
  view: 'view',
  accountId: 'accountId',
  action: 'action',
  subjectType: 'subjectType',
  subjectId: 'subjectId',
  from: 'from',
  to: 'to',
  page: 'page',
} as const satisfies ListQueryKeys<AuditFilter>;

/** The change in words, one field a line: "Estado: Nueva → En curso" (docs/decisions/0069). */
function Changes({ lines }: { lines: AuditLine['changes'] }) {
  if (lines.length === 0) return null;
  return (
    <details>
      <summary>Ver el cambio</summary>
      <ul className="admin-changes-list">
        {lines.map((line) => (
          <li key={line.field}>
            <strong>{line.field}:</strong>{' '}
            <WithAmounts
              text={
                line.before === null
                  ? (line.after ?? '')
                  : line.after === null
                    ? line.before
                    : `${line.before} → ${line.after}`
              }
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

const VIEW_TABS = [
  { view: undefined, name: 'Todo' },
  { view: 'cambios', name: 'Cambios' },
  { view: 'ingresos', name: 'Ingresos al panel' },
] as const satisfies readonly { view: (typeof AUDIT_VIEWS)[number] | undefined; name: string }[];

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
      <Tabs
        label="Qué mostrar"
        active={VIEW_TABS.findIndex((tab) => tab.view === filter.view)}
        items={VIEW_TABS.map((tab) => ({
          name: tab.name,
          link: `${STAFF_PATHS.audit}${listQueryString(AUDIT_QUERY_KEYS, { ...filter, view: tab.view, page: 1 })}`,
        }))}
      />
      <ListFilters titleId="filtros" title="Filtros" submitLabel="Filtrar" clearTo={STAFF_PATHS.audit}>
        {filter.view && <input type="hidden" name="view" value={filter.view} />}
        <InputField
          id="filtro-buscar"
          label="Buscar (acción, e-mail o código; sin distinguir mayúsculas)"
          name="q"
          defaultValue={filter.q ?? ''}
        />
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
        list={{ total: log.total, page: log.page, pageCount: log.pages, rows: labels.lines }}
        emptyText="No hay registros con estos filtros."
        pagesLabel="Páginas de la auditoría"
        hrefFor={(page) => `${STAFF_PATHS.audit}${listQueryString(AUDIT_QUERY_KEYS, { ...filter, page })}`}
      >
        {labels.lines.map((entry) => (
          <li key={entry.id} className="admin-list__item">
            <p className="admin-list__title">{entry.title}</p>
            <p className="admin-list__meta">
              {dateTime(entry.at)} (hora de Mendoza)
              {' · '}
              {entry.who}
              {entry.ipAddress ? ` · desde ${entry.ipAddress}` : ''}
            </p>
            <Changes lines={entry.changes} />
          </li>
        ))}
      </ListResults>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
