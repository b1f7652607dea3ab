import { configuredDatabase, DatabaseInUseError, openDatabase } from '../server/db/client';
import { applyMigrations, SCHEMA_LOCK } from '../server/db/migrate';
import { CatalogueInUseError } from '../server/db/seed';
import { type LoadedArea, loadDemoDataWhereEmpty, resetDemoData } from '../server/db/seed/demo-data';
import { ConfigError, loadConfig } from '../server/platform/config';

// npm run db:seed [-- --reset]: loads the demo data where a part of it is empty; --reset replaces all of it.

function printLoaded(areas: LoadedArea[]): void {
  if (areas.length === 0) {
    console.log(
      'La base ya tiene datos; los dejé como estaban. Usá --reset para reemplazarlos por los de demostración.',
    );
    return;
  }
  for (const area of areas) {
    console.log(`Datos de demostración cargados (${area.name}):`);
    for (const [table, rows] of Object.entries(area.summary)) console.log(`  ${table.padEnd(24)} ${rows}`);
  }
}

async function main(): Promise<number> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  const handle = await openDatabase(configuredDatabase(config));
  try {
    // Under the schema lock, as a starting server loads it: never two loads of one database at once.
    const loaded = await handle.exclusively(SCHEMA_LOCK, async () => {
      await applyMigrations(handle);
      const demo = { staff: config.DEMO_STAFF_ACCOUNTS };
      return reset ? resetDemoData(handle.db, demo) : loadDemoDataWhereEmpty(handle.db, demo);
    });
    printLoaded(loaded);
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
