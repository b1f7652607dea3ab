import { ConfigError, loadConfig } from '../server/config';
import { DatabaseInUseError, openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import {
  CatalogueInUseError,
  isCatalogueEmpty,
  resetCatalogue,
  type SeedSummary,
  seedCatalogue,
} from '../server/db/seed';

// npm run db:seed [-- --reset]: loads the demo catalogue; without --reset it never touches existing data.

const SUMMARY_LABELS: Readonly<Record<keyof SeedSummary, string>> = {
  brands: 'Marcas',
  families: 'Modelos (familias)',
  versions: 'Versiones',
  stockUnits: 'Unidades en stock',
  savingsPlans: 'Planes de ahorro',
  creditPlans: 'Planes de financiación',
  usdRates: 'Cotizaciones del dólar',
};

function printSummary(summary: SeedSummary): void {
  console.log('Catálogo de demostración cargado:');
  for (const [key, label] of Object.entries(SUMMARY_LABELS) as [keyof SeedSummary, string][]) {
    console.log(`  ${label.padEnd(24)} ${summary[key]}`);
  }
}

async function main(): Promise<number> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    await migrateDatabase(handle);
    if (reset) {
      await resetCatalogue(handle.db);
      console.log('Catálogo anterior borrado.');
    } else if (!(await isCatalogueEmpty(handle.db))) {
      console.log(
        'La base ya tiene un catálogo; lo dejé como estaba. Usá --reset para reemplazarlo por el de demostración.',
      );
      return 0;
    }
    printSummary(await seedCatalogue(handle.db));
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected conditions get their message only; anything else keeps its stack for debugging.
    if (
      error instanceof DatabaseInUseError ||
      error instanceof CatalogueInUseError ||
      error instanceof ConfigError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
