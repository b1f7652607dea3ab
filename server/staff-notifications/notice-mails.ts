import { DEALERSHIP } from '#domain/content/dealership';
import { formatLongDate } from '#domain/shared/mendoza-time';
import { type MailDetail, type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of the notices the back office's people get (docs/product.md §6 "Avisos al personal"). */
export const STAFF_NOTICE_MAIL_KINDS = {
  leadNew: 'staff-notice.lead_new',
  reservationNew: 'staff-notice.reservation_new',
  reservationCancelled: 'staff-notice.reservation_cancelled',
  reservationDelivered: 'staff-notice.reservation_delivered',
  assigned: 'staff-notice.assigned',
  followUp: 'staff-notice.follow_up',
  dailySummary: 'staff-notice.daily_summary',
} as const;

export type StaffNoticeKind = Exclude<
  (typeof STAFF_NOTICE_MAIL_KINDS)[keyof typeof STAFF_NOTICE_MAIL_KINDS],
  'staff-notice.daily_summary'
>;

/**
 * What happened, as a person of the back office reads it. It names the record and what it is about, never the
 * buyer's personal data (name, e-mail, phone, DNI, message): those stay in the panel, behind the person's sign-in
 * and brands, and the e-mail links to the record there.
 */
export interface StaffNotice {
  kind: StaffNoticeKind;
  /** The subject and heading: "Nuevo pedido de precio n.º 12". */
  title: string;
  /** What happened in a sentence; the summary lists it under the title. */
  line: string;
  details: MailDetail[];
  /** The record's page in the panel. */
  path: string;
  /** The operation it is about: the desk lists every e-mail about an operation by it (docs/decisions/0026). */
  operationId?: number;
}

export interface NoticeRecipient {
  email: string;
  /** Null for the general address that takes the notice when the brand's team has nobody. */
  name: string | null;
}

const OPEN_LABEL = 'Abrir en el panel';

export function staffNoticeMail(to: NoticeRecipient, notice: StaffNotice, publicUrl: string): OutgoingMail {
  return {
    kind: notice.kind,
    ...(notice.operationId === undefined ? {} : { operationId: notice.operationId }),
    to: to.email,
    subject: notice.title,
    ...renderMail({
      title: notice.title,
      ...(to.name ? { greeting: `Hola, ${to.name}:` } : {}),
      paragraphs: [
        notice.line,
        'Los datos del cliente están en el panel: ingresá con tu cuenta para verlos.',
      ],
      details: notice.details,
      action: { label: OPEN_LABEL, url: `${publicUrl}${notice.path}` },
    }),
  };
}

/** A notice kept for the summary: what its e-mail would have said. */
export interface SummarizedNotice {
  title: string;
  line: string;
  path: string;
  createdAt: Date;
}

/** The day's summary of a person who chose it: every notice since the last one, oldest first. */
export function dailySummaryMail(
  to: { email: string; name: string },
  notices: readonly SummarizedNotice[],
  at: Date,
  publicUrl: string,
): OutgoingMail {
  const count = notices.length === 1 ? '1 aviso' : `${notices.length} avisos`;
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.dailySummary,
    to: to.email,
    subject: `Tu resumen del ${formatLongDate(at)}: ${count}`,
    ...renderMail({
      title: 'Tu resumen del día',
      greeting: `Hola, ${to.name}:`,
      paragraphs: [
        `Estos son los avisos del panel de ${DEALERSHIP.name} desde tu último resumen (${count}).`,
        'Elegiste recibirlos en un resumen por día: podés volver a recibir cada aviso por e-mail desde «Mi cuenta» en el panel.',
      ],
      sections: notices.map((notice) => ({
        title: notice.title,
        details: [
          ['Qué pasó', notice.line],
          ['En el panel', `${publicUrl}${notice.path}`],
        ],
      })),
      action: { label: OPEN_LABEL, url: `${publicUrl}/admin` },
    }),
  };
}
