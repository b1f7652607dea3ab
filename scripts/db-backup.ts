import { BackupRefused, checkBackup, createBackup, describeBackup } from '../server/backup';
import { configuredDatabase, DatabaseInUseError } from '../server/db/client';
import { ConfigError, loadConfig } from '../server/platform/config';
import { configuredFileStorage } from '../server/storage';
import { type CommandContext, runAsProgram } from './lib/command';
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

export async function dbBackup(
  args: string[],
  { env, output = console }: CommandContext = {},
): Promise<number> {
  try {
    const command = parseArguments(args);
    if ('check' in command) {
      const { manifest, problems } = await checkBackup(command.check);
      if (problems.length > 0) {
        output.error(`La copia ${command.check} está dañada:`);
        for (const problem of problems) output.error(`  ${problem}`);
        return 1;
      }
      output.log(
        `La copia ${command.check} está completa: cada archivo y cada tabla coinciden con su manifiesto.`,
      );
      for (const line of describeBackup(manifest)) output.log(line);
      return 0;
    }
    const config = loadConfig(env);
    const { folder, manifest } = await createBackup({
      database: configuredDatabase(config),
      storage: configuredFileStorage(config),
      destination: command.to,
    });
    output.log(`Copia de seguridad guardada en ${folder}`);
    for (const line of describeBackup(manifest)) output.log(line);
    output.log(`Para verificarla: npm run db:backup -- --check ${folder}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.error(error.message);
      output.error(USAGE);
      return 2;
    }
    if (error instanceof DatabaseInUseError) {
      output.error(error.message);
      output.error(
        'La base embebida se copia con el servidor detenido: detenelo, copiala y volvé a iniciarlo.',
      );
      return 1;
    }
    if (error instanceof BackupRefused || error instanceof ConfigError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
}

runAsProgram(import.meta.url, dbBackup);
