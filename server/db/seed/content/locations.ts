import type { OpenRange, WeeklyHours } from '#domain/back-office/branch-agenda';
import { mapSearchUrl } from '#domain/content/content';
import { LOCATION_PHONE_LABELS, type LocationPhoneDepartment } from '#domain/content/content-choices';
import type { LocationPhone, OpeningHours } from '../../schema';

export interface LocationSeed {
  readonly name: 'Godoy Cruz' | 'San Rafael' | 'San Juan';
  readonly province: string;
  readonly address: string;
  readonly mapUrl: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly phones: readonly LocationPhone[];
  readonly openingHours: readonly OpeningHours[];
  /** The same hours, structured, for appointments (docs/decisions/0071): they must say what `openingHours` says. */
  readonly weeklyHours: WeeklyHours;
}

/** Monday to Friday `weekdays`, Saturday `saturday`, closed on Sunday. */
function week(weekdays: OpenRange[], saturday: OpenRange[]): WeeklyHours {
  return [[], weekdays, weekdays, weekdays, weekdays, weekdays, saturday];
}

const range = (from: string, to: string): OpenRange => ({ from, to });

function phone(
  brandId: LocationPhone['brandId'],
  department: LocationPhoneDepartment,
  number: string,
): LocationPhone {
  return {
    brandId,
    department,
    label: LOCATION_PHONE_LABELS[department],
    number,
    whatsapp: department === 'whatsapp',
  };
}

function mapOf(address: string): string {
  return mapSearchUrl(`Territorio Automotores, ${address}`);
}

/** The three branches of the contact page (docs/product.md §2), in its order; names match the stock locations. */
export const LOCATION_SEEDS: readonly LocationSeed[] = [
  {
    name: 'Godoy Cruz',
    province: 'Mendoza',
    address: 'Av. San Martín Sur 1250, Godoy Cruz, Mendoza',
    mapUrl: mapOf('Av. San Martín Sur 1250, Godoy Cruz, Mendoza'),
    latitude: '-32.9268',
    longitude: '-68.8449',
    phones: [
      phone(null, 'call_center', '0810 345 8374'),
      phone(null, 'offices', '0261 413-5000'),
      phone(null, 'whatsapp', '5492614135000'),
      phone(null, 'administration', '0261 413-5050'),
      phone(1, 'direct_sales', '0261 413-5100'),
      phone(1, 'whatsapp', '5492614135100'),
      phone(1, 'after_sales', '0261 413-5120'),
      phone(1, 'service', '0261 413-5125'),
      phone(1, 'parts', '0261 413-5130'),
      phone(2, 'direct_sales', '0261 413-5200'),
      phone(2, 'whatsapp', '5492614135200'),
      phone(2, 'after_sales', '0261 413-5220'),
      phone(2, 'service', '0261 413-5225'),
      phone(2, 'parts', '0261 413-5230'),
      phone(4, 'direct_sales', '0261 413-5400'),
      phone(4, 'whatsapp', '5492614135400'),
      phone(4, 'after_sales', '0261 413-5420'),
      phone(4, 'parts', '0261 413-5430'),
      phone(6, 'direct_sales', '0261 413-5600'),
    ],
    openingHours: [
      { days: 'Lunes a viernes', hours: '10:00 a 14:00 y 15:00 a 19:00' },
      { days: 'Sábados', hours: '10:00 a 13:00' },
    ],
    weeklyHours: week([range('10:00', '14:00'), range('15:00', '19:00')], [range('10:00', '13:00')]),
  },
  {
    name: 'San Rafael',
    province: 'Mendoza',
    address: 'Av. Hipólito Yrigoyen 1450, San Rafael, Mendoza',
    mapUrl: mapOf('Av. Hipólito Yrigoyen 1450, San Rafael, Mendoza'),
    latitude: '-34.6132',
    longitude: '-68.3545',
    phones: [
      phone(null, 'call_center', '0810 345 8374'),
      phone(null, 'offices', '0260 443-2100'),
      phone(null, 'whatsapp', '5492604432100'),
      phone(null, 'administration', '0260 443-2150'),
      phone(1, 'direct_sales', '0260 443-2110'),
      phone(1, 'service', '0260 443-2125'),
      phone(2, 'direct_sales', '0260 443-2200'),
      phone(2, 'whatsapp', '5492604432200'),
      phone(2, 'after_sales', '0260 443-2220'),
      phone(2, 'parts', '0260 443-2230'),
    ],
    // The south of Mendoza keeps the long midday break.
    openingHours: [
      { days: 'Lunes a viernes', hours: '8:30 a 13:00 y 16:30 a 20:30' },
      { days: 'Sábados', hours: '9:00 a 13:00' },
    ],
    weeklyHours: week([range('08:30', '13:00'), range('16:30', '20:30')], [range('09:00', '13:00')]),
  },
  {
    name: 'San Juan',
    province: 'San Juan',
    address: 'Av. José Ignacio de la Roza Oeste 1520, Capital, San Juan',
    mapUrl: mapOf('Av. José Ignacio de la Roza Oeste 1520, Capital, San Juan'),
    latitude: '-31.5362',
    longitude: '-68.5468',
    phones: [
      phone(null, 'call_center', '0810 345 8374'),
      phone(null, 'offices', '0264 421-7700'),
      phone(null, 'whatsapp', '5492644217700'),
      phone(null, 'administration', '0264 421-7750'),
      phone(4, 'direct_sales', '0264 421-7740'),
      phone(4, 'whatsapp', '5492644217740'),
      phone(4, 'after_sales', '0264 421-7720'),
      phone(4, 'service', '0264 421-7725'),
      phone(4, 'parts', '0264 421-7730'),
      phone(2, 'direct_sales', '0264 421-7800'),
      phone(2, 'after_sales', '0264 421-7820'),
    ],
    openingHours: [
      { days: 'Lunes a viernes', hours: '9:00 a 13:30 y 17:00 a 21:00' },
      { days: 'Sábados', hours: '9:30 a 13:30' },
    ],
    weeklyHours: week([range('09:00', '13:30'), range('17:00', '21:00')], [range('09:30', '13:30')]),
  },
];
