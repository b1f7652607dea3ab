import { data, type RouterContextProvider, redirect } from 'react-router';
import { type StaffPermission, type StaffSession, staffMay } from '#domain/back-office/staff';
import { SESSION_ENDED, signInAgainPath } from '#domain/back-office/staff-accounts';
import { staffSessionContext } from '../../../context';

/** What a 403 says; the admin error boundary shows it. */
export const NO_PERMISSION = 'No tenés permiso para ver esta página.';

const READS = new Set(['GET', 'HEAD']);

export interface GuardArgs {
  context: Readonly<RouterContextProvider>;
  url: URL;
  /** A loader's or action's request: its method tells a page asked for from a form sent. */
  request?: Request;
}

/**
 * Every back-office loader and action starts here (docs/product.md §6): it returns the signed-in session, whose `actor`
 * every server operation takes and the audit log records, or ends the request:
 * - nobody signed in (never, or the session ended): a page asked for redirects to the sign-in page, which comes back
 *   here afterwards; a form sent answers 401 "Tu sesión terminó, ingresá otra vez" (docs/decisions/0075), never the
 *   403 of a role without the permission;
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
  if (!session) {
    if (args.request && !READS.has(args.request.method))
      throw data({ message: SESSION_ENDED, signIn: signInAgainPath(here) }, { status: 401 });
    throw redirect(signInAgainPath(here));
  }
  if (permission && !staffMay(session.actor.member, permission, brandId))
    throw data({ message: NO_PERMISSION }, { status: 403 });
  return session;
}
