import { DEALERSHIP } from '#domain/content/dealership';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { OperationStatement } from '#domain/operation/operation-statement';
import type { PrintedLine } from '#domain/operation/price-lines';
import { printStatement } from '#domain/operation/printed-statement';
import { formatDateTime, formatLongDate } from '#domain/shared/mendoza-time';
import { formatMoney } from '#domain/shared/money';
import type { Office } from '../content';
import { type MailDetail, type MailSection, type OutgoingMail, renderMail } from '../mail';

export const PAYMENT_MAIL_KINDS = {
  receipt: 'reservation.receipt',
  pending: 'reservation.payment-pending',
  salesNotice: 'reservation.sales-notice',
  unitTaken: 'reservation.unit-taken-refund',
  unitTakenStaff: 'reservation.unit-taken-staff',
  cancelled: 'reservation.cancelled',
  cancelledStaff: 'reservation.cancelled-staff',
  cancelledByDealership: 'reservation.cancelled-by-dealership',
} as const;

/** The deposit's payment as the gateway reported it. */
export interface PaymentFacts {
  /** When it was approved; null while it is not. */
  at: Date | null;
  /** 'sandbox' or 'mercadopago'. */
  gateway: string;
  /** The gateway's id of the payment: what the dealership quotes to the gateway and the buyer to the bank. */
  reference: string;
}

export interface ReservationFacts {
  /** The operation's id: every message about it names it (mail_outbox.operation_id). */
  operationId: number;
  code: string;
  model: string;
  color: string;
  chassis: string;
  location: string;
  price: { amount: number; currency: string };
  /** The whole operation as the review showed it: price lines, how it is paid, the deposit, the balance. */
  statement: OperationStatement;
  deposit: number;
  installments: number;
  /** The deposit's payment the gateway knows of; null before there is one. */
  payment: PaymentFacts | null;
  cancellationDays: number;
  /** The last instant to cancel (docs/product.md §D6), counted from the payment; null before there is one. */
  cancellableUntil: Date | null;
  /** The branch where the unit is and the purchase is completed; null when its location names no branch. */
  office: Office | null;
  buyer: {
    name: string;
    email: string;
    telephone: string;
    dni: string;
    address: string;
    /** As AFIP prints it, or '' when the buyer gave none. */
    cuit: string;
    /** The IVA condition's name, or ''. */
    ivaCondition: string;
  };
  publicUrl: string;
  /** The buyer's "Mi reserva" page, with its signature (server/dealership/my-reservation-link.ts). */
  myReservationUrl: string;
}

const money = (amount: number, currency: string) => formatMoney(amount, currency);
const origin = (url: string) => url.replace(/\/+$/, '');

const GATEWAY_NAMES: Record<string, string> = { mercadopago: 'MercadoPago', sandbox: 'Pasarela de prueba' };

/** The sandbox takes no money: every receipt of it says so where nobody can miss it. */
export const TEST_PAYMENT_MARK = 'PRUEBA';
const isTest = (facts: ReservationFacts) => facts.payment?.gateway === 'sandbox';
const subjectOf = (facts: ReservationFacts, subject: string) =>
  isTest(facts) ? `[${TEST_PAYMENT_MARK}] ${subject}` : subject;

/** A printed line as a detail of the message: its amount, and below it what it is made of. */
function printedDetail(line: PrintedLine): MailDetail {
  return [line.label, line.detail ? `${line.amount}\n${line.detail}` : line.amount];
}

/**
 * docs/decisions/0014: the price, how the buyer pays it and what is left, exactly as the review showed them: the same
 * printed lines (docs/product.md §D3).
 */
function operationSections(facts: ReservationFacts): MailSection[] {
  const printed = printStatement(facts.statement);
  return [
    {
      title: 'Precio',
      details: [...printed.price, printed.delivery, ...printed.rate].map(printedDetail),
    },
    { title: 'Cómo pagás', details: printed.payment.map(printedDetail) },
  ];
}

/** The deposit: what was paid, in how many installments, when, and the gateway's reference; then what is left. */
function depositSection(facts: ReservationFacts): MailSection {
  const { statement, payment } = facts;
  return {
    title: isTest(facts) ? `Seña (${TEST_PAYMENT_MARK}: no se cobró nada)` : 'Seña',
    details: [
      [statement.deposit.label, money(facts.deposit, 'ars')],
      ['Cuotas', String(facts.installments)],
      ...(payment?.at ? [['Fecha del pago', formatDateTime(payment.at)] as MailDetail] : []),
      ...(payment
        ? ([
            ['Medio de pago', GATEWAY_NAMES[payment.gateway] ?? payment.gateway],
            ['Referencia del pago', payment.reference],
          ] as MailDetail[])
        : []),
    ],
  };
}

/** What is paid at the delivery, part by part, and its total (docs/product.md §2 "Mi reserva"). */
function atDeliverySection(facts: ReservationFacts): MailSection {
  const printed = printStatement(facts.statement);
  return {
    title: 'A pagar en la entrega',
    details: printed.atDelivery.map(printedDetail),
  };
}

/** Where the buyer completes the purchase: the branch's address and its hours. */
function officeSection(facts: ReservationFacts): MailSection {
  const { office } = facts;
  return {
    title: 'Dónde completar la compra',
    details: office
      ? [
          ['Sucursal', office.name],
          ['Dirección', office.address],
          ...office.openingHours.map(({ days, hours }): MailDetail => [days, hours]),
        ]
      : [['Ubicación', facts.location]],
  };
}

/** The right to cancel, with its last day as a date (docs/product.md §D6). */
function cancellationText(facts: ReservationFacts): string {
  const until = facts.cancellableUntil
    ? `hasta el ${formatLongDate(facts.cancellableUntil)} inclusive (${facts.cancellationDays} días corridos desde el pago)`
    : `durante ${facts.cancellationDays} días corridos desde el pago`;
  return `Si te arrepentís, podés cancelar la reserva ${until} con el Botón de arrepentimiento del sitio: te devolvemos el 100% de la seña.`;
}

/** The buyer's receipt: the unit, the whole operation, the deposit's payment, where to go and the right to cancel. */
export function receiptMail(facts: ReservationFacts): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.receipt,
    operationId: facts.operationId,
    to: facts.buyer.email,
    subject: subjectOf(facts, `Reservaste tu ${facts.model}`),
    ...renderMail({
      title: 'Tu 0km te espera',
      greeting: `Hola ${facts.buyer.name}:`,
      paragraphs: [
        ...(isTest(facts)
          ? [
              `${TEST_PAYMENT_MARK}: esta reserva se pagó en la pasarela de prueba del sitio. No se cobró nada.`,
            ]
          : []),
        `Recibimos el pago de la seña y la unidad quedó reservada para vos. El precio de ${money(facts.price.amount, facts.price.currency)} queda fijo para esta reserva.`,
        'Acercate a nuestras oficinas dentro de las 48 horas para completar la compra.',
        'En Mi reserva seguís cada paso hasta la entrega: la documentación, el turno de entrega, qué traer y tu asesor.',
        cancellationText(facts),
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Color', facts.color],
        ['Chasis', facts.chassis],
      ],
      sections: [
        ...operationSections(facts),
        depositSection(facts),
        atDeliverySection(facts),
        officeSection(facts),
        ...invoiceSection(facts),
        {
          title: 'Emite',
          details: [
            ['Razón social', DEALERSHIP.legalName],
            ['CUIT', DEALERSHIP.cuit],
          ],
        },
      ],
      action: { label: 'Ver mi reserva', url: facts.myReservationUrl },
      links: [{ label: 'Botón de arrepentimiento', url: `${origin(facts.publicUrl)}/arrepentimiento` }],
    }),
  };
}

/** The invoice's data the buyer gave in step 2 (docs/product.md §5), to check before the purchase is completed. */
function invoiceSection(facts: ReservationFacts) {
  const details: [string, string][] = [
    ...(facts.buyer.cuit ? [['CUIT o CUIL', facts.buyer.cuit] as [string, string]] : []),
    ...(facts.buyer.ivaCondition
      ? [['Condición frente al IVA', facts.buyer.ivaCondition] as [string, string]]
      : []),
  ];
  return details.length > 0 ? [{ title: 'Para tu factura', details }] : [];
}

/**
 * docs/product.md §2 Pending: the deposit's payment is under review. The buyer is told the unit stays held, that the
 * outcome comes by e-mail, and the operation's amounts as the receipt will show them.
 */
export function pendingMail(facts: ReservationFacts): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.pending,
    operationId: facts.operationId,
    to: facts.buyer.email,
    subject: subjectOf(facts, `Tu pago de la seña de ${facts.model} está en revisión`),
    ...renderMail({
      title: 'Tu reserva está pendiente de confirmación',
      greeting: facts.buyer.name ? `Hola ${facts.buyer.name}:` : 'Hola:',
      paragraphs: [
        ...(isTest(facts)
          ? [`${TEST_PAYMENT_MARK}: este pago se hizo en la pasarela de prueba del sitio. No se cobra nada.`]
          : []),
        `El pago de la seña (${money(facts.deposit, 'ars')}) está en revisión. La unidad sigue apartada para vos mientras tanto.`,
        'Te avisamos por e-mail apenas se confirme: entonces la unidad queda reservada y te enviamos el comprobante. Si el pago no se aprueba, no se cobra nada.',
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Color', facts.color],
        ['Chasis', facts.chassis],
      ],
      sections: [...operationSections(facts), depositSection(facts), atDeliverySection(facts)],
      action: {
        label: 'Ver el estado de tu reserva',
        url: `${origin(facts.publicUrl)}${dealershipPaths.pending(facts.code)}`,
      },
    }),
  };
}

/** The brand's sales department hears of every reservation: the unit, how the buyer pays, and who the buyer is. */
export function salesNoticeMail(facts: ReservationFacts, to: string): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.salesNotice,
    operationId: facts.operationId,
    to,
    subject: subjectOf(facts, `Nueva reserva online: ${facts.model} (${facts.chassis})`),
    ...renderMail({
      title: 'Nueva reserva online',
      paragraphs: [
        ...(isTest(facts)
          ? [`${TEST_PAYMENT_MARK}: pagada en la pasarela de prueba. No se cobró nada; no es una venta.`]
          : []),
        `Un cliente pagó la seña de una unidad en el Concesionario Digital de ${DEALERSHIP.name}. Tiene 48 horas para acercarse a las oficinas.`,
      ],
      details: [
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Color', facts.color],
        ['Chasis', facts.chassis],
        ['Ubicación', facts.location],
      ],
      sections: [
        ...operationSections(facts),
        depositSection(facts),
        atDeliverySection(facts),
        {
          title: 'Cliente',
          details: [
            ['Nombre', facts.buyer.name],
            ['DNI', facts.buyer.dni],
            ['E-mail', facts.buyer.email],
            ['Teléfono', facts.buyer.telephone],
            ['Dirección', facts.buyer.address || '—'],
            ['CUIT o CUIL', facts.buyer.cuit || '—'],
            ['Condición frente al IVA', facts.buyer.ivaCondition || '—'],
          ],
        },
        {
          title: 'Plazo de arrepentimiento',
          details: [
            [
              'Puede cancelar hasta',
              facts.cancellableUntil
                ? formatLongDate(facts.cancellableUntil)
                : `${facts.cancellationDays} días corridos`,
            ],
          ],
        },
      ],
    }),
  };
}

/** docs/product.md §D5: paid after the hold went to someone else: the money goes back. */
export function unitTakenMail(facts: ReservationFacts): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.unitTaken,
    operationId: facts.operationId,
    to: facts.buyer.email,
    subject: subjectOf(facts, `Te devolvemos la seña de ${facts.model}`),
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
    operationId: facts.operationId,
    to,
    subject: subjectOf(
      facts,
      `Seña ${refunded ? 'devuelta' : 'A DEVOLVER'}: ${facts.model} (${facts.chassis})`,
    ),
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

/** docs/product.md §D6: the cancellation code, sent at once. */
export function cancellationMail(
  facts: ReservationFacts,
  cancellation: { code: string; refunded: number },
): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.cancelled,
    operationId: facts.operationId,
    to: facts.buyer.email,
    subject: subjectOf(facts, `Cancelaste la reserva: código ${cancellation.code}`),
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
    operationId: facts.operationId,
    to,
    subject: subjectOf(facts, `Reserva cancelada por el cliente: ${facts.model} (${facts.chassis})`),
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

/**
 * Staff cancelled the reservation on the buyer's behalf (docs/decisions/0026), through the same path as the right to
 * cancel: the cancellation code and the refund. The reason staff wrote is internal and is not sent.
 */
export function dealershipCancellationMail(
  facts: ReservationFacts,
  cancellation: { code: string; refunded: number },
): OutgoingMail {
  return {
    kind: PAYMENT_MAIL_KINDS.cancelledByDealership,
    operationId: facts.operationId,
    to: facts.buyer.email,
    subject: subjectOf(facts, `Cancelamos tu reserva de ${facts.model}`),
    ...renderMail({
      title: 'Cancelamos tu reserva',
      greeting: facts.buyer.name ? `Hola ${facts.buyer.name}:` : 'Hola:',
      paragraphs: [
        `Cancelamos la reserva de tu ${facts.model}, como lo conversaste con la concesionaria. El código de cancelación es ${cancellation.code}.`,
        cancellation.refunded > 0
          ? `Pedimos la devolución del 100% de la seña (${money(cancellation.refunded, 'ars')}) a tu tarjeta; según el banco, puede tardar unos días en verse en el resumen.`
          : 'No había ninguna seña cobrada, así que no hay nada que devolver.',
        `Si tenés dudas, llamanos al ${DEALERSHIP.phone}.`,
      ],
      details: [
        ['Código de cancelación', cancellation.code],
        ['Código de operación', facts.code],
        ['Vehículo', facts.model],
        ['Chasis', facts.chassis],
      ],
      action: { label: 'Ver mi reserva', url: facts.myReservationUrl },
    }),
  };
}

/** Where a paid or pending operation's outcome page is. */
export const outcomePath = (status: 'reserved' | 'pending', code: string) =>
  status === 'reserved' ? dealershipPaths.reserved(code) : dealershipPaths.pending(code);
