import { CSRF_FIELD } from '#domain/back-office/staff-accounts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/db/seed/staff-accounts';

/** A browser of the back office: its cookies, kept from answer to answer. */
export class BackOfficeBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async fetch(address: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${this.origin}${address}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** The CSRF token the page's forms carry. */
  async formToken(address: string): Promise<{ page: string; token: string }> {
    const answer = await this.fetch(address);
    const page = await answer.text();
    const token = page.match(new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`))?.[1];
    if (answer.status !== 200 || !token)
      throw new Error(`${address} answered ${answer.status} without a form`);
    return { page, token };
  }

  /** Signs in as the demo's account of `role` (server/db/seed/staff-accounts.ts), through the sign-in form. */
  async signIn(role: (typeof DEMO_STAFF)[number]['role'], next = '/admin'): Promise<void> {
    const member = DEMO_STAFF.find((account) => account.role === role);
    if (!member) throw new Error(`the demo has no ${role} account`);
    const { token } = await this.formToken('/admin/login');
    const answer = await this.fetch('/admin/login', {
      method: 'POST',
      body: new URLSearchParams({
        email: member.email,
        password: DEMO_STAFF_PASSWORD,
        next,
        [CSRF_FIELD]: token,
      }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 302) throw new Error(`signing in as ${member.email} answered ${answer.status}`);
  }
}
