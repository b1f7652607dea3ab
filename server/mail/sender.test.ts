import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '../../tests/support/smtp-server';
import { createTestDatabase } from '../../tests/support/test-database';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, selectRows } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createLogger } from '../logger';
import {
  createMailSender,
  createMailTransport,
  MAX_ATTEMPTS,
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
