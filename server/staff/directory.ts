import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, SESSION_ACTION_PREFIX } from '#domain/back-office/audit-actions';
import type { AuditFilter } from '#domain/back-office/audit-log-query';
import { pageCountOf, pageOffset } from '#domain/back-office/list-query';
import { type StaffActor, type StaffPermission, staffMay } from '#domain/back-office/staff';
import {
  invalidInput,
  newStaffAccountSchema,
  staffAccountChangeSchema,
} from '#domain/back-office/staff-account-schemas';
import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  type StaffAccountView,
  type StaffDirectory,
  type StaffResult,
} from '#domain/back-office/staff-accounts';
import { foldText } from '#domain/shared/text';
import type { Database } from '../db/client';
import { mendozaDayEnd, mendozaDayStart } from '../db/mendoza-days';
import { auditLog, staffAccounts } from '../db/schema';
import { accountSnapshot, recordAudit } from './audit';
import { auditSubjectNames } from './audit-names';
import { mailPasswordLink, passwordLinkPurpose } from './links';
import { memberOf } from './members';
import { endAccountSessions } from './sessions';

type Account = typeof staffAccounts.$inferSelect;

/** A call made without the permission: the pages check first (app/features/back-office/panel), so this is a mistake in code. */
export class StaffPermissionError extends Error {
  override name = 'StaffPermissionError';
  constructor(permission: StaffPermission) {
    super(`The staff member lacks ${permission}`);
  }
}

function assertMay(actor: StaffActor, permission: StaffPermission): void {
  if (!staffMay(actor.member, permission)) throw new StaffPermissionError(permission);
}

function view(account: Account): StaffAccountView {
  return {
    ...memberOf(account),
    active: account.active,
    hasPassword: account.passwordHash !== null,
    lastSignInAt: account.lastSignInAt,
    createdAt: account.createdAt,
  };
}

const INVALID_ACCOUNT = 'Revisá los datos de la cuenta.';
const LAST_ADMIN = 'Tiene que quedar al menos una cuenta de administración activa.';
const NOT_FOUND: StaffResult = { ok: false, status: 404, message: 'No encontramos esa cuenta.' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether an active administrator other than `id` remains. */
async function anotherActiveAdmin(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ total: count() })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.active, true), ne(staffAccounts.id, id)));
  return (row?.total ?? 0) > 0;
}

/**
 * The log's words filter: a person's e-mail, a record's code or an action's code, any case; or the Spanish name of an
 * action, any case and accents ("asigno" finds "Asignó una consulta").
 */
function auditSearch(q: string): SQL {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const words = foldText(q);
  const named = Object.entries(AUDIT_ACTION_LABELS)
    .filter(([, label]) => foldText(label).includes(words))
    .map(([code]) => code);
  const byName = named.length > 0 ? sql` or ${auditLog.action} in ${named}` : sql``;
  return sql`(lower(${auditLog.accountEmail}) like ${pattern} or lower(${auditLog.subjectId}) like ${pattern}
    or lower(${auditLog.action}) like ${pattern}${byName})`;
}

export function createStaffDirectory(deps: { db: Database; config: { PUBLIC_URL: string } }): StaffDirectory {
  const { db, config } = deps;

  /** The account locked for the rest of the transaction, so two changes of it are made one after the other. */
  async function lockedAccount(tx: Transaction, id: number): Promise<Account | undefined> {
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    return account;
  }

  return {
    async accounts(actor) {
      assertMay(actor, 'staff.manage');
      const rows = await db
        .select()
        .from(staffAccounts)
        .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
      return rows.map(view);
    },

    async account(actor, id) {
      assertMay(actor, 'staff.manage');
      const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
      return account ? view(account) : null;
    },

    async create(actor, input) {
      assertMay(actor, 'staff.manage');
      const parsed = newStaffAccountSchema.safeParse(input);
      if (!parsed.success) return invalidInput(INVALID_ACCOUNT, parsed.error);
      const { name, email, role, brandIds } = parsed.data;
      const created = await db.transaction(async (tx) => {
        const [account] = await tx
          .insert(staffAccounts)
          .values({ name, email, role, brandIds })
          .onConflictDoNothing()
          .returning();
        if (!account) return undefined;
        await mailPasswordLink(tx, account, 'set_password', config.PUBLIC_URL);
        await recordAudit(tx, actor, {
          action: 'staff.create',
          subjectType: 'staff_account',
          subjectId: account.id,
          after: accountSnapshot(account),
        });
        return account;
      });
      if (!created) {
        const message = 'Ya existe una cuenta con ese e-mail.';
        return { ok: false, status: 409, message, fieldErrors: { email: message } };
      }
      return {
        ok: true,
        id: created.id,
        message: `Creamos la cuenta de ${created.name}. Le enviamos un e-mail a ${created.email} para que elija su contraseña.`,
      };
    },

    async change(actor, id, input) {
      assertMay(actor, 'staff.manage');
      const parsed = staffAccountChangeSchema.safeParse(input);
      if (!parsed.success) return invalidInput(INVALID_ACCOUNT, parsed.error);
      const change = parsed.data;
      return db.transaction(async (tx): Promise<StaffResult> => {
        const before = await lockedAccount(tx, id);
        if (!before) return NOT_FOUND;
        if (
          before.role === 'admin' &&
          change.role !== 'admin' &&
          before.active &&
          !(await anotherActiveAdmin(tx, id))
        )
          return { ok: false, status: 409, message: LAST_ADMIN };
        const [after] = await tx
          .update(staffAccounts)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(staffAccounts.id, id))
          .returning();
        if (!after) return NOT_FOUND;
        const [old, now] = [accountSnapshot(before), accountSnapshot(after)];
        if (JSON.stringify(old) !== JSON.stringify(now))
          await recordAudit(tx, actor, {
            action: 'staff.change',
            subjectType: 'staff_account',
            subjectId: id,
            before: old,
            after: now,
          });
        return { ok: true, message: `Guardamos los cambios de ${after.name}.` };
      });
    },

    async setActive(actor, id, active) {
      assertMay(actor, 'staff.manage');
      if (!active && id === actor.member.id)
        return { ok: false, status: 409, message: 'No podés desactivar tu propia cuenta.' };
      return db.transaction(async (tx): Promise<StaffResult> => {
        const before = await lockedAccount(tx, id);
        if (!before) return NOT_FOUND;
        if (before.active === active)
          return {
            ok: true,
            message: active ? 'La cuenta ya estaba activa.' : 'La cuenta ya estaba desactivada.',
          };
        if (!active && before.role === 'admin' && !(await anotherActiveAdmin(tx, id)))
          return { ok: false, status: 409, message: LAST_ADMIN };
        const [after] = await tx
          .update(staffAccounts)
          .set({ active, updatedAt: sql`now()` })
          .where(eq(staffAccounts.id, id))
          .returning();
        if (!after) return NOT_FOUND;
        if (!active) await endAccountSessions(tx, id);
        await recordAudit(tx, actor, {
          action: active ? 'staff.reactivate' : 'staff.deactivate',
          subjectType: 'staff_account',
          subjectId: id,
          before: accountSnapshot(before),
          after: accountSnapshot(after),
        });
        return {
          ok: true,
          message: active
            ? `Reactivamos la cuenta de ${after.name}.`
            : `Desactivamos la cuenta de ${after.name}: ya no puede ingresar.`,
        };
      });
    },

    async sendPasswordLink(actor, id) {
      assertMay(actor, 'staff.manage');
      return db.transaction(async (tx): Promise<StaffResult> => {
        const account = await lockedAccount(tx, id);
        if (!account) return NOT_FOUND;
        if (!account.active)
          return {
            ok: false,
            status: 409,
            message: 'La cuenta está desactivada: reactivala antes de enviarle un enlace.',
          };
        const purpose = passwordLinkPurpose(account);
        await mailPasswordLink(tx, account, purpose, config.PUBLIC_URL);
        await recordAudit(tx, actor, {
          action: 'staff.send_password_link',
          subjectType: 'staff_account',
          subjectId: id,
          after: { purpose },
        });
        return { ok: true, message: `Le enviamos a ${account.email} un enlace para elegir una contraseña.` };
      });
    },

    async audit(actor, filter: AuditFilter): Promise<AuditPage> {
      assertMay(actor, 'audit.read');
      const conditions: SQL[] = [];
      if (filter.accountId) conditions.push(eq(auditLog.accountId, filter.accountId));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.view === 'ingresos')
        conditions.push(sql`${auditLog.action} like ${`${SESSION_ACTION_PREFIX}%`}`);
      if (filter.view === 'cambios')
        conditions.push(sql`${auditLog.action} not like ${`${SESSION_ACTION_PREFIX}%`}`);
      if (filter.q) conditions.push(auditSearch(filter.q));
      if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
      if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.from) conditions.push(sql`${auditLog.at} >= ${mendozaDayStart(filter.from)}`);
      if (filter.to) conditions.push(sql`${auditLog.at} < ${mendozaDayEnd(filter.to)}`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
      const total = totals?.total ?? 0;
      const pages = pageCountOf(total, AUDIT_PAGE_SIZE);
      const page = Math.min(filter.page, pages);
      const [entries, actions, subjectTypes, people] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset(pageOffset(page, AUDIT_PAGE_SIZE)),
        db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
        db.selectDistinct({ value: auditLog.subjectType }).from(auditLog).orderBy(asc(auditLog.subjectType)),
        db
          .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name })
          .from(staffAccounts)
          .orderBy(asc(staffAccounts.name)),
      ]);
      return {
        entries,
        names: await auditSubjectNames(db, entries),
        page,
        pages,
        total,
        actions: actions.map((row) => row.value),
        subjectTypes: subjectTypes.map((row) => row.value),
        people,
      };
    },
  };
}
