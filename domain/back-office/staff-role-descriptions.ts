import type { StaffRole } from './staff';

/*
 * Apart from ./staff.ts, which every back-office page loads: only the staff pages show these words, so only they carry
 * them (the 120 KB script budget of each page).
 */

/** What each role may do, in the words the staff page shows (the rule itself is `staffMay`). */
export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  admin:
    'Todo el panel, incluidos precios, stock, promociones, los e-mails y números de contacto, las cuentas del personal y la auditoría.',
  sales: 'Ve y trabaja las reservas y las consultas de sus marcas, y sube las fotos de sus unidades.',
  content:
    'Edita el contenido del sitio, los modelos y las fotos de las unidades; ve los e-mails y números de contacto sin cambiarlos, y el embudo de ventas por origen.',
  viewer: 'Ve las reservas y las consultas de todas las marcas, sin cambiar nada.',
};
