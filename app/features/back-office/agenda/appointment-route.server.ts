import { data } from 'react-router';
import type { StaffActor, StaffMember } from '#domain/back-office/staff';
import { postedForm } from '../panel/form-answers';
import { NO_PERMISSION } from '../panel/guard.server';

/*
 * What the routes of one appointment on the branch calendar (a test drive, a buyer's visit) do on the server with the
 * desk that owns it: read the record by the address's id, and post an action or a move. The desk checks the role and
 * the brand; a refusal of the page itself (403, 404) is the panel's error page, any other answer the page's notice.
 */

type Answer = { ok: true } | { ok: false; status: number };

interface AppointmentDesk<Record, Result extends Answer> {
  record(
    member: StaffMember,
    id: number,
  ): Promise<{ found: true; record: Record } | { found: false; status: 403 | 404 }>;
  act(actor: StaffActor, id: number, action: string): Promise<Result>;
  move(actor: StaffActor, id: number, form: { [field: string]: string }): Promise<Result>;
}

/** The address's id: digits only, else 0, which no record has. */
const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

export async function appointmentRecord<Record, Result extends Answer>(
  desk: AppointmentDesk<Record, Result>,
  member: StaffMember,
  id: string | undefined,
  notFound: string,
): Promise<{ record: Record }> {
  const lookup = await desk.record(member, idOf(id));
  if (!lookup.found)
    throw data({ message: lookup.status === 403 ? NO_PERMISSION : notFound }, { status: lookup.status });
  return { record: lookup.record };
}

export async function appointmentAction<Record, Result extends Answer>(
  desk: AppointmentDesk<Record, Result>,
  actor: StaffActor,
  request: Request,
  id: string | undefined,
  notFound: string,
) {
  const form = await postedForm(request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const result =
    fields.intent === 'move'
      ? await desk.move(actor, idOf(id), fields)
      : await desk.act(actor, idOf(id), fields.intent ?? '');
  if (!result.ok && result.status === 403) throw data({ message: NO_PERMISSION }, { status: 403 });
  if (!result.ok && result.status === 404) throw data({ message: notFound }, { status: 404 });
  return data<Result & { intent?: string }>(
    { ...result, ...(fields.intent ? { intent: fields.intent } : {}) },
    { status: result.ok ? 200 : result.status },
  );
}
