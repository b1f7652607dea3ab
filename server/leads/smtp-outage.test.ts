import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrands } from '../../tests/support/factories';
import { startSmtpServer } from '../../tests/support/smtp-server';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, selectRows } from '../db/client';
import { createMailSender } from '../mail';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
});
afterAll(() => handle.close());

describe('a contact message while the SMTP server is down', () => {
  it('is saved and answered 2xx, and its e-mails are delivered once when SMTP comes back', async () => {
    // Take a free port, then close it: the SMTP server is "down" on a known address.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const sender = createMailSender({ db: handle.db, config, logger: createLogger('silent') });
    const app = createTestApp(handle.db);

    const response = await app.request('/api/v2/territorio/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lucía',
        lastname: 'Gómez',
        telephone: '261 555-1234',
        email: 'lucia@example.com',
        message: '¿Tienen el Taos en gris?',
      }),
    });
    expect(response.status).toBe(201);
    const [saved] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from contact_messages where name = 'Lucía'`,
    );
    expect(saved?.count).toBe(1);

    expect(await sender.deliverDue()).toBe(0);
    // Both messages wait; an unreachable server ends the run after the first try instead of timing out on each.
    const pending = await selectRows<{ status: string }>(
      handle.db,
      sql`select status from mail_outbox order by id`,
    );
    expect(pending).toEqual([{ status: 'pending' }, { status: 'pending' }]);

    const smtp = await startSmtpServer(port);
    try {
      // The retry is due now rather than after its backoff, which the test does not wait for.
      await handle.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
      expect(await sender.deliverDue()).toBe(2);
      expect(await sender.deliverDue()).toBe(0);
      await handle.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
      expect(await sender.deliverDue()).toBe(0);
      expect(smtp.arrivals).toHaveLength(2);
      const recipients = smtp.arrivals.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text);
      expect(recipients).toContain('lucia@example.com');
      expect(smtp.arrivals.some((mail) => mail.text?.includes('¿Tienen el Taos en gris?'))).toBe(true);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});
