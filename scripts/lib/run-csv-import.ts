import fs from 'node:fs';
import { decodeCsvFile, NotCsvError } from '../../server/csv';
import {
  configuredDatabase,
  type DatabaseHandle,
  DatabaseInUseError,
  openDatabase,
} from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { ConfigError, loadConfig } from '../../server/platform/config';
import type { CommandContext, CommandOutput } from './command';

/** What every import reports: rows accepted (new or updated) and rows rejected with the line and the reasons. */
export interface CsvImportReport {
  created: number;
  updated: number;
  rejected: { line: number; reasons: string[] }[];
}

export interface CsvImportCommand<Report extends CsvImportReport> {
  /** "npm run import:stock -- ARCHIVO.csv" */
  usage: string;
  run(handle: DatabaseHandle, csvText: string): Promise<Report>;
  /** How a rejected row is named besides its line: "chasis 8AW…", "sin codia". */
  rowName(row: Report['rejected'][number]): string;
  /** Lines printed after the rejected rows. */
  summary?(report: Report): string[];
}

/**
 * The command line of a CSV import: reads the file named by the first argument, imports it into the configured
 * database and prints the report. Exit code 0 means the file was processed, even when some rows were rejected.
 */
export async function runCsvImport<Report extends CsvImportReport>(
  command: CsvImportCommand<Report>,
  args: string[],
  { env, output = console }: CommandContext = {},
): Promise<number> {
  const file = args[0];
  if (!file) {
    output.error(`Uso: ${command.usage}`);
    return 1;
  }
  const bytes = readFile(file, output);
  if (!bytes) return 1;

  let handle: DatabaseHandle | undefined;
  try {
    const config = loadConfig(env);
    handle = await openDatabase(configuredDatabase(config));
    await migrateDatabase(handle);
    const report = await command.run(handle, decodeCsvFile(bytes));

    output.log(
      `Filas aceptadas: ${report.created + report.updated} (nuevas ${report.created}, actualizadas ${report.updated})`,
    );
    output.log(`Filas rechazadas: ${report.rejected.length}`);
    for (const row of report.rejected) {
      output.log(`línea ${row.line} (${command.rowName(row)}): ${row.reasons.join('; ')}`);
    }
    for (const line of command.summary?.(report) ?? []) output.log(line);
    return 0;
  } catch (error) {
    // These are the person's to fix (another file, stop the server, fix the environment): no stack trace.
    if (error instanceof NotCsvError || error instanceof DatabaseInUseError || error instanceof ConfigError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle?.close();
  }
}

function readFile(file: string, output: CommandOutput): Uint8Array | null {
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
    output.error(`No se pudo leer el archivo ${file}: ${why}.`);
    return null;
  }
}
