import { type StaffMember, type StaffPermission, staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';

export interface AdminSection {
  path: string;
  label: string;
  description: string;
  /** Who may open it (docs/product.md §6); the navigation shows only those. */
  permission: StaffPermission;
}

/** The back office's sections, in the order the navigation and the home page show them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: STAFF_PATHS.reservations,
    label: 'Reservas',
    description: 'Las operaciones del Concesionario Digital: pagos, documentación, entrega.',
    permission: 'reservations.read',
  },
  {
    path: `${STAFF_PATHS.reservations}?asesor=yo`,
    label: 'Mis reservas',
    description: 'Las reservas a tu cargo.',
    permission: 'reservations.act',
  },
  {
    path: STAFF_PATHS.agenda,
    label: 'Agenda',
    description: 'Los turnos de entrega de cada sucursal, semana por semana, con su horario y los feriados.',
    permission: 'agenda.read',
  },
  {
    path: STAFF_PATHS.leads,
    label: 'Consultas',
    description: 'Mensajes de contacto, pedidos de precio y postulaciones.',
    permission: 'leads.read',
  },
  {
    path: `${STAFF_PATHS.leads}?asignada=yo`,
    label: 'Mis consultas',
    description: 'Las consultas asignadas a vos.',
    permission: 'leads.act',
  },
  {
    path: STAFF_PATHS.news,
    label: 'Noticias',
    description: 'Escribir, programar, publicar y retirar noticias.',
    permission: 'content.edit',
  },
  {
    path: STAFF_PATHS.stories,
    label: 'Historias',
    description: 'Los videos cortos de la portada: subirlos, ordenarlos, retirarlos.',
    permission: 'content.edit',
  },
  {
    path: STAFF_PATHS.banners,
    label: 'Banners',
    description: 'Las imágenes grandes de la portada, con sus fechas.',
    permission: 'content.edit',
  },
  {
    path: STAFF_PATHS.popups,
    label: 'Popups',
    description: 'El aviso que se abre al entrar al sitio.',
    permission: 'content.edit',
  },
  {
    path: STAFF_PATHS.models,
    label: 'Modelos',
    description: 'Descripciones, equipamiento e imágenes de modelos y versiones.',
    permission: 'content.edit',
  },
  {
    path: STAFF_PATHS.stock,
    label: 'Stock',
    description: 'Las unidades en venta: archivo del sistema de la concesionaria y fotos de cada unidad.',
    permission: 'stock.photos',
  },
  {
    path: STAFF_PATHS.promotions,
    label: 'Promociones',
    description: 'Códigos de descuento y promociones automáticas, con sus usos.',
    permission: 'prices.edit',
  },
  {
    path: STAFF_PATHS.financing,
    label: 'Financiación',
    description: 'Planes de crédito y cotización del dólar.',
    permission: 'prices.edit',
  },
  {
    path: STAFF_PATHS.usedPrices,
    label: 'Precios de usados',
    description: 'La guía de precios con la que se cotizan los usados.',
    permission: 'prices.edit',
  },
  {
    path: STAFF_PATHS.site,
    label: 'Sitio',
    description: 'Contactos, sucursales y horarios, vendedores, señas y enlaces.',
    permission: 'content.edit',
  },
  {
    path: STAFF_PATHS.mailOutbox,
    label: 'Correo',
    description:
      'Los e-mails que envía el sitio: cuántos salieron, cuáles fallaron y por qué, y reintentarlos.',
    permission: 'mail.outbox',
  },
  {
    path: STAFF_PATHS.staff,
    label: 'Personal',
    description: 'Las cuentas del panel: crear, cambiar roles y marcas, desactivar.',
    permission: 'staff.manage',
  },
  {
    path: STAFF_PATHS.audit,
    label: 'Auditoría',
    description: 'Quién hizo qué y cuándo en el panel.',
    permission: 'audit.read',
  },
];

/** The sections this member may open. */
export function sectionsFor(member: Pick<StaffMember, 'role' | 'brandIds'>): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => staffMay(member, section.permission));
}
