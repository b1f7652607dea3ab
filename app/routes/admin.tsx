import { Outlet } from 'react-router';
import { findBrandById } from '#domain/brands';
import { STAFF_ROLE_LABELS } from '#domain/staff';
import { AdminErrorBoundary, AdminFrame } from '../features/admin/admin-frame';
import { requireStaff } from '../features/admin/guard.server';
import { sectionsFor } from '../features/admin/sections';
import type { Route } from './+types/admin';

/** The frame of every signed-in page: who, their role and brands, the sections they may open, the CSRF token. */
export function loader(args: Route.LoaderArgs) {
  const { actor, csrfToken } = requireStaff(args);
  const { member } = actor;
  return {
    member: {
      name: member.name,
      roleLabel: STAFF_ROLE_LABELS[member.role],
      brands:
        member.role === 'sales'
          ? member.brandIds.map((id) => findBrandById(id)?.name ?? `Marca ${id}`).join(', ')
          : '',
    },
    sections: sectionsFor(member).map(({ path, label }) => ({ path, label })),
    csrfToken,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame member={loaderData.member} sections={loaderData.sections}>
      <Outlet />
    </AdminFrame>
  );
}

/** The layout's own loader failed (an error, not a redirect): a bare page with a way back. */
export function ErrorBoundary() {
  return (
    <main id="contenido" className="admin-main">
      <AdminErrorBoundary />
    </main>
  );
}
