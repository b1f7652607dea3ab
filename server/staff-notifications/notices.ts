import { LEAD_KIND_LABELS, type LeadKind, leadPath } from '#domain/back-office/leads-inbox';
import { reservationPath } from '#domain/back-office/record-paths';
import type { MailDetail } from '../mail';
import { STAFF_NOTICE_MAIL_KINDS, type StaffNotice } from './notice-mails';

/*
 * The notices themselves, from what staff need to act on a record and nothing of the buyer's (./notice-mails.ts).
 */

/** What a lead is about, as the inbox lists it: the form's subject, the vehicle asked about, the position. */
export interface LeadFacts {
  kind: LeadKind;
  id: number;
  about: string;
  brandName: string | null;
}

const LEAD_NAMES: Readonly<Record<LeadKind, { new: string; one: string; about: string }>> = {
  contact: { new: 'Nueva consulta', one: 'la consulta', about: 'Asunto' },
  price_request: { new: 'Nuevo pedido de precio', one: 'el pedido de precio', about: 'Vehículo' },
  job_application: { new: 'Nueva postulación', one: 'la postulación', about: 'Puesto' },
  test_drive: { new: 'Nueva prueba de manejo', one: 'la prueba de manejo', about: 'Vehículo' },
};

const brandDetail = (brandName: string | null): MailDetail[] => (brandName ? [['Marca', brandName]] : []);

function leadDetails(lead: LeadFacts): MailDetail[] {
  return [
    ['Tipo', LEAD_KIND_LABELS[lead.kind]],
    ['Número', String(lead.id)],
    ...brandDetail(lead.brandName),
    ...(lead.about ? [[LEAD_NAMES[lead.kind].about, lead.about] as MailDetail] : []),
  ];
}

const leadName = (lead: Pick<LeadFacts, 'kind' | 'id'>) => `${LEAD_NAMES[lead.kind].one} n.º ${lead.id}`;

export function newLeadNotice(lead: LeadFacts): StaffNotice {
  const title = `${LEAD_NAMES[lead.kind].new} n.º ${lead.id}`;
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.leadNew,
    title: lead.about ? `${title}: ${lead.about}` : title,
    line:
      lead.kind === 'price_request'
        ? `Pidieron el precio de ${lead.about} desde el sitio. Está sin asignar: tomala desde el panel.`
        : `Llegó ${leadName(lead)} desde el sitio. Está sin asignar: tomala desde el panel.`,
    details: leadDetails(lead),
    path: leadPath(lead.kind, lead.id),
  };
}

/** A test drive booked on the site (docs/decisions/0087): when, where, and who has it. */
export function newTestDriveNotice(
  lead: LeadFacts & { when: string; branchName: string; assigneeName: string | null },
): StaffNotice {
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.leadNew,
    title: `${LEAD_NAMES.test_drive.new} n.º ${lead.id}: ${lead.about}`,
    line: `Reservaron una prueba de manejo para el ${lead.when} en ${lead.branchName}. ${
      lead.assigneeName
        ? `La tiene asignada ${lead.assigneeName}.`
        : 'Está sin asignar: tomala desde el panel.'
    }`,
    details: [...leadDetails(lead), ['Día y hora', lead.when], ['Sucursal', lead.branchName]],
    path: leadPath(lead.kind, lead.id),
  };
}

/** An operation as its notices name it: its code and the vehicle, never the buyer. */
export interface ReservationFacts {
  operationId: number;
  code: string;
  model: string;
  chassis: string;
  brandName: string | null;
}

function reservationDetails(operation: ReservationFacts): MailDetail[] {
  return [
    ['Código de operación', operation.code],
    ...brandDetail(operation.brandName),
    ['Vehículo', operation.model],
    ['Chasis', operation.chassis],
  ];
}

export function newReservationNotice(operation: ReservationFacts): StaffNotice {
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.reservationNew,
    title: `Nueva reserva online: ${operation.model}`,
    line: `Un cliente pagó la seña de ${operation.model} en el Concesionario Digital: la unidad quedó reservada a su nombre (operación ${operation.code}).`,
    details: reservationDetails(operation),
    path: reservationPath(operation.code),
    operationId: operation.operationId,
  };
}

/** Who cancelled: the buyer within their right to cancel, or a person of the back office (by name). */
export type Canceller = { by: 'buyer' } | { by: 'staff'; name: string };

export function reservationCancelledNotice(operation: ReservationFacts, canceller: Canceller): StaffNotice {
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.reservationCancelled,
    title: `Reserva cancelada: ${operation.model} (${operation.code})`,
    line:
      canceller.by === 'buyer'
        ? `El cliente canceló la reserva de ${operation.model} dentro del plazo de arrepentimiento; la unidad volvió al stock.`
        : `${canceller.name} canceló la reserva de ${operation.model}; la unidad volvió al stock.`,
    details: reservationDetails(operation),
    path: reservationPath(operation.code),
    operationId: operation.operationId,
  };
}

export function reservationDeliveredNotice(operation: ReservationFacts, byName: string): StaffNotice {
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.reservationDelivered,
    title: `Unidad entregada: ${operation.model} (${operation.code})`,
    line: `${byName} registró la entrega de ${operation.model}: la unidad salió del stock.`,
    details: reservationDetails(operation),
    path: reservationPath(operation.code),
    operationId: operation.operationId,
  };
}

export type AssignedRecord =
  | { type: 'lead'; lead: LeadFacts }
  | { type: 'reservation'; operation: ReservationFacts };

export function assignmentNotice(record: AssignedRecord, byName: string): StaffNotice {
  if (record.type === 'lead') {
    const { lead } = record;
    return {
      kind: STAFF_NOTICE_MAIL_KINDS.assigned,
      title: `Te asignaron ${leadName(lead)}`,
      line: `${byName} te asignó ${leadName(lead)}${lead.about ? ` (${lead.about})` : ''}.`,
      details: leadDetails(lead),
      path: leadPath(lead.kind, lead.id),
    };
  }
  const { operation } = record;
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.assigned,
    title: `Te asignaron la reserva ${operation.code}`,
    line: `${byName} te asignó la reserva de ${operation.model} (operación ${operation.code}).`,
    details: reservationDetails(operation),
    path: reservationPath(operation.code),
    operationId: operation.operationId,
  };
}

/**
 * A lead's follow-up whose time has come (docs/decisions/0070), to its owner: the lead by its kind and number and a
 * link to its page; the buyer's details stay on the page, behind the sign-in.
 */
export function followUpNotice(lead: { kind: LeadKind; id: number }, dueAt: string): StaffNotice {
  const name = `${LEAD_KIND_LABELS[lead.kind]} n.º ${lead.id}`;
  return {
    kind: STAFF_NOTICE_MAIL_KINDS.followUp,
    title: `Seguimiento: ${name}`,
    line: `Quedó programado para el ${dueAt} (hora de Mendoza) retomar esta consulta: ${name}.`,
    details: [['Consulta', name]],
    path: leadPath(lead.kind, lead.id),
  };
}
