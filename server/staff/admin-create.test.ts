/**
 * `npm run admin:create -- EMAIL`: the first administrator and the link to set a password. Run once as a person runs
 * it, in a process of its own; then its command in this process, where a run costs no start of Node and no boot of a
 * database (in a second process a run took from 5 to 20 s on a 2-core machine, by how busy it was).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCreate } from '../../scripts/admin-create';
import { adminPages, createPagesTestApp } from '../../tests/support/pages-app';
import { runCommand, runScript } from '../../tests/support/run-script';
import { anonymousBrowser, staffPost } from '../../tests/support/staff-sessions';
import { createProcessDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { auditLog, staffAccounts } from '../db/schema';

const PUBLIC_URL = 'https://www.territorio.com.ar';
const LINK = /^https:\/\/www\.territorio\.com\.ar\/admin\/restablecer\/([\w-]{43})$/m;

/** The database the command writes to: an embedded one in a folder, or a clone on the PostgreSQL server of the run. */
interface Target {
  /** The script's file in a process of its own, as `npm run admin:create` runs it. */
  runScript(args: string[]): ReturnType<typeof runScript>;
  /** The same command in this process. */
  run(args: string[]): ReturnType<typeof runCommand>;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** A migrated database, as a started server leaves it; closed, as the command finds it with the server stopped. */
async function migratedTarget(): Promise<Target> {
  const database = await createProcessDatabase();
  const env: Record<string, string> = { ...database.env, PUBLIC_URL };
  return {
    runScript: (args) => runScript('scripts/admin-create.ts', args, database.dataDir, env),
    run: (args) => runCommand(adminCreate, args, database.dataDir, env),
    open: () => openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: database.dataDir }),
    dispose: () => database.drop(),
  };
}

describe(`npm run admin:create (${inject('postgresTemplate') ? 'PostgreSQL' : 'PGlite'})`, () => {
  let target: Target;
  beforeAll(async () => {
    target = await migratedTarget();
  }, 60_000);
  afterAll(() => target.dispose());

  // The one run in a process of its own: the command line, its output streams and its exit code, end to end. Starting
  // Node, compiling the script and booting a database take seconds, more on a busy machine: its time is the spawn's.
  it('creates an administrator and prints a one-time link that sets the password once', async () => {
    const result = await target.runScript(['Ana.Gomez@Territorio.test', '--nombre', 'Ana Gómez']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Cuenta de administración creada: ana.gomez@territorio.test');
    expect(result.stdout).toContain('sirve una sola vez y vence en 72 horas');
    const token = result.stdout.match(LINK)?.[1] as string;
    expect(token).toBeDefined();

    const handle = await target.open();
    try {
      const accounts = await handle.db.select().from(staffAccounts);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]).toMatchObject({
        email: 'ana.gomez@territorio.test',
        name: 'Ana Gómez',
        role: 'admin',
        active: true,
        passwordHash: null,
      });
      const [created] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
      expect(created).toMatchObject({ accountEmail: 'ana.gomez@territorio.test', ipAddress: null });
      // The link works once, through the site.
      const app = await createPagesTestApp(handle.db, { keep: adminPages });
      const choose = (password: string) =>
        app.request(
          `/admin/restablecer/${token}`,
          staffPost(anonymousBrowser(), { password, confirmation: password }),
        );
      expect((await choose('la primera contraseña')).status).toBe(302);
      expect((await choose('la segunda contraseña')).status).toBe(404);
      const [account] = await handle.db.select().from(staffAccounts);
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('finds the account the second time: one account, a new link (a reset now), the old one void', async () => {
    const result = await target.run(['ana.gomez@territorio.test']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('ya existía');
    expect(result.stdout).toContain('vence en 1 hora');
    expect(result.stdout).toMatch(LINK);
    const handle = await target.open();
    try {
      expect(await handle.db.select().from(staffAccounts)).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it('makes an existing account of another role, or deactivated, an active administrator', async () => {
    const handle = await target.open();
    try {
      await handle.db.insert(staffAccounts).values({
        email: 'vendedor@territorio.test',
        name: 'Vendedor',
        role: 'sales',
        brandIds: [1],
        active: false,
      });
    } finally {
      await handle.close();
    }
    const result = await target.run(['vendedor@territorio.test']);
    expect(result.code).toBe(0);
    const again = await target.open();
    try {
      const [account] = await again.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, 'vendedor@territorio.test'));
      expect(account).toMatchObject({ role: 'admin', active: true, brandIds: [] });
      const [change] = await again.db.select().from(auditLog).where(eq(auditLog.action, 'staff.change'));
      expect(change?.before).toMatchObject({ role: 'sales', active: false });
      expect(change?.after).toMatchObject({ role: 'admin', active: true });
    } finally {
      await again.close();
    }
  });

  it('explains its usage without an e-mail, and refuses one that is not', async () => {
    const missing = await target.run([]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Falta el e-mail de la cuenta.');
    expect(missing.stderr).toContain('Uso: npm run admin:create -- EMAIL');
    const invalid = await target.run(['no-es-un-email']);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('El e-mail no es válido: no-es-un-email');
  });
});
