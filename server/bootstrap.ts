import { configuredDatabase, type DatabaseHandle, DatabaseInUseError, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { type Config, ConfigError, loadConfig } from './platform/config';
import { createLogger, type Logger } from './platform/logger';

export interface Runtime {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
}

/** The configuration, or the process ends with what is wrong with it (every bad value at once). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

/** Opens and migrates the database, and loads the demo data into an empty catalogue. */
export async function bootstrap(
  config: Config = loadConfigOrExit(),
  logger: Logger = createLogger(config.LOG_LEVEL),
): Promise<Runtime> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(configuredDatabase(config), { logger });
  } catch (error) {
    if (error instanceof DatabaseInUseError) exitWith(error.message);
    throw error;
  }
  for (const area of await prepareDatabase(database, { staff: config.DEMO_STAFF_ACCOUNTS })) {
    logger.info({ area: area.name, rows: area.summary }, 'demo data loaded');
  }
  logger.info({ database: database.kind }, 'database ready');
  return { config, logger, database };
}

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}
