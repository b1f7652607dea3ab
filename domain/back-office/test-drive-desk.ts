import type { FieldErrors } from '../shared/field-errors';
import type { TestDriveSlotDay, TestDriveState } from '../test-drive/test-drive';
import type { StaffActor, StaffMember } from './staff';
import { STAFF_PATHS } from './staff-accounts';
import type { TomorrowTestDrive } from './today';

/**
 * The test drives on the branch calendar (docs/product.md §6 "The branch calendar", docs/decisions/0087): one booking's
 * page, where the team confirms it, moves it, marks whether the buyer came or cancels it, and each branch's settings,
 * its demo units by version, its slot length and its closures. The server checks who may on every read and change.
 */

/** A booking's page: /admin/agenda/pruebas/{id}. */
export const testDriveDeskPath = (id: number) => `${STAFF_PATHS.agenda}/pruebas/${id}`;
/** A branch's demo units, slot length and closures: /admin/agenda/unidades?sucursal={id}. */
export const TEST_DRIVE_SETTINGS_PATH = `${STAFF_PATHS.agenda}/unidades`;

/** What the team does to a booking, besides moving it. */
export const TEST_DRIVE_ACTIONS = ['confirm', 'came', 'no_show', 'cancel'] as const;
export type TestDriveAction = (typeof TEST_DRIVE_ACTIONS)[number];

export const TEST_DRIVE_ACTION_LABELS: Readonly<Record<TestDriveAction, string>> = {
  confirm: 'Confirmar',
  came: 'Vino',
  no_show: 'No vino',
  cancel: 'Cancelar la prueba',
};

/** What each action answers when it is done. */
export const TEST_DRIVE_ACTION_DONE: Readonly<Record<TestDriveAction | 'move', string>> = {
  confirm: 'La prueba de manejo quedó confirmada.',
  came: 'Registramos que vino a la prueba de manejo.',
  no_show: 'Registramos que no vino a la prueba de manejo.',
  cancel: 'Cancelamos la prueba de manejo y le avisamos al comprador.',
  move: 'Movimos la prueba de manejo y le enviamos el nuevo horario al comprador.',
};

/** A booking as the team reads it: the buyer's data, for those who may read the brand's leads. */
export interface TestDriveRecord {
  id: number;
  code: string;
  state: TestDriveState;
  startsAt: string;
  endsAt: string;
  vehicle: string;
  brandId: number | null;
  brandName: string | null;
  branch: { id: number; name: string; address: string };
  /** Emptied after the retention period (the name then reads 'Datos borrados'). */
  buyer: {
    name: string;
    lastname: string;
    email: string;
    phone: string;
    dni: string;
    hasLicence: boolean;
  } | null;
  assignedTo: string | null;
  /** The lead's page in the inbox: notes, assignment, its history. */
  leadPath: string;
  /** Which actions the reader may take now; empty for a reader who may not act. */
  actions: TestDriveAction[];
  /** While it is open and the reader may act: the free slots of its demo unit to move it to. */
  days: TestDriveSlotDay[];
}

export type TestDriveDeskLookup =
  | { found: true; record: TestDriveRecord }
  | { found: false; status: 403 | 404; message: string };

export type TestDriveDeskResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 403 | 404 | 409 | 422; message: string; fieldErrors?: FieldErrors };

/** A branch's settings as the page edits them. */
export interface TestDriveSettings {
  branches: { id: number; name: string }[];
  branch: { id: number; name: string };
  slotMinutes: number;
  /** One a line, as the Sitio form writes them: "2026-12-24 Inventario". */
  closuresText: string;
  /** The demo units in service, of the brands the reader may see. */
  units: { id: number; brandId: number; vehicle: string; note: string; mayRemove: boolean }[];
  /** The versions the reader may add a demo unit of (their brands'), by brand and family. */
  versionChoices: { id: number; label: string; group: string }[];
  /** Whether the reader may change the branch's slot length and closures (an administrator). */
  mayEditBranch: boolean;
}

/** The back office's side of test drives, through the router context (server/test-drives). */
export interface TestDriveDeskSource {
  record(member: StaffMember, id: number): Promise<TestDriveDeskLookup>;
  act(actor: StaffActor, id: number, action: string): Promise<TestDriveDeskResult>;
  move(actor: StaffActor, id: number, form: Record<string, string>): Promise<TestDriveDeskResult>;
  settings(member: StaffMember, branchId: number | null): Promise<TestDriveSettings | null>;
  addUnit(actor: StaffActor, branchId: number, form: Record<string, string>): Promise<TestDriveDeskResult>;
  removeUnit(actor: StaffActor, unitId: number): Promise<TestDriveDeskResult>;
  setSlotMinutes(
    actor: StaffActor,
    branchId: number,
    form: Record<string, string>,
  ): Promise<TestDriveDeskResult>;
  setClosures(
    actor: StaffActor,
    branchId: number,
    form: Record<string, string>,
  ): Promise<TestDriveDeskResult>;
  /** The test drives still to happen on the day after `today` (Mendoza) that are assigned to the member, by time. */
  tomorrow(member: StaffMember, today: string): Promise<TomorrowTestDrive[]>;
}
