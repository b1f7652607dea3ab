import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffSession } from '#domain/back-office/staff';
import { SESSION_ENDED } from '#domain/back-office/staff-accounts';
import { staffSessionContext } from '../../../context';
import { NO_PERMISSION, requireStaff } from './guard.server';

const url = new URL('http://localhost/admin/consultas/3?vista=1');

function argsWith(session: StaffSession | null, method: string) {
  const context = new RouterContextProvider();
  context.set(staffSessionContext, session);
  return { context, url, request: new Request(url, { method }) };
}

const sales: StaffSession = {
  actor: {
    member: { id: 7, name: 'Ventas', email: 'ventas@territorio.test', role: 'sales', brandIds: [1] },
    ipAddress: '127.0.0.1',
  },
  csrfToken: 'x',
};

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('requireStaff let the request through');
}

describe('requireStaff', () => {
  it('sends a page asked for without a session to the sign-in page, which comes back to it', () => {
    const thrown = thrownBy(() => requireStaff(argsWith(null, 'GET'), 'leads.read'));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?next=%2Fadmin%2Fconsultas%2F3%3Fvista%3D1',
    );
  });

  it('answers a form sent without a session 401 "Tu sesión terminó", never the 403 of a permission', () => {
    const thrown = thrownBy(() => requireStaff(argsWith(null, 'POST'), 'leads.read'));
    expect(thrown).toMatchObject({
      init: { status: 401 },
      data: { message: SESSION_ENDED, signIn: '/admin/login?next=%2Fadmin%2Fconsultas%2F3%3Fvista%3D1' },
    });
  });

  it('answers a signed-in member without the permission, or of another brand, 403', () => {
    for (const [permission, brand] of [
      ['staff.manage', undefined],
      ['leads.read', 2],
    ] as const) {
      for (const method of ['GET', 'POST'])
        expect(thrownBy(() => requireStaff(argsWith(sales, method), permission, brand))).toMatchObject({
          init: { status: 403 },
          data: { message: NO_PERMISSION },
        });
    }
    expect(requireStaff(argsWith(sales, 'POST'), 'leads.read', 1)).toBe(sales);
  });
});
