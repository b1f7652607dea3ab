import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import { Link } from '../../components/link';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { sectionsFor } from '../../features/back-office/panel/sections';
import type { Route } from './+types/_index';

export const meta = () => adminMeta('Inicio');

export function loader(args: Route.LoaderArgs) {
  const { member } = requireStaff(args).actor;
  return {
    firstName: member.name.split(/\s+/)[0] ?? member.name,
    roleLabel: STAFF_ROLE_LABELS[member.role],
    sections: sectionsFor(member).map(({ path, label, description }) => ({ path, label, description })),
  };
}

/** The desk's home: a greeting and the sections this member may open. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { firstName, roleLabel, sections } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={`Hola, ${firstName}`}
        lead={`Tu rol es ${roleLabel}. Elegí por dónde empezar.`}
      />
      {sections.length > 0 ? (
        <ul className="admin-sections">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path} className="admin-section-link">
                <span className="admin-section-link__title">{section.label}</span>
                <span className="admin-section-link__text">{section.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Tu rol todavía no tiene secciones en este panel.</p>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
