import { redirect } from 'react-router';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { staffAuthContext } from '../../context';
import type { Route } from './+types/salir';

/** Signing out is a post (the header's button): opening the address signs nobody out. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

/** Ends the session (its row and its cookie) and shows the sign-in page. */
export async function action({ context }: Route.ActionArgs) {
  await context.get(staffAuthContext).signOut();
  return redirect(`${STAFF_PATHS.login}?salida=1`);
}
