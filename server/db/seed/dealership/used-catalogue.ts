/**
 * Demo guide for used-vehicle valuations (docs/product.md §D9): common cars of the Argentine used market, priced in pesos as
 * of late 2026. Each version has the price of its newest model year and a yearly depreciation; older years follow.
 */
export interface UsedVersionSeed {
  readonly description: string;
  readonly from: number;
  readonly to: number;
  /** Pesos, for a unit of model year `to`. */
  readonly newestPrice: number;
  /** Share of value lost per year of age. */
  readonly depreciation: number;
}

export interface UsedModelSeed {
  readonly name: string;
  readonly versions: readonly UsedVersionSeed[];
}

export interface UsedBrandSeed {
  readonly name: string;
  /** Leading digits of the brand's codia codes, as guide publishers group them. */
  readonly codiaPrefix: number;
  readonly models: readonly UsedModelSeed[];
}

const v = (
  description: string,
  from: number,
  to: number,
  newestPrice: number,
  depreciation: number,
): UsedVersionSeed => ({ description, from, to, newestPrice, depreciation });

export const USED_CATALOGUE: readonly UsedBrandSeed[] = [
  {
    name: 'Chevrolet',
    codiaPrefix: 12,
    models: [
      {
        name: 'Onix',
        versions: [
          v('Onix 1.4 LT', 2013, 2019, 17_000_000, 0.065),
          v('Onix 1.0 Turbo LT', 2020, 2025, 27_500_000, 0.07),
          v('Onix 1.0 Turbo Premier AT', 2020, 2025, 32_000_000, 0.07),
        ],
      },
      {
        name: 'Cruze',
        versions: [
          v('Cruze 1.4 Turbo LT', 2017, 2025, 34_000_000, 0.07),
          v('Cruze 1.4 Turbo Premier AT', 2017, 2025, 40_000_000, 0.075),
        ],
      },
      {
        name: 'Tracker',
        versions: [
          v('Tracker 1.2 Turbo LT', 2020, 2025, 34_500_000, 0.07),
          v('Tracker 1.2 Turbo Premier AT', 2020, 2025, 40_500_000, 0.07),
        ],
      },
      {
        name: 'S10',
        versions: [
          v('S10 2.8 TD LS 4x2 CD', 2012, 2025, 50_000_000, 0.065),
          v('S10 2.8 TD High Country 4x4 AT', 2013, 2025, 68_000_000, 0.07),
        ],
      },
    ],
  },
  {
    name: 'Fiat',
    codiaPrefix: 16,
    models: [
      {
        name: 'Argo',
        versions: [
          v('Argo 1.3 Drive', 2018, 2023, 20_500_000, 0.07),
          v('Argo 1.8 HGT', 2018, 2021, 19_500_000, 0.07),
        ],
      },
      {
        name: 'Cronos',
        versions: [
          v('Cronos 1.3 Drive', 2018, 2025, 26_000_000, 0.07),
          v('Cronos 1.8 Precision AT', 2018, 2023, 27_000_000, 0.07),
        ],
      },
      {
        name: 'Strada',
        versions: [
          v('Strada 1.4 Working CS', 2012, 2025, 25_000_000, 0.06),
          v('Strada 1.3 Volcano CD', 2021, 2025, 30_500_000, 0.065),
        ],
      },
      {
        name: 'Toro',
        versions: [
          v('Toro 1.8 Freedom 4x2 AT', 2017, 2025, 38_000_000, 0.07),
          v('Toro 2.0 TD Volcano 4x4 AT', 2017, 2025, 50_000_000, 0.07),
        ],
      },
    ],
  },
  {
    name: 'Ford',
    codiaPrefix: 17,
    models: [
      {
        name: 'EcoSport',
        versions: [
          v('EcoSport 1.5 SE', 2013, 2022, 22_000_000, 0.065),
          v('EcoSport 2.0 Titanium AT', 2013, 2022, 26_000_000, 0.07),
        ],
      },
      {
        name: 'Focus',
        versions: [
          v('Focus 1.6 S', 2012, 2019, 16_500_000, 0.065),
          v('Focus 2.0 Titanium AT', 2012, 2019, 20_500_000, 0.07),
        ],
      },
      {
        name: 'Ka',
        versions: [
          v('Ka 1.5 S', 2017, 2021, 15_500_000, 0.065),
          v('Ka 1.5 SEL', 2017, 2021, 17_000_000, 0.065),
        ],
      },
      {
        name: 'Ranger',
        versions: [
          v('Ranger 2.2 TDCi XL 4x2 CD', 2012, 2025, 48_000_000, 0.065),
          v('Ranger 3.2 TDCi XLT 4x4 AT', 2012, 2023, 58_000_000, 0.07),
          v('Ranger 3.0 V6 Limited 4x4 AT', 2024, 2025, 82_000_000, 0.075),
        ],
      },
    ],
  },
  {
    name: 'Nissan',
    codiaPrefix: 33,
    models: [
      {
        name: 'Frontier',
        versions: [
          v('Frontier 2.3 TD S 4x2', 2016, 2025, 46_000_000, 0.065),
          v('Frontier 2.3 TD LE 4x4 AT', 2016, 2025, 62_000_000, 0.07),
        ],
      },
      {
        name: 'Kicks',
        versions: [
          v('Kicks 1.6 Sense', 2017, 2025, 31_000_000, 0.065),
          v('Kicks 1.6 Exclusive CVT', 2017, 2025, 38_500_000, 0.07),
        ],
      },
      {
        name: 'March',
        versions: [
          v('March 1.6 Active', 2012, 2021, 15_500_000, 0.065),
          v('March 1.6 Advance', 2012, 2021, 17_000_000, 0.065),
        ],
      },
      {
        name: 'Versa',
        versions: [
          v('Versa 1.6 Sense', 2016, 2025, 28_000_000, 0.065),
          v('Versa 1.6 Exclusive CVT', 2016, 2025, 34_000_000, 0.07),
        ],
      },
    ],
  },
  {
    name: 'Peugeot',
    codiaPrefix: 36,
    models: [
      {
        name: '208',
        versions: [
          v('208 1.6 Active', 2013, 2025, 26_000_000, 0.065),
          v('208 1.6 Feline AT', 2013, 2025, 30_500_000, 0.07),
        ],
      },
      {
        name: '2008',
        versions: [
          v('2008 1.6 Allure', 2016, 2025, 33_000_000, 0.07),
          v('2008 1.0 Turbo GT AT', 2024, 2025, 42_000_000, 0.07),
        ],
      },
      {
        name: '308',
        versions: [
          v('308 1.6 Allure', 2012, 2022, 25_000_000, 0.07),
          v('308 1.6 THP GT', 2017, 2022, 30_000_000, 0.075),
        ],
      },
      {
        name: 'Partner',
        versions: [
          v('Partner 1.6 HDi Confort', 2012, 2025, 27_000_000, 0.06),
          v('Partner 1.6 Patagónica', 2012, 2020, 20_000_000, 0.06),
        ],
      },
    ],
  },
  {
    name: 'Renault',
    codiaPrefix: 40,
    models: [
      {
        name: 'Duster',
        versions: [
          v('Duster 1.6 Expression', 2012, 2025, 30_000_000, 0.065),
          v('Duster 1.3 Turbo Iconic 4x4', 2021, 2025, 38_000_000, 0.07),
        ],
      },
      {
        name: 'Kangoo',
        versions: [
          v('Kangoo 1.6 Confort 5 asientos', 2012, 2025, 29_000_000, 0.06),
          v('Kangoo 1.6 Stepway', 2018, 2025, 32_000_000, 0.065),
        ],
      },
      {
        name: 'Logan',
        versions: [
          v('Logan 1.6 Life', 2014, 2024, 21_000_000, 0.065),
          v('Logan 1.6 Intens', 2014, 2024, 23_500_000, 0.065),
        ],
      },
      {
        name: 'Sandero',
        versions: [
          v('Sandero 1.6 Expression', 2012, 2024, 21_000_000, 0.065),
          v('Sandero Stepway 1.6 Intens', 2015, 2024, 25_500_000, 0.065),
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    codiaPrefix: 46,
    models: [
      {
        name: 'Corolla',
        versions: [
          v('Corolla 1.8 XEI CVT', 2012, 2019, 26_000_000, 0.06),
          v('Corolla 2.0 XEI CVT', 2020, 2025, 43_000_000, 0.06),
          v('Corolla 1.8 Hybrid SEG', 2020, 2025, 50_000_000, 0.06),
        ],
      },
      {
        name: 'Etios',
        versions: [
          v('Etios 1.5 XS', 2013, 2023, 21_500_000, 0.055),
          v('Etios 1.5 XLS AT', 2016, 2023, 24_500_000, 0.055),
        ],
      },
      {
        name: 'Hilux',
        versions: [
          v('Hilux 3.0 TDI SRV 4x4', 2012, 2015, 33_000_000, 0.06),
          v('Hilux 2.4 TDI DX 4x2 CD', 2016, 2025, 53_000_000, 0.055),
          v('Hilux 2.8 TDI SRX 4x4 AT', 2016, 2025, 80_000_000, 0.06),
        ],
      },
      {
        name: 'Yaris',
        versions: [
          v('Yaris 1.5 XS', 2018, 2025, 30_000_000, 0.055),
          v('Yaris 1.5 S CVT', 2018, 2025, 35_000_000, 0.055),
        ],
      },
    ],
  },
  {
    name: 'Volkswagen',
    codiaPrefix: 48,
    models: [
      {
        name: 'Amarok',
        versions: [
          v('Amarok 2.0 TDI Trendline 4x2', 2012, 2025, 54_000_000, 0.065),
          v('Amarok V6 Highline 4x4 AT', 2017, 2025, 78_000_000, 0.07),
        ],
      },
      {
        name: 'Gol Trend',
        versions: [
          v('Gol Trend 1.6 Trendline', 2012, 2023, 19_500_000, 0.06),
          v('Gol Trend 1.6 Highline', 2012, 2023, 21_500_000, 0.06),
        ],
      },
      {
        name: 'Polo',
        versions: [
          v('Polo 1.6 MSI Trendline', 2018, 2025, 33_000_000, 0.065),
          v('Polo 170 TSI Highline AT', 2018, 2025, 39_500_000, 0.07),
        ],
      },
      {
        name: 'T-Cross',
        versions: [
          v('T-Cross 200 TSI Trendline', 2020, 2025, 38_000_000, 0.065),
          v('T-Cross 250 TSI Highline AT', 2020, 2025, 47_000_000, 0.07),
        ],
      },
    ],
  },
];

/** Seven digits: brand prefix, then two for the model and three for the version ("4803002"). */
export function seedCodia(codiaPrefix: number, modelIndex: number, versionIndex: number): number {
  return codiaPrefix * 100_000 + (modelIndex + 1) * 1_000 + (versionIndex + 1);
}

/** Guide prices step by 10,000 pesos, as published guides round them. */
export function seedGuidePrice(version: UsedVersionSeed, year: number): number {
  const age = version.to - year;
  return Math.round((version.newestPrice * (1 - version.depreciation) ** age) / 10_000) * 10_000;
}

export interface GuidePriceSeed {
  readonly brand: string;
  readonly model: string;
  readonly codia: number;
  readonly description: string;
  readonly year: number;
  readonly price: number;
}

/** Every (version, model year) of the demo guide, in a fixed order. */
export function buildGuidePriceSeeds(): GuidePriceSeed[] {
  return USED_CATALOGUE.flatMap((brand) =>
    brand.models.flatMap((model, modelIndex) =>
      model.versions.flatMap((version, versionIndex) => {
        const codia = seedCodia(brand.codiaPrefix, modelIndex, versionIndex);
        const years = Array.from(
          { length: version.to - version.from + 1 },
          (_, index) => version.from + index,
        );
        return years.map((year) => ({
          brand: brand.name,
          model: model.name,
          codia,
          description: version.description,
          year,
          price: seedGuidePrice(version, year),
        }));
      }),
    ),
  );
}
