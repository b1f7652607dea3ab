import { BAIC } from './families-baic';
import { CHEVROLET } from './families-chevrolet';
import { NISSAN } from './families-nissan';
import { VOLKSWAGEN } from './families-volkswagen';
import type { BrandCatalogueSeed, FamilySeed, SeedBrandId, VersionSeed } from './types';

/** The 0 km line-up per catalogue brand, in the order the site lists brands. */
export const CATALOGUE: readonly BrandCatalogueSeed[] = [VOLKSWAGEN, CHEVROLET, NISSAN, BAIC];

export function brandCatalogue(brandId: SeedBrandId): BrandCatalogueSeed {
  const found = CATALOGUE.find((entry) => entry.brandId === brandId);
  if (!found) throw new RangeError(`No seed catalogue for brand ${brandId}`);
  return found;
}

export function familySeed(brandId: SeedBrandId, family: string): FamilySeed {
  const found = brandCatalogue(brandId).families.find((entry) => entry.family === family);
  if (!found) throw new RangeError(`No seed family ${family} for brand ${brandId}`);
  return found;
}

export function versionSeed(brandId: SeedBrandId, family: string, version: string): VersionSeed {
  const found = familySeed(brandId, family).versions.find((entry) => entry.name === version);
  if (!found) throw new RangeError(`No seed version ${version} in ${family}`);
  return found;
}
