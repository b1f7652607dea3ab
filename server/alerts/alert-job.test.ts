/**
 * The alerts' job (docs/decisions/0084): a change the database announces (the same feed the page cache hears) starts a
 * check of the alerts it may concern, so a confirmed alert is sent soon after the write, without its sweep.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStockUnit, createUsdRate, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { stockUnits } from '../db/schema';
import { type ChangeFeed, startChangeFeed } from '../page-cache';
import { createLogger } from '../platform/logger';
import type { PeriodicJob } from '../platform/periodic-job';
import type { AlertCheckResult } from './alert-checks';
import { startAlertJob } from './alert-job';
import { alertMailsTo, confirmedAlert, newAddress, PUBLIC_URL } from './alerts.fixtures';

const HOUR = 60 * 60 * 1000;

let handle: DatabaseHandle;
let changes: ChangeFeed;
let job: PeriodicJob;
const checks: AlertCheckResult[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await createUsdRate(handle.db, 1_000);
  changes = await startChangeFeed({ database: handle, logger: createLogger('silent') });
  // The sweep is an hour away: only the changes can start a check during the test (besides the one at start).
  job = startAlertJob({
    db: handle.db,
    config: { PUBLIC_URL },
    logger: createLogger('silent'),
    changes,
    sweepEveryMs: HOUR,
    settleMs: 20,
    onChecked: (result) => checks.push(result),
  });
  await vi.waitFor(() => expect(checks.length).toBeGreaterThan(0));
});
afterAll(async () => {
  await job.stop();
  await changes.stop();
  await handle.close();
});

describe('the alerts job', () => {
  it('sends a price drop soon after the write that lowers it, told by the change feed', async () => {
    const app = createTestApp(handle.db, { PUBLIC_URL });
    const unit = await createStockUnit(handle.db, { brandId: 2 });
    const email = newAddress('cambio');
    await confirmedAlert(app, handle.db, { kind: 'price_drop', stock_id: unit.id, email });
    const checked = checks.length;

    await handle.db.update(stockUnits).set({ discount: 700_000 }).where(eq(stockUnits.id, unit.id));
    await expect
      .poll(async () => (await alertMailsTo(handle.db, email)).map((mail) => mail.kind), { timeout: 5_000 })
      .toEqual(['alert.confirm', 'alert.price-drop']);
    expect(checks.length).toBeGreaterThan(checked);
  });

  it('sends "Avisame si se libera" at the moment the hold lapses, with no write to announce it', async () => {
    const app = createTestApp(handle.db, { PUBLIC_URL });
    const unit = await createStockUnit(handle.db, {
      brandId: 4,
      status: 'held',
      heldUntil: new Date(Date.now() + 60_000),
    });
    const email = newAddress('lapso');
    await confirmedAlert(app, handle.db, { kind: 'unit_free', stock_id: unit.id, email });
    // The hold's end moves close, as a buyer's clock running out would. This write is announced while the unit is
    // still held; its lapse, a moment later, by nothing but the change feed's clock.
    await handle.db
      .update(stockUnits)
      .set({ heldUntil: new Date(Date.now() + 1_500) })
      .where(eq(stockUnits.id, unit.id));
    await expect
      .poll(async () => (await alertMailsTo(handle.db, email)).map((mail) => mail.kind), { timeout: 8_000 })
      .toEqual(['alert.confirm', 'alert.unit-free']);
  });
});
