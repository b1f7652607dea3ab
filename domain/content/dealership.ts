import { DEALERSHIP_NAME } from './dealership-name';

/** Who the site speaks for: shown in page frames, e-mails and structured data. */
export const DEALERSHIP = {
  name: DEALERSHIP_NAME,
  legalName: 'Territorio Automotores S.A.',
  /** Clave Única de Identificación Tributaria: on every receipt, with the legal name. */
  cuit: '30-71234567-1',
  yearsOfActivity: 40,
  clubDelPresidenteAwards: 3,
  phone: '0261 413-5000',
  /** E.164 without the plus sign, as wa.me links take it. */
  whatsapp: '5492614135000',
  address: {
    street: 'Av. San Martín Sur 1250',
    city: 'Godoy Cruz',
    province: 'Mendoza',
    postalCode: 'M5501',
  },
  email: 'contacto@territorio.com.ar',
} as const;

/** One line with the street, city and province, as a footer or an e-mail shows it. */
export function dealershipAddressLine(): string {
  const { street, city, province } = DEALERSHIP.address;
  return `${street}, ${city}, ${province}`;
}
