import { data, type RouterContextProvider, redirect } from 'react-router';
import {
  ADMIN_LOGIN_PATH,
  type StaffPermission,
  type StaffSession,
  staffMay,
} from '#domain/back-office/staff';
import { staffSessionContext } from '../../../context';

/** What a 403 says; the admin error boundary shows it. */
export const NO_PERMISSION = 'No tenés permiso para ver esta página.';

export interface GuardArgs {
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/**
 * Every back-office loader and action starts here (docs/product.md §6): it returns the signed-in session, whose `actor`
 * every server operation takes and the audit log records, or ends the request:
 * - nobody signed in: a redirect to the sign-in page, which comes back here afterwards;
 * - signed in without `permission` (on `brandId`, the record's brand, see `staffMay`): a 403 page.
 * Without a permission, any signed-in member passes.
 */
export function requireStaff(
  args: GuardArgs,
  permission?: StaffPermission,
  brandId?: number | null,
): StaffSession {
  const session = args.context.get(staffSessionContext);
  // Back to the page asked for, as the address bar shows it (React Router's url has no `.data` nor `_routes`).
  const here = args.url.pathname + args.url.search;
  if (!session) throw redirect(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(here)}`);
  if (permission && !staffMay(session.actor.member, permission, brandId))
    throw data({ message: NO_PERMISSION }, { status: 403 });
  return session;
}
