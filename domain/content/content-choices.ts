/**
 * The choices of the site's content that only the back office's forms and schemas list (docs/decisions/0031): kept
 * apart from domain/content/content.ts, which every page's shared script carries.
 */

export const CONTACT_DEPARTMENTS = ['sales', 'plans', 'services', 'administration'] as const;
export type ContactDepartment = (typeof CONTACT_DEPARTMENTS)[number];

export const STORY_CATEGORIES = ['0 km', 'Planes de Ahorro', 'Postventa'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export const LOCATION_PHONE_DEPARTMENTS = [
  'call_center',
  'offices',
  'whatsapp',
  'after_sales',
  'parts',
  'service',
  'direct_sales',
  'administration',
] as const;
export type LocationPhoneDepartment = (typeof LOCATION_PHONE_DEPARTMENTS)[number];

export const LOCATION_PHONE_LABELS: Readonly<Record<LocationPhoneDepartment, string>> = {
  call_center: 'Call center',
  offices: 'Oficinas',
  whatsapp: 'WhatsApp',
  after_sales: 'Postventa',
  parts: 'Repuestos',
  service: 'Servicio',
  direct_sales: 'Venta directa',
  administration: 'Administración',
};
