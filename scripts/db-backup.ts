import { BackupRefused, checkBackup, createBackup, describeBackup } from '../server/backup';
import { ConfigError, loadConfig } from '../server/config';
import { configuredDatabase, DatabaseInUseError } from '../server/db/client';
import { configuredFileStorage } from '../server/storage';
import { UsageError } from './lib/usage-error';

// npm run db:backup [-- --to CARPETA]: copies the database and the uploaded files into a new folder of CARPETA
// (./backups by default) named by the date. npm run db:backup -- --check COPIA: checks a backup whole.

const USAGE = 'Uso: npm run db:backup [-- --to CARPETA]   o   npm run db:backup -- --check COPIA';

type Command = { check: string } | { to: string };

function parseArguments(args: string[]): Command {
  const [flag, value, ...rest] = args;
  if (flag === undefined) return { to: 'backups' };
  if (flag !== '--to' && flag !== '--check') throw new UsageError(`Opción desconocida: ${flag}`);
  if (!value || value.startsWith('--')) {
    throw new UsageError(
      flag === '--to' ? 'Falta la carpeta después de --to.' : 'Falta la copia después de --check.',
    );
  }
  if (rest.length > 0) throw new UsageError(`Sobra: ${rest.join(' ')}`);
  return flag === '--to' ? { to: value } : { check: value };
}

async function main(): Promise<number> {
  const command = parseArguments(process.argv.slice(2));
  if ('check' in command) {
    const { manifest, problems } = await checkBackup(command.check);
    if (problems.length > 0) {
      console.error(`La copia ${command.check} está dañada:`);
      for (const problem of problems) console.error(`  ${problem}`);
      return 1;
    }
    console.log(
      `La copia ${command.check} está completa: cada archivo y cada tabla coinciden con su manifiesto.`,
    );
    for (const line of describeBackup(manifest)) console.log(line);
    return 0;
  }
  const config = loadConfig();
  const { folder, manifest } = await createBackup({
    database: configuredDatabase(config),
    storage: configuredFileStorage(config),
    destination: command.to,
  });
  console.log(`Copia de seguridad guardada en ${folder}`);
  for (const line of describeBackup(manifest)) console.log(line);
  console.log(`Para verificarla: npm run db:backup -- --check ${folder}`);
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
    } else if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      console.error(
        'La base embebida se copia con el servidor detenido: detenelo, copiala y volvé a iniciarlo.',
      );
      process.exitCode = 1;
    } else if (error instanceof BackupRefused || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  },
);
