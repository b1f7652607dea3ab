import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type AgendaAppointment, addDays } from '#domain/back-office/branch-agenda';
import { closureDaysSchema } from '#domain/back-office/branch-agenda-schemas';
import { leadPath } from '#domain/back-office/leads-inbox';
import { type StaffMember, staffBrandScope, staffMay } from '#domain/back-office/staff';
import {
  TEST_DRIVE_ACTION_DONE,
  TEST_DRIVE_ACTIONS,
  type TestDriveAction,
  type TestDriveDeskResult,
  type TestDriveDeskSource,
  type TestDriveRecord,
  testDriveDeskPath,
} from '#domain/back-office/test-drive-desk';
import { findBrandById } from '#domain/catalogue/brands';
import { refusedFields } from '#domain/shared/field-errors';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import { isOpenTestDrive, TEST_DRIVE_STATE_LABELS, type TestDriveState } from '#domain/test-drive/test-drive';
import {
  demoUnitSchema,
  slotMinutesSchema,
  testDriveMoveSchema,
} from '#domain/test-drive/test-drive-schemas';
import type { Database } from '../db/client';
import {
  brands,
  families,
  locations,
  staffAccounts,
  testDrives,
  testDriveUnits,
  versions,
} from '../db/schema';
import { recordAudit } from '../staff';
import type { TestDriveService } from './test-drive-booking';
import { freeSlotsOf, testDriveBranch, testDriveBranches } from './test-drive-calendar';

type Row = typeof testDrives.$inferSelect;

const NOT_FOUND = { found: false, status: 404, message: 'No encontramos esa prueba de manejo.' } as const;
const FORBIDDEN_READ = {
  found: false,
  status: 403,
  message: 'No tenés permiso para ver esta página.',
} as const;
const FORBIDDEN: TestDriveDeskResult = {
  ok: false,
  status: 403,
  message: 'No tenés permiso para cambiar esta prueba de manejo.',
};
const FORBIDDEN_BRANCH: TestDriveDeskResult = {
  ok: false,
  status: 403,
  message: 'Solo Administración cambia la duración de las pruebas y los cierres de una sucursal.',
};
const BRANCH_NOT_FOUND: TestDriveDeskResult = {
  ok: false,
  status: 404,
  message: 'No encontramos esa sucursal.',
};

/** How the audit log names a booking: as a lead of the inbox, so its history shows on the lead's page too. */
const subjectOf = (id: number) => ({ subjectType: 'lead', subjectId: `test_drive:${id}` });

/** The actions a booking allows in its state, at `now`: confirm before, came or no-show from its day on. */
function allowedActions(row: Row, now: Date): TestDriveAction[] {
  if (!isOpenTestDrive(row.state)) return [];
  const itsDay = localDate(row.startsAt) <= localDate(now);
  return TEST_DRIVE_ACTIONS.filter((action) => {
    if (action === 'confirm') return row.state === 'booked';
    if (action === 'came' || action === 'no_show') return itsDay;
    return true;
  });
}

const NEXT_STATE: Readonly<Record<Exclude<TestDriveAction, 'cancel'>, TestDriveState>> = {
  confirm: 'confirmed',
  came: 'came',
  no_show: 'no_show',
};

/**
 * The test drives in the back office (docs/product.md §6 "The branch calendar"): a booking's page and the team's
 * actions on it, each checked on the server (`leads.act` on the booking's brand: a booking is a lead) and written to
 * the audit log in its transaction; and each branch's settings (`agenda.edit`: demo units of the member's brands;
 * the slot length and the closures, of no brand, an administrator's).
 */
export function testDriveDesk(deps: {
  db: Database;
  service: TestDriveService;
  now?: () => Date;
}): TestDriveDeskSource {
  const { db, service } = deps;
  const clock = deps.now ?? (() => new Date());

  async function rowOf(id: number) {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const [row] = await db.select().from(testDrives).where(eq(testDrives.id, id)).limit(1);
    return row;
  }

  return {
    async record(member, id) {
      const row = await rowOf(id);
      if (!row) return NOT_FOUND;
      if (!staffMay(member, 'leads.read', row.brandId)) return FORBIDDEN_READ;
      const branch = await testDriveBranch(db, row.locationId);
      const [assignee] = row.assignedAccountId
        ? await db
            .select({ name: staffAccounts.name })
            .from(staffAccounts)
            .where(eq(staffAccounts.id, row.assignedAccountId))
        : [];
      const mayAct = staffMay(member, 'leads.act', row.brandId);
      const actions = mayAct ? allowedActions(row, clock()) : [];
      const days =
        mayAct && branch && isOpenTestDrive(row.state)
          ? await freeSlotsOf(db, branch, row.demoUnitId, { now: clock(), except: row.id })
          : [];
      const record: TestDriveRecord = {
        id: row.id,
        code: row.code,
        state: row.state,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        vehicle: row.vehicle,
        brandId: row.brandId,
        brandName: row.brandId === null ? null : (findBrandById(row.brandId)?.name ?? null),
        branch: { id: row.locationId, name: branch?.name ?? '', address: branch?.address ?? '' },
        buyer:
          row.personalDataRemovedAt === null
            ? {
                name: row.name,
                lastname: row.lastname,
                email: row.email,
                phone: row.phone,
                dni: row.dni,
                hasLicence: row.hasLicence,
              }
            : null,
        assignedTo: assignee?.name ?? null,
        leadPath: leadPath('test_drive', row.id),
        actions,
        days,
      };
      return { found: true, record };
    },

    async act(actor, id, action) {
      const row = await rowOf(id);
      if (!row) return { ok: false, status: 404, message: NOT_FOUND.message };
      if (!staffMay(actor.member, 'leads.act', row.brandId)) return FORBIDDEN;
      const chosen = TEST_DRIVE_ACTIONS.find((candidate) => candidate === action);
      if (!chosen)
        return { ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' };
      if (!allowedActions(row, clock()).includes(chosen)) {
        return {
          ok: false,
          status: 409,
          message:
            !isOpenTestDrive(row.state) || chosen === 'confirm'
              ? `La prueba de manejo ya está «${TEST_DRIVE_STATE_LABELS[row.state]}».`
              : 'Todavía no llegó el día de esta prueba de manejo.',
        };
      }
      if (chosen === 'cancel') {
        const result = await service.cancelRow(row, true, async (tx) => {
          await recordAudit(tx, actor, {
            action: 'test_drive.cancel',
            ...subjectOf(row.id),
            before: { state: row.state },
            after: { state: 'cancelled' },
          });
        });
        return result.ok ? { ok: true, message: TEST_DRIVE_ACTION_DONE.cancel } : { ...result, status: 409 };
      }
      const next = NEXT_STATE[chosen];
      const changed = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testDrives)
          .set({ state: next, updatedAt: sql`now()` })
          .where(and(eq(testDrives.id, row.id), eq(testDrives.state, row.state)))
          .returning({ id: testDrives.id });
        if (!updated) return false;
        await recordAudit(tx, actor, {
          action: `test_drive.${chosen}`,
          ...subjectOf(row.id),
          before: { state: row.state },
          after: { state: next },
        });
        return true;
      });
      if (!changed)
        return { ok: false, status: 409, message: 'La prueba de manejo cambió recién. Recargá la página.' };
      return { ok: true, message: TEST_DRIVE_ACTION_DONE[chosen] };
    },

    async move(actor, id, form) {
      const row = await rowOf(id);
      if (!row) return { ok: false, status: 404, message: NOT_FOUND.message };
      if (!staffMay(actor.member, 'leads.act', row.brandId)) return FORBIDDEN;
      const parsed = testDriveMoveSchema.safeParse(form);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      const result = await service.moveRow(row, parsed.data.starts_at, true, async (tx) => {
        await recordAudit(tx, actor, {
          action: 'test_drive.move',
          ...subjectOf(row.id),
          before: { appointmentAt: row.startsAt.toISOString() },
          after: { appointmentAt: parsed.data.starts_at.toISOString() },
        });
      });
      if (result.ok) return { ok: true, message: TEST_DRIVE_ACTION_DONE.move };
      return {
        ok: false,
        status: result.status === 404 ? 404 : result.status === 400 ? 400 : result.status === 422 ? 422 : 409,
        message: result.message,
        ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
      };
    },

    async settings(member, branchId) {
      if (!staffMay(member, 'agenda.read')) return null;
      const branches = await testDriveBranches(db);
      const branch =
        branchId === null ? branches[0] : branches.find((candidate) => candidate.id === branchId);
      if (!branch) return null;
      const scope = staffBrandScope(member, 'agenda.read');
      const inScope = (brandId: number) => scope === 'all' || scope.includes(brandId);
      const units = await db
        .select({
          id: testDriveUnits.id,
          note: testDriveUnits.note,
          brandId: brands.id,
          vehicle: sql<string>`${brands.name} || ' ' || ${families.name} || ' ' || ${versions.name}`,
        })
        .from(testDriveUnits)
        .innerJoin(versions, eq(versions.id, testDriveUnits.versionId))
        .innerJoin(families, eq(families.id, versions.familyId))
        .innerJoin(brands, eq(brands.id, families.brandId))
        .where(and(eq(testDriveUnits.locationId, branch.id), isNull(testDriveUnits.retiredAt)))
        .orderBy(asc(brands.id), asc(families.sortOrder), asc(versions.sortOrder), asc(versions.id));
      const choices = await db
        .select({
          id: versions.id,
          version: versions.name,
          family: families.name,
          brandId: brands.id,
          brand: brands.name,
        })
        .from(versions)
        .innerJoin(families, eq(families.id, versions.familyId))
        .innerJoin(brands, eq(brands.id, families.brandId))
        .orderBy(
          asc(brands.id),
          asc(families.sortOrder),
          asc(families.id),
          asc(versions.sortOrder),
          asc(versions.id),
        );
      const inService = new Set(units.map((unit) => unit.vehicle));
      return {
        branches: branches.map(({ id, name }) => ({ id, name })),
        branch: { id: branch.id, name: branch.name },
        slotMinutes: branch.slotMinutes,
        closuresText: branch.closureDays.map((day) => `${day.date} ${day.reason}`).join('\n'),
        units: units
          .filter((unit) => inScope(unit.brandId))
          .map((unit) => ({ ...unit, mayRemove: staffMay(member, 'agenda.edit', unit.brandId) })),
        versionChoices: choices
          .filter((choice) => staffMay(member, 'agenda.edit', choice.brandId))
          .filter((choice) => !inService.has(`${choice.brand} ${choice.family} ${choice.version}`))
          .map((choice) => ({
            id: choice.id,
            label: `${choice.family} ${choice.version}`,
            group: choice.brand,
          })),
        mayEditBranch: staffMay(member, 'agenda.edit', null),
      };
    },

    async addUnit(actor, branchId, form) {
      const branch = await testDriveBranch(db, branchId);
      if (!branch) return BRANCH_NOT_FOUND;
      const parsed = demoUnitSchema.safeParse(form);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      const [version] = await db
        .select({
          brandId: families.brandId,
          vehicle: sql<string>`${brands.name} || ' ' || ${families.name} || ' ' || ${versions.name}`,
        })
        .from(versions)
        .innerJoin(families, eq(families.id, versions.familyId))
        .innerJoin(brands, eq(brands.id, families.brandId))
        .where(eq(versions.id, parsed.data.version));
      if (!version) return { ok: false, status: 422, message: 'Esa versión no está en el catálogo.' };
      if (!staffMay(actor.member, 'agenda.edit', version.brandId)) return FORBIDDEN;
      return db.transaction(async (tx) => {
        const [unit] = await tx
          .insert(testDriveUnits)
          .values({ locationId: branch.id, versionId: parsed.data.version, note: parsed.data.note })
          .onConflictDoNothing()
          .returning({ id: testDriveUnits.id });
        if (!unit) {
          return {
            ok: false,
            status: 409,
            message: `${branch.name} ya tiene una unidad de prueba del ${version.vehicle}.`,
          } as const;
        }
        await recordAudit(tx, actor, {
          action: 'test_drive_unit.create',
          subjectType: 'test_drive_unit',
          subjectId: unit.id,
          after: { vehicle: version.vehicle, note: parsed.data.note },
        });
        return {
          ok: true,
          message: `Agregamos el ${version.vehicle} a las pruebas de manejo de ${branch.name}.`,
        } as const;
      });
    },

    async removeUnit(actor, unitId) {
      if (!Number.isInteger(unitId) || unitId < 1 || unitId > 2_147_483_647) return BRANCH_NOT_FOUND;
      const [unit] = await db
        .select({ id: testDriveUnits.id, brandId: families.brandId, retiredAt: testDriveUnits.retiredAt })
        .from(testDriveUnits)
        .innerJoin(versions, eq(versions.id, testDriveUnits.versionId))
        .innerJoin(families, eq(families.id, versions.familyId))
        .where(eq(testDriveUnits.id, unitId));
      if (!unit || unit.retiredAt)
        return { ok: false, status: 404, message: 'No encontramos esa unidad de prueba.' };
      if (!staffMay(actor.member, 'agenda.edit', unit.brandId)) return FORBIDDEN;
      // Bookings still to come keep their unit: the team moves or cancels them first.
      const [ahead] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(testDrives)
        .where(
          and(
            eq(testDrives.demoUnitId, unit.id),
            inArray(testDrives.state, ['booked', 'confirmed']),
            gte(testDrives.endsAt, clock()),
          ),
        );
      if ((ahead?.total ?? 0) > 0) {
        return {
          ok: false,
          status: 409,
          message: `Esta unidad tiene ${ahead?.total === 1 ? 'una prueba de manejo reservada' : `${ahead?.total} pruebas de manejo reservadas`}: movelas o cancelalas antes de quitarla.`,
        };
      }
      await db.transaction(async (tx) => {
        await tx
          .update(testDriveUnits)
          .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(testDriveUnits.id, unit.id));
        await recordAudit(tx, actor, {
          action: 'test_drive_unit.remove',
          subjectType: 'test_drive_unit',
          subjectId: unit.id,
        });
      });
      return { ok: true, message: 'Quitamos la unidad de las pruebas de manejo.' };
    },

    async setSlotMinutes(actor, branchId, form) {
      if (!staffMay(actor.member, 'agenda.edit', null)) return FORBIDDEN_BRANCH;
      const branch = await testDriveBranch(db, branchId);
      if (!branch) return BRANCH_NOT_FOUND;
      const parsed = slotMinutesSchema.safeParse(form);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      await db.transaction(async (tx) => {
        await tx
          .update(locations)
          .set({ testDriveSlotMinutes: parsed.data.slot_minutes })
          .where(eq(locations.id, branch.id));
        await recordAudit(tx, actor, {
          action: 'location.change',
          subjectType: 'location',
          subjectId: branch.id,
          before: { testDriveSlotMinutes: branch.slotMinutes },
          after: { testDriveSlotMinutes: parsed.data.slot_minutes },
        });
      });
      return {
        ok: true,
        message: `Las pruebas de manejo en ${branch.name} duran ahora ${parsed.data.slot_minutes} minutos.`,
      };
    },

    async setClosures(actor, branchId, form) {
      if (!staffMay(actor.member, 'agenda.edit', null)) return FORBIDDEN_BRANCH;
      const branch = await testDriveBranch(db, branchId);
      if (!branch) return BRANCH_NOT_FOUND;
      const parsed = closureDaysSchema.safeParse(form.closure_days ?? '');
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Revisá los cierres.';
        return { ok: false, status: 400, message, fieldErrors: { closure_days: message } };
      }
      const text = (days: readonly { date: string; reason: string }[]) =>
        days.map((day) => `${day.date} ${day.reason}`).join('\n');
      await db.transaction(async (tx) => {
        await tx.update(locations).set({ closureDays: parsed.data }).where(eq(locations.id, branch.id));
        await recordAudit(tx, actor, {
          action: 'location.change',
          subjectType: 'location',
          subjectId: branch.id,
          before: { closures: text(branch.closureDays) },
          after: { closures: text(parsed.data) },
        });
      });
      return {
        ok: true,
        message: `Guardamos los cierres de ${branch.name}: sus turnos ya no se ofrecen esos días.`,
      };
    },

    async tomorrow(member, today) {
      const from = mendozaInstant(addDays(today, 1), '00:00');
      const to = mendozaInstant(addDays(today, 2), '00:00');
      if (!from || !to) return [];
      const rows = await db
        .select({
          id: testDrives.id,
          at: testDrives.startsAt,
          vehicle: testDrives.vehicle,
          state: testDrives.state,
          branchName: locations.name,
        })
        .from(testDrives)
        .innerJoin(locations, eq(locations.id, testDrives.locationId))
        .where(
          and(
            eq(testDrives.assignedAccountId, member.id),
            inArray(testDrives.state, ['booked', 'confirmed']),
            gte(testDrives.startsAt, from),
            lt(testDrives.startsAt, to),
          ),
        )
        .orderBy(asc(testDrives.startsAt));
      return rows.map((row) => ({
        id: row.id,
        time: formatClockTime(row.at),
        vehicle: row.vehicle,
        branchName: row.branchName,
        state: TEST_DRIVE_STATE_LABELS[row.state],
        href: testDriveDeskPath(row.id),
      }));
    },
  };
}

/**
 * The test drives at a branch between two instants, for its calendar (docs/decisions/0072: each kind of appointment is
 * read from its own records), without the buyer's personal data; a `sales` member sees their brands' only.
 */
export async function testDriveAppointments(
  db: Database,
  query: { branchId: number; from: Date; to: Date; member: StaffMember },
): Promise<AgendaAppointment[]> {
  const scope = staffBrandScope(query.member, 'agenda.read');
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await db
    .select({
      id: testDrives.id,
      at: testDrives.startsAt,
      vehicle: testDrives.vehicle,
      state: testDrives.state,
    })
    .from(testDrives)
    .where(
      and(
        eq(testDrives.locationId, query.branchId),
        gte(testDrives.startsAt, query.from),
        lt(testDrives.startsAt, query.to),
        scope === 'all' ? undefined : inArray(testDrives.brandId, [...scope]),
      ),
    )
    .orderBy(asc(testDrives.startsAt));
  return rows.map((row) => ({
    kind: 'test_drive' as const,
    at: row.at.toISOString(),
    time: formatClockTime(row.at),
    title: `${row.vehicle} · n.º ${row.id}`,
    state: TEST_DRIVE_STATE_LABELS[row.state],
    href: testDriveDeskPath(row.id),
  }));
}
