/** The leads inbox's vocabulary (docs/decisions/0026): what a lead is and the states staff move it through. */

export const LEAD_KINDS = ['contact', 'price_request', 'job_application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'in_progress', 'answered', 'discarded'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'Nueva',
  in_progress: 'En curso',
  answered: 'Respondida',
  discarded: 'Descartada',
};

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  contact: 'Contacto',
  price_request: 'Pedido de precio',
  job_application: 'Búsqueda laboral',
};
