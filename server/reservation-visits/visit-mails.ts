import { appointmentWhen } from '#domain/back-office/appointment-when';
import { DEALERSHIP } from '#domain/content/dealership';
import { calendarAttachment, type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of every message this module queues. */
export const RESERVATION_VISIT_MAIL_KINDS = {
  booked: 'reservation-visit.booked',
  moved: 'reservation-visit.moved',
  cancelled: 'reservation-visit.cancelled',
} as const;

/** A visit as its e-mails tell it: the buyer's first name and nothing more of theirs. */
export interface VisitFacts {
  id: number;
  code: string;
  revision: number;
  startsAt: Date;
  endsAt: Date;
  model: string;
  name: string;
  email: string;
  advisorName: string | null;
  branch: { name: string; address: string; mapUrl: string };
  /** "Mi reserva"'s signed address, where the visit is moved or cancelled. */
  url: string;
}

const CALENDAR_FILE = 'visita-concesionario.ics';

const branchName = (visit: VisitFacts) => `${DEALERSHIP.name} ${visit.branch.name}`;
const withWhom = (visit: VisitFacts) => (visit.advisorName ? ` con ${visit.advisorName}` : '');
const greeting = (visit: VisitFacts) => (visit.name ? `Hola, ${visit.name}:` : 'Hola:');

const WHAT_TO_BRING =
  'Traé tu DNI y el código de la operación: con tu asesor revisan la documentación para completar la compra.';

function details(visit: VisitFacts): [string, string][] {
  return [
    ['Día y hora', appointmentWhen(visit.startsAt)],
    ['Vehículo', visit.model],
    ['Código de operación', visit.code],
    ...(visit.advisorName ? [['Asesor', visit.advisorName] as [string, string]] : []),
    ['Sucursal', branchName(visit)],
    ['Dirección', visit.branch.address],
  ];
}

/** The visit's calendar event; its moves and its cancellation replace it (same UID, higher SEQUENCE). */
function calendarOf(visit: VisitFacts, cancelled = false) {
  return calendarAttachment(
    {
      uid: `visita-${visit.code}-${visit.id}`,
      sequence: visit.revision,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      summary: `Visita por tu ${visit.model}${withWhom(visit)}`,
      location: visit.branch.address,
      description: `${branchName(visit)}. ${WHAT_TO_BRING}\nPara cambiar el horario o cancelar: ${visit.url}`,
      url: visit.url,
      cancelled,
    },
    CALENDAR_FILE,
  );
}

const ACTION_LABEL = 'Ver mi reserva y mi visita';

export function visitBookedMail(visit: VisitFacts): OutgoingMail {
  return {
    kind: RESERVATION_VISIT_MAIL_KINDS.booked,
    to: visit.email,
    subject: `Tu visita por tu ${visit.model}: ${appointmentWhen(visit.startsAt)}`,
    attachments: [calendarOf(visit)],
    ...renderMail({
      title: 'Tu visita quedó agendada',
      greeting: greeting(visit),
      paragraphs: [
        `Te esperamos el ${appointmentWhen(visit.startsAt)} en ${branchName(visit)}${withWhom(visit)} para completar la compra de tu ${visit.model}.`,
        WHAT_TO_BRING,
        'Agregá la cita a tu calendario con el archivo adjunto. Si no podés venir, cambiá el horario o cancelala desde Mi reserva.',
      ],
      details: details(visit),
      action: { label: ACTION_LABEL, url: visit.url },
      links: [{ label: 'Cómo llegar', url: visit.branch.mapUrl }],
    }),
  };
}

export function visitMovedMail(visit: VisitFacts): OutgoingMail {
  return {
    kind: RESERVATION_VISIT_MAIL_KINDS.moved,
    to: visit.email,
    subject: `Cambió tu visita: ${appointmentWhen(visit.startsAt)}`,
    attachments: [calendarOf(visit)],
    ...renderMail({
      title: 'Cambió el horario de tu visita',
      greeting: greeting(visit),
      paragraphs: [
        `Listo: tu visita por tu ${visit.model} ahora es el ${appointmentWhen(visit.startsAt)}, en ${branchName(visit)}${withWhom(visit)}.`,
        'El archivo adjunto reemplaza la cita anterior en tu calendario.',
      ],
      details: details(visit),
      action: { label: ACTION_LABEL, url: visit.url },
      links: [{ label: 'Cómo llegar', url: visit.branch.mapUrl }],
    }),
  };
}

export function visitCancelledMail(visit: VisitFacts): OutgoingMail {
  return {
    kind: RESERVATION_VISIT_MAIL_KINDS.cancelled,
    to: visit.email,
    subject: 'Cancelamos tu visita',
    attachments: [calendarOf(visit, true)],
    ...renderMail({
      title: 'Tu visita quedó cancelada',
      greeting: greeting(visit),
      paragraphs: [
        `Cancelamos tu visita del ${appointmentWhen(visit.startsAt)}, como pediste. Tu reserva sigue en pie.`,
        'Acercate a nuestras oficinas dentro de las 48 horas de la reserva para completar la compra: podés agendar otro horario desde Mi reserva.',
      ],
      action: { label: ACTION_LABEL, url: visit.url },
    }),
  };
}
