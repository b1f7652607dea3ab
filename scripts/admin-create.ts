import { RESET_LINK_HOURS, SET_PASSWORD_LINK_HOURS } from '../domain/staff-accounts';
import { ConfigError, loadConfig } from '../server/config';
import {
  configuredDatabase,
  type DatabaseHandle,
  DatabaseInUseError,
  openDatabase,
} from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createAdminAccount, InvalidStaffEmailError } from '../server/staff';
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

async function main(): Promise<number> {
  const { email, name } = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(configuredDatabase(config));
    await migrateDatabase(handle);
    const link = await createAdminAccount(handle.db, { email, name, publicUrl: config.PUBLIC_URL });
    console.log(
      link.created
        ? `Cuenta de administración creada: ${link.email}`
        : `La cuenta ${link.email} ya existía: ahora es de administración y está activa.`,
    );
    const hours = link.purpose === 'set_password' ? SET_PASSWORD_LINK_HOURS : RESET_LINK_HOURS;
    console.log(
      `Para elegir la contraseña, abrí este enlace (sirve una sola vez y vence en ${hours} ${hours === 1 ? 'hora' : 'horas'}):`,
    );
    console.log(link.url);
    return 0;
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof InvalidStaffEmailError) {
      console.error(error.message);
      console.error(USAGE);
      process.exitCode = 2;
    } else if (error instanceof DatabaseInUseError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  },
);
