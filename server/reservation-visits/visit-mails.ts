import { appointmentWhen } from '#domain/back-office/appointment-when';
import { reservationVisitDeskPath } from '#domain/back-office/reservation-visit-desk';
import { DEALERSHIP } from '#domain/content/dealership';
import { calendarAttachment, type MailDetail, type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of every message this module queues: the buyer's, then the salesperson's. */
export const RESERVATION_VISIT_MAIL_KINDS = {
  booked: 'reservation-visit.booked',
  moved: 'reservation-visit.moved',
  cancelled: 'reservation-visit.cancelled',
  advisorBooked: 'reservation-visit.advisor-booked',
  advisorMoved: 'reservation-visit.advisor-moved',
  advisorCancelled: 'reservation-visit.advisor-cancelled',
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

/** The buyer moved it, or the team did (`byTeam`): the new time, and the calendar event that replaces the old. */
export function visitMovedMail(visit: VisitFacts, byTeam = false): OutgoingMail {
  const where = `${appointmentWhen(visit.startsAt)}, en ${branchName(visit)}${withWhom(visit)}`;
  return {
    kind: RESERVATION_VISIT_MAIL_KINDS.moved,
    to: visit.email,
    subject: `Cambió tu visita: ${appointmentWhen(visit.startsAt)}`,
    attachments: [calendarOf(visit)],
    ...renderMail({
      title: 'Cambió el horario de tu visita',
      greeting: greeting(visit),
      paragraphs: byTeam
        ? [
            `Nuestro equipo movió tu visita por tu ${visit.model}: ahora es el ${where}.`,
            'El archivo adjunto reemplaza la cita anterior en tu calendario. Si ese horario no te queda bien, elegí otro desde Mi reserva.',
          ]
        : [
            `Listo: tu visita por tu ${visit.model} ahora es el ${where}.`,
            'El archivo adjunto reemplaza la cita anterior en tu calendario.',
          ],
      details: details(visit),
      action: { label: ACTION_LABEL, url: visit.url },
      links: [{ label: 'Cómo llegar', url: visit.branch.mapUrl }],
    }),
  };
}

export function visitCancelledMail(visit: VisitFacts, byTeam = false): OutgoingMail {
  return {
    kind: RESERVATION_VISIT_MAIL_KINDS.cancelled,
    to: visit.email,
    subject: 'Cancelamos tu visita',
    attachments: [calendarOf(visit, true)],
    ...renderMail({
      title: 'Tu visita quedó cancelada',
      greeting: greeting(visit),
      paragraphs: [
        byTeam
          ? `Nuestro equipo canceló tu visita del ${appointmentWhen(visit.startsAt)}. Tu reserva sigue en pie.`
          : `Cancelamos tu visita del ${appointmentWhen(visit.startsAt)}, como pediste. Tu reserva sigue en pie.`,
        'Acercate a nuestras oficinas dentro de las 48 horas de la reserva para completar la compra: podés agendar otro horario desde Mi reserva.',
      ],
      action: { label: ACTION_LABEL, url: visit.url },
    }),
  };
}

/*
 * The salesperson's e-mails (docs/decisions/0089): the visit that holds their time, as a record of the panel. They name
 * the operation and the vehicle, never the buyer (name, e-mail, phone, DNI): those stay in the panel, behind the
 * person's sign-in and brands, and the e-mail links to the visit's page there.
 */

/** Who the e-mail goes to: the account whose time the visit holds. */
export interface AdvisorRecipient {
  name: string;
  email: string;
}

/** Who made the change: the buyer from their pages, or a person of the team (by name). */
export type VisitChanger = { by: 'buyer' } | { by: 'staff'; name: string };

const panelUrl = (visit: VisitFacts, publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${reservationVisitDeskPath(visit.id)}`;

const ADVISOR_CALENDAR_FILE = 'visita-reserva.ics';

/** The salesperson's own event (a UID apart from the buyer's); a move or a handover replaces it. */
function advisorCalendarOf(visit: VisitFacts, publicUrl: string, cancelled = false) {
  return calendarAttachment(
    {
      uid: `visita-${visit.code}-${visit.id}-asesor`,
      sequence: visit.revision,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      summary: `Visita de la reserva ${visit.code}: ${visit.model}`,
      location: visit.branch.address,
      description: `${branchName(visit)}. Los datos del comprador están en el panel: ${panelUrl(visit, publicUrl)}`,
      url: panelUrl(visit, publicUrl),
      cancelled,
    },
    ADVISOR_CALENDAR_FILE,
  );
}

function advisorDetails(visit: VisitFacts): MailDetail[] {
  return [
    ['Día y hora', appointmentWhen(visit.startsAt)],
    ['Código de operación', visit.code],
    ['Vehículo', visit.model],
    ['Sucursal', branchName(visit)],
    ['Dirección', visit.branch.address],
  ];
}

function advisorMail(
  kind: (typeof RESERVATION_VISIT_MAIL_KINDS)['advisorBooked' | 'advisorMoved' | 'advisorCancelled'],
  to: AdvisorRecipient,
  visit: VisitFacts,
  publicUrl: string,
  words: { subject: string; title: string; line: string },
): OutgoingMail {
  const cancelled = kind === RESERVATION_VISIT_MAIL_KINDS.advisorCancelled;
  return {
    kind,
    to: to.email,
    subject: words.subject,
    attachments: [advisorCalendarOf(visit, publicUrl, cancelled)],
    ...renderMail({
      title: words.title,
      greeting: `Hola, ${to.name}:`,
      paragraphs: [
        words.line,
        'Los datos del comprador están en el panel: ingresá con tu cuenta para verlos.',
        cancelled
          ? 'El archivo adjunto quita la cita de tu calendario.'
          : 'Agregá la cita a tu calendario con el archivo adjunto.',
      ],
      details: advisorDetails(visit),
      action: { label: 'Abrir la visita en el panel', url: panelUrl(visit, publicUrl) },
    }),
  };
}

const whoChanged = (changer: VisitChanger) => (changer.by === 'buyer' ? 'El comprador' : changer.name);

/** A visit now holds the person's time: booked by the buyer, or moved to them from someone else's agenda. */
export function advisorBookedMail(
  to: AdvisorRecipient,
  visit: VisitFacts,
  publicUrl: string,
  changer: VisitChanger,
  handedOver = false,
): OutgoingMail {
  const when = appointmentWhen(visit.startsAt);
  return advisorMail(RESERVATION_VISIT_MAIL_KINDS.advisorBooked, to, visit, publicUrl, {
    subject: `Visita agendada: ${visit.model} (${visit.code}), ${when}`,
    title: 'Tenés una visita agendada',
    line: handedOver
      ? `${whoChanged(changer)} movió la visita de la reserva ${visit.code} al ${when}, en ${branchName(visit)}, y quedó con vos, para completar la compra del ${visit.model}.`
      : `El comprador de la reserva ${visit.code} agendó su visita con vos para el ${when}, en ${branchName(visit)}, para completar la compra del ${visit.model}.`,
  });
}

/** The person's visit has a new time. */
export function advisorMovedMail(
  to: AdvisorRecipient,
  visit: VisitFacts,
  publicUrl: string,
  changer: VisitChanger,
): OutgoingMail {
  const when = appointmentWhen(visit.startsAt);
  return advisorMail(RESERVATION_VISIT_MAIL_KINDS.advisorMoved, to, visit, publicUrl, {
    subject: `Cambió una visita: ${visit.model} (${visit.code}), ${when}`,
    title: 'Cambió el horario de tu visita',
    line: `${whoChanged(changer)} movió la visita de la reserva ${visit.code}: ahora es el ${when}, en ${branchName(visit)}.`,
  });
}

/**
 * The person's visit no longer holds their time: cancelled, or moved to a time they are not free and given to someone
 * else (`to`: who has it now). `visit` is as it was in their agenda.
 */
export function advisorCancelledMail(
  recipient: AdvisorRecipient,
  visit: VisitFacts,
  publicUrl: string,
  changer: VisitChanger,
  movedTo?: { startsAt: Date; advisorName: string | null },
): OutgoingMail {
  const when = appointmentWhen(visit.startsAt);
  return advisorMail(RESERVATION_VISIT_MAIL_KINDS.advisorCancelled, recipient, visit, publicUrl, {
    subject: `Visita ${movedTo ? 'reasignada' : 'cancelada'}: ${visit.model} (${visit.code}), ${when}`,
    title: movedTo ? 'Tu visita pasó a otra persona' : 'Se canceló tu visita',
    line: movedTo
      ? `${whoChanged(changer)} movió la visita de la reserva ${visit.code} al ${appointmentWhen(movedTo.startsAt)}${movedTo.advisorName ? `, con ${movedTo.advisorName}` : ''}: tu horario del ${when} vuelve a estar libre.`
      : `${whoChanged(changer)} canceló la visita de la reserva ${visit.code} del ${when}: ese horario vuelve a estar libre.`,
  });
}
