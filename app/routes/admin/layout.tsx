import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import {
  newCountLabel,
  newCountText,
  OWN_ACCOUNT_PATH,
  SEEN_LIST_PATHS,
  SEEN_LISTS,
} from '#domain/back-office/staff-notices';
import { findBrandById } from '#domain/catalogue/brands';
import { staffNoticesContext } from '../../context';
import { AdminErrorBoundary, AdminFrame } from '../../features/back-office/panel/admin-frame';
import { currentSectionPath } from '../../features/back-office/panel/current-section';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { sectionsFor } from '../../features/back-office/panel/sections';
import type { Route } from './+types/layout';

/**
 * The frame of every signed-in page: who, their role and brands, the sections they may open with what is new in them
 * since the person last opened them (opening a list resets its count), the CSRF token.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor, csrfToken } = requireStaff(args);
  const { member } = actor;
  const counts = await args.context.get(staffNoticesContext).newCounts(member, args.url.pathname);
  const withCount = ({ path, label }: { path: string; label: string }) => {
    const list = SEEN_LISTS.find((one) => SEEN_LIST_PATHS[one] === path);
    const count = list ? counts[list] : undefined;
    if (!count) return { path, label };
    return { path, label, newCount: newCountText(count), newLabel: `${label}, ${newCountLabel(count)}` };
  };
  // The person's own page closes the list: every signed-in person may open it.
  const sections = [...sectionsFor(member).map(withCount), { path: OWN_ACCOUNT_PATH, label: 'Mi cuenta' }];
  return {
    member: {
      name: member.name,
      roleLabel: STAFF_ROLE_LABELS[member.role],
      brands:
        member.role === 'sales'
          ? member.brandIds.map((id) => findBrandById(id)?.name ?? `Marca ${id}`).join(', ')
          : '',
    },
    sections,
    currentPath: currentSectionPath(sections, args.url.pathname, args.url.search),
    csrfToken,
  };
}

/**
 * The counts follow the person from page to page (one cheap query), not only after a form is sent, and the current
 * section follows the query too ("Mis reservas" is the reservations list with `asesor=yo`).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    currentUrl.pathname !== nextUrl.pathname ||
    currentUrl.search !== nextUrl.search
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame
      member={loaderData.member}
      sections={loaderData.sections}
      currentPath={loaderData.currentPath}
    >
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
