import { reservationVisitDeskPath } from '#domain/back-office/reservation-visit-desk';
import type { DeskDetail, DeskEvent } from '#domain/back-office/reservations-desk';
import {
  EARLY_DELIVERY_FIELD,
  EARLY_DELIVERY_VALUE,
  type FulfilmentOptions,
  OPERATION_EVENT_LABELS,
  RESENDABLE_MAIL_LABELS,
  type ResendableMail,
} from '#domain/operation/operation-fulfilment';
import { MARITAL_STATUSES } from '#domain/operation/personal-data';
import { RESERVATION_VISIT_STATE_LABELS } from '#domain/operation/reservation-visit';
import { formatDateTime, formatDay } from '#domain/shared/mendoza-time';
import type { DeskIntent } from './desk-actions';
import type { DeskShown, TimelineLine } from './desk-detail';

/*
 * The desk's detail page in words: the timeline's lines, the buyer's marital status and what confirming an action will
 * do. Written by the loader and the action, so the page's script carries neither the operation's labels nor the
 * sentences (its first visit must stay within 120 KB, docs/decisions/0011).
 */

/** What the page shows of an operation: its details, and its timeline in words. */
export function deskPage(detail: DeskDetail): { detail: DeskShown; timeline: TimelineLine[] } {
  const { events, visit, ...shown } = detail;
  const marital = MARITAL_STATUSES.find((status) => status.id === detail.buyer.maritalStatusId)?.name ?? null;
  return {
    detail: {
      ...shown,
      buyer: { ...shown.buyer, maritalStatus: marital },
      visit: visit && {
        path: reservationVisitDeskPath(visit.id),
        at: visit.at,
        location: visit.location,
        advisorName: visit.advisorName,
        marked: visit.state === 'booked' ? null : RESERVATION_VISIT_STATE_LABELS[visit.state],
      },
    },
    timeline: events.map((event) => ({
      id: event.id,
      at: event.at,
      actor: event.actor,
      what: (OPERATION_EVENT_LABELS as Readonly<Record<string, string>>)[event.kind] ?? event.kind,
      details: eventDetails(event),
      note: event.note,
    })),
  };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const instant = (value: unknown) => {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? formatDateTime(new Date(iso)) : null;
};

/** What a line of the timeline adds beside its kind: the appointment, the person, the e-mail, the reason. */
export function eventDetails(event: Pick<DeskEvent, 'detail' | 'kind'>): string[] {
  const detail = event.detail;
  const lines: string[] = [];
  const at = instant(detail.delivery_at);
  if (at) lines.push(`Entrega: ${at}${text(detail.location) ? ` en ${detail.location}` : ''}`);
  const before = instant(detail.previous_delivery_at);
  if (before) lines.push(`Antes: ${before}`);
  const advisor = text(detail.advisor) ?? text(detail.salesperson);
  if (advisor) lines.push(`Asesor: ${advisor}`);
  if (text(detail.advisor) && text(detail.salesperson) && detail.salesperson !== detail.advisor)
    lines.push(`Tarjeta que ve el comprador: ${detail.salesperson}`);
  const mail = text(detail.mail);
  if (mail)
    lines.push(`E-mail: ${(RESENDABLE_MAIL_LABELS as Readonly<Record<string, string>>)[mail] ?? mail}`);
  if (text(detail.reason)) lines.push(`Motivo: ${detail.reason}`);
  if (detail.documents_confirmed === true) lines.push('La documentación se dio por recibida con la entrega.');
  if (detail.before_appointment === true)
    lines.push('Se registró antes de la hora de la cita, con confirmación.');
  return lines;
}

/** What confirming will do, in the words the person agrees to. */
export function confirmationText(
  intent: DeskIntent,
  fields: Record<string, string>,
  detail: DeskDetail,
  options: FulfilmentOptions | null,
): string {
  const buyer = [detail.buyer.name, detail.buyer.lastname].filter(Boolean).join(' ') || detail.buyer.email;
  switch (intent) {
    case 'receive_documents':
      return `Queda registrado que ${buyer} entregó la documentación, y le avisamos por e-mail.`;
    case 'schedule_delivery': {
      const location = options?.locations.find((branch) => String(branch.id) === fields.location_id);
      return `La entrega queda el ${fields.date ? formatDay(fields.date) : ''} a las ${fields.time} en ${location?.name ?? 'la sucursal elegida'}${location ? ` (${location.address})` : ''}. Le enviamos la cita a ${buyer} por e-mail.`;
    }
    case 'deliver':
      return `${earlyWarning(fields, options)}La unidad ${detail.unit.model} (chasis ${detail.unit.chassis}) queda vendida y deja de aparecer en el sitio. Le avisamos a ${buyer} por e-mail.`;
    case 'cancel':
      return `La reserva se cancela y se devuelve la seña completa por la pasarela de pago; la unidad vuelve al catálogo. No se puede deshacer. Motivo: «${fields.reason ?? ''}».`;
    case 'resend_mail': {
      const label = RESENDABLE_MAIL_LABELS[fields.mail as ResendableMail] ?? fields.mail;
      return `Reenviamos el e-mail «${label}» a ${detail.buyer.email}.`;
    }
    case 'assign_advisor': {
      const person = options?.advisors.find((candidate) => String(candidate.id) === fields.account_id);
      if (person && person.id === options?.state.advisorAccountId)
        return `${person.name} ya atiende a ${buyer}: no cambia nada.`;
      return person?.card
        ? `${person.name} pasa a atender a ${buyer}, que ve la tarjeta de ${person.card} en «Mi reserva» con su WhatsApp.`
        : `${person?.name ?? 'El asesor elegido'} pasa a atender a ${buyer}. No tiene tarjeta pública de la marca: «Mi reserva» no muestra asesor.`;
    }
    case 'note':
      return '';
    case 'undo_documents':
      return `La documentación de ${buyer} vuelve a quedar pendiente. Le avisamos por e-mail que la seguimos necesitando.`;
    case 'undo_delivery':
      return `La unidad ${detail.unit.model} vuelve a quedar reservada para ${buyer}, con la entrega programada, y vuelve a figurar en el stock como reservada. Le avisamos por e-mail.`;
  }
}

/** Marking a delivery before its appointment asks again, in words (docs/decisions/0072). */
function earlyWarning(fields: Record<string, string>, options: FulfilmentOptions | null): string {
  const at = options?.state.deliveryAt;
  if (fields[EARLY_DELIVERY_FIELD] !== EARLY_DELIVERY_VALUE || !at) return '';
  return `Atención: la entrega está programada para el ${formatDateTime(new Date(at))} y todavía no llegó esa hora. Confirmá solo si la unidad ya se entregó. `;
}
