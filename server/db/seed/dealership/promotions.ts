import type { Currency } from '#domain/catalogue/brands';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo discount codes. Dates are relative to the seeding instant, so a fresh demo always has valid, expired and
 * used-up codes to try. A money discount applies only to units priced in its currency (docs/decisions/0032).
 */
export interface PromotionSeed {
  readonly code: string;
  readonly description: string;
  readonly brandId: 1 | 2 | 4 | 5 | 6 | null;
  readonly family: string | null;
  readonly chassis: string | null;
  readonly moneyDiscount: number | null;
  /** The currency of `moneyDiscount`: pesos unless it says dollars. */
  readonly currency: Currency | null;
  readonly percentageDiscount: number | null;
  /** Days from the seeding instant; negative is in the past. */
  readonly startsInDays: number;
  readonly endsInDays: number | null;
  readonly usageLimit: number | null;
  readonly usageCount: number;
  readonly discoverable: boolean;
}

const promotion = (
  fields: Partial<PromotionSeed> & Pick<PromotionSeed, 'code' | 'description'>,
): PromotionSeed => ({
  brandId: null,
  family: null,
  chassis: null,
  moneyDiscount: null,
  currency: fields.moneyDiscount == null ? null : 'ars',
  percentageDiscount: null,
  startsInDays: -30,
  endsInDays: 180,
  usageLimit: null,
  usageCount: 0,
  discoverable: false,
  ...fields,
});

export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  promotion({
    code: 'BIENVENIDA',
    description: 'Bonificación de bienvenida en cualquier Volkswagen 0km',
    brandId: 1,
    moneyDiscount: 300_000,
  }),
  promotion({
    code: 'NISSAN5',
    description: '5 % de descuento en Nissan Kicks',
    brandId: 4,
    family: 'KICKS',
    percentageDiscount: 5,
    endsInDays: 90,
  }),
  promotion({
    code: 'RESERVAONLINEVW',
    description: 'Bonificación reserva online',
    brandId: 1,
    moneyDiscount: 250_000,
    discoverable: true,
  }),
  promotion({
    code: 'RESERVAONLINETCROSS',
    description: 'Bonificación reserva online T-Cross',
    brandId: 1,
    family: 'T-CROSS',
    moneyDiscount: 500_000,
    discoverable: true,
  }),
  promotion({
    code: 'RESERVAONLINEGM',
    description: 'Bonificación reserva online',
    brandId: 2,
    moneyDiscount: 250_000,
    discoverable: true,
  }),
  promotion({
    code: 'RESERVAONLINENISSAN',
    description: 'Bonificación reserva online',
    brandId: 4,
    // A percentage: Nissan lists the X-Trail in dollars, and a money discount applies only to units in its currency.
    percentageDiscount: 1,
    discoverable: true,
  }),
  promotion({
    code: 'BAIC500',
    description: 'USD 500 de bonificación en cualquier BAIC 0km',
    brandId: 6,
    moneyDiscount: 500,
    currency: 'usd',
  }),
  promotion({
    code: 'CYBERMONDAY',
    description: 'Cyber Monday: 7 % de descuento',
    percentageDiscount: 7,
    startsInDays: -60,
    endsInDays: -57,
  }),
  promotion({
    code: 'PRIMEROS10',
    description: 'Bonificación para las primeras 10 reservas online de Chevrolet',
    brandId: 2,
    moneyDiscount: 400_000,
    usageLimit: 10,
    usageCount: 10,
  }),
];

export function promotionDates(seed: PromotionSeed, now: Date): { validFrom: Date; validUntil: Date | null } {
  return {
    validFrom: new Date(now.getTime() + seed.startsInDays * DAY_MS),
    validUntil: seed.endsInDays === null ? null : new Date(now.getTime() + seed.endsInDays * DAY_MS),
  };
}
