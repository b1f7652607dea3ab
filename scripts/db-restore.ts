import { BackupRefused, describeBackup, restoreBackup } from '../server/backup';
import { ConfigError, loadConfig } from '../server/config';
import { configuredDatabase, DatabaseInUseError } from '../server/db/client';
import { configuredFileStorage } from '../server/storage';
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

async function main(): Promise<number> {
  const folder = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const manifest = await restoreBackup({
    database: configuredDatabase(config),
    storage: configuredFileStorage(config),
    folder,
  });
  console.log(`Copia restaurada desde ${folder}:`);
  for (const line of describeBackup(manifest)) console.log(line);
  console.log('Ya podés iniciar el servidor (npm start).');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      console.error(USAGE);
      process.exitCode = 2;
    } else if (
      error instanceof BackupRefused ||
      error instanceof DatabaseInUseError ||
      error instanceof ConfigError
    ) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  },
);
