import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  describeSearchFilters,
  type SearchFilters,
  searchFiltersKey,
} from '#domain/catalogue/stock-search-filters';
import type { AlertRequest } from '#domain/content/alert-request-schemas';
import {
  ALERT_ACTIVE_CAP,
  ALERT_ACTIVE_CAP_MESSAGE,
  ALERT_DAILY_CAP_MESSAGE,
  ALERT_UNIT_FREE_MESSAGE,
  ALERT_UNIT_GONE_MESSAGE,
  type AlertConfirmation,
  type AlertKind,
  type AlertSummary,
  isAlertToken,
} from '#domain/content/alerts';
import type { Database } from '../db/client';
import { alerts } from '../db/schema';
import { queueMail } from '../mail';
import { NotFoundError, RefusalError } from '../platform/errors';
import { alertConfirmationMail, buyPathOf, unitTitle } from './alert-mails';
import { watchedUnit } from './alert-units';
import { takeDailyPlace } from './daily-cap';
import { familyNames, searchSnapshot, unitsMatching } from './search-matches';

/** A link's token: 32 random bytes, URL-safe (domain/content/alerts.ts isAlertToken). */
const newAlertToken = () => randomBytes(32).toString('base64url');

type AlertRow = typeof alerts.$inferSelect;

/** What the alert is about, as its pages and e-mails say it; null when its unit is gone. */
export async function aboutAlert(
  db: Database,
  alert: Pick<AlertRow, 'stockUnitId' | 'searchFilters'>,
): Promise<string | null> {
  if (alert.searchFilters) {
    const family = alert.searchFilters.familia ? Number(alert.searchFilters.familia) : null;
    const names = family ? await familyNames(db, [family]) : new Map<number, string>();
    return describeSearchFilters(alert.searchFilters, family ? names.get(family) : null);
  }
  const unit = alert.stockUnitId ? await watchedUnit(db, alert.stockUnitId) : null;
  return unit ? unitTitle(unit) : null;
}

/** What the new alert watches, read when it is asked for. */
type Subject =
  | {
      kind: 'price_drop';
      stockUnitId: number;
      familyId: number;
      watchedPrice: number;
      watchedCurrency: string;
    }
  | { kind: 'unit_free'; stockUnitId: number; familyId: number }
  | { kind: 'saved_search'; filters: SearchFilters; familyId: number | null; seen: number[] };

async function subjectOf(db: Database, request: AlertRequest): Promise<{ subject: Subject; about: string }> {
  if (request.kind === 'saved_search') {
    const filters = request.search;
    const snapshot = await searchSnapshot(db);
    const family = filters.familia ? Number(filters.familia) : null;
    const names = family ? await familyNames(db, [family]) : new Map<number, string>();
    return {
      subject: {
        kind: 'saved_search',
        filters,
        familyId: family !== null && names.has(family) ? family : null,
        // What the search lists today is not news: only units that come in after it are.
        seen: unitsMatching(snapshot, filters) ?? [],
      },
      about: describeSearchFilters(filters, family ? names.get(family) : null),
    };
  }
  const unit = await watchedUnit(db, request.stock_id);
  if (!unit || unit.status === 'sold') throw new NotFoundError(ALERT_UNIT_GONE_MESSAGE);
  // A reserved unit will not be sold to anyone else: neither its price nor a release is news.
  if (unit.status === 'reserved') throw new RefusalError(ALERT_UNIT_GONE_MESSAGE, 409);
  if (request.kind === 'unit_free') {
    // docs/decisions/0058: only a unit held now can come free.
    if (unit.status === 'available') throw new RefusalError(ALERT_UNIT_FREE_MESSAGE, 409);
    return {
      subject: { kind: 'unit_free', stockUnitId: unit.id, familyId: unit.familyId },
      about: unitTitle(unit),
    };
  }
  return {
    subject: {
      kind: 'price_drop',
      stockUnitId: unit.id,
      familyId: unit.familyId,
      watchedPrice: unit.finalPrice,
      watchedCurrency: unit.currency,
    },
    about: unitTitle(unit),
  };
}

const sameSubject = (subject: Subject) =>
  subject.kind === 'saved_search'
    ? eq(alerts.searchKey, searchFiltersKey(subject.filters))
    : and(eq(alerts.kind, subject.kind), eq(alerts.stockUnitId, subject.stockUnitId));

/**
 * Records the alert and queues the e-mail that asks to confirm it, in one transaction (docs/decisions/0084). The
 * same address asking again for the same thing is the alert it has: a waiting one gets its confirmation e-mail again,
 * a confirmed one nothing (it works already); the answer is the same, so it tells nobody whether an address has an
 * alert. Refused: a unit gone, reserved, or (for 'Avisame si se libera') free already; an address with
 * ALERT_ACTIVE_CAP alerts; one that got today's ALERT_DAILY_MAIL_CAP e-mails.
 */
export async function requestAlert(db: Database, request: AlertRequest, publicUrl: string): Promise<void> {
  const { subject, about } = await subjectOf(db, request);
  const email = request.email;
  await db.transaction(async (tx) => {
    // One request per address at a time, so that the caps count what the other just wrote.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerts:${email.toLowerCase()}`}))`);
    const sameAddress = sql`lower(${alerts.email}) = lower(${email})`;
    const [existing] = await tx
      .select({ id: alerts.id, token: alerts.token, confirmedAt: alerts.confirmedAt, name: alerts.name })
      .from(alerts)
      .where(and(sameAddress, sameSubject(subject)));
    if (existing?.confirmedAt) return;
    if (!existing) {
      const [active] = await tx.select({ total: count() }).from(alerts).where(sameAddress);
      if ((active?.total ?? 0) >= ALERT_ACTIVE_CAP) throw new RefusalError(ALERT_ACTIVE_CAP_MESSAGE, 409);
    }
    if (!(await takeDailyPlace(tx, email))) throw new RefusalError(ALERT_DAILY_CAP_MESSAGE, 409);
    let token = existing?.token;
    if (!token) {
      token = newAlertToken();
      await tx.insert(alerts).values({
        kind: subject.kind,
        email,
        name: request.name ?? null,
        token,
        familyId: subject.familyId,
        ...(subject.kind === 'saved_search'
          ? {
              searchFilters: subject.filters,
              searchKey: searchFiltersKey(subject.filters),
              seenUnitIds: subject.seen,
            }
          : { stockUnitId: subject.stockUnitId }),
        ...(subject.kind === 'price_drop'
          ? { watchedPrice: subject.watchedPrice, watchedCurrency: subject.watchedCurrency as 'ars' | 'usd' }
          : {}),
      });
    }
    await queueMail(
      tx,
      alertConfirmationMail(
        { email, name: request.name ?? existing?.name ?? null, token },
        { kind: subject.kind, about },
        publicUrl,
      ),
    );
  });
}

/** What an alert's pages show of it: what it is about and whether it is confirmed. */
export async function alertSummary(db: Database, token: string): Promise<AlertSummary | null> {
  if (!isAlertToken(token)) return null;
  const [alert] = await db.select().from(alerts).where(eq(alerts.token, token));
  if (!alert) return null;
  const about = await aboutAlert(db, alert);
  return about === null ? null : { kind: alert.kind, about, confirmed: alert.confirmedAt !== null };
}

/**
 * The confirmation link's post (docs/decisions/0084): from now on the alert sends. 'Avisame si se libera' for a unit
 * that can be reserved already has nothing left to wait for: it is done at once, and the page says so.
 */
export async function confirmAlert(db: Database, token: string): Promise<AlertConfirmation> {
  if (!isAlertToken(token)) return { outcome: 'gone' };
  return db.transaction(async (tx) => {
    const [alert] = await tx.select().from(alerts).where(eq(alerts.token, token)).for('update');
    if (!alert) return { outcome: 'gone' };
    const about = await aboutAlert(tx, alert);
    if (about === null) return { outcome: 'gone' };
    const summary = (confirmed: boolean) => ({ kind: alert.kind as AlertKind, about, confirmed });
    if (alert.confirmedAt) return { outcome: 'confirmed', alert: summary(true), already: true };
    if (alert.kind === 'unit_free' && alert.stockUnitId) {
      const unit = await watchedUnit(tx, alert.stockUnitId);
      if (!unit || unit.status === 'sold') {
        await tx.delete(alerts).where(eq(alerts.id, alert.id));
        return { outcome: 'gone' };
      }
      if (unit.status === 'available') {
        await tx.delete(alerts).where(eq(alerts.id, alert.id));
        return { outcome: 'unit_free', alert: summary(false), reservePath: buyPathOf(unit) };
      }
    }
    await tx.update(alerts).set({ confirmedAt: sql`now()` }).where(eq(alerts.id, alert.id));
    return { outcome: 'confirmed', alert: summary(true), already: false };
  });
}

/** Removes the alert: the unsubscribe page's button and RFC 8058's one-click post. Whether there was one. */
export async function unsubscribeAlert(db: Database, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  const removed = await db.delete(alerts).where(eq(alerts.token, token)).returning({ id: alerts.id });
  return removed.length > 0;
}
