import { createContext, type ReactNode, useContext } from 'react';
import { Form, type FormProps, useRouteLoaderData } from 'react-router';
import { CSRF_FIELD } from '#domain/back-office/staff-accounts';

/** The route id of the back office's layout (app/routes.ts), whose loader data carries the session's CSRF token. */
export const ADMIN_LAYOUT_ROUTE_ID = 'admin-layout';

const FormToken = createContext<string | undefined>(undefined);

/** The sign-in and reset pages, before any session: their forms carry the double-submit token their loader gives. */
export function FormTokenProvider({ token, children }: { token: string; children: ReactNode }) {
  return <FormToken.Provider value={token}>{children}</FormToken.Provider>;
}

/** The token this page's posts must carry: the session's inside the back office, the form token before it. */
export function useCsrfToken(): string {
  const layout = useRouteLoaderData<{ csrfToken: string }>(ADMIN_LAYOUT_ROUTE_ID);
  const anonymous = useContext(FormToken);
  const token = anonymous ?? layout?.csrfToken;
  if (!token) throw new Error('useCsrfToken: no back-office layout or FormTokenProvider above this form');
  return token;
}

/** The hidden field with the CSRF token, for a form that is not a `StaffForm` (a fetcher's `fetcher.Form`). */
export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />;
}

/**
 * Every back-office form that changes something: a React Router `<Form method="post">` with the CSRF token, so the
 * server lets it through (server/staff/requests.ts). Works without JavaScript too.
 */
export function StaffForm({ children, method = 'post', ...props }: FormProps) {
  return (
    <Form method={method} {...props}>
      <CsrfField />
      {children}
    </Form>
  );
}

/** For a programmatic `submit(formData)`: the same data with the token added. */
export function withCsrf(token: string, form: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of form) copy.append(name, value);
  copy.set(CSRF_FIELD, token);
  return copy;
}
