import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createApp } from '../http/app';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createMetrics } from './metrics';
import { metricsRoutes } from './routes';

const TOKEN = 'token-de-metricas-de-prueba';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
});
afterAll(() => handle.close());

function appWith(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...env });
  const metrics = createMetrics({ db: handle.db, poolStats: () => ({ total: 4, idle: 3, waiting: 0 }) });
  return { app: createApp({ db: handle.db, config, logger: createLogger('silent'), metrics }), metrics };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('GET /metrics', () => {
  it('is not served on the site without METRICS_TOKEN', async () => {
    const { app } = appWith({});
    expect((await app.request('/metrics')).status).toBe(404);
  });

  it('answers only the request that presents the token', async () => {
    const { app } = appWith({ METRICS_TOKEN: TOKEN });
    for (const init of [{}, bearer('otro-token-cualquiera-largo'), { headers: { authorization: TOKEN } }]) {
      const refused = await app.request('/metrics', init);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.text()).not.toContain('http_request_duration_seconds');
    }
    const allowed = await app.request('/metrics', bearer(TOKEN));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
  });

  it('counts requests by route pattern, never by the path asked, with their status', async () => {
    const { app } = appWith({ METRICS_TOKEN: TOKEN });
    await app.request('/v2/nissan/stock/987654');
    await app.request('/v2/nissan/stock/123456');
    await app.request('/v1/vw/stock/families');

    const text = await (await app.request('/metrics', bearer(TOKEN))).text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/v2/nissan/stock/:id",status="404"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/v1/vw/stock/families",status="200"} 1',
    );
    expect(text).not.toContain('987654');
  });

  it('tells the units held, the e-mails waiting in the outbox and the database pool, as they are when asked', async () => {
    const { app } = appWith({ METRICS_TOKEN: TOKEN });
    await createStockUnit(handle.db, { status: 'held' });
    await createStockUnit(handle.db, { status: 'held' });
    await createStockUnit(handle.db);
    await handle.db.insert(mailOutbox).values(
      ['a', 'b', 'c'].map((id) => ({
        kind: 'contact.acknowledgement',
        toAddress: 'comprador@example.com',
        subject: 'Recibimos tu consulta',
        textBody: 'Gracias.',
        messageId: `<${id}@metrics.test>`,
      })),
    );

    const text = await (await app.request('/metrics', bearer(TOKEN))).text();
    expect(text).toContain('stock_units_held 2');
    expect(text).toContain('mail_outbox_messages{status="pending"} 3');
    expect(text).toContain('mail_outbox_messages{status="failed"} 0');
    expect(text).toContain('database_pool_connections{state="idle"} 3');
    expect(text).not.toContain('comprador@example.com');
  });

  it('answers without a token on a port of its own (METRICS_PORT)', async () => {
    const { metrics } = appWith({});
    const response = await metricsRoutes(metrics, { token: null }).request('/metrics');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('process_cpu_seconds_total');
  });
});
