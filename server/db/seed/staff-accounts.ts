import type { StaffRole } from '#domain/back-office/staff';

/**
 * The demo's password for every demo account (README, "Probar el panel"). It is public: these accounts are loaded only
 * where the configuration allows it (DEMO_STAFF_ACCOUNTS, off for a site served over https).
 */
export const DEMO_STAFF_PASSWORD = 'territorio-demo-2026';

export interface DemoStaffSeed {
  email: string;
  name: string;
  role: StaffRole;
  brandIds: number[];
}

/** One account per role, and a second salesperson of another brand (Chevrolet), to see that brands stay apart. */
export const DEMO_STAFF: readonly DemoStaffSeed[] = [
  { email: 'admin@demo.test', name: 'Ana Administración', role: 'admin', brandIds: [] },
  { email: 'ventas.vw@demo.test', name: 'Valentín Ventas', role: 'sales', brandIds: [1] },
  { email: 'ventas.chevrolet@demo.test', name: 'Carla Chevrolet', role: 'sales', brandIds: [2] },
  { email: 'contenidos@demo.test', name: 'Camila Contenidos', role: 'content', brandIds: [] },
  { email: 'consulta@demo.test', name: 'Vicente Consulta', role: 'viewer', brandIds: [] },
];
