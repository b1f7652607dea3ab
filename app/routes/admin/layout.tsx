import { Outlet } from 'react-router';
import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import { findBrandById } from '#domain/catalogue/brands';
import { AdminErrorBoundary, AdminFrame } from '../../features/back-office/panel/admin-frame';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { sectionsFor } from '../../features/back-office/panel/sections';
import type { Route } from './+types/layout';

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
