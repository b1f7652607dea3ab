import { DEALERSHIP } from '../../domain/dealership';
import { dealershipPaths } from '../../domain/dealership-paths';
import { formatMoney } from '../../domain/money';
import { type OutgoingMail, renderMail } from '../mail';

export const PAYMENT_MAIL_KINDS = {
  receipt: 'reservation.receipt',
  salesNotice: 'reservation.sales-notice',
  unitTaken: 'reservation.unit-taken-refund',
  unitTakenStaff: 'reservation.unit-taken-staff',
  cancelled: 'reservation.cancelled',
  cancelledStaff: 'reservation.cancelled-staff',
} as const;

export interface ReservationFacts {
  code: string;
  model: string;
  color: string;
  chassis: string;
  location: string;
  price: { amount: number; currency: string };
  deposit: number;
  installments: number;
  cancellationDays: number;
  buyer: { name: string; email: string; telephone: string };
  publicUrl: string;
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);
const origin = (url: string) => url.replace(/\/+$/, '');

/** Issue 6 item 4: the buyer's receipt. */
export function receiptMail(facts: ReservationFacts): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.receipt,
    to: facts.buyer.email,
    subject: `Reservaste tu ${facts.model}`,
    ...renderMail({
      title: 'Tu 0km te espera',
      greeting: `Hola ${facts.buyer.name}:`,
      paragraphs: [
        `Recibimos el pago de la seña y la unidad quedó reservada para vos. El precio de ${money(facts.price.amount, facts.price.currency)} queda fijo para esta reserva.`,
        'Acercate a nuestras oficinas dentro de las 48 horas para completar la compra.',
        `Si te arrepentís, tenés ${facts.cancellationDays} días corridos desde el pago para cancelar la reserva con el Botón de arrepentimiento del sitio: te devolvemos el 100% de la seña.`,
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Color', facts.color],
        ['Chasis', facts.chassis],
        ['Ubicación', facts.location],
        ['Precio', money(facts.price.amount, facts.price.currency)],
        ['Seña pagada', money(facts.deposit, 'ars')],
        ['Cuotas', String(facts.installments)],
      ],
      action: {
        label: 'Botón de arrepentimiento',
        url: `${origin(facts.publicUrl)}/arrepentimiento`,
      },
    }),
  };
}

/** Issue 6 item 4: the brand's sales department hears of every reservation. */
export function salesNoticeMail(facts: ReservationFacts, to: string): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.salesNotice,
    to,
    subject: `Nueva reserva online: ${facts.model} (${facts.chassis})`,
    ...renderMail({
      title: 'Nueva reserva online',
      paragraphs: [
        `Un cliente pagó la seña de una unidad en el Concesionario Digital de ${DEALERSHIP.name}. Tiene 48 horas para acercarse a las oficinas.`,
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Chasis', facts.chassis],
        ['Ubicación', facts.location],
        ['Precio reservado', money(facts.price.amount, facts.price.currency)],
        ['Seña', money(facts.deposit, 'ars')],
        ['Cliente', facts.buyer.name],
        ['E-mail', facts.buyer.email],
        ['Teléfono', facts.buyer.telephone],
      ],
    }),
  };
}

/** DECISIONS §5: paid after the hold went to someone else: the money goes back. */
export function unitTakenMail(facts: ReservationFacts): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.unitTaken,
    to: facts.buyer.email,
    subject: `Te devolvemos la seña de ${facts.model}`,
    ...renderMail({
      title: 'No pudimos reservar la unidad',
      greeting: `Hola ${facts.buyer.name}:`,
      paragraphs: [
        'Tu pago llegó cuando la unidad ya estaba reservada por otra persona, así que no pudimos reservarla para vos.',
        `Ya pedimos la devolución completa de la seña (${money(facts.deposit, 'ars')}) a tu tarjeta. Un asesor te va a contactar para ofrecerte otra unidad.`,
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Chasis', facts.chassis],
      ],
    }),
  };
}

export function unitTakenStaffMail(facts: ReservationFacts, to: string, refunded: boolean): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.unitTakenStaff,
    to,
    subject: `Seña ${refunded ? 'devuelta' : 'A DEVOLVER'}: ${facts.model} (${facts.chassis})`,
    ...renderMail({
      title: refunded ? 'Seña devuelta: la unidad ya estaba reservada' : 'Devolver seña a mano',
      paragraphs: [
        refunded
          ? 'Un pago de seña se aprobó cuando la unidad ya estaba apartada o reservada por otra operación. La seña se devolvió automáticamente. Contactá al cliente para ofrecerle otra unidad.'
          : 'Un pago de seña se aprobó cuando la unidad ya estaba apartada o reservada por otra operación, y la devolución automática falló. Devolvé la seña desde el panel de la pasarela y contactá al cliente.',
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Chasis', facts.chassis],
        ['Seña', money(facts.deposit, 'ars')],
        ['Cliente', facts.buyer.name],
        ['E-mail', facts.buyer.email],
        ['Teléfono', facts.buyer.telephone],
      ],
    }),
  };
}

/** DECISIONS §6: the cancellation code, sent at once. */
export function cancellationMail(
  facts: ReservationFacts,
  cancellation: { code: string; refunded: number },
): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.cancelled,
    to: facts.buyer.email,
    subject: `Cancelaste la reserva: código ${cancellation.code}`,
    ...renderMail({
      title: 'Cancelaste tu reserva',
      greeting: facts.buyer.name ? `Hola ${facts.buyer.name}:` : 'Hola:',
      paragraphs: [
        `Registramos tu arrepentimiento. Tu código de cancelación es ${cancellation.code}.`,
        cancellation.refunded > 0
          ? `Pedimos la devolución del 100% de la seña (${money(cancellation.refunded, 'ars')}) a tu tarjeta; según el banco, puede tardar unos días en verse en el resumen.`
          : 'No habías pagado ninguna seña, así que no hay nada que devolver.',
      ],
      details: [
        ['Código de cancelación', cancellation.code],
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
      ],
      action: { label: 'Ver vehículos 0 km', url: `${origin(facts.publicUrl)}/vehiculos-0km` },
    }),
  };
}

export function cancellationStaffMail(
  facts: ReservationFacts,
  to: string,
  cancellationCode: string,
): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.cancelledStaff,
    to,
    subject: `Reserva cancelada por el cliente: ${facts.model} (${facts.chassis})`,
    ...renderMail({
      title: 'Reserva cancelada (Botón de arrepentimiento)',
      paragraphs: ['El cliente canceló la reserva. La unidad volvió a estar disponible en el sitio.'],
      details: [
        ['Código de cancelación', cancellationCode],
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Chasis', facts.chassis],
        ['Cliente', facts.buyer.name],
        ['E-mail', facts.buyer.email],
      ],
    }),
  };
}

/** Where a paid or pending operation's outcome page is. */
export const outcomePath = (status: 'reserved' | 'pending', code: string) =>
  status === 'reserved' ? dealershipPaths.reserved(code) : dealershipPaths.pending(code);
