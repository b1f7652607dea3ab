/**
 * After-sales price list (pesos, VAT included) for the /postventa page (docs/product.md §D12). Premium adds an exterior and
 * interior wash and a 30-point check; the promotion price is this month's, where there is one.
 */
export interface ServiceSeed {
  readonly name: string;
  /** null: the same price for every brand. */
  readonly brandId: 1 | 2 | 4 | 6 | null;
  readonly priceDefault: number;
  readonly pricePremium: number | null;
  readonly pricePromotion: number | null;
}

export interface ServiceCategorySeed {
  readonly name: string;
  readonly description: string;
  readonly services: readonly ServiceSeed[];
}

const MAINTENANCE_KM = [10_000, 20_000, 40_000, 60_000] as const;

/** The 10.000 km service of each brand; longer intervals add filters, plugs and fluids. */
const MAINTENANCE_BASE: Readonly<Record<1 | 2 | 4 | 6, number>> = {
  1: 189_000,
  2: 176_000,
  4: 182_000,
  6: 198_000,
};
const INTERVAL_FACTOR: Readonly<Record<(typeof MAINTENANCE_KM)[number], number>> = {
  10000: 1,
  20000: 1.35,
  40000: 1.9,
  60000: 2.3,
};

/** 10000 → "10.000", as Argentina writes it, whatever the machine's locale data. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const roundTo500 = (amount: number) => Math.round(amount / 500) * 500;

function maintenance(): ServiceSeed[] {
  return ([1, 2, 4, 6] as const).flatMap((brandId) =>
    MAINTENANCE_KM.map((km) => {
      const price = roundTo500(MAINTENANCE_BASE[brandId] * INTERVAL_FACTOR[km]);
      return {
        name: `Service ${thousands(km)} km`,
        brandId,
        priceDefault: price,
        pricePremium: roundTo500(price * 1.22),
        // The first service is the one that brings a new customer into the workshop.
        pricePromotion: km === 10_000 ? roundTo500(price * 0.85) : null,
      };
    }),
  );
}

export const SERVICE_CATEGORY_SEEDS: readonly ServiceCategorySeed[] = [
  {
    name: 'Mantenimiento programado',
    description:
      'Services oficiales según el plan de mantenimiento de cada marca, con repuestos originales, lubricantes homologados y sello en tu libreta de garantía.',
    services: maintenance(),
  },
  {
    name: 'Frenos',
    description: 'Revisión y cambio de pastillas, discos y líquido de frenos con repuestos originales.',
    services: [
      {
        name: 'Cambio de pastillas de freno delanteras',
        brandId: null,
        priceDefault: 98_000,
        pricePremium: 124_000,
        pricePromotion: 84_000,
      },
      {
        name: 'Cambio de discos y pastillas delanteros',
        brandId: null,
        priceDefault: 265_000,
        pricePremium: 318_000,
        pricePromotion: null,
      },
      {
        name: 'Cambio de líquido de frenos',
        brandId: null,
        priceDefault: 42_000,
        pricePremium: 54_000,
        pricePromotion: null,
      },
    ],
  },
  {
    name: 'Tren delantero y neumáticos',
    description: 'Alineación computarizada, balanceo y control de suspensión para un andar seguro en ruta.',
    services: [
      {
        name: 'Alineación y balanceo',
        brandId: null,
        priceDefault: 45_000,
        pricePremium: 58_000,
        pricePromotion: 38_500,
      },
      {
        name: 'Rotación de neumáticos',
        brandId: null,
        priceDefault: 18_000,
        pricePremium: null,
        pricePromotion: null,
      },
      {
        name: 'Revisión de tren delantero y amortiguadores',
        brandId: null,
        priceDefault: 26_000,
        pricePremium: null,
        pricePromotion: 19_500,
      },
    ],
  },
  {
    name: 'Diagnóstico y electricidad',
    description:
      'Lectura de fallas con el equipo oficial de cada marca, control de batería y sistema de carga.',
    services: [
      {
        name: 'Diagnóstico computarizado',
        brandId: null,
        priceDefault: 35_000,
        pricePremium: null,
        pricePromotion: null,
      },
      {
        name: 'Control de batería y sistema de carga',
        brandId: null,
        priceDefault: 15_000,
        pricePremium: null,
        pricePromotion: null,
      },
    ],
  },
  {
    name: 'Climatización',
    description: 'Aire acondicionado y calefacción listos para el verano cuyano y el invierno de montaña.',
    services: [
      {
        name: 'Carga de gas del aire acondicionado',
        brandId: null,
        priceDefault: 65_000,
        pricePremium: 79_000,
        pricePromotion: 55_000,
      },
      {
        name: 'Limpieza y desinfección del sistema de aire',
        brandId: null,
        priceDefault: 38_000,
        pricePremium: null,
        pricePromotion: null,
      },
      {
        name: 'Cambio de filtro de habitáculo',
        brandId: null,
        priceDefault: 24_000,
        pricePremium: null,
        pricePromotion: null,
      },
    ],
  },
];
