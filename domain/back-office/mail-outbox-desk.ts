import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';

/**
 * The e-mail outbox as an administrator sees it (docs/decisions/0008): how many messages are waiting, being sent,
 * sent or given up on, and the ones not delivered yet, without any personal data (never an address, a subject or a
 * body). A failed message can be given a new round of attempts. Inputs are read by mail-outbox-desk-schemas.ts.
 */

export const MAIL_OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/** Each status as the page names it. */
export const MAIL_OUTBOX_STATUS_LABELS: Readonly<Record<MailOutboxStatus, string>> = {
  pending: 'Pendiente',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falló',
};

/** A message not delivered: one the sender gave up on, or one still pending after a failed attempt. */
export interface UndeliveredMailView {
  id: number;
  /** What produced it, e.g. 'contact.department'. */
  kind: string;
  status: MailOutboxStatus;
  attempts: number;
  createdAt: string;
  /** When the sender tries again (a pending message's); a failed one waits for "Reintentar". */
  nextAttemptAt: string;
  /** The last attempt's error, with anything shaped like an address already blanked out by the sender. */
  lastError: string | null;
}

export interface MailOutboxView {
  counts: Readonly<Record<MailOutboxStatus, number>>;
  /** Oldest first: the failed ones and the pending ones that have failed at least once. */
  undelivered: UndeliveredMailView[];
}

export const EMPTY_MAIL_OUTBOX: MailOutboxView = {
  counts: { pending: 0, sending: 0, sent: 0, failed: 0 },
  undelivered: [],
};

/**
 * The outbox as the back office's page reaches it (the router context). Every method checks `mail.outbox` again on
 * the server; a retry is written to the audit log with the ids it put back in the queue, in the transaction that
 * does it.
 */
export interface MailOutboxDeskSource {
  /** The counts and the undelivered messages; nothing (`EMPTY_MAIL_OUTBOX`) for a member without the permission. */
  summary(actor: StaffActor): Promise<MailOutboxView>;
  /** Puts one failed message (`intent=retry`, `id`) or every failed one (`intent=retry_all`) back in the queue. */
  retry(actor: StaffActor, input: unknown): Promise<StaffResult>;
}

/** What the page answers a retry. */
export const MAIL_RETRY_TEXTS = {
  one: (id: number) =>
    `Pusimos el correo #${id} de nuevo en la cola: se envía en el próximo intento del servidor.`,
  all: (ids: readonly number[]) =>
    `Pusimos ${ids.length === 1 ? '1 correo fallido' : `${ids.length} correos fallidos`} de nuevo en la cola (${ids
      .map((id) => `#${id}`)
      .join(', ')}): se envían en el próximo intento del servidor.`,
  noneFailed: 'No había correos fallidos para reintentar.',
  notFailed: (id: number) =>
    `El correo #${id} no está entre los fallidos: ya se reintentó, se envió o no existe. Recargá la página.`,
} as const;
