import { expect, type Page } from '@playwright/test';
import { type DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../server/db/seed/staff-accounts';

/** The demo accounts the server under test loads (server/db/seed/staff-accounts.ts), by who they are. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.test',
  salesVolkswagen: 'ventas.vw@demo.test',
  salesChevrolet: 'ventas.chevrolet@demo.test',
  content: 'contenidos@demo.test',
  viewer: 'consulta@demo.test',
} as const satisfies Record<string, (typeof DEMO_STAFF)[number]['email']>;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export { DEMO_STAFF_PASSWORD };

/**
 * Signs a demo account in (or any account, by e-mail and password) through the sign-in form's HTTP post, without
 * driving the page: the page's browser context gets the session cookie, so the next `page.goto('/admin/…')` is signed
 * in. For a spec about something else than signing in.
 */
export async function signInAs(
  page: Page,
  who: DemoAccount | { email: string; password: string },
): Promise<void> {
  const { email, password } =
    typeof who === 'string' ? { email: DEMO_ACCOUNTS[who], password: DEMO_STAFF_PASSWORD } : who;
  // The sign-in page gives the form token (a cookie, and the same value in its form).
  const form = await page.request.get('/admin/login');
  expect(form.status(), 'the sign-in page answers').toBe(200);
  const token = (await form.text()).match(/name="_csrf" value="([\w-]+)"/)?.[1];
  if (!token) throw new Error('The sign-in page has no form token');
  const answer = await page.request.post('/admin/login', {
    form: { _csrf: token, email, password },
    maxRedirects: 0,
  });
  expect(answer.status(), `${email} signs in`).toBe(302);
}

/**
 * The panel's notice of what an action did: the page's status message, not the loader of a part whose code is still
 * arriving after a navigation (also a status, "Cargando…").
 */
export function panelNotice(page: Page) {
  return page.getByRole('status').filter({ hasNotText: 'Cargando…' });
}

/**
 * A section's link in the panel's navigation, by the section's name: the link's name alone or with its badge of what
 * is new ("Reservas, 1 nueva"), never another section that starts alike ("Mis reservas").
 */
export function panelSectionLink(page: Page, section: string) {
  const escaped = section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('navigation', { name: 'Secciones del panel' })
    .getByRole('link', { name: new RegExp(`^${escaped}(, \\d+ nuevas?)?$`) });
}
