import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { describeSearchFilters, searchPagePath } from '#domain/catalogue/stock-search-filters';
import { ALERT_NEW_UNITS_LISTED, type UnitAlertKind } from '#domain/content/alerts';
import type { Database } from '../db/client';
import { alerts, stockUnits } from '../db/schema';
import { queueMail } from '../mail';
import { newUnitsMail, priceDropMail, unitFreeMail } from './alert-mails';
import { watchedUnits } from './alert-units';
import { takeDailyPlace } from './daily-cap';
import { familyNames, searchSnapshot, unitsMatching } from './search-matches';

/** What changed, so that a check looks only at the alerts it may concern. */
export interface AlertCheckScope {
  /** The brands whose units changed (server/page-cache/tags.ts brandTag), or every brand. */
  brands: 'all' | ReadonlySet<number>;
  /** Whether the saved searches are looked at: any unit that changed, or the dollar rate, may change what they list. */
  searches: boolean;
}

export const EVERY_ALERT: AlertCheckScope = { brands: 'all', searches: true };

export interface AlertCheckResult {
  /** E-mails queued, by kind. */
  priceDrops: number;
  freed: number;
  newUnits: number;
  /** Alerts due whose address got today's e-mails already: they wait for tomorrow. */
  waiting: number;
}

/**
 * Sends every confirmed alert that is due now (docs/decisions/0084). Each e-mail is queued in the transaction that
 * claims its alert (`FOR UPDATE SKIP LOCKED`) and writes what was sent (the price now, the units seen, or the alert
 * gone), so two checks at once, in one process or two, send each e-mail once. A check that finds an address over
 * today's cap leaves its alert as it is: it is due again, and sent, once the day has passed.
 */
export async function checkAlerts(
  db: Database,
  publicUrl: string,
  scope: AlertCheckScope = EVERY_ALERT,
): Promise<AlertCheckResult> {
  const drops = await sendUnitAlerts(db, publicUrl, 'price_drop', scope);
  const freed = await sendUnitAlerts(db, publicUrl, 'unit_free', scope);
  const searches = scope.searches ? await sendNewUnits(db, publicUrl) : { sent: 0, waiting: 0 };
  return {
    priceDrops: drops.sent,
    freed: freed.sent,
    newUnits: searches.sent,
    waiting: drops.waiting + freed.waiting + searches.waiting,
  };
}

/**
 * 'Avisame si baja el precio': the unit's final price, in its currency, is below the price it watches (the price when
 * it was asked for, then the one its last e-mail gave); a price that goes up moves nothing, and a unit whose currency
 * changed starts again from its new price. Reserved, it waits: if the reservation ends with the price still lower,
 * it is sent then.
 * 'Avisame si se libera': the unit can be reserved again; sent once, and the alert is done (docs/decisions/0058).
 * Either, its unit sold: removed unsent.
 */
async function sendUnitAlerts(
  db: Database,
  publicUrl: string,
  kind: UnitAlertKind,
  scope: AlertCheckScope,
): Promise<{ sent: number; waiting: number }> {
  if (scope.brands !== 'all' && scope.brands.size === 0) return { sent: 0, waiting: 0 };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({
        id: alerts.id,
        email: alerts.email,
        name: alerts.name,
        token: alerts.token,
        stockUnitId: alerts.stockUnitId,
        watchedPrice: alerts.watchedPrice,
        watchedCurrency: alerts.watchedCurrency,
      })
      .from(alerts)
      .innerJoin(stockUnits, eq(stockUnits.id, alerts.stockUnitId))
      .where(
        and(
          eq(alerts.kind, kind),
          isNotNull(alerts.confirmedAt),
          scope.brands === 'all' ? undefined : inArray(stockUnits.brandId, [...scope.brands]),
        ),
      )
      .for('update', { of: alerts, skipLocked: true });
    const units = await watchedUnits(
      tx,
      claimed.flatMap((alert) => alert.stockUnitId ?? []),
    );
    let sent = 0;
    let waiting = 0;
    for (const alert of claimed) {
      const unit = alert.stockUnitId ? units.get(alert.stockUnitId) : undefined;
      if (!unit) continue;
      if (unit.status === 'sold') {
        await tx.delete(alerts).where(eq(alerts.id, alert.id));
        continue;
      }
      if (kind === 'price_drop') {
        if (alert.watchedPrice === null || alert.watchedCurrency !== unit.currency) {
          await tx
            .update(alerts)
            .set({ watchedPrice: unit.finalPrice, watchedCurrency: unit.currency })
            .where(eq(alerts.id, alert.id));
          continue;
        }
        if (unit.finalPrice >= alert.watchedPrice || unit.status === 'reserved') continue;
      } else if (unit.status !== 'available') continue;
      if (!(await takeDailyPlace(tx, alert.email))) {
        waiting += 1;
        continue;
      }
      if (kind === 'price_drop') {
        await queueMail(tx, priceDropMail(alert, unit, alert.watchedPrice ?? unit.finalPrice, publicUrl));
        await tx
          .update(alerts)
          .set({ watchedPrice: unit.finalPrice, lastSentAt: sql`now()` })
          .where(eq(alerts.id, alert.id));
      } else {
        await queueMail(tx, unitFreeMail(alert, unit, publicUrl));
        await tx.delete(alerts).where(eq(alerts.id, alert.id));
      }
      sent += 1;
    }
    return { sent, waiting };
  });
}

/**
 * 'Avisame cuando entre una unidad así': units the search lists now that it had not listed before. A unit announced,
 * or listed when the search was saved, is never announced again, even if it leaves the list and comes back (a hold
 * that lapses, a price that goes up and down); a unit sold is forgotten.
 */
async function sendNewUnits(db: Database, publicUrl: string): Promise<{ sent: number; waiting: number }> {
  const confirmedSearches = and(eq(alerts.kind, 'saved_search'), isNotNull(alerts.confirmedAt));
  // Every unit is read only when some search waits for them.
  const [any] = await db.select({ id: alerts.id }).from(alerts).where(confirmedSearches).limit(1);
  if (!any) return { sent: 0, waiting: 0 };
  const snapshot = await searchSnapshot(db);
  const inStock = new Set(
    (await db.select({ id: stockUnits.id }).from(stockUnits).where(ne(stockUnits.status, 'sold'))).map(
      (unit) => unit.id,
    ),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(alerts)
      .where(confirmedSearches)
      .for('update', { skipLocked: true });
    const names = await familyNames(
      tx,
      claimed.flatMap((alert) => (alert.searchFilters?.familia ? [Number(alert.searchFilters.familia)] : [])),
    );
    let sent = 0;
    let waiting = 0;
    for (const alert of claimed) {
      const filters = alert.searchFilters;
      if (!filters) continue;
      const matched = unitsMatching(snapshot, filters);
      if (!matched) continue;
      const seen = new Set(alert.seenUnitIds ?? []);
      const fresh = matched.filter((id) => !seen.has(id));
      if (fresh.length === 0) continue;
      if (!(await takeDailyPlace(tx, alert.email))) {
        waiting += 1;
        continue;
      }
      const listed = await watchedUnits(tx, fresh.slice(0, ALERT_NEW_UNITS_LISTED));
      const about = describeSearchFilters(
        filters,
        filters.familia ? names.get(Number(filters.familia)) : null,
      );
      await queueMail(
        tx,
        newUnitsMail(
          alert,
          { about, path: searchPagePath(filters) },
          fresh.flatMap((id) => listed.get(id) ?? []),
          fresh.length,
          publicUrl,
        ),
      );
      const kept = [...seen].filter((id) => inStock.has(id));
      await tx
        .update(alerts)
        .set({ seenUnitIds: [...new Set([...kept, ...matched])], lastSentAt: sql`now()` })
        .where(eq(alerts.id, alert.id));
      sent += 1;
    }
    return { sent, waiting };
  });
}
