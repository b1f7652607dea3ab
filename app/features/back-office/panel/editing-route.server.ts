import { data, type RouterContext, type RouterContextProvider, redirect } from 'react-router';
import type { ConfirmationAsked } from '#domain/back-office/confirmations';
import type { StaffActor, StaffPermission } from '#domain/back-office/staff';
import type { FieldErrors, StaffResult } from '#domain/back-office/staff-accounts';
import { type PublicationChanges, recordIdOf, textFieldsOf, UNKNOWN_INTENT } from './editing-pieces';
import { type FormAnswer, postedForm, refusalOf } from './form-answers';
import { type GuardArgs, requireStaff } from './guard.server';

/**
 * The steps the back office's editing pages share in their loaders and actions: the record the address names, the
 * change a form's `intent` asks for, and what the page answers (docs/decisions/0031).
 */

/** The text a form was posted with, shown again beside its errors after a refusal. */
export type FormValues = Partial<Record<string, string>>;

/** What an editing page's action answers: a notice, and after a refused save the text typed. */
export type EditingAnswer = FormAnswer & { values?: FormValues };

/** What a server module answers a change: a success, or a refusal with its HTTP status. */
type ChangeResult =
  | { ok: true; message: string }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors?: FieldErrors | undefined;
      confirm?: ConfirmationAsked | undefined;
    };

/** A change's result as the page shows it above its form; a refusal keeps its status and, if given, the text typed. */
export function answerOf(result: ChangeResult, values?: FormValues) {
  if (result.ok) return data<EditingAnswer>({ ok: true, message: result.message });
  return data<EditingAnswer>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

/** The record a page's address names (`…/{id}`), or a 404 page saying `notFound` when the id or the record is not there. */
export async function recordOf<Found>(
  param: string | undefined,
  notFound: string,
  find: (id: number) => Promise<Found | null | undefined>,
): Promise<Found> {
  const record = await find(recordIdOf(param, notFound));
  if (!record) throw data({ message: notFound }, { status: 404 });
  return record;
}

/** Whether the page was opened right after its record was created: the create action adds `?{marker}=1`. */
export const openedAfterCreate = (url: URL, marker: string): boolean => url.searchParams.has(marker);

/** What a step of a staff page works with: the router context, where the server modules are, and who acts. */
interface StaffStepArgs {
  context: Readonly<RouterContextProvider>;
  actor: StaffActor;
}

/** A page that creates a record, as its route module tells it. */
interface NewRecordSteps<Loaded> {
  /** Who may open the page and post it. */
  permission: StaffPermission;
  /** What the page's form starts from (first values, choices); without it the loader answers null. */
  load?: (args: StaffStepArgs) => Loaded | Promise<Loaded>;
  /** Creates the record from the posted form: its text fields as `values`, its files read from `form`. */
  create: (
    args: StaffStepArgs & { form: FormData; values: Record<string, string> },
  ) => Promise<StaffResult<{ id: number }>>;
  /** The new record's page, with the marker `openedAfterCreate` reads. */
  pageOf: (id: number) => string;
}

/**
 * The loader and the action of a page that creates a record. Both let in only who has `permission`; the action
 * creates the record and opens its page, or answers the refusal with the text typed.
 */
export function newRecordRoute<Loaded = null>({ permission, load, create, pageOf }: NewRecordSteps<Loaded>) {
  return {
    async loader(args: GuardArgs): Promise<Loaded> {
      const { actor } = requireStaff(args, permission);
      return load ? load({ context: args.context, actor }) : (null as Loaded);
    },
    async action(args: GuardArgs & { request: Request }) {
      const { actor } = requireStaff(args, permission);
      const form = await postedForm(args.request);
      const values = textFieldsOf(form);
      const result = await create({ context: args.context, actor, form, values });
      if (result.ok) throw redirect(pageOf(result.id));
      return answerOf(result, values);
    },
  };
}

type Step = () => Promise<StaffResult>;

/** What a record's page may post, by `intent`: saving its form (with the text posted), and the one-button changes. */
export interface IntentSteps {
  change: (values: Record<string, string>) => Promise<StaffResult>;
  publish?: Step;
  unpublish?: Step;
  remove?: Step;
  restore?: Step;
}

/** The change one of a record's forms posted, answered; an intent the page does not offer is refused. */
export async function answerIntent(form: FormData, steps: IntentSteps) {
  const intent = form.get('intent');
  if (intent === 'change') {
    const values = textFieldsOf(form);
    return answerOf(await steps.change(values), values);
  }
  const step =
    intent === 'publish'
      ? steps.publish
      : intent === 'unpublish'
        ? steps.unpublish
        : intent === 'remove'
          ? steps.remove
          : intent === 'restore'
            ? steps.restore
            : undefined;
  return answerOf(step ? await step() : UNKNOWN_INTENT);
}

/** A record's page, as its route module tells it. */
interface RecordPageSteps<Section, Found, Extra> {
  /** Who may open the page and post its forms. */
  permission: StaffPermission;
  /** Where the router context keeps the section's server module. */
  section: RouterContext<Section>;
  /** What the 404 page says when the address names no record, or one the member can't see. */
  notFound: string;
  /** The record of the address's id; null when there is none. */
  find: (section: Section, actor: StaffActor, id: number) => Promise<Found | null | undefined>;
  /** The marker the create action adds to the new record's page (`?nuevo=1`), which `created` reads. */
  createdMarker: string;
  /** What else the page shows beside the record (the choices of its form), read once the record is found. */
  load?: (section: Section, actor: StaffActor) => Promise<Extra>;
  /** What the page's forms may post, by `intent`, for the record of the address. */
  intents: (args: { section: Section; actor: StaffActor; id: number; form: FormData }) => IntentSteps;
}

/** What a record page's route is called with: the router's arguments, with the record's id in the address. */
type RecordPageArgs = GuardArgs & { params: { id?: string } };

/**
 * The loader and the action of a record's page (`…/{id}`). Both let in only who has `permission` and answer 404 when
 * the address names no record. The loader gives the record, whether it was `created` just now, and what `load` adds;
 * the action answers the change its form's `intent` asks for.
 */
export function recordPageRoute<Section, Found, Extra extends object = Record<never, never>>(
  steps: RecordPageSteps<Section, Found, Extra>,
) {
  return {
    async loader(args: RecordPageArgs): Promise<{ record: Found; created: boolean } & Extra> {
      const { actor } = requireStaff(args, steps.permission);
      const section = args.context.get(steps.section);
      const record = await recordOf(args.params.id, steps.notFound, (id) => steps.find(section, actor, id));
      const extra = steps.load ? await steps.load(section, actor) : ({} as Extra);
      return { record, created: openedAfterCreate(args.url, steps.createdMarker), ...extra };
    },
    async action(args: RecordPageArgs & { request: Request }) {
      const { actor } = requireStaff(args, steps.permission);
      const id = recordIdOf(args.params.id, steps.notFound);
      const form = await postedForm(args.request);
      return answerIntent(form, steps.intents({ section: args.context.get(steps.section), actor, id, form }));
    },
  };
}

/** Removing and restoring a record, as its server module makes them. */
export const removalSteps = (
  changes: Pick<PublicationChanges, 'remove' | 'restore'>,
  actor: StaffActor,
  id: number,
) => ({
  remove: () => changes.remove(actor, id),
  restore: () => changes.restore(actor, id),
});

/** The buttons of a banner's or a popup's `PublicationCard`: publishing, unpublishing, removing, restoring. */
export const publicationSteps = (changes: PublicationChanges, actor: StaffActor, id: number) => ({
  publish: () => changes.setActive(actor, id, true),
  unpublish: () => changes.setActive(actor, id, false),
  ...removalSteps(changes, actor, id),
});
