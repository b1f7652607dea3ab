/**
 * The back office's people (docs/decisions/0026): who may sign in, what each role may do and over which brands. The
 * server checks every route and action with these functions; the pages use them only to hide what would be refused.
 */

export const STAFF_ROLES = ['admin', 'sales', 'content', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Administración',
  sales: 'Ventas',
  content: 'Contenidos',
  viewer: 'Consulta',
};

/** A signed-in person as every back-office route sees them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The brands a `sales` person works for; ignored for the other roles. */
  brandIds: readonly number[];
}
