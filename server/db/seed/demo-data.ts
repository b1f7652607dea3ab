import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { leadReplyTemplates, operations, testDrives } from '../schema';
import { isContentEmpty, resetContent, seedContent } from './content';
import { isDealershipDataEmpty, resetDealershipData, seedDealershipData } from './dealership';
import { CatalogueInUseError, isCatalogueEmpty, resetCatalogue, seedCatalogue } from './index';
import { isStaffEmpty, resetDemoStaff, seedDemoStaff } from './staff';
import { isTestDriveFleetEmpty, resetTestDriveUnits, seedTestDriveUnits } from './test-drive-units';

interface DemoArea {
  name: string;
  isEmpty(db: Database): Promise<boolean>;
  seed(db: Database): Promise<Record<string, number>>;
  reset(db: Database): Promise<void>;
}

/** The reply templates a new site starts with (docs/decisions/0077); the team edits them. */
const DEMO_REPLY_TEMPLATES = [
  {
    name: 'Primer contacto',
    body: 'Hola {nombre}, soy {asesor} de {marca}. Gracias por tu consulta por el {vehiculo}. ¿Cuándo te queda cómodo que te llame?',
  },
  {
    name: 'Invitación al salón',
    body: 'Hola {nombre}, te esperamos en el salón de {marca} para que conozcas el {vehiculo} y lo pruebes. Decime qué día te viene bien. {asesor}',
  },
  {
    name: 'Seguimiento',
    body: 'Hola {nombre}, ¿pudiste pensar lo que charlamos? Si querés, te paso una cotización actualizada. Saludos, {asesor} ({marca}).',
  },
];

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
    // The branches' demo units are picked from the catalogue and the branches above.
    name: 'unidades de prueba de manejo',
    isEmpty: isTestDriveFleetEmpty,
    seed: async (db) => ({ ...(await seedTestDriveUnits(db)) }),
    reset: resetTestDriveUnits,
  },
  {
    name: 'usados y promociones',
    isEmpty: isDealershipDataEmpty,
    seed: async (db) => ({ ...(await seedDealershipData(db)) }),
    reset: resetDealershipData,
  },
  {
    name: 'respuestas para consultas',
    isEmpty: async (db) => (await db.select({ n: count() }).from(leadReplyTemplates))[0]?.n === 0,
    seed: async (db) => ({
      respuestas: (await db.insert(leadReplyTemplates).values(DEMO_REPLY_TEMPLATES).returning()).length,
    }),
    reset: async (db) => {
      await db.delete(leadReplyTemplates);
    },
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

/**
 * Deletes every demo area (dependants first) and loads them all again; reservations and test drives are never deleted
 * by it.
 */
export async function resetDemoData(db: Database, options: DemoDataOptions = {}): Promise<LoadedArea[]> {
  const [operationCount] = await db.select({ value: count() }).from(operations);
  if ((operationCount?.value ?? 0) > 0) {
    throw new CatalogueInUseError(`${operationCount?.value} operaciones de reserva`);
  }
  const [testDriveCount] = await db.select({ value: count() }).from(testDrives);
  if ((testDriveCount?.value ?? 0) > 0) {
    throw new CatalogueInUseError(`${testDriveCount?.value} pruebas de manejo`);
  }
  for (const area of [...areasOf(options)].reverse()) await area.reset(db);
  return loadDemoDataWhereEmpty(db, options);
}
