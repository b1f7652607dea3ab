/**
 * Pages and their forms while the database restarts (docs/product.md §8): a back-office or public page, or a form post
 * to one, whose statements the driver refuses as it does while PostgreSQL restarts or is away, answers 503 with
 * Retry-After and the Spanish message, never 500; and the same post goes through once the database is back.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBrands } from '../../tests/support/factories';
import { driverError, failingAtWill, RESTART_FAILURES } from '../../tests/support/failing-database';
import { adminPagesTestBed, createPagesTestApp } from '../../tests/support/pages-app';
import {
  createStaffMember,
  type StaffBrowser,
  signedIn,
  staffGet,
  staffPost,
} from '../../tests/support/staff-sessions';
import { unusedPort } from '../../tests/support/unused-port';
import { promotions } from '../db/schema';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  DEPENDENCY_RETRY_AFTER_SECONDS,
  DEPENDENCY_UNAVAILABLE_MESSAGE,
} from './error-responses';

const PROMOTIONS = '/admin/promociones';
const bed = adminPagesTestBed({
  keep: (page) => page.startsWith(PROMOTIONS) || page === '/noticias' || page === '/arrepentimiento',
});

/**
 * Everything but what runs before the page (the back office's session, the limit of posts): a restart that comes
 * while the page runs.
 */
const PAGE_STATEMENTS = /^(?![\s\S]*\b(staff_sessions|staff_accounts|rate_limits)\b)/;

let database: ReturnType<typeof failingAtWill>;
let admin: StaffBrowser;
beforeAll(async () => {
  await insertBrands(bed.db);
  admin = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'admin' }));
  database = failingAtWill(bed.db);
});

/** A valid promotion, as the page posts it. */
const promotionForm = (code: string) => ({
  code,
  description: 'Bonificación de prueba',
  brand_id: '1',
  family: '',
  chassis: '',
  kind: 'money',
  percentage: '',
  money: '100000',
  currency: 'ars',
  valid_from: '2026-01-01T00:00',
  valid_until: '',
  usage_limit: '10',
  active: 'on',
});

async function expectUnavailable(response: Response, what: string) {
  const body = await response.text();
  expect(response.status, `${what}: ${body.slice(0, 300)}`).toBe(503);
  expect(response.headers.get('retry-after'), what).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  return body;
}

/** The message as the page shows it: the text of an element, not only somewhere in the data the page carries. */
const shown = (message: string) => `>${message}</`;

describe('while the database restarts', () => {
  it.each(RESTART_FAILURES.map((error) => [error.message, error] as const))(
    'a back-office page answers 503 with Retry-After and the Spanish message (%s)',
    async (_message, error) => {
      database.failWith(error, PAGE_STATEMENTS);
      try {
        const response = await bed.app.request(PROMOTIONS, staffGet(admin));
        const body = await expectUnavailable(response, PROMOTIONS);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(body).toContain(shown(DATABASE_UNAVAILABLE_MESSAGE));
      } finally {
        database.recover();
      }
    },
  );

  it('a staff write answers 503, saves nothing, and goes through once the database is back', async () => {
    database.failWith(
      driverError('57P01', 'terminating connection due to administrator command'),
      PAGE_STATEMENTS,
    );
    try {
      const page = await bed.app.request(`${PROMOTIONS}/nueva`, staffPost(admin, promotionForm('REINICIO')));
      expect(await expectUnavailable(page, 'the form post')).toContain(shown(DATABASE_UNAVAILABLE_MESSAGE));
      // The same post made by the page's script (React Router's data request).
      const script = await bed.app.request(
        `${PROMOTIONS}/nueva.data`,
        staffPost(admin, promotionForm('REINICIO')),
      );
      expect(await expectUnavailable(script, 'the data request')).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      database.recover();
    }
    expect(await bed.db.select().from(promotions).where(eq(promotions.code, 'REINICIO'))).toEqual([]);

    const again = await bed.app.request(`${PROMOTIONS}/nueva`, staffPost(admin, promotionForm('REINICIO')));
    expect(again.status).toBe(302);
    expect(await bed.db.select().from(promotions).where(eq(promotions.code, 'REINICIO'))).toHaveLength(1);
  });

  it('a staff write whose session cannot be read answers 503 too, as text a browser shows', async () => {
    database.failWith(driverError('57P01', 'terminating connection due to administrator command'));
    try {
      const post = staffPost(admin, promotionForm('SINSESION'));
      const response = await bed.app.request(`${PROMOTIONS}/nueva`, {
        ...post,
        headers: { ...(post.headers as Record<string, string>), accept: 'text/html,*/*;q=0.8' },
      });
      expect(await expectUnavailable(response, 'the form post')).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      database.recover();
    }
  });

  it('a public page and a public form answer 503 with Retry-After and the Spanish message', async () => {
    database.failWith(
      driverError('57P01', 'terminating connection due to administrator command'),
      PAGE_STATEMENTS,
    );
    try {
      const news = await bed.app.request('/noticias');
      expect(await expectUnavailable(news, '/noticias')).toContain(shown(DATABASE_UNAVAILABLE_MESSAGE));
      const cancellation = await bed.app.request('/arrepentimiento', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: 'ABCDEFGH2345', email: 'juana.perez@example.com' }),
      });
      const body = await expectUnavailable(cancellation, 'the cancellation form');
      expect(body).toContain(shown(DATABASE_UNAVAILABLE_MESSAGE));
      expect(body).not.toContain('juana.perez');
    } finally {
      database.recover();
    }
    expect((await bed.app.request('/noticias')).status).toBe(200);
  });

  it('leaves any other database error a 500: only an unavailable database is a 503', async () => {
    database.failWith(driverError('42P01', 'relation "promotions" does not exist'), PAGE_STATEMENTS);
    try {
      const response = await bed.app.request(PROMOTIONS, staffGet(admin));
      expect(response.status).toBe(500);
      expect(response.headers.get('retry-after')).toBeNull();
    } finally {
      database.recover();
    }
  });
});

describe('while a remote catalogue is away', () => {
  it('a vehicle page answers 503 with Retry-After and the Spanish message', async () => {
    const app = await createPagesTestApp(bed.db, {
      keep: (page) => page.startsWith('/vehiculos-0km'),
      env: { INTRANET_URL: `http://127.0.0.1:${await unusedPort()}` },
    });
    const response = await app.request('/vehiculos-0km/volkswagen');
    const body = await response.text();
    expect(response.status, body.slice(0, 300)).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DEPENDENCY_RETRY_AFTER_SECONDS));
    expect(body).toContain(shown(DEPENDENCY_UNAVAILABLE_MESSAGE));
  });
});
