import { cvSizeText } from '#domain/back-office/leads-inbox';
import { DEALERSHIP } from '#domain/content/dealership';
import type { ContactInput, JobApplicationInput, PriceRequestInput } from '#domain/content/leads';
import { type OutgoingMail, renderMail } from '../mail';
import type { StoredCv } from './cv-storage';

/** mail_outbox.kind of every message this module queues: `<form>.department` and `<form>.acknowledgement`. */
export const LEAD_MAIL_KINDS = {
  contactDepartment: 'contact.department',
  contactAcknowledgement: 'contact.acknowledgement',
  priceRequestDepartment: 'price-request.department',
  priceRequestAcknowledgement: 'price-request.acknowledgement',
  jobApplicationDepartment: 'job-application.department',
  jobApplicationAcknowledgement: 'job-application.acknowledgement',
} as const;

const NOT_GIVEN = 'No indicó';

const fullName = (lead: { name: string; lastname: string }) => `${lead.name} ${lead.lastname}`;

const whatsappAction = { label: 'Escribinos por WhatsApp', url: `https://wa.me/${DEALERSHIP.whatsapp}` };

// Acknowledgements go to an address nobody verified, so they repeat nothing the sender typed but their first name
// (and, for a price request, the vehicle they picked): a stranger's address plus a free-text message must not turn
// the form into a way of mailing arbitrary text to third parties.

/** A lead as it is kept: its subject with the vehicle (docs/decisions/0061), and the vehicle as the catalogue names it. */
export type KeptContact = ContactInput & { vehicle: string | null };
export type KeptPriceRequest = PriceRequestInput & { vehicle: string };

export function contactDepartmentMail(lead: KeptContact, id: number, to: string): OutgoingMail {
  return {
    kind: LEAD_MAIL_KINDS.contactDepartment,
    to,
    replyTo: lead.email,
    subject: `Consulta web n.º ${id}: ${lead.subject}`,
    ...renderMail({
      title: 'Nueva consulta desde el sitio',
      paragraphs: [
        `Llegó una consulta por el formulario «${lead.subject}».`,
        lead.email
          ? 'Respondé este e-mail para escribirle directamente.'
          : 'No dejó e-mail: comunicate por teléfono.',
      ],
      details: [
        ['Consulta n.º', String(id)],
        ['Nombre', fullName(lead)],
        ['Teléfono', lead.telephone],
        ['E-mail', lead.email ?? NOT_GIVEN],
        ['Asunto', lead.subject],
        ['Vehículo', lead.vehicle ?? NOT_GIVEN],
        ['Mensaje', lead.message ?? 'Sin mensaje'],
      ],
    }),
  };
}

export function contactAcknowledgementMail(lead: ContactInput & { email: string }): OutgoingMail {
  return {
    kind: LEAD_MAIL_KINDS.contactAcknowledgement,
    to: lead.email,
    subject: 'Recibimos tu mensaje',
    ...renderMail({
      title: 'Recibimos tu mensaje',
      greeting: `Hola, ${lead.name}:`,
      paragraphs: [
        `Gracias por escribirle a ${DEALERSHIP.name}. Un asesor se va a comunicar con vos a la brevedad.`,
        'Si necesitás hablar antes, llamanos o escribinos por WhatsApp.',
      ],
      action: whatsappAction,
    }),
  };
}

export function priceRequestDepartmentMail(lead: KeptPriceRequest, id: number, to: string): OutgoingMail {
  return {
    kind: LEAD_MAIL_KINDS.priceRequestDepartment,
    to,
    replyTo: lead.email,
    subject: `Pedido de precio n.º ${id}: ${lead.vehicle}`,
    ...renderMail({
      title: 'Nuevo pedido de precio',
      paragraphs: [
        `Pidieron el precio de ${lead.vehicle} desde el sitio.`,
        'Respondé este e-mail para enviarle el precio directamente.',
      ],
      details: [
        ['Pedido n.º', String(id)],
        ['Vehículo', lead.vehicle],
        ['Nombre', fullName(lead)],
        ['E-mail', lead.email],
        ['Celular', lead.cellphone ?? NOT_GIVEN],
      ],
    }),
  };
}

export function priceRequestAcknowledgementMail(lead: KeptPriceRequest, publicUrl: string): OutgoingMail {
  return {
    kind: LEAD_MAIL_KINDS.priceRequestAcknowledgement,
    to: lead.email,
    subject: 'Recibimos tu pedido de precio',
    ...renderMail({
      title: 'Recibimos tu pedido de precio',
      greeting: `Hola, ${lead.name}:`,
      paragraphs: [
        `Gracias por tu interés. Un asesor te va a enviar a la brevedad el precio del vehículo que consultaste: ${lead.vehicle}.`,
        'Mientras tanto, mirá las unidades con descuentos especiales.',
      ],
      action: { label: 'Ver oportunidades', url: `${publicUrl}/oportunidades` },
    }),
  };
}

const CV_FORMATS = { pdf: 'PDF', doc: 'Word 97-2003', docx: 'Word' } as const;

export function jobApplicationDepartmentMail(
  application: JobApplicationInput,
  id: number,
  to: string,
  cv: StoredCv & { ext: keyof typeof CV_FORMATS; bytes: number },
): OutgoingMail {
  return {
    kind: LEAD_MAIL_KINDS.jobApplicationDepartment,
    to,
    replyTo: application.email,
    subject: `Nueva postulación n.º ${id}${application.position ? `: ${application.position}` : ''}`,
    ...renderMail({
      title: 'Nueva postulación desde el sitio',
      paragraphs: [
        'Llegó un currículum por el formulario de empleo del sitio.',
        // Attaching it would spread the file (and whatever it hides) through every mailbox; it stays on the server.
        `El archivo no va adjunto: quedó guardado en el servidor con el identificador ${cv.fileId}.`,
      ],
      details: [
        ['Postulación n.º', String(id)],
        ['Nombre', fullName(application)],
        ['Celular', application.cellphone],
        ['Teléfono', application.telephone ?? NOT_GIVEN],
        ['E-mail', application.email],
        ['Estudios', application.studies ?? NOT_GIVEN],
        ['Puesto', application.position ?? NOT_GIVEN],
        ['Zona de residencia', application.zone ?? NOT_GIVEN],
        ['Comentario', application.message ?? 'Sin comentario'],
        ['Currículum', `${CV_FORMATS[cv.ext]}, ${cvSizeText(cv.bytes)}: ${cv.location}`],
      ],
    }),
  };
}

export function jobApplicationAcknowledgementMail(application: JobApplicationInput): OutgoingMail {
  return {
    kind: LEAD_MAIL_KINDS.jobApplicationAcknowledgement,
    to: application.email,
    subject: '¡Gracias por tu postulación!',
    ...renderMail({
      title: '¡Gracias!',
      greeting: `Hola, ${application.name}:`,
      paragraphs: [
        `Recibimos tu currículum para trabajar en ${DEALERSHIP.name}.`,
        'Si tu perfil se ajusta a alguna búsqueda, nos vamos a comunicar con vos.',
      ],
    }),
  };
}
