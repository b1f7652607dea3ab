import { BackupRefused, describeBackup, restoreBackup } from '../server/backup';
import { configuredDatabase, DatabaseInUseError } from '../server/db/client';
import { ConfigError, loadConfig } from '../server/platform/config';
import { configuredFileStorage } from '../server/storage';
import { type CommandContext, runAsProgram } from './lib/command';
import { UsageError } from './lib/usage-error';

// npm run db:restore -- COPIA: brings a backup of npm run db:backup back into an empty database, with its files.

const USAGE = 'Uso: npm run db:restore -- COPIA   (la carpeta territorio-… que escribió npm run db:backup)';

function parseArguments(args: string[]): string {
  const [folder, ...rest] = args;
  if (!folder) throw new UsageError('Falta la copia a restaurar.');
  if (folder.startsWith('--')) throw new UsageError(`Opción desconocida: ${folder}`);
  if (rest.length > 0) throw new UsageError(`Sobra: ${rest.join(' ')}`);
  return folder;
}

export async function dbRestore(
  args: string[],
  { env, output = console }: CommandContext = {},
): Promise<number> {
  try {
    const folder = parseArguments(args);
    const config = loadConfig(env);
    const manifest = await restoreBackup({
      database: configuredDatabase(config),
      storage: configuredFileStorage(config),
      folder,
    });
    output.log(`Copia restaurada desde ${folder}:`);
    for (const line of describeBackup(manifest)) output.log(line);
    output.log('Ya podés iniciar el servidor (npm start).');
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.error(error.message);
      output.error(USAGE);
      return 2;
    }
    if (
      error instanceof BackupRefused ||
      error instanceof DatabaseInUseError ||
      error instanceof ConfigError
    ) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
}

runAsProgram(import.meta.url, dbRestore);
