import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '../../tests/support/smtp-server';
import { createTestDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, selectRows } from '../db/client';
import { mailOutbox } from '../db/schema';
import { type Config, loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import {
  createMailSender,
  createMailTransport,
  MAX_ATTEMPTS,
  type MailTransport,
  type OutgoingMail,
  queueMail,
  renderMail,
  retryFailedMail,
} from '.';

let handle: DatabaseHandle;
let dataDir: string;
const silent = createLogger('silent');

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-sender-'));
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
});

function smtpConfig(port: number): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Territorio <no-responder@territorio.com.ar>',
  });
}

function senderFor(port: number, logger = silent, pollIntervalMs?: number) {
  const config = smtpConfig(port);
  return createMailSender({
    db: handle.db,
    config,
    logger,
    transport: createMailTransport(config),
    pollIntervalMs,
  });
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

async function outboxRow(id: number) {
  const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

async function isScheduledLater(id: number): Promise<boolean> {
  const [row] = await selectRows<{ later: boolean }>(
    handle.db,
    sql`select next_attempt_at > now() as later from mail_outbox where id = ${id}`,
  );
  return row?.later === true;
}

async function makeDue(id: number) {
  await handle.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
}

const contactMail: OutgoingMail = {
  kind: 'contact.department',
  to: 'ventas@territorio.com.ar',
  replyTo: 'María Peña <maria.pena@example.com>',
  subject: 'Consulta de María Peña: ¿tienen el Niño 0 km en camión?',
  ...renderMail({
    title: 'Nueva consulta desde la web',
    paragraphs: ['Contactate con María a la brevedad. Pidió información sobre financiación y año 2026.'],
    details: [
      ['Nombre', 'María Peña'],
      ['Mensaje', '¿Cuánto sale el service de los 10.000 km?\nGracias, ñandú.'],
    ],
  }),
};

describe('mail sender over SMTP', () => {
  it('delivers a queued mail with its subject, recipient, reply-to and both bodies intact', async () => {
    const smtp = await startSmtpServer();
    try {
      const id = await queueMail(handle.db, contactMail);
      const sent = await senderFor(smtp.port).deliverDue();

      expect(sent).toBe(1);
      expect(smtp.arrivals).toHaveLength(1);
      const arrived = smtp.arrivals[0];
      expect(arrived?.subject).toBe(contactMail.subject);
      expect(arrived?.from?.value[0]).toMatchObject({
        name: 'Territorio',
        address: 'no-responder@territorio.com.ar',
      });
      expect(arrived?.to && !Array.isArray(arrived.to) ? arrived.to.value[0]?.address : undefined).toBe(
        'ventas@territorio.com.ar',
      );
      expect(arrived?.replyTo?.value[0]).toMatchObject({
        name: 'María Peña',
        address: 'maria.pena@example.com',
      });
      expect(arrived?.text?.trim()).toBe(contactMail.text.trim());
      expect(arrived?.text).toContain('¿Cuánto sale el service de los 10.000 km?\nGracias, ñandú.');
      expect(arrived?.html).toContain('María Peña');
      expect(arrived?.html).toContain('ñandú');

      const row = await outboxRow(id);
      expect(row.status).toBe('sent');
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(arrived?.messageId).toBe(row.messageId);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail while the SMTP server is down and delivers it once when it is back', async () => {
    const port = await closedPort();
    const sender = senderFor(port);
    const id = await queueMail(handle.db, contactMail);

    expect(await sender.deliverDue()).toBe(0);
    let row = await outboxRow(id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(await isScheduledLater(id)).toBe(true);

    const smtp = await startSmtpServer(port);
    try {
      // Back up, but the retry is not due yet: nothing goes out early.
      expect(await sender.deliverDue()).toBe(0);
      expect(smtp.arrivals).toHaveLength(0);

      await makeDue(id);
      expect(await sender.deliverDue()).toBe(1);
      expect(await sender.deliverDue()).toBe(0);
      expect(await sender.deliverDue()).toBe(0);
      expect(smtp.arrivals).toHaveLength(1);
      expect(smtp.arrivals[0]?.subject).toBe(contactMail.subject);

      row = await outboxRow(id);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(2);
      expect(smtp.arrivals[0]?.messageId).toBe(row.messageId);
    } finally {
      await smtp.close();
    }
  });

  it('delivers each message once when two senders work the same outbox at the same time', async () => {
    const smtp = await startSmtpServer();
    try {
      const ids: number[] = [];
      for (let index = 1; index <= 8; index += 1) {
        ids.push(await queueMail(handle.db, { ...contactMail, subject: `Consulta número ${index}` }));
      }
      const [first, second] = await Promise.all([
        senderFor(smtp.port).deliverDue(),
        senderFor(smtp.port).deliverDue(),
      ]);

      expect((first ?? 0) + (second ?? 0)).toBe(8);
      const subjects = smtp.arrivals.map((mail) => mail.subject).sort();
      expect(subjects).toEqual(
        Array.from({ length: 8 }, (_, index) => `Consulta número ${index + 1}`).sort(),
      );
      for (const id of ids) expect((await outboxRow(id)).status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });

  it('takes over a message whose sender died mid-delivery, but not one another sender is still on', async () => {
    const smtp = await startSmtpServer();
    try {
      const abandoned = await queueMail(handle.db, { ...contactMail, subject: 'Abandonado' });
      const inProgress = await queueMail(handle.db, { ...contactMail, subject: 'En curso' });
      await handle.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` })
        .where(eq(mailOutbox.id, abandoned));
      await handle.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
        .where(eq(mailOutbox.id, inProgress));

      expect(await senderFor(smtp.port).deliverDue()).toBe(1);
      expect(smtp.arrivals.map((mail) => mail.subject)).toEqual(['Abandonado']);
      expect((await outboxRow(abandoned)).status).toBe('sent');
      expect((await outboxRow(inProgress)).status).toBe('sending');
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last attempt, and a retry requested later delivers it', async () => {
    const port = await closedPort();
    const id = await queueMail(handle.db, contactMail);
    await handle.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));

    expect(await senderFor(port).deliverDue()).toBe(0);
    expect((await outboxRow(id)).status).toBe('failed');

    const smtp = await startSmtpServer(port);
    try {
      expect(await senderFor(port).deliverDue()).toBe(0);
      expect(await retryFailedMail(handle.db)).toEqual([id]);
      expect(await senderFor(port).deliverDue()).toBe(1);
      expect(smtp.arrivals).toHaveLength(1);
      expect((await outboxRow(id)).status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });

  it('keeps addresses and message contents out of the log and the stored error', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    const port = await closedPort();
    const id = await queueMail(handle.db, contactMail);
    await senderFor(port, logger).deliverDue();
    const smtp = await startSmtpServer(port);
    try {
      await makeDue(id);
      await senderFor(port, logger).deliverDue();
    } finally {
      await smtp.close();
    }

    const log = lines.join('');
    expect(log).toContain('mail delivery failed');
    expect(log).toContain('mail sent');
    for (const secret of ['ventas@territorio.com.ar', 'maria.pena@example.com', 'María', 'Consulta de']) {
      expect(log).not.toContain(secret);
    }
    expect((await outboxRow(id)).lastError ?? '').not.toContain('@');
  });

  it('once started, delivers mail queued later, and stop() ends the polling', async () => {
    const smtp = await startSmtpServer();
    const sender = senderFor(smtp.port, silent, 20);
    try {
      sender.start();
      const id = await queueMail(handle.db, contactMail);
      await vi.waitFor(
        async () => {
          expect((await outboxRow(id)).status).toBe('sent');
        },
        { timeout: 10_000, interval: 50 },
      );
      await sender.stop();

      const later = await queueMail(handle.db, { ...contactMail, subject: 'Después de parar' });
      expect((await outboxRow(later)).status).toBe('pending');
      expect(smtp.arrivals).toHaveLength(1);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});

describe('queueMail', () => {
  it('queues inside a transaction, so a rolled-back record leaves no mail behind', async () => {
    await handle.db
      .transaction(async (tx) => {
        await queueMail(tx, contactMail);
        tx.rollback();
      })
      .catch(() => {});
    const [kept] = await handle.db.transaction((tx) => Promise.all([queueMail(tx, contactMail)]));

    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.map((row) => row.id)).toEqual([kept]);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, toAddress: 'ventas@territorio.com.ar' });
  });
});

describe('a message delivered while the database is away', () => {
  /** A transport that accepts everything and counts what it was given. */
  function countingTransport() {
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'folder',
      async send(message) {
        sent.push(message.messageId);
      },
    };
    return { sent, transport };
  }

  /**
   * Makes every write of 'sent' fail as a lost connection does (SQLSTATE 08006), on PGlite and PostgreSQL alike,
   * while the rest of the outbox keeps working: the mail goes out and only its record fails.
   */
  async function refuseSentUpdates() {
    await handle.db.execute(sql`create or replace function refuse_sent() returns trigger language plpgsql as $$
      begin raise exception 'the database went away' using errcode = '08006'; end $$`);
    await handle.db.execute(sql`create trigger refuse_sent before update on mail_outbox
      for each row when (new.status = 'sent') execute function refuse_sent()`);
    return async () => {
      await handle.db.execute(sql`drop trigger refuse_sent on mail_outbox`);
      await handle.db.execute(sql`drop function refuse_sent()`);
    };
  }

  async function lapseLocks() {
    await handle.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 minute'` });
  }

  function folderConfig(): Config {
    return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  }

  it('is recorded as sent once the database answers, and never sent again', async () => {
    const { sent, transport } = countingTransport();
    const sender = createMailSender({ db: handle.db, config: folderConfig(), logger: silent, transport });
    const first = await queueMail(handle.db, contactMail);
    const second = await queueMail(handle.db, { ...contactMail, subject: 'Segunda consulta' });
    const allowSent = await refuseSentUpdates();
    try {
      await expect(sender.deliverDue()).rejects.toThrow();
      expect(sent).toHaveLength(1);
      expect((await outboxRow(first)).status).toBe('sending');

      // Its lock lapses while the database is still away: the run records before it claims, so nothing goes out,
      // neither the first message again nor the next one.
      await lapseLocks();
      await expect(sender.deliverDue()).rejects.toThrow();
      expect(sent).toHaveLength(1);
      expect((await outboxRow(second)).status).toBe('pending');
    } finally {
      await allowSent();
    }

    expect(await sender.deliverDue()).toBe(1);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    const firstRow = await outboxRow(first);
    expect(firstRow).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    expect(firstRow.sentAt).toBeInstanceOf(Date);
    expect((await outboxRow(second)).status).toBe('sent');
    await lapseLocks();
    expect(await sender.deliverDue()).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('once started, keeps trying to record it and records it by itself when the database is back', async () => {
    const { sent, transport } = countingTransport();
    const sender = createMailSender({
      db: handle.db,
      config: folderConfig(),
      logger: silent,
      transport,
      pollIntervalMs: 20,
    });
    const id = await queueMail(handle.db, contactMail);
    const allowSent = await refuseSentUpdates();
    let allowed = false;
    try {
      sender.start();
      await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000, interval: 20 });
      await lapseLocks();
      // Several polls go by while the record keeps failing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent).toHaveLength(1);
      expect((await outboxRow(id)).status).toBe('sending');

      await allowSent();
      allowed = true;
      await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('sent'), {
        timeout: 10_000,
        interval: 20,
      });
      expect(sent).toHaveLength(1);
    } finally {
      await sender.stop();
      if (!allowed) await allowSent();
    }
  });
});
