import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { operations } from '../schema';
import { isContentEmpty, resetContent, seedContent } from './content';
import { isDealershipDataEmpty, resetDealershipData, seedDealershipData } from './dealership';
import { CatalogueInUseError, isCatalogueEmpty, resetCatalogue, seedCatalogue } from './index';
import { isStaffEmpty, resetDemoStaff, seedDemoStaff } from './staff';

interface DemoArea {
  name: string;
  isEmpty(db: Database): Promise<boolean>;
  seed(db: Database): Promise<Record<string, number>>;
  reset(db: Database): Promise<void>;
}

/** In load order: content and promotions refer to the catalogue's brands. */
const AREAS: readonly DemoArea[] = [
  {
    name: 'catálogo',
    isEmpty: isCatalogueEmpty,
    seed: async (db) => ({ ...(await seedCatalogue(db)) }),
    reset: resetCatalogue,
  },
  {
    name: 'contenido del sitio',
    isEmpty: isContentEmpty,
    seed: async (db) => ({ ...(await seedContent(db)) }),
    reset: resetContent,
  },
  {
    name: 'usados y promociones',
    isEmpty: isDealershipDataEmpty,
    seed: async (db) => ({ ...(await seedDealershipData(db)) }),
    reset: resetDealershipData,
  },
];

/**
 * The back office's demo accounts, with the password README publishes: loaded only when asked for (the configuration's
 * DEMO_STAFF_ACCOUNTS), never into the database of a public site.
 */
const STAFF_AREA: DemoArea = {
  name: 'personal de demostración',
  isEmpty: isStaffEmpty,
  seed: async (db) => ({ ...(await seedDemoStaff(db)) }),
  reset: resetDemoStaff,
};

export interface DemoDataOptions {
  /** Whether the demo staff accounts are loaded too. */
  staff?: boolean;
}

const areasOf = (options: DemoDataOptions) => (options.staff ? [...AREAS, STAFF_AREA] : AREAS);

export interface LoadedArea {
  name: string;
  summary: Record<string, number>;
}

/** Loads each demo area whose tables are empty, and leaves the others as they are. */
export async function loadDemoDataWhereEmpty(
  db: Database,
  options: DemoDataOptions = {},
): Promise<LoadedArea[]> {
  const loaded: LoadedArea[] = [];
  for (const area of areasOf(options)) {
    if (await area.isEmpty(db)) loaded.push({ name: area.name, summary: await area.seed(db) });
  }
  return loaded;
}

/** Deletes every demo area (dependants first) and loads them all again; reservations are never deleted by it. */
export async function resetDemoData(db: Database, options: DemoDataOptions = {}): Promise<LoadedArea[]> {
  const [operationCount] = await db.select({ value: count() }).from(operations);
  if ((operationCount?.value ?? 0) > 0) {
    throw new CatalogueInUseError(`${operationCount?.value} operaciones de reserva`);
  }
  for (const area of [...areasOf(options)].reverse()) await area.reset(db);
  return loadDemoDataWhereEmpty(db, options);
}
