import { SITE_SETTING_KEYS } from '#domain/content/content';
import type { ContactDepartment } from '../../schema';

/**
 * How the group answers: one row per brand and department. Numbers follow the Mendoza plan (0261, seven digits);
 * WhatsApp numbers are E.164 without the plus (549 + area code + number), as wa.me takes them.
 * The Territorio (5) rows are the dealership-wide fallbacks; brand rows route to each brand's own team.
 */
export interface ContactMethodSeed {
  readonly brandId: 1 | 2 | 4 | 5 | 6;
  readonly department: ContactDepartment;
  readonly phone: string | null;
  readonly zoomLink: string | null;
  readonly whatsappNumber: string | null;
  readonly email: string | null;
}

// Administration of the dealership first: docs/product.md §2 takes the header's links from the first administration entry.
export const CONTACT_METHOD_SEEDS: readonly ContactMethodSeed[] = [
  {
    brandId: 5,
    department: 'administration',
    phone: '0261 413-5000',
    zoomLink: 'https://zoom.us/j/82614135000',
    whatsappNumber: '5492614135000',
    email: 'administracion@territorio.com.ar',
  },
  {
    brandId: 5,
    department: 'sales',
    phone: '0261 413-5001',
    zoomLink: 'https://zoom.us/j/82614135001',
    whatsappNumber: '5492614135001',
    email: 'ventas@territorio.com.ar',
  },
  {
    brandId: 5,
    department: 'plans',
    phone: '0261 413-5010',
    zoomLink: null,
    whatsappNumber: '5492614135010',
    email: 'planes@territorio.com.ar',
  },
  {
    brandId: 5,
    department: 'services',
    phone: '0261 413-5020',
    zoomLink: null,
    whatsappNumber: '5492614135020',
    email: 'postventa@territorio.com.ar',
  },
  // Volkswagen
  {
    brandId: 1,
    department: 'sales',
    phone: '0261 413-5100',
    zoomLink: 'https://zoom.us/j/82614135100',
    whatsappNumber: '5492614135100',
    email: 'ventas.volkswagen@territorio.com.ar',
  },
  {
    brandId: 1,
    department: 'plans',
    phone: '0261 413-5110',
    zoomLink: null,
    whatsappNumber: '5492614135110',
    email: 'autoahorro@territorio.com.ar',
  },
  {
    brandId: 1,
    department: 'services',
    phone: '0261 413-5120',
    zoomLink: null,
    whatsappNumber: '5492614135120',
    email: 'postventa.volkswagen@territorio.com.ar',
  },
  // Chevrolet
  {
    brandId: 2,
    department: 'sales',
    phone: '0261 413-5200',
    zoomLink: 'https://zoom.us/j/82614135200',
    whatsappNumber: '5492614135200',
    email: 'ventas.chevrolet@territorio.com.ar',
  },
  {
    brandId: 2,
    department: 'plans',
    phone: '0261 413-5210',
    zoomLink: null,
    whatsappNumber: '5492614135210',
    email: 'planchevrolet@territorio.com.ar',
  },
  {
    brandId: 2,
    department: 'services',
    phone: '0261 413-5220',
    zoomLink: null,
    whatsappNumber: '5492614135220',
    email: 'postventa.chevrolet@territorio.com.ar',
  },
  // Nissan
  {
    brandId: 4,
    department: 'sales',
    phone: '0261 413-5400',
    zoomLink: 'https://zoom.us/j/82614135400',
    whatsappNumber: '5492614135400',
    email: 'ventas.nissan@territorio.com.ar',
  },
  {
    brandId: 4,
    department: 'services',
    phone: '0261 413-5420',
    zoomLink: null,
    whatsappNumber: '5492614135420',
    email: 'postventa.nissan@territorio.com.ar',
  },
  // BAIC
  {
    brandId: 6,
    department: 'sales',
    phone: '0261 413-5600',
    zoomLink: null,
    whatsappNumber: '5492614135600',
    email: 'ventas.baic@territorio.com.ar',
  },
];

export interface SalespersonSeed {
  readonly brandId: 1 | 2 | 4 | 5 | 6;
  readonly fullname: string;
  readonly zoomLink: string | null;
  readonly whatsappNumber: string | null;
}

export const SALESPERSON_SEEDS: readonly SalespersonSeed[] = [
  {
    brandId: 1,
    fullname: 'Martina Giménez',
    zoomLink: 'https://zoom.us/j/84120935711',
    whatsappNumber: '5492615128430',
  },
  {
    brandId: 1,
    fullname: 'Federico Quiroga',
    zoomLink: 'https://zoom.us/j/84120935722',
    whatsappNumber: '5492614759012',
  },
  { brandId: 1, fullname: 'Lucas Ferreyra', zoomLink: null, whatsappNumber: '5492616037745' },
  {
    brandId: 2,
    fullname: 'Carolina Sosa',
    zoomLink: 'https://zoom.us/j/85230147833',
    whatsappNumber: '5492615540218',
  },
  {
    brandId: 2,
    fullname: 'Diego Videla',
    zoomLink: 'https://zoom.us/j/85230147844',
    whatsappNumber: '5492604418862',
  },
  { brandId: 2, fullname: 'Agustina Correa', zoomLink: null, whatsappNumber: '5492614902377' },
  {
    brandId: 4,
    fullname: 'Matías Lucero',
    zoomLink: 'https://zoom.us/j/86340259955',
    whatsappNumber: '5492645127790',
  },
  { brandId: 4, fullname: 'Valentina Ortiz', zoomLink: null, whatsappNumber: '5492616284451' },
  {
    brandId: 5,
    fullname: 'Florencia Aguilar',
    zoomLink: 'https://zoom.us/j/87450361066',
    whatsappNumber: '5492615390624',
  },
  {
    brandId: 6,
    fullname: 'Nicolás Funes',
    zoomLink: 'https://zoom.us/j/88560472177',
    whatsappNumber: '5492614667018',
  },
];

export interface BrandSettingSeed {
  readonly brandId: 1 | 2 | 4 | 5 | 6;
  /** null: docs/product.md §D1's 200000 default applies. */
  readonly bookingPrice: number | null;
  readonly serviceAppointmentUrl: string | null;
  /** docs/product.md §D11, filled with the plan id and a slug of its name. */
  readonly planSubscriptionUrlTemplate: string | null;
}

export const BRAND_SETTING_SEEDS: readonly BrandSettingSeed[] = [
  {
    brandId: 1,
    bookingPrice: 400_000,
    serviceAppointmentUrl: 'https://turnos.territorio.com.ar/volkswagen',
    planSubscriptionUrlTemplate: 'https://planes.territorio.com.ar/suscribir/volkswagen/{id}-{slug}',
  },
  {
    brandId: 2,
    bookingPrice: 300_000,
    serviceAppointmentUrl: 'https://turnos.territorio.com.ar/chevrolet',
    planSubscriptionUrlTemplate: 'https://planes.territorio.com.ar/suscribir/chevrolet/{id}-{slug}',
  },
  {
    brandId: 4,
    bookingPrice: 300_000,
    serviceAppointmentUrl: 'https://turnos.territorio.com.ar/nissan',
    planSubscriptionUrlTemplate: 'https://planes.territorio.com.ar/suscribir/nissan/{id}-{slug}',
  },
  {
    brandId: 5,
    bookingPrice: null,
    serviceAppointmentUrl: 'https://turnos.territorio.com.ar',
    planSubscriptionUrlTemplate: null,
  },
  {
    brandId: 6,
    bookingPrice: 500_000,
    serviceAppointmentUrl: 'https://turnos.territorio.com.ar/baic',
    planSubscriptionUrlTemplate: null,
  },
];

export const SITE_SETTING_SEEDS: readonly { readonly key: string; readonly value: string }[] = [
  { key: SITE_SETTING_KEYS.whatsappNumber, value: '5492614135000' },
  { key: SITE_SETTING_KEYS.jobsEmail, value: 'rrhh@territorio.com.ar' },
  { key: SITE_SETTING_KEYS.instagramUrl, value: 'https://www.instagram.com/territorio.automotores' },
  { key: SITE_SETTING_KEYS.facebookUrl, value: 'https://www.facebook.com/territorio.automotores' },
  { key: SITE_SETTING_KEYS.usedVehiclesUrl, value: 'https://usados.territorio.com.ar' },
];
