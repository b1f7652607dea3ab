import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ALERTS_PATH, alertPaths } from '#domain/content/alerts';
import { createUsdRate, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { alertMailDays, alerts, mailOutbox } from '../db/schema';
import { confirmAlert } from './alert-records';

/** The site's address in the tests' e-mails. */
export const PUBLIC_URL = 'http://localhost:3000';

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/**
 * A test file's set-up: a database of its own with the brands and a dollar rate of 1.000, and the app on it, made
 * before the file's tests and closed after them. Read `db` and `app` inside tests and hooks.
 */
export function alertsTestBed() {
  let bed: { handle: DatabaseHandle; app: ReturnType<typeof createTestApp> } | undefined;
  beforeAll(async () => {
    const handle = await createTestDatabase();
    await insertBrands(handle.db);
    await createUsdRate(handle.db, 1_000);
    bed = { handle, app: createTestApp(handle.db, { PUBLIC_URL }) };
  });
  afterAll(() => bed?.handle.close());
  const current = () => {
    if (!bed) throw new Error('the alerts test bed is set up before the tests run');
    return bed;
  };
  return {
    get db() {
      return current().handle.db;
    },
    get app() {
      return current().app;
    },
  };
}

/** POST /api/v2/territorio/alerts (or another alert endpoint) as a client sends it: the status and the JSON answer. */
export async function postAlert(app: App, body: Record<string, unknown>, path = ALERTS_PATH) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let addresses = 0;
/** An address no other test of the file uses. */
export const newAddress = (who = 'aviso') => `${who}${++addresses}@example.com`;

/** The alert e-mails queued to an address, oldest first, with their own headers. */
export function alertMailsTo(db: Database, address: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
    })
    .from(mailOutbox)
    .where(and(sql`lower(${mailOutbox.toAddress}) = lower(${address})`, like(mailOutbox.kind, 'alert.%')))
    .orderBy(asc(mailOutbox.id));
}

/** The token of the confirmation link in a message's text. */
export function confirmationToken(text: string): string {
  const token = /\/alertas\/confirmar\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  if (!token) throw new Error('no confirmation link in the message');
  return token;
}

/** The alerts kept for an address. */
export const alertsOf = (db: Database, address: string) =>
  db.select().from(alerts).where(sql`lower(${alerts.email}) = lower(${address})`).orderBy(asc(alerts.id));

/**
 * Asks for an alert through the API and confirms it through its e-mail's link, as the page's button does. Gives its
 * token.
 */
export async function confirmedAlert(app: App, db: Database, body: Record<string, unknown>): Promise<string> {
  const asked = await postAlert(app, { consent: true, ...body });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const [confirmation] = await alertMailsTo(db, String(body.email));
  const token = confirmationToken(confirmation?.text ?? '');
  expect((await confirmAlert(db, token)).outcome).toBe('confirmed');
  return token;
}

/** Today's e-mails of an address count as yesterday's: its daily cap starts again, as the next day would. */
export async function startNextDay(db: Database, address: string) {
  await db
    .update(alertMailDays)
    .set({ day: sql`${alertMailDays.day} - 1` })
    .where(eq(alertMailDays.address, address.toLowerCase()));
}

/** The one-click unsubscribe address of a token (the List-Unsubscribe header's). */
export const oneClickPath = (token: string) => alertPaths.oneClick(token);
