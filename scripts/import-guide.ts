import fs from 'node:fs';
import { ConfigError, loadConfig } from '../server/config';
import { type DatabaseHandle, DatabaseInUseError, openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { decodeGuideFile, importGuideCsv, NotCsvError } from '../server/dealership';

// `npm run import:guide -- FILE.csv`: creates or updates the used-vehicle catalogue and its guide prices from a CSV
// (brand, model, codia, description, year, price). Exit code 0 means the file was processed, even when some rows
// were rejected (they are listed).

const USAGE = 'Uso: npm run import:guide -- ARCHIVO.csv';

function readFile(file: string): Uint8Array | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no existe'
        : code === 'EISDIR'
          ? 'es una carpeta, no un archivo'
          : code === 'EACCES'
            ? 'no hay permiso para leerlo'
            : (error as Error).message;
    console.error(`No se pudo leer el archivo ${file}: ${why}.`);
    return null;
  }
}

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error(USAGE);
    return 1;
  }
  const bytes = readFile(file);
  if (!bytes) return 1;

  let handle: DatabaseHandle | undefined;
  try {
    const config = loadConfig();
    handle = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    );
    await migrateDatabase(handle);
    const report = await importGuideCsv(handle.db, decodeGuideFile(bytes));

    console.log(
      `Filas aceptadas: ${report.created + report.updated} (nuevas ${report.created}, actualizadas ${report.updated})`,
    );
    console.log(`Filas rechazadas: ${report.rejected.length}`);
    for (const row of report.rejected) {
      const codia = row.codia ? `codia ${row.codia}` : 'sin codia';
      console.log(`línea ${row.line} (${codia}): ${row.reasons.join('; ')}`);
    }
    const { brands, models, versions } = report.catalogue;
    console.log(
      `Nuevas en el catálogo de usados: marcas ${brands}, modelos ${models}, versiones ${versions}`,
    );
    return 0;
  } catch (error) {
    // These are the person's to fix (another file, stop the server, fix the environment): no stack trace.
    if (error instanceof NotCsvError || error instanceof DatabaseInUseError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle?.close();
  }
}

process.exitCode = await main();
