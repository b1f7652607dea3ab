import { appointmentWhen } from '#domain/back-office/appointment-when';
import { DEALERSHIP } from '#domain/content/dealership';
import { calendarAttachment, type OutgoingMail, renderMail } from '../mail';

/** mail_outbox.kind of every message this module queues. */
export const TEST_DRIVE_MAIL_KINDS = {
  booked: 'test-drive.booked',
  moved: 'test-drive.moved',
  cancelled: 'test-drive.cancelled',
  reminder: 'test-drive.reminder',
} as const;

/** A booking as its e-mails tell it: never more of what the buyer typed than their first name. */
export interface BookingFacts {
  code: string;
  revision: number;
  startsAt: Date;
  endsAt: Date;
  vehicle: string;
  hasLicence: boolean;
  name: string;
  email: string;
  branch: { name: string; address: string; mapUrl: string };
  /** The signed page to see, move or cancel it. */
  url: string;
  /** The booking page, to book another. */
  bookingPageUrl: string;
}

const CALENDAR_FILE = 'prueba-de-manejo.ics';

const branchName = (booking: BookingFacts) => `${DEALERSHIP.name} ${booking.branch.name}`;

function whatToBring(booking: BookingFacts): string {
  return booking.hasLicence
    ? 'Traé tu DNI y tu licencia de conducir vigente.'
    : 'Traé tu DNI. Como nos dijiste que no tenés licencia de conducir, maneja un asesor y vos lo conocés de acompañante; si venís con alguien que tenga licencia, puede manejarlo.';
}

function details(booking: BookingFacts): [string, string][] {
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  return [
    ['Día y hora', appointmentWhen(booking.startsAt)],
    ['Duración', `${minutes} minutos`],
    ['Vehículo', booking.vehicle],
    ['Sucursal', branchName(booking)],
    ['Dirección', booking.branch.address],
  ];
}

/** The calendar event of the booking; its moves and its cancellation replace it (same UID, higher SEQUENCE). */
function calendarOf(booking: BookingFacts, cancelled = false) {
  return calendarAttachment(
    {
      uid: `prueba-de-manejo-${booking.code}`,
      sequence: booking.revision,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      summary: `Prueba de manejo: ${booking.vehicle}`,
      location: booking.branch.address,
      description: `${branchName(booking)}. ${whatToBring(booking)}\nPara cambiar el horario o cancelar: ${booking.url}`,
      url: booking.url,
      cancelled,
    },
    CALENDAR_FILE,
  );
}

const links = (booking: BookingFacts) => [{ label: 'Cómo llegar', url: booking.branch.mapUrl }];

export function bookedMail(booking: BookingFacts): OutgoingMail {
  return {
    kind: TEST_DRIVE_MAIL_KINDS.booked,
    to: booking.email,
    subject: `Tu prueba de manejo: ${appointmentWhen(booking.startsAt)}`,
    attachments: [calendarOf(booking)],
    ...renderMail({
      title: 'Tu prueba de manejo quedó reservada',
      greeting: `Hola, ${booking.name}:`,
      paragraphs: [
        `Te esperamos el ${appointmentWhen(booking.startsAt)} en ${branchName(booking)} para que manejes el ${booking.vehicle}.`,
        whatToBring(booking),
        'Agregá la cita a tu calendario con el archivo adjunto. Si no podés venir, cambiá el horario o cancelala desde el enlace: así otra persona puede usar ese turno.',
      ],
      details: details(booking),
      action: { label: 'Ver, cambiar o cancelar mi turno', url: booking.url },
      links: links(booking),
    }),
  };
}

/** The buyer moved it, or the team did (`byTeam`): the new time, and the calendar event that replaces the old. */
export function movedMail(booking: BookingFacts, byTeam: boolean): OutgoingMail {
  return {
    kind: TEST_DRIVE_MAIL_KINDS.moved,
    to: booking.email,
    subject: `Cambió tu prueba de manejo: ${appointmentWhen(booking.startsAt)}`,
    attachments: [calendarOf(booking)],
    ...renderMail({
      title: 'Cambió el horario de tu prueba de manejo',
      greeting: `Hola, ${booking.name}:`,
      paragraphs: [
        byTeam
          ? `Nuestro equipo movió tu prueba de manejo del ${booking.vehicle}. El nuevo horario es el ${appointmentWhen(booking.startsAt)}, en ${branchName(booking)}.`
          : `Listo: tu prueba de manejo del ${booking.vehicle} ahora es el ${appointmentWhen(booking.startsAt)}, en ${branchName(booking)}.`,
        byTeam
          ? 'Si ese horario no te queda bien, elegí otro desde el enlace.'
          : 'El archivo adjunto reemplaza la cita anterior en tu calendario.',
      ],
      details: details(booking),
      action: { label: 'Ver, cambiar o cancelar mi turno', url: booking.url },
      links: links(booking),
    }),
  };
}

export function cancelledMail(booking: BookingFacts, byTeam: boolean): OutgoingMail {
  return {
    kind: TEST_DRIVE_MAIL_KINDS.cancelled,
    to: booking.email,
    subject: 'Cancelamos tu prueba de manejo',
    attachments: [calendarOf(booking, true)],
    ...renderMail({
      title: 'Tu prueba de manejo quedó cancelada',
      greeting: `Hola, ${booking.name}:`,
      paragraphs: [
        byTeam
          ? `Nuestro equipo canceló tu prueba de manejo del ${booking.vehicle} del ${appointmentWhen(booking.startsAt)}. Un asesor se va a comunicar con vos para coordinar otro horario.`
          : `Cancelamos tu prueba de manejo del ${booking.vehicle} del ${appointmentWhen(booking.startsAt)}, como pediste.`,
        'Podés reservar otro horario cuando quieras.',
      ],
      action: { label: 'Reservar otro horario', url: booking.bookingPageUrl },
    }),
  };
}

/** The day before: where, when, how to get there. */
export function reminderMail(booking: BookingFacts): OutgoingMail {
  return {
    kind: TEST_DRIVE_MAIL_KINDS.reminder,
    to: booking.email,
    subject: `Mañana es tu prueba de manejo: ${appointmentWhen(booking.startsAt)}`,
    ...renderMail({
      title: 'Mañana es tu prueba de manejo',
      greeting: `Hola, ${booking.name}:`,
      paragraphs: [
        `Te esperamos mañana, ${appointmentWhen(booking.startsAt)}, en ${branchName(booking)}, ${booking.branch.address}, para que manejes el ${booking.vehicle}.`,
        whatToBring(booking),
        'Si no podés venir, cambiá el horario o cancelalo desde el enlace.',
      ],
      details: details(booking),
      action: { label: 'Cómo llegar', url: booking.branch.mapUrl },
      links: [{ label: 'Ver, cambiar o cancelar mi turno', url: booking.url }],
    }),
  };
}
