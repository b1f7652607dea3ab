import { data, Form, Link } from 'react-router';
import { LEAD_AUDIT_ACTION_LABELS } from '#domain/leads-inbox';
import { formatDateTime } from '#domain/mendoza-time';
import { OPERATION_AUDIT_ACTION_LABELS } from '#domain/operation-fulfilment';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_SUBJECT_LABELS,
  type AuditFilter,
  auditFilterSchema,
  fieldErrorsOf,
  STAFF_PATHS,
} from '#domain/staff-accounts';
import { Button, ButtonLink } from '../components/button';
import { staffDirectoryContext } from '../context';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { requireStaff } from '../features/admin/guard.server';
import type { Route } from './+types/admin.auditoria';

export const meta = () => adminMeta('Auditoría');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'audit.read');
  const query = Object.fromEntries(new URL(args.request.url).searchParams);
  const parsed = auditFilterSchema.safeParse(query);
  if (!parsed.success)
    throw data(
      { message: Object.values(fieldErrorsOf(parsed.error))[0] ?? 'Revisá los filtros.' },
      { status: 400 },
    );
  const log = await args.context.get(staffDirectoryContext).audit(actor, parsed.data);
  return { log, filter: parsed.data };
}

/** The address of another page of the same filtered list. */
function pageHref(filter: AuditFilter, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, page })) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${STAFF_PATHS.audit}?${text}` : STAFF_PATHS.audit;
}

/** Every part of the back office names the actions it records. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  ...AUDIT_ACTION_LABELS,
  ...LEAD_AUDIT_ACTION_LABELS,
  ...OPERATION_AUDIT_ACTION_LABELS,
};
const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
const subjectLabel = (type: string) => AUDIT_SUBJECT_LABELS[type] ?? type;

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
  const { log, filter } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Auditoría"
        lead="Cada acción del personal en el panel: quién, cuándo, qué y desde dónde."
      />
      <section className="admin-card" aria-labelledby="filtros">
        <h2 id="filtros">Filtros</h2>
        <Form method="get" className="admin-filters">
          <div className="admin-select">
            <label htmlFor="filtro-persona">Persona</label>
            <select id="filtro-persona" name="accountId" defaultValue={filter.accountId ?? ''}>
              <option value="">Todas</option>
              {log.people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.email})
                </option>
              ))}
            </select>
          </div>
          <div className="admin-select">
            <label htmlFor="filtro-accion">Acción</label>
            <select id="filtro-accion" name="action" defaultValue={filter.action ?? ''}>
              <option value="">Todas</option>
              {log.actions.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-select">
            <label htmlFor="filtro-tipo">Sobre</label>
            <select id="filtro-tipo" name="subjectType" defaultValue={filter.subjectType ?? ''}>
              <option value="">Todo</option>
              {log.subjectTypes.map((type) => (
                <option key={type} value={type}>
                  {subjectLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-select">
            <label htmlFor="filtro-registro">Registro (código o número)</label>
            <input id="filtro-registro" name="subjectId" defaultValue={filter.subjectId ?? ''} />
          </div>
          <div className="admin-select">
            <label htmlFor="filtro-desde">Desde</label>
            <input id="filtro-desde" type="date" name="from" defaultValue={filter.from ?? ''} />
          </div>
          <div className="admin-select">
            <label htmlFor="filtro-hasta">Hasta</label>
            <input id="filtro-hasta" type="date" name="to" defaultValue={filter.to ?? ''} />
          </div>
          <div className="admin-form__actions">
            <Button type="submit">Filtrar</Button>
            <Link to={STAFF_PATHS.audit}>Quitar los filtros</Link>
          </div>
        </Form>
      </section>
      <section className="admin-card" aria-labelledby="registros">
        <h2 id="registros">
          {log.total === 1 ? '1 registro' : `${log.total.toLocaleString('es-AR')} registros`}
        </h2>
        {log.entries.length === 0 ? (
          <p>No hay registros con estos filtros.</p>
        ) : (
          <ol className="admin-list">
            {log.entries.map((entry) => (
              <li key={entry.id} className="admin-list__item">
                <p className="admin-list__title">
                  {actionLabel(entry.action)}: {subjectLabel(entry.subjectType)} {entry.subjectId}
                </p>
                <p className="admin-list__meta">
                  <time dateTime={new Date(entry.at).toISOString()}>
                    {formatDateTime(new Date(entry.at))}
                  </time>
                  {' · '}
                  {entry.accountEmail}
                  {entry.ipAddress ? ` · desde ${entry.ipAddress}` : ''}
                </p>
                <Changes before={entry.before} after={entry.after} />
              </li>
            ))}
          </ol>
        )}
        {log.pages > 1 && (
          <nav className="admin-pages" aria-label="Páginas de la auditoría">
            {log.page > 1 ? (
              <ButtonLink to={pageHref(filter, log.page - 1)} variant="secondary" size="sm">
                Anterior
              </ButtonLink>
            ) : (
              <span />
            )}
            <p>
              Página {log.page} de {log.pages}
            </p>
            {log.page < log.pages ? (
              <ButtonLink to={pageHref(filter, log.page + 1)} variant="secondary" size="sm">
                Siguiente
              </ButtonLink>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
