import { DEALERSHIP } from '#domain/content/dealership';
import { formatClockTime, formatLongDate } from '#domain/shared/mendoza-time';
import { type MailDetail, type OutgoingMail, renderMail } from '../mail';
import type { BuyerFacts } from './buyer-facts';

/** mail_outbox.kind of the buyer's e-mail at each step after the deposit (docs/decisions/0026). */
export const FULFILMENT_MAIL_KINDS = {
  documentsReceived: 'fulfilment.documents-received',
  deliveryScheduled: 'fulfilment.delivery-scheduled',
  deliveryRescheduled: 'fulfilment.delivery-rescheduled',
  delivered: 'fulfilment.delivered',
  stepUndone: 'fulfilment.step-undone',
} as const;

/** The operation a step e-mail is about and the buyer it goes to. */
export interface StepMailOperation {
  id: number;
  code: string;
  email: string;
  /** The buyer's first name; empty when unknown. */
  name: string;
}

/** docs/product.md §2 The PRUEBA marking: every reservation e-mail of a sandbox payment says so in its subject. */
const subjectOf = (facts: BuyerFacts, subject: string) =>
  facts.testPayment ? `[PRUEBA] ${subject}` : subject;
const greeting = (operation: StepMailOperation) => (operation.name ? `Hola ${operation.name}:` : 'Hola:');
const isWebAddress = (url: string) => /^https?:\/\/\S+$/i.test(url);

function unitDetails(operation: StepMailOperation, facts: BuyerFacts): MailDetail[] {
  return [
    ['Código de operación', operation.code],
    ['Vehículo', facts.unit.model],
    ...(facts.unit.color ? [['Color', facts.unit.color] as MailDetail] : []),
    ['Chasis', facts.unit.chassis],
  ];
}

const MY_RESERVATION_ACTION = (facts: BuyerFacts) => ({
  label: 'Ver mi reserva',
  url: facts.myReservationUrl,
});

export function documentsReceivedMail(operation: StepMailOperation, facts: BuyerFacts): OutgoingMail {
  return {
    kind: FULFILMENT_MAIL_KINDS.documentsReceived,
    operationId: operation.id,
    to: operation.email,
    subject: subjectOf(facts, `Recibimos tu documentación: ${facts.unit.model}`),
    ...renderMail({
      title: 'Recibimos tu documentación',
      greeting: greeting(operation),
      paragraphs: [
        `Ya tenemos la documentación para tu ${facts.unit.model}.`,
        facts.delivery
          ? 'Tu entrega ya está programada: en Mi reserva tenés el día, la hora y el lugar.'
          : 'El próximo paso es programar la entrega: te vamos a avisar por e-mail el día, la hora y el lugar.',
      ],
      details: unitDetails(operation, facts),
      action: MY_RESERVATION_ACTION(facts),
    }),
  };
}

/** The appointment with its place and what to bring; `rescheduled` when it replaces an earlier one. */
export function deliveryScheduledMail(
  operation: StepMailOperation,
  facts: BuyerFacts & { delivery: NonNullable<BuyerFacts['delivery']> },
  rescheduled: boolean,
): OutgoingMail {
  const { at, branch } = facts.delivery;
  const when = `${formatLongDate(at)} a las ${formatClockTime(at)}`;
  return {
    kind: rescheduled ? FULFILMENT_MAIL_KINDS.deliveryRescheduled : FULFILMENT_MAIL_KINDS.deliveryScheduled,
    operationId: operation.id,
    to: operation.email,
    subject: subjectOf(
      facts,
      rescheduled
        ? `Cambiamos el turno de entrega de tu ${facts.unit.model}`
        : `Tu ${facts.unit.model} se entrega el ${formatLongDate(at)}`,
    ),
    ...renderMail({
      title: rescheduled ? 'Cambiamos el turno de tu entrega' : 'Tu entrega está programada',
      greeting: greeting(operation),
      paragraphs: [
        rescheduled
          ? `La entrega de tu ${facts.unit.model} pasó al ${when}, en ${branch.name}.`
          : `Te esperamos el ${when} en ${branch.name} para entregarte tu ${facts.unit.model}.`,
        `Qué traer:\n${facts.checklist.map((item) => `• ${item}`).join('\n')}`,
        `Si no podés ese día, llamanos al ${DEALERSHIP.phone} y buscamos otro.`,
      ],
      details: [
        ['Día', formatLongDate(at)],
        ['Hora', formatClockTime(at)],
        ['Sucursal', branch.name],
        ['Dirección', branch.address],
        ...branch.openingHours.map(({ days, hours }): MailDetail => [days, hours]),
        ...unitDetails(operation, facts),
      ],
      action: MY_RESERVATION_ACTION(facts),
      ...(isWebAddress(branch.mapUrl) ? { links: [{ label: 'Cómo llegar', url: branch.mapUrl }] } : {}),
    }),
  };
}

export function deliveredMail(
  operation: StepMailOperation,
  facts: BuyerFacts,
  deliveredAt: Date,
): OutgoingMail {
  return {
    kind: FULFILMENT_MAIL_KINDS.delivered,
    operationId: operation.id,
    to: operation.email,
    subject: subjectOf(facts, `¡Tu ${facts.unit.model} ya es tuyo!`),
    ...renderMail({
      title: '¡Ya es tuyo!',
      greeting: greeting(operation),
      paragraphs: [
        `Te entregamos tu ${facts.unit.model} el ${formatLongDate(deliveredAt)}. Gracias por elegirnos.`,
        'Para el service y la garantía, sacá turno de Postventa en el sitio.',
      ],
      details: unitDetails(operation, facts),
      action: MY_RESERVATION_ACTION(facts),
    }),
  };
}

/**
 * An administrator put the reservation back a step (docs/decisions/0072): the buyer learns it from us rather than
 * from a "Mi reserva" that changed by itself.
 */
export function stepUndoneMail(
  operation: StepMailOperation,
  facts: BuyerFacts,
  step: 'documents' | 'delivery',
): OutgoingMail {
  const documents = step === 'documents';
  return {
    kind: FULFILMENT_MAIL_KINDS.stepUndone,
    operationId: operation.id,
    to: operation.email,
    subject: subjectOf(facts, `Corregimos el estado de tu reserva: ${facts.unit.model}`),
    ...renderMail({
      title: 'Corregimos el estado de tu reserva',
      greeting: greeting(operation),
      paragraphs: [
        documents
          ? `Por un error, tu documentación para el ${facts.unit.model} figuraba como recibida. Todavía la necesitamos: en Mi reserva tenés qué traer.`
          : `Por un error, tu ${facts.unit.model} figuraba como entregado. Tu reserva sigue vigente, con la entrega programada que ves en Mi reserva.`,
        `Perdoná la confusión. Si tenés dudas, llamanos al ${DEALERSHIP.phone}.`,
      ],
      details: unitDetails(operation, facts),
      action: MY_RESERVATION_ACTION(facts),
    }),
  };
}
