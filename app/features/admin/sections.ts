import { type StaffMember, type StaffPermission, staffMay } from '#domain/staff';
import { STAFF_PATHS } from '#domain/staff-accounts';

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
    path: STAFF_PATHS.leads,
    label: 'Consultas',
    description: 'Mensajes de contacto, pedidos de precio y postulaciones.',
    permission: 'leads.read',
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
