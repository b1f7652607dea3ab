import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { databaseErrorCode } from '../db/resilient-pool';
import { mailOutbox } from '../db/schema';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { createMailTransport, type MailTransport, outboxFolder } from './transports';

export interface MailSender {
  /** Starts polling (a first run right away, then every pollIntervalMs); calling it again does nothing. */
  start(): void;
  /** Stops polling and waits for a run in progress, which ends after the message it is sending. */
  stop(): Promise<void>;
  /** Delivers every due message once; returns how many were sent. */
  deliverDue(): Promise<number>;
}

export interface MailSenderDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** Defaults to createMailTransport(config); a transport given here is not closed by stop(). */
  transport?: MailTransport;
  pollIntervalMs?: number;
}

/** After this many failed attempts a message is marked 'failed' (about 3.5 hours of retries, see retryDelaySeconds). */
export const MAX_ATTEMPTS = 10;

/**
 * How long a claimed message belongs to one sender. Far longer than a send can take with the transport's timeouts,
 * so only a sender that died leaves a lock to expire; then another sender takes the message over.
 */
const LOCK_SECONDS = 300;

const DEFAULT_POLL_INTERVAL_MS = 5_000;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, 4 min … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3_600);
}

// Errors that say the transport is unreachable rather than that this message was refused: trying the next message
// in the same run would only wait for the same timeout again.
const TRANSPORT_DOWN_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
  'ECONNREFUSED',
  'ENOSPC',
  'EACCES',
  'EROFS',
]);

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A short description for last_error and the log. SMTP replies often quote the recipient ("550 <ana@…>: no such
 * user"), so anything shaped like an address is blanked out.
 */
export function describeMailError(error: unknown): string {
  const code = errorCode(error);
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  const parts = [code, typeof responseCode === 'number' ? String(responseCode) : undefined, message]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  return parts
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[dirección]')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

export function createMailSender(deps: MailSenderDeps): MailSender {
  const { db, config, logger } = deps;
  const ownsTransport = !deps.transport;
  const transport = deps.transport ?? createMailTransport(config);
  const pollIntervalMs = deps.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;

  let started = false;
  let stopping = false;
  // Tells a tick that outlived a stop() and a new start() not to schedule a second loop.
  let generation = 0;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();
  /**
   * Messages the transport accepted whose 'sent' could not be written yet (the database was away). Their rows still
   * say 'sending', and once the lock lapses any sender would send them again: so they are written first, before any
   * new message is claimed, and a run that cannot write them claims nothing.
   */
  const delivered = new Set<number>();

  async function recordDelivered() {
    if (delivered.size === 0) return;
    const ids = [...delivered];
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(inArray(mailOutbox.id, ids));
    for (const id of ids) delivered.delete(id);
  }

  /** Takes one due message for this sender, atomically: two senders never get the same one. */
  async function claimNext() {
    // SKIP LOCKED lets concurrent senders pass over a row another is claiming instead of waiting for it; the
    // subquery's conditions are checked again on the locked row, so a row claimed meanwhile is passed over too.
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
            and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, sql`now()`)),
          ),
          // Written as sent before any claim; excluded too in case a run in parallel claims meanwhile.
          delivered.size > 0 ? notInArray(mailOutbox.id, [...delivered]) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        // Counted when taken, not when failed, so a message whose sender keeps dying still runs out of attempts.
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
      })
      .where(sql`${mailOutbox.id} = (${due})`)
      .returning();
    return row;
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    // Throws while the database is away: nothing new is claimed (and sent) until the earlier sends are recorded.
    await recordDelivered();
    while (!stopping) {
      const message = await claimNext();
      if (!message) break;
      const context = {
        mailId: message.id,
        kind: message.kind,
        attempt: message.attempts,
        transport: transport.name,
      };
      try {
        await transport.send({
          from: config.MAIL_FROM,
          to: message.toAddress,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody ?? undefined,
          attachments: message.attachments ?? undefined,
          messageId: message.messageId,
          headers: message.headers ?? undefined,
        });
      } catch (error) {
        const description = describeMailError(error);
        const givingUp = message.attempts >= MAX_ATTEMPTS;
        const delay = retryDelaySeconds(message.attempts);
        await db
          .update(mailOutbox)
          .set(
            givingUp
              ? { status: 'failed', lockedUntil: null, lastError: description }
              : {
                  status: 'pending',
                  lockedUntil: null,
                  lastError: description,
                  nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
                },
          )
          .where(and(eq(mailOutbox.id, message.id), eq(mailOutbox.status, 'sending')));
        if (givingUp) logger.error({ ...context, error: description }, 'mail delivery failed for good');
        else logger.warn({ ...context, error: description, retryInSeconds: delay }, 'mail delivery failed');
        if (TRANSPORT_DOWN_CODES.has(errorCode(error) ?? '')) break;
        continue;
      }
      // Remembered before the write, which can fail: the next run writes it again instead of sending again.
      delivered.add(message.id);
      logger.info(context, 'mail sent');
      await recordDelivered();
      sent += 1;
    }
    return sent;
  }

  function track<T>(run: Promise<T>): Promise<T> {
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  async function tick(own: number) {
    timer = undefined;
    try {
      await track(deliverDue());
    } catch (error) {
      // The database being away is no reason to stop: the next tick tries again. A driver's message can quote a
      // statement and its values, so only the kind of failure is logged.
      logger.error(
        {
          err: { name: error instanceof Error ? error.name : typeof error, code: databaseErrorCode(error) },
          unrecorded: delivered.size,
        },
        'mail sender run failed',
      );
    }
    if (!stopping && own === generation) {
      timer = setTimeout(tick, pollIntervalMs, own);
      timer.unref();
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      logger.info(
        transport.name === 'folder'
          ? { transport: transport.name, folder: outboxFolder(config), pollIntervalMs }
          : { transport: transport.name, pollIntervalMs },
        'mail sender started',
      );
      generation += 1;
      timer = setTimeout(tick, 0, generation);
      timer.unref();
    },
    async stop() {
      stopping = true;
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
      try {
        await recordDelivered();
      } catch (error) {
        // Memory is all that knows these went out; a sender started later sends them again once their lock lapses.
        logger.error(
          {
            err: { name: error instanceof Error ? error.name : typeof error, code: databaseErrorCode(error) },
            unrecorded: delivered.size,
          },
          'mail delivered but not recorded as sent',
        );
      }
      if (ownsTransport) await transport.close?.();
    },
    deliverDue: () => track(deliverDue()),
  };
}
