import { PASSWORD_RULE } from '#domain/back-office/password-link-texts';
import { STAFF_ROLE_LABELS, type StaffMember, type StaffRole } from '#domain/back-office/staff';
import { RESET_LINK_HOURS, SET_PASSWORD_LINK_HOURS } from '#domain/back-office/staff-accounts';
import { formatClockTime, formatLongDate } from '#domain/shared/mendoza-time';
import type { StaffTokenPurpose } from '../db/schema';
import { type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of the back office's messages. */
export const STAFF_MAIL_KINDS = {
  setPassword: 'staff.set_password',
  resetPassword: 'staff.reset_password',
  contactChannelChange: 'staff.contact_channel_change',
} as const;

/** The e-mail with a one-time link: a new account's first password, or a reset. */
export function passwordLinkMail(
  account: { email: string; name: string; role: StaffRole },
  url: string,
  purpose: StaffTokenPurpose,
): OutgoingMail {
  if (purpose === 'set_password')
    return {
      kind: STAFF_MAIL_KINDS.setPassword,
      to: account.email,
      subject: 'Tu cuenta en el panel de Territorio',
      ...renderMail({
        title: 'Elegí tu contraseña',
        greeting: `Hola, ${account.name}:`,
        paragraphs: [
          `Te crearon una cuenta de ${STAFF_ROLE_LABELS[account.role]} en el panel de Territorio. Para ingresar, elegí tu contraseña con el botón de abajo.`,
          `El enlace vence en ${SET_PASSWORD_LINK_HOURS} horas y sirve una sola vez. ${PASSWORD_RULE}`,
        ],
        action: { label: 'Elegir mi contraseña', url },
      }),
    };
  return {
    kind: STAFF_MAIL_KINDS.resetPassword,
    to: account.email,
    subject: 'Elegí una contraseña nueva',
    ...renderMail({
      title: 'Elegí una contraseña nueva',
      greeting: `Hola, ${account.name}:`,
      paragraphs: [
        'Pidieron una contraseña nueva para tu cuenta del panel de Territorio. Elegila con el botón de abajo.',
        `El enlace vence en ${RESET_LINK_HOURS} hora y sirve una sola vez. Si no lo pediste vos, ignorá este e-mail: tu contraseña sigue siendo la misma.`,
      ],
      action: { label: 'Elegir una contraseña nueva', url },
    }),
  };
}

/** A change of the fields where visitors' personal data goes (domain/back-office/contact-channels.ts), as administrators read it. */
export interface ContactChannelNotice {
  /** Whose fields: "Ventas de Volkswagen", "Marta Quiroga", "Enlaces del sitio". */
  record: string;
  /** Each field changed, its value before and after as text. */
  changes: readonly { label: string; before: string; after: string }[];
  by: Pick<StaffMember, 'name' | 'email'>;
  at: Date;
}

/**
 * Tells an administrator that an address or a number receiving personal data changed (docs/decisions/0045): which,
 * from what to what, who and when, so that a change nobody expected is seen the same day.
 */
export function contactChannelChangeMail(
  administrator: { email: string; name: string },
  notice: ContactChannelNotice,
): OutgoingMail {
  return {
    kind: STAFF_MAIL_KINDS.contactChannelChange,
    to: administrator.email,
    subject: `Cambió un dato de contacto del sitio: ${notice.record}`,
    ...renderMail({
      title: 'Cambió adónde llegan datos de clientes',
      greeting: `Hola, ${administrator.name}:`,
      paragraphs: [
        `${notice.by.name} (${notice.by.email}) cambió «${notice.record}» en el panel el ${formatLongDate(notice.at)} a las ${formatClockTime(notice.at)} (hora de Mendoza). Por ahí llegan los datos personales de los clientes: nombres, teléfonos, e-mails y documentos.`,
        'Si no esperabas este cambio, revisalo en la sección Sitio del panel y en la Auditoría.',
      ],
      sections: notice.changes.map((change) => ({
        title: change.label,
        details: [
          ['Antes', change.before],
          ['Ahora', change.after],
        ],
      })),
    }),
  };
}
