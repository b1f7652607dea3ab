import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../db/schema';
import type { Config } from '../platform/config';
import { outboxIdOf } from './outbox';

export interface TransportMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The same on every attempt, so a receiver (or a person) can tell a retry from a new message. */
  messageId: string;
  /** The message's own headers (OutgoingMail.headers). */
  headers?: Readonly<Record<string, string>>;
}

export interface MailTransport {
  readonly name: 'smtp' | 'folder';
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(message: TransportMessage): Promise<void>;
  close?(): Promise<void>;
}

// Short enough that a dead server costs the sender seconds, not the minutes of nodemailer's defaults.
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP when SMTP_URL is set (docs/product.md §D16), otherwise .eml files in DATA_DIR/outbox. */
export function createMailTransport(config: Config): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFolderTransport(outboxFolder(config));
}

export function outboxFolder(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'outbox');
}

/**
 * One connection per message: mail here is a trickle (leads, operations), and a fresh connection never inherits a
 * half-dead socket from a pool. Options in the URL's query (e.g. `?tls.rejectUnauthorized=false`) override these.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    dnsTimeout: SMTP_TIMEOUT_MS,
    logger: false,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * Writes each message as a complete RFC 5322 .eml file (open it with any mail client, or `cat` it), named by the
 * time it was written and its outbox id so the folder lists in order.
 */
export function createFolderTransport(folder: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'folder',
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      if (!Buffer.isBuffer(info.message)) throw new Error('folder transport: message was not buffered');
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, emlFileName(new Date(), message.messageId));
      // Written aside in the same folder (a rename never crosses file systems there) and renamed, so a reader never
      // sees half a message; a write that fails (a full disk) removes its part, and the sender tries again later.
      const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.writeFile(partial, info.message);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true }).catch(() => {});
        throw error;
      }
    },
  };
}

function emlFileName(date: Date, messageId: string): string {
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const id = outboxIdOf(messageId);
  const label = id === null ? messageId.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') : `mail-${id}`;
  return `${stamp}-${label}.eml`;
}

function toNodemailer(message: TransportMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    messageId: message.messageId,
    ...(message.headers ? { headers: { ...message.headers } } : {}),
  };
}
