import { RESET_LINK_HOURS, SET_PASSWORD_LINK_HOURS } from '#domain/back-office/staff-accounts';
import {
  configuredDatabase,
  type DatabaseHandle,
  DatabaseInUseError,
  openDatabase,
} from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { ConfigError, loadConfig } from '../server/platform/config';
import { createAdminAccount, InvalidStaffEmailError } from '../server/staff';
import { type CommandContext, runAsProgram } from './lib/command';
import { UsageError } from './lib/usage-error';

// npm run admin:create -- EMAIL [--nombre "Nombre Apellido"]: the first administrator of the back office (or a way
// back in): creates the account, or makes it an active administrator, and prints a one-time link to choose a password.

const USAGE = 'Uso: npm run admin:create -- EMAIL [--nombre "Nombre Apellido"]';

function parseArguments(args: string[]): { email: string; name?: string } {
  let email: string | undefined;
  let name: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === '--nombre') {
      name = args[++index];
      if (!name) throw new UsageError('Falta el nombre después de --nombre.');
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Opción desconocida: ${arg}`);
    } else if (email) {
      throw new UsageError('Indicá un solo e-mail.');
    } else {
      email = arg;
    }
  }
  if (!email) throw new UsageError('Falta el e-mail de la cuenta.');
  return { email, ...(name ? { name } : {}) };
}

export async function adminCreate(
  args: string[],
  { env, output = console }: CommandContext = {},
): Promise<number> {
  let handle: DatabaseHandle | undefined;
  try {
    const { email, name } = parseArguments(args);
    const config = loadConfig(env);
    handle = await openDatabase(configuredDatabase(config));
    await migrateDatabase(handle);
    const link = await createAdminAccount(handle.db, { email, name, publicUrl: config.PUBLIC_URL });
    output.log(
      link.created
        ? `Cuenta de administración creada: ${link.email}`
        : `La cuenta ${link.email} ya existía: ahora es de administración y está activa.`,
    );
    const hours = link.purpose === 'set_password' ? SET_PASSWORD_LINK_HOURS : RESET_LINK_HOURS;
    output.log(
      `Para elegir la contraseña, abrí este enlace (sirve una sola vez y vence en ${hours} ${hours === 1 ? 'hora' : 'horas'}):`,
    );
    output.log(link.url);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof InvalidStaffEmailError) {
      output.error(error.message);
      output.error(USAGE);
      return 2;
    }
    if (error instanceof DatabaseInUseError || error instanceof ConfigError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle?.close();
  }
}

runAsProgram(import.meta.url, adminCreate);
