import { DEALERSHIP } from '#domain/content/dealership';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { PrintedLine } from '#domain/operation/price-lines';
import { type MailDetail, type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of every message this flow queues. */
export const OPERATION_MAIL_KINDS = {
  started: 'dealership.operation-started',
} as const;

/** docs/product.md §2 dealership_resume: the page that reopens an operation from its code with a full page load. */
export function resumeUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${dealershipPaths.resume(code)}`;
}

export interface OperationStartedMail {
  /** The operation's id (mail_outbox.operation_id). */
  operationId: number;
  to: string;
  code: string;
  publicUrl: string;
  vehicle: { model: string; color: string; location: string; chassis: string };
  /**
   * The unit's lines as the start page shows them beside the code (domain/operation/printed-statement.ts
   * `summaryLines`): the price with the discount code, the delivery fee, the deposit and a dollar unit's rate.
   */
  lines: readonly PrintedLine[];
}

/**
 * docs/product.md §2 (start page): the code and the link to come back. The address was typed by whoever started, and nobody verified
 * it, so the message carries only what the dealership wrote: the unit, its price and the code, nothing the sender
 * typed (a stranger's address can't be used to mail arbitrary text).
 */
export function operationStartedMail(mail: OperationStartedMail): OutgoingMail {
  const link = resumeUrl(mail.publicUrl, mail.code);
  return {
    kind: OPERATION_MAIL_KINDS.started,
    operationId: mail.operationId,
    to: mail.to,
    subject: `Tu código de operación: ${mail.code}`,
    ...renderMail({
      title: 'Empezaste la reserva de tu 0km',
      greeting: 'Hola:',
      paragraphs: [
        `Guardamos tu operación en el Concesionario Digital de ${DEALERSHIP.name}. Tu código de operación es ${mail.code}.`,
        'Con ese código, o con el botón de abajo, podés retomar la reserva cuando quieras y desde cualquier dispositivo: vas a encontrar todo como lo dejaste.',
        'Guardá este e-mail y no compartas el código: da acceso a los datos de tu reserva.',
        'Si no empezaste esta reserva, ignorá este mensaje.',
      ],
      details: [
        ['Código de operación', mail.code],
        ['Vehículo', mail.vehicle.model],
        ['Color', mail.vehicle.color],
        ['Ubicación', mail.vehicle.location],
        ['Chasis', mail.vehicle.chassis],
      ],
      sections: [
        { title: 'Precio', details: mail.lines.map((line): MailDetail => [line.label, line.amount]) },
      ],
      action: { label: 'Retomar mi reserva', url: link },
    }),
  };
}
