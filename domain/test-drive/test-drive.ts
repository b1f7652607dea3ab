import type { FieldErrors } from '../shared/field-errors';
import { toRouteParam } from '../shared/route-params';

/**
 * Test drives (docs/product.md §2 "Prueba de manejo", §6 "The branch calendar", docs/decisions/0087): a buyer books a
 * slot with one demo unit of a branch, the team sees it on the branch's calendar and takes it as a lead. The words and
 * shapes the pages, the API and the server share; the slots themselves are computed in ./test-drive-slots.ts.
 */

/** The public page, and a booking's own page (opened by the e-mails' signed link, as "Mi reserva"). */
export const TEST_DRIVE_PATH = '/prueba-de-manejo';
export const testDriveBookingPath = (code: string) => `${TEST_DRIVE_PATH}/${code}`;

/** The query parameter of a booking's signed link (the same name "Mi reserva" uses). */
export const TEST_DRIVE_SIGNATURE_PARAM = 'firma';

/** Slots are offered for today and this many days in all, in Mendoza. */
export const TEST_DRIVE_DAYS_AHEAD = 14;
/** A slot starting sooner than this is no longer offered: somebody must see the booking and have the car ready. */
export const TEST_DRIVE_MIN_NOTICE_MINUTES = 60;
/** A branch's slot length unless staff set another, and the bounds staff may set. */
export const DEFAULT_SLOT_MINUTES = 45;
export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 180;
/** How many free slots a refused booking offers instead. */
export const NEXT_SLOTS_OFFERED = 5;

/**
 * Where a booking stands. `booked` when the buyer books it; staff confirm it, move it, and after its time mark whether
 * the buyer came; the buyer or staff may cancel it before.
 */
export const TEST_DRIVE_STATES = ['booked', 'confirmed', 'came', 'no_show', 'cancelled'] as const;
export type TestDriveState = (typeof TEST_DRIVE_STATES)[number];

export const TEST_DRIVE_STATE_LABELS: Readonly<Record<TestDriveState, string>> = {
  booked: 'Reservada',
  confirmed: 'Confirmada',
  came: 'Vino',
  no_show: 'No vino',
  cancelled: 'Cancelada',
};

/** A booking still to happen: it holds its slot and may be confirmed, moved or cancelled. */
export const OPEN_TEST_DRIVE_STATES: readonly TestDriveState[] = ['booked', 'confirmed'];
export const isOpenTestDrive = (state: TestDriveState) => OPEN_TEST_DRIVE_STATES.includes(state);

/** The texts a buyer (and an API client) reads. */
export const TEST_DRIVE_MESSAGES = {
  slotTaken: 'Ese horario se acaba de ocupar.',
  slotNotOffered: 'Ese horario no está disponible. Elegí uno de la lista.',
  branchNotFound: 'No encontramos esa sucursal.',
  noDemoUnit: 'Esa sucursal no tiene una unidad de prueba de esa versión.',
  versionNotOffered: 'Por ahora no tenemos esa versión para probar: elegí otra de la lista.',
  booked: 'Listo: tu prueba de manejo quedó reservada.',
  moved: 'Listo: cambiamos el horario de tu prueba de manejo.',
  cancelled: 'Cancelamos tu prueba de manejo. Si querés, podés reservar otro horario cuando quieras.',
  notOpen: 'Esta prueba de manejo ya no se puede cambiar.',
  linkNotValid:
    'El enlace de tu prueba de manejo no es válido. Abrilo desde el e-mail que te enviamos, o reservá un horario nuevo.',
  consent: 'Para reservar tenés que aceptar que usemos tus datos para coordinar la prueba de manejo.',
} as const;

/** One slot a buyer may book: its instant and its time on Mendoza's clock. */
export interface TestDriveSlot {
  /** ISO instant. */
  startsAt: string;
  /** 'HH:MM'. */
  time: string;
}

/** A day with its free slots. */
export interface TestDriveSlotDay {
  /** 'YYYY-MM-DD' in Mendoza. */
  date: string;
  slots: TestDriveSlot[];
}

/** A branch as the booking page offers it. */
export interface TestDriveBranch {
  id: number;
  name: string;
  address: string;
  mapUrl: string;
}

/** A version a branch has a demo unit of, with what names it in the page and its address. */
export interface TestDriveVersion {
  id: number;
  name: string;
  familyId: number;
  family: string;
  familyName: string;
  brandId: number;
  brandSlug: string;
  brandName: string;
}

/** The booking page's address: what is chosen so far (each a query parameter, so the steps work without JavaScript). */
export interface TestDrivePageQuery {
  branchId: number | null;
  versionId: number | null;
  /** A brand's slug and a family's route parameter, from a versions page's "Manejalo antes". */
  brand: string | null;
  family: string | null;
  /** 'YYYY-MM-DD': the day whose slots are shown; the first with a free slot when none. */
  day: string | null;
}

/** The address's query parameters, in Spanish as the site's addresses are. */
export const TEST_DRIVE_QUERY_KEYS = {
  branchId: 'sucursal',
  versionId: 'version',
  brand: 'marca',
  family: 'familia',
  day: 'dia',
} as const;

/** The booking page's address for a choice. */
export function testDrivePageHref(query: Partial<TestDrivePageQuery>, base = TEST_DRIVE_PATH): string {
  const parameters = new URLSearchParams();
  for (const [key, name] of Object.entries(TEST_DRIVE_QUERY_KEYS) as [keyof TestDrivePageQuery, string][]) {
    const value = query[key];
    if (value !== null && value !== undefined && value !== '') parameters.set(name, String(value));
  }
  const text = parameters.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * 'Manejalo antes' of a version (docs/product.md §2): the booking page with its brand, family and version chosen, the
 * family as its versions page names it. Every versions page and unit card (the units list, the stock search, the
 * compare page, /favoritos) links here.
 */
export function versionTestDrivePath(brandSlug: string, familyName: string, versionId: number): string {
  return testDrivePageHref({ brand: toRouteParam(brandSlug), family: toRouteParam(familyName), versionId });
}

/** What the booking page offers for the choices made so far (each step narrows the next). */
export interface TestDriveChoices {
  /** The branches with a demo unit of the chosen version, or of the brand or family asked for, or of any. */
  branches: TestDriveBranch[];
  branch: TestDriveBranch | null;
  /** The versions the chosen branch (or, before one is chosen, any branch) has a demo unit of. */
  versions: TestDriveVersion[];
  version: TestDriveVersion | null;
  /** Why what the address asks for can't be offered (a branch without that version), or null. */
  notice: string | null;
  /** The days with free slots, once both are chosen; the chosen day with its slots. */
  days: TestDriveSlotDay[];
  day: TestDriveSlotDay | null;
  slotMinutes: number;
}

/** A booking as its buyer sees it (the confirmation, the signed page) and as the API answers it. */
export interface TestDriveBooking {
  code: string;
  state: TestDriveState;
  startsAt: string;
  endsAt: string;
  /** "Volkswagen Polo Track 1.6 MSI MT". */
  vehicle: string;
  versionId: number;
  branch: TestDriveBranch;
  name: string;
  /** The signed page where the buyer sees, moves or cancels it. */
  path: string;
}

/** The answer to a booking, a move or a cancellation. */
export type TestDriveResult =
  | { ok: true; booking: TestDriveBooking; message: string }
  | {
      ok: false;
      status: 400 | 404 | 409 | 422;
      message: string;
      fieldErrors?: FieldErrors;
      /** With a taken slot: the next free ones. */
      nextSlots?: TestDriveSlot[];
    };

/** A booking's own page: the booking, and while it is open the free slots it may move to. */
export interface TestDriveBookingView {
  booking: TestDriveBooking;
  days: TestDriveSlotDay[];
  day: TestDriveSlotDay | null;
}

/** What the public pages reach on the server through the router context (server/test-drives). */
export interface TestDrivePagesSource {
  choices(query: TestDrivePageQuery): Promise<TestDriveChoices>;
  /** Books from the page's form, read by the booking's schema. */
  book(fields: Record<string, string>): Promise<TestDriveResult>;
  /** A booking by its code and signature; null when either is wrong. */
  booking(code: string, signature: string, day: string | null): Promise<TestDriveBookingView | null>;
  move(code: string, signature: string, fields: Record<string, string>): Promise<TestDriveResult>;
  cancel(code: string, signature: string): Promise<TestDriveResult>;
}
