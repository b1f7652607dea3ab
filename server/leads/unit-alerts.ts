import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import { findBrandById } from '#domain/catalogue/brands';
import {
  UNIT_ALERT_UNIT_FREE_MESSAGE,
  UNIT_ALERT_UNIT_GONE_MESSAGE,
  type UnitAlertInput,
} from '#domain/content/leads';
import { UNIT_ALERT_RETENTION_DAYS } from '#domain/content/privacy';
import { statusNow, unitAvailable } from '../catalogue';
import type { Database } from '../db/client';
import { families, stockUnits, unitAlerts } from '../db/schema';
import { queueMail } from '../mail';
import { NotFoundError, RefusalError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { unitFreeMail } from './lead-mails';

/*
 * 'Avisame si se libera' (docs/product.md §2 units overlay, docs/decisions/0058): a visitor leaves an e-mail for a
 * unit another buyer's payment holds; when the unit can be reserved again, whatever freed it (the hold lapsed, the
 * payment failed, the operation was cancelled), the visitor is e-mailed once.
 */

/** How often the alerts are looked at: a freed unit is told about within this, plus the outbox's own delay. */
export const UNIT_ALERTS_EVERY_MS = 20_000;

/**
 * Records the alert for a unit held now. A unit that can be reserved already, or that is reserved, sold or gone,
 * is refused with the reason; the same e-mail asking twice for one unit is recorded once.
 */
export async function recordUnitAlert(db: Database, alert: UnitAlertInput): Promise<void> {
  const [unit] = await db
    .select({ status: statusNow<string>() })
    .from(stockUnits)
    .where(eq(stockUnits.id, alert.stock_id));
  if (!unit || unit.status === 'sold') throw new NotFoundError(UNIT_ALERT_UNIT_GONE_MESSAGE);
  if (unit.status === 'available') throw new RefusalError(UNIT_ALERT_UNIT_FREE_MESSAGE, 409);
  if (unit.status !== 'held') throw new RefusalError(UNIT_ALERT_UNIT_GONE_MESSAGE, 409);
  await db
    .insert(unitAlerts)
    .values({ stockUnitId: alert.stock_id, email: alert.email, name: alert.name ?? null })
    .onConflictDoNothing();
}

/**
 * E-mails every alert whose unit can be reserved now, and removes it in the same transaction as its mail is queued,
 * so each is sent once; drops the alerts of units sold and those older than UNIT_ALERT_RETENTION_DAYS. Gives how many
 * were sent.
 */
export async function sendUnitAlerts(db: Database, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(unitAlerts)
      .where(
        or(
          lt(unitAlerts.createdAt, sql`now() - make_interval(days => ${UNIT_ALERT_RETENTION_DAYS})`),
          inArray(
            unitAlerts.stockUnitId,
            tx.select({ id: stockUnits.id }).from(stockUnits).where(eq(stockUnits.status, 'sold')),
          ),
        ),
      );
    const due = await tx
      .delete(unitAlerts)
      .where(
        inArray(
          unitAlerts.stockUnitId,
          tx.select({ id: stockUnits.id }).from(stockUnits).where(unitAvailable(sql`now()`)),
        ),
      )
      .returning();
    if (due.length === 0) return 0;
    const units = await tx
      .select({
        id: stockUnits.id,
        brandId: stockUnits.brandId,
        familyId: stockUnits.familyId,
        family: families.name,
        model: stockUnits.model,
        color: stockUnits.color,
        location: stockUnits.location,
      })
      .from(stockUnits)
      .innerJoin(families, eq(families.id, stockUnits.familyId))
      .where(
        inArray(
          stockUnits.id,
          due.map((alert) => alert.stockUnitId),
        ),
      );
    const byId = new Map(units.map((unit) => [unit.id, unit]));
    let sent = 0;
    for (const alert of due) {
      const unit = byId.get(alert.stockUnitId);
      const brand = unit && findBrandById(unit.brandId);
      if (!unit || !brand) continue;
      await queueMail(
        tx,
        unitFreeMail({ email: alert.email, name: alert.name }, { ...unit, brand }, publicUrl),
      );
      sent += 1;
    }
    return sent;
  });
}

/** The periodic job that sends the alerts of freed units; one process of all runs it (docs/decisions/0022). */
export function startUnitAlertJob(
  deps: { db: Database; config: { PUBLIC_URL: string }; logger: Logger },
  everyMs = UNIT_ALERTS_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger: deps.logger,
    failure: 'unit alerts failed',
    runAtStart: true,
    run: async () => {
      const sent = await sendUnitAlerts(deps.db, deps.config.PUBLIC_URL);
      if (sent > 0) deps.logger.info({ sent }, 'unit alerts sent');
    },
  });
}
