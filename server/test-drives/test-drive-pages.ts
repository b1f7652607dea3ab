import { refusedFields } from '#domain/shared/field-errors';
import { localDate } from '#domain/shared/mendoza-time';
import {
  TEST_DRIVE_MESSAGES,
  type TestDriveBranch,
  type TestDriveChoices,
  type TestDrivePagesSource,
  type TestDriveResult,
  type TestDriveSlotDay,
} from '#domain/test-drive/test-drive';
import { testDriveFormSchema, testDriveMoveSchema } from '#domain/test-drive/test-drive-schemas';
import type { Database } from '../db/client';
import type { TestDriveService } from './test-drive-booking';
import { type BranchForTestDrives, type DemoUnit, demoUnits, freeSlotsOf } from './test-drive-calendar';

const branchView = ({ id, name, address, mapUrl }: BranchForTestDrives): TestDriveBranch => ({
  id,
  name,
  address,
  mapUrl,
});

/** The chosen day among those with free slots, else the first of them. */
const dayOf = (days: TestDriveSlotDay[], wanted: string | null) =>
  days.find((day) => day.date === wanted) ?? days[0] ?? null;

/**
 * The booking pages' reads and posts (app/routes/prueba-de-manejo.tsx and its booking page): the choices the address
 * makes, narrowed step by step, and the forms read by the same schemas as the API (domain/test-drive).
 */
export function testDrivePagesSource(deps: {
  db: Database;
  service: TestDriveService;
  now?: () => Date;
}): TestDrivePagesSource {
  const { db, service } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async choices(query) {
      const [branches, units] = await Promise.all([service.branches(), demoUnits(db)]);
      const wanted = (unit: DemoUnit) =>
        query.versionId !== null
          ? unit.version.id === query.versionId
          : (query.brand === null || unit.version.brandSlug === query.brand) &&
            (query.family === null || unit.version.family === query.family);
      // Branches that have what the address asks for; every branch with a demo unit when it asks for nothing found.
      const matching = units.filter(wanted);
      const offered = matching.length > 0 ? matching : units;
      const branchIds = new Set(offered.map((unit) => unit.locationId));
      const offeredBranches = branches.filter((branch) => branchIds.has(branch.id));
      const branch =
        offeredBranches.find((candidate) => candidate.id === query.branchId) ??
        (offeredBranches.length === 1 ? offeredBranches[0] : undefined) ??
        null;
      const atBranch = units.filter((unit) => branch === null || unit.locationId === branch.id);
      const narrowed = atBranch.filter(
        (unit) =>
          (query.brand === null || unit.version.brandSlug === query.brand) &&
          (query.family === null || unit.version.family === query.family),
      );
      const versionUnits = narrowed.length > 0 ? narrowed : atBranch;
      // One entry per version: before a branch is chosen, several branches may have the same one.
      const versions = [...new Map(versionUnits.map((unit) => [unit.version.id, unit.version])).values()];
      const unit =
        branch === null ? undefined : atBranch.find((candidate) => candidate.version.id === query.versionId);
      const version = versions.find((candidate) => candidate.id === query.versionId) ?? null;
      let notice: string | null = null;
      if (query.versionId !== null && matching.length === 0) notice = TEST_DRIVE_MESSAGES.versionNotOffered;
      else if (query.branchId !== null && branch?.id !== query.branchId)
        notice = TEST_DRIVE_MESSAGES.branchNotFound;
      else if (branch && query.versionId !== null && !unit) notice = TEST_DRIVE_MESSAGES.noDemoUnit;
      const days =
        branch && unit
          ? await freeSlotsOf(db, branch, unit.id, { now: clock() })
          : ([] as TestDriveSlotDay[]);
      const choices: TestDriveChoices = {
        branches: offeredBranches.map(branchView),
        branch: branch ? branchView(branch) : null,
        versions,
        version: unit ? unit.version : version,
        notice,
        days,
        day: dayOf(days, query.day),
        slotMinutes: branch?.slotMinutes ?? 0,
      };
      return choices;
    },

    async book(fields): Promise<TestDriveResult> {
      const parsed = testDriveFormSchema.safeParse(fields);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      return service.book(parsed.data);
    },

    async booking(code, signature, day) {
      const found = await service.find(code, signature);
      if (!found) return null;
      // Unless another day is asked for, the booking's own: a move is most often to another time that day.
      return { ...found, day: dayOf(found.days, day ?? localDate(new Date(found.booking.startsAt))) };
    },

    async move(code, signature, fields): Promise<TestDriveResult> {
      const parsed = testDriveMoveSchema.safeParse(fields);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      return service.move(code, signature, parsed.data.starts_at);
    },

    cancel: (code, signature) => service.cancel(code, signature),
  };
}
