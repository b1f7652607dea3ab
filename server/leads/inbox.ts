import { Readable } from 'node:stream';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ExportFile, type ExportFormat, INBOX_EXPORT } from '#domain/back-office/export-columns';
import { EXPORT_MAX_ROWS } from '#domain/back-office/export-formats';
import {
  type BulkOutcome,
  INBOX_DEFAULT_ORDER,
  INBOX_NONE,
  type InboxBulkResult,
  type InboxChoice,
  type InboxDetail,
  type InboxFilterOptions,
  type InboxFilters,
  type InboxLookup,
  type InboxPage,
  type InboxResult,
  type InboxRow,
  type InboxSortColumn,
  inboxFiltersFor,
  LEAD_STATUSES,
  type LeadKind,
  type LeadRef,
  type LeadStatus,
  type LeadsInboxSource,
  leadWhatsappMessage,
} from '#domain/back-office/leads-inbox';
import {
  leadAssignmentSchema,
  leadBulkSchema,
  leadFollowUpSchema,
  leadNoteSchema,
  leadStatusChangeSchema,
} from '#domain/back-office/leads-inbox-schemas';
import {
  orderOf,
  pageCountOf,
  pageOffset,
  pageSizeOf,
  type SortDirection,
} from '#domain/back-office/list-query';
import { type StaffActor, type StaffMember, staffBrandScope, staffMay } from '#domain/back-office/staff';
import { whatsappLink } from '#domain/content/content';
import { refusedFields } from '#domain/shared/field-errors';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { argentineWhatsappDigits } from '#domain/shared/phone-numbers';
import { visitSourceText } from '#domain/shared/visit-source';
import { TEST_DRIVE_STATE_LABELS, type TestDriveState } from '#domain/test-drive/test-drive';
import { exportFile } from '../csv';
import { type Database, selectRows } from '../db/client';
import { mendozaDayEnd, mendozaDayStart } from '../db/mendoza-days';
import { brands, leadFollowUps, leadNotes, staffAccounts } from '../db/schema';
import { activeStaffWhoMay, recordAudit, recordBulkRead } from '../staff';
import { notifyAssignment } from '../staff-notifications';
import type { FileStorage } from '../storage';
import { leadHistory, leadSubjectId, sameBuyerOf } from './lead-history';
import { LEADS, type LeadScope, scopeCondition } from './lead-union';
import {
  filledReplies,
  listReplyTemplates,
  removeReplyTemplate,
  saveReplyTemplate,
} from './reply-template-records';

export type { LeadScope };

const TABLES: Readonly<Record<LeadKind, string>> = {
  contact: 'contact_messages',
  price_request: 'price_requests',
  job_application: 'job_applications',
  test_drive: 'test_drives',
};

interface LeadLine {
  kind: LeadKind;
  id: number;
  brand_id: number | null;
  brand_name: string | null;
  subject: string;
  name: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  status: LeadStatus;
  assigned_account_id: number | null;
  assigned_name: string | null;
  created_at: Date | string;
}

/** A raw query's instant: a Date from one driver, a string from another. */
const isoOf = (value: Date | string) => new Date(value).toISOString();

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Lower case without the accents Spanish writes, so that 'gutierrez' finds 'Gutiérrez'. */
const folded = (value: SQL) =>
  sql`translate(lower(${value}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;

/** Name (either order), e-mail, or the phone's digits however they were written. */
function searchCondition(term: string): SQL | undefined {
  const pattern = containsPattern(term.toLowerCase());
  const conditions: SQL[] = [
    sql`${folded(sql`leads.name || ' ' || leads.lastname`)} like ${folded(sql`${pattern}`)}`,
    sql`${folded(sql`leads.lastname || ' ' || leads.name`)} like ${folded(sql`${pattern}`)}`,
    sql`lower(coalesce(leads.email, '')) like ${pattern}`,
  ];
  if (/^[\d\s+()-]+$/.test(term)) {
    const digits = term.replace(/\D/g, '');
    if (digits.length >= 4)
      conditions.push(
        sql`regexp_replace(coalesce(leads.phone, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}`,
      );
  }
  return or(...conditions);
}

function listConditions(scope: LeadScope, filters: InboxFilters): SQL | undefined {
  return and(
    scopeCondition(scope),
    filters.kind ? sql`leads.kind = ${filters.kind}` : undefined,
    filters.brand === INBOX_NONE
      ? sql`leads.brand_id is null`
      : filters.brand
        ? sql`leads.brand_id = ${filters.brand}`
        : undefined,
    filters.status ? sql`leads.status = ${filters.status}` : undefined,
    filters.assigned === INBOX_NONE
      ? sql`leads.assigned_account_id is null`
      : filters.assigned
        ? sql`leads.assigned_account_id = ${filters.assigned}`
        : undefined,
    filters.from ? sql`leads.created_at >= ${mendozaDayStart(filters.from)}` : undefined,
    filters.to ? sql`leads.created_at < ${mendozaDayEnd(filters.to)}` : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
  );
}

const whereClause = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

/** What each column sorts by (the address names the column, never the SQL); states in the order leads move through. */
const SORT_EXPRESSIONS: Readonly<Record<InboxSortColumn, SQL>> = {
  tipo: sql`leads.kind`,
  estado: sql.raw(
    `array_position(array[${LEAD_STATUSES.map((status) => `'${status}'`).join(',')}]::text[], leads.status)`,
  ),
  marca: sql`lower(brands.name)`,
  nombre: folded(sql`leads.name || ' ' || leads.lastname`),
  asunto: folded(sql`leads.subject`),
  asignada: folded(sql`staff_accounts.name`),
  fecha: sql`leads.created_at`,
};

/** The order of a page: the column asked (no brand or no one last), then newest first so that pages never overlap. */
function orderClause(order: { sort: InboxSortColumn; dir: SortDirection }): SQL {
  const dir = sql.raw(order.dir === 'asc' ? 'asc nulls last' : 'desc nulls last');
  return sql`order by ${SORT_EXPRESSIONS[order.sort]} ${dir}, leads.created_at desc, leads.kind, leads.id desc`;
}

const DEFAULT_ORDER = orderClause(INBOX_DEFAULT_ORDER);

async function selectLeads(
  db: Database,
  condition: SQL | undefined,
  limit: number,
  offset = 0,
  order: SQL = DEFAULT_ORDER,
) {
  return selectRows<LeadLine>(
    db,
    sql`select leads.*, brands.name as brand_name, staff_accounts.name as assigned_name
          from ${LEADS}
          left join brands on brands.id = leads.brand_id
          left join staff_accounts on staff_accounts.id = leads.assigned_account_id
          ${whereClause(condition)}
         ${order}
         limit ${limit} offset ${offset}`,
  );
}

function rowOf(line: LeadLine): InboxRow {
  return {
    kind: line.kind,
    id: Number(line.id),
    brandId: line.brand_id === null ? null : Number(line.brand_id),
    brandName: line.brand_name,
    subject: line.subject,
    name: line.name,
    lastname: line.lastname,
    email: line.email,
    phone: line.phone,
    status: line.status,
    assignedTo:
      line.assigned_account_id === null
        ? null
        : { id: Number(line.assigned_account_id), name: line.assigned_name ?? '' },
    createdAt: isoOf(line.created_at),
  };
}

/**
 * The inbox's list: the leads the scope allows that match the filters, in the order asked (newest first unless), one
 * page of the size asked (25 unless) and the total.
 */
export async function listLeads(
  db: Database,
  scope: LeadScope,
  filters: InboxFilters,
  pageSize = pageSizeOf(filters),
): Promise<InboxPage> {
  const condition = listConditions(scope, filters);
  const [counted] = await selectRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from ${LEADS} ${whereClause(condition)}`,
  );
  const total = Number(counted?.total ?? 0);
  const page = Math.max(1, filters.page);
  const lines = await selectLeads(
    db,
    condition,
    pageSize,
    pageOffset(page, pageSize),
    orderClause(orderOf(filters, INBOX_DEFAULT_ORDER)),
  );
  return {
    rows: lines.map(rowOf),
    total,
    page,
    pageCount: pageCountOf(total, pageSize),
    pageSize,
  };
}

/** The leads the list shows with these filters, oldest first: how many and the first `limit` ("Hoy"). */
export async function oldestLeads(db: Database, scope: LeadScope, filters: InboxFilters, limit: number) {
  const condition = listConditions(scope, filters);
  const { total } = await listLeads(db, scope, filters, 1);
  const lines = await selectLeads(
    db,
    condition,
    limit,
    0,
    sql`order by leads.created_at asc, leads.kind, leads.id asc`,
  );
  return { total, rows: lines.map(rowOf) };
}

/** Every lead that matches the filters (all pages), as a CSV file for a spreadsheet (./inbox-csv.ts). */
export async function exportLeads(
  db: Database,
  scope: LeadScope,
  filters: InboxFilters,
  format: ExportFormat = 'csv',
  now = new Date(),
): Promise<ExportFile> {
  const lines = await selectLeads(
    db,
    listConditions(scope, filters),
    EXPORT_MAX_ROWS,
    0,
    orderClause(orderOf(filters, INBOX_DEFAULT_ORDER)),
  );
  const rows = lines.map((line) => ({ ...rowOf(line), message: line.message }));
  return exportFile(INBOX_EXPORT, rows, format, now);
}

async function brandChoices(db: Database, scope: LeadScope): Promise<InboxChoice[]> {
  const condition =
    scope === 'all'
      ? undefined
      : scope.length === 0
        ? sql`false`
        : sql`${brands.id} = any(${sql.raw(`'{${scope.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`;
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(condition)
    .orderBy(asc(brands.name));
}

/**
 * The brands the member may filter by, and the people who handle their leads (the assignment filter): the active
 * accounts who may act on a lead of one of those brands (or of no brand, for a member who sees those). A `sales`
 * member is shown their brands' team, not every staff account (issue 33).
 */
export async function inboxFilterOptions(db: Database, scope: LeadScope): Promise<InboxFilterOptions> {
  const brandRows = await brandChoices(db, scope);
  const leadBrands: (number | null)[] = [
    ...brandRows.map((brand) => brand.id),
    ...(scope === 'all' ? [null] : []),
  ];
  const staff = await activeStaffWhoMay(db, 'leads.act', leadBrands);
  return { brands: brandRows, staff };
}

interface LeadRecord {
  id: number;
  brand_id: number | null;
  status: LeadStatus;
  assigned_account_id: number | null;
}

/** The lead's own row, every column; locked until the transaction ends when `forUpdate`. */
async function leadRecord(db: Database, lead: LeadRef, forUpdate = false) {
  const [row] = await selectRows<LeadRecord & Record<string, unknown>>(
    db,
    sql`select * from ${sql.identifier(TABLES[lead.kind])} where id = ${lead.id} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** One lead with what its kind adds, its notes and its CV's type; forbidden outside the scope. */
export async function leadDetail(
  db: Database,
  scope: LeadScope,
  lead: LeadRef,
  /** Who reads it: `{asesor}` in the reply templates is the person who sends the reply. */
  reader?: Pick<StaffMember, 'name'>,
): Promise<InboxLookup> {
  if (!validId(lead.id)) return { found: false, reason: 'not_found' };
  const lines = await selectLeads(db, sql`leads.kind = ${lead.kind} and leads.id = ${lead.id}`, 1);
  const line = lines[0];
  if (!line) return { found: false, reason: 'not_found' };
  const row = rowOf(line);
  if (scope !== 'all' && (row.brandId === null || !scope.includes(row.brandId)))
    return { found: false, reason: 'forbidden' };
  const record = await leadRecord(db, lead);
  if (!record) return { found: false, reason: 'not_found' };
  const notes = await db
    .select({
      id: leadNotes.id,
      author: staffAccounts.name,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadNotes.accountId))
    .where(and(eq(leadNotes.leadKind, lead.kind), eq(leadNotes.leadId, lead.id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const [accounts, assignees] = await Promise.all([
    db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(eq(staffAccounts.active, true)),
    activeStaffWhoMay(db, 'leads.act', [row.brandId]),
  ]);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const [history, sameBuyer, replies] = await Promise.all([
    leadHistory(db, lead, names),
    sameBuyerOf(db, scope, { ...lead, email: row.email, phone: row.phone }),
    filledReplies(db, row, {
      nombre: row.name,
      apellido: row.lastname,
      vehiculo: lead.kind === 'price_request' ? row.subject : null,
      marca: row.brandName,
      asesor: reader?.name ?? null,
    }),
  ]);
  const whatsappDigits = argentineWhatsappDigits(row.phone);
  const [followUp] = await db
    .select()
    .from(leadFollowUps)
    .where(and(eq(leadFollowUps.leadKind, lead.kind), eq(leadFollowUps.leadId, lead.id)));
  const text = (key: string) =>
    typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : null;
  const fields: { label: string; value: string }[] = [];
  const add = (label: string, value: string | null) => {
    if (value) fields.push({ label, value });
  };
  if (lead.kind === 'job_application') {
    add('Teléfono', text('telephone'));
    add('Estudios', text('studies'));
    add('Zona de residencia', text('zone'));
  }
  if (lead.kind === 'test_drive') {
    add('Turno', formatDateTime(new Date(record.starts_at as Date | string)));
    add('Estado del turno', TEST_DRIVE_STATE_LABELS[record.state as TestDriveState] ?? null);
    add('DNI', text('dni'));
    if (record.personal_data_removed_at === null)
      add('Licencia de conducir', record.has_licence ? 'Sí' : 'No');
  }
  const detail: InboxDetail = {
    ...row,
    message: line.message,
    fields,
    cv:
      lead.kind === 'job_application'
        ? { mimeType: String(record.cv_mime_type), bytes: Number(record.cv_bytes) }
        : null,
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    assignees,
    updatedAt: isoOf(record.updated_at as Date | string),
    origin: visitSourceText({
      originUtmSource: text('origin_utm_source'),
      originUtmMedium: text('origin_utm_medium'),
      originUtmCampaign: text('origin_utm_campaign'),
      originUtmTerm: text('origin_utm_term'),
      originUtmContent: text('origin_utm_content'),
      originSourceParam: text('origin_source_param'),
      originReferrerHost: text('origin_referrer_host'),
      originLandingPath: text('origin_landing_path'),
    }),
    history,
    sameBuyer,
    followUp: followUp ? { at: followUp.dueAt.toISOString(), reminded: followUp.remindedAt !== null } : null,
    whatsapp: whatsappDigits ? (whatsappLink(whatsappDigits, leadWhatsappMessage(row)) ?? null) : null,
    replies,
  };
  return { found: true, lead: detail };
}

type Refusal = Extract<InboxResult, { ok: false }>;

const NOT_FOUND: Refusal = { ok: false, status: 404, message: 'La consulta no existe.' };
const FORBIDDEN: Refusal = {
  ok: false,
  status: 403,
  message: 'No tenés permiso para modificar esta consulta.',
};

function invalid(error: z.ZodError): Refusal {
  return { ok: false, status: 400, ...refusedFields(error) };
}

/**
 * Runs a change on one lead: in one transaction, the row locked, the actor's `leads.act` on the lead's brand checked,
 * the change made and written to the audit log with before and after.
 */
async function changeLead(
  db: Database,
  actor: StaffActor,
  lead: LeadRef,
  change: (tx: Database, record: LeadRecord) => Promise<InboxResult>,
): Promise<InboxResult> {
  if (!validId(lead.id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const record = await leadRecord(tx, lead, true);
    if (!record) return NOT_FOUND;
    const brandId = record.brand_id === null ? null : Number(record.brand_id);
    if (!staffMay(actor.member, 'leads.act', brandId)) return FORBIDDEN;
    return change(tx, record);
  });
}

const subjectId = leadSubjectId;

export async function setLeadStatus(
  db: Database,
  actor: StaffActor,
  lead: LeadRef,
  input: unknown,
): Promise<InboxResult> {
  const parsed = leadStatusChangeSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { status } = parsed.data;
  return changeLead(db, actor, lead, async (tx, record) => {
    if (record.status === status)
      return { ok: true, unchanged: true, message: 'La consulta ya estaba en ese estado.' };
    await tx.execute(
      sql`update ${sql.identifier(TABLES[lead.kind])} set status = ${status}, updated_at = now() where id = ${lead.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'lead.status',
      subjectType: 'lead',
      subjectId: subjectId(lead),
      before: { status: record.status },
      after: { status },
    });
    return { ok: true, message: 'Cambiamos el estado de la consulta.' };
  });
}

/**
 * Where a lead's owner changes, and only here: the row, and its audit entry with before and after. Whatever must
 * follow a new owner (telling the person assigned) belongs in this function, inside the same transaction.
 */
export async function changeLeadOwner(
  tx: Database,
  actor: StaffActor,
  lead: LeadRef,
  before: number | null,
  after: number | null,
  notice: { publicUrl: string; brandId: number | null },
): Promise<void> {
  await tx.execute(
    sql`update ${sql.identifier(TABLES[lead.kind])} set assigned_account_id = ${after}, updated_at = now() where id = ${lead.id}`,
  );
  await recordAudit(tx, actor, {
    action: 'lead.assign',
    subjectType: 'lead',
    subjectId: subjectId(lead),
    before: { assignedAccountId: before },
    after: { assignedAccountId: after },
  });
  if (after !== null)
    await notifyAssignment(tx, notice.publicUrl, {
      kind: 'lead',
      leadKind: lead.kind,
      id: lead.id,
      brandId: notice.brandId,
      assigneeAccountId: after,
      byAccountId: actor.member.id,
    });
}

export async function assignLead(
  db: Database,
  actor: StaffActor,
  lead: LeadRef,
  input: unknown,
  publicUrl: string,
): Promise<InboxResult> {
  const parsed = leadAssignmentSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const accountId = parsed.data.account_id;
  return changeLead(db, actor, lead, async (tx, record) => {
    const before = record.assigned_account_id === null ? null : Number(record.assigned_account_id);
    if (accountId !== null) {
      const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, accountId));
      const brandId = record.brand_id === null ? null : Number(record.brand_id);
      if (!account?.active)
        return {
          ok: false,
          status: 422,
          message: 'Elegí una persona de la lista.',
          fieldErrors: { account_id: 'Elegí una persona de la lista.' },
        };
      const assignee = { role: account.role, brandIds: account.brandIds.map(Number) };
      if (!staffMay(assignee, 'leads.act', brandId)) {
        const message = `${account.name} no puede atender consultas de esta marca.`;
        return { ok: false, status: 422, message, fieldErrors: { account_id: message } };
      }
    }
    // The same person again changes nothing: no audit entry (issue 33).
    if (before === accountId)
      return { ok: true, unchanged: true, message: 'La consulta ya estaba asignada así.' };
    await changeLeadOwner(tx, actor, lead, before, accountId, {
      publicUrl,
      brandId: record.brand_id === null ? null : Number(record.brand_id),
    });
    return {
      ok: true,
      message: accountId === null ? 'La consulta quedó sin asignar.' : 'Asignamos la consulta.',
    };
  });
}

export async function addLeadNote(
  db: Database,
  actor: StaffActor,
  lead: LeadRef,
  input: unknown,
): Promise<InboxResult> {
  const parsed = leadNoteSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const body = parsed.data.note;
  return changeLead(db, actor, lead, async (tx) => {
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadKind: lead.kind, leadId: lead.id, accountId: actor.member.id, body })
      .returning({ id: leadNotes.id });
    await tx.execute(
      sql`update ${sql.identifier(TABLES[lead.kind])} set updated_at = now() where id = ${lead.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'lead.note',
      subjectType: 'lead',
      subjectId: subjectId(lead),
      before: null,
      after: { noteId: note?.id, body },
    });
    return { ok: true, message: 'Guardamos la nota.' };
  });
}

/**
 * Sets, moves or clears a lead's follow-up (docs/decisions/0070): a new time is reminded again, to the lead's owner
 * (or, with nobody assigned, to whoever set it) by the reminder job.
 */
export async function setLeadFollowUp(
  db: Database,
  actor: StaffActor,
  lead: LeadRef,
  input: unknown,
): Promise<InboxResult> {
  const parsed = leadFollowUpSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { dueAt } = parsed.data;
  return changeLead(db, actor, lead, async (tx) => {
    const where = and(eq(leadFollowUps.leadKind, lead.kind), eq(leadFollowUps.leadId, lead.id));
    const [before] = await tx.select().from(leadFollowUps).where(where);
    if ((before?.dueAt.getTime() ?? null) === (dueAt?.getTime() ?? null))
      return { ok: true, message: 'El seguimiento ya estaba así.' };
    if (dueAt === null) await tx.delete(leadFollowUps).where(where);
    else
      await tx
        .insert(leadFollowUps)
        .values({ leadKind: lead.kind, leadId: lead.id, dueAt, accountId: actor.member.id })
        .onConflictDoUpdate({
          target: [leadFollowUps.leadKind, leadFollowUps.leadId],
          set: { dueAt, accountId: actor.member.id, remindedAt: null },
        });
    await recordAudit(tx, actor, {
      action: 'lead.follow_up',
      subjectType: 'lead',
      subjectId: subjectId(lead),
      before: { followUpAt: before?.dueAt.toISOString() ?? null },
      after: { followUpAt: dueAt?.toISOString() ?? null },
    });
    return { ok: true, message: dueAt === null ? 'Quitamos el seguimiento.' : 'Guardamos el seguimiento.' };
  });
}

/**
 * A bulk action on the selected leads (issue 33): each lead goes through the same change as on its own page, in its
 * own transaction, with its own checks of role and brand and its own audit entry, so three leads assigned are three
 * entries, and a lead the actor may not change (another brand's, even by a forged id) is refused by itself.
 */
export async function bulkLeadAction(
  db: Database,
  actor: StaffActor,
  input: unknown,
  publicUrl: string,
): Promise<InboxBulkResult> {
  const parsed = leadBulkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error) as Extract<InboxBulkResult, { ok: false }>;
  const { action, leads, account_id: accountId = null, status } = parsed.data;
  const outcome: BulkOutcome = { changed: 0, unchanged: 0, refused: [] };
  for (const { key, lead } of leads) {
    const result =
      action === 'assign'
        ? await assignLead(db, actor, lead, { account_id: accountId ?? '' }, publicUrl)
        : await setLeadStatus(db, actor, lead, { status: action === 'discard' ? 'discarded' : status });
    if (!result.ok) outcome.refused.push({ key, message: result.message });
    else if (result.unchanged) outcome.unchanged += 1;
    else outcome.changed += 1;
  }
  return { ok: true, outcome };
}

/** Letters and digits of a name for a file name: no accents, no spaces, nothing a header must escape. */
function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * A job application's CV for a member who may read it (`leads.read` on its brand), read through the file storage;
 * the download is written to the audit log.
 */
export async function jobApplicationCv(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  id: number,
): Promise<import('#domain/back-office/leads-inbox').CvDownload> {
  if (!validId(id)) return { found: false, reason: 'not_found' };
  const record = await leadRecord(db, { kind: 'job_application', id });
  if (!record) return { found: false, reason: 'not_found' };
  const brandId = record.brand_id === null ? null : Number(record.brand_id);
  if (!staffMay(actor.member, 'leads.read', brandId)) return { found: false, reason: 'forbidden' };
  const key = String(record.cv_path);
  const stream = await storage.read(key);
  if (!stream) return { found: false, reason: 'not_found' };
  await recordAudit(db, actor, {
    action: 'lead.cv_download',
    subjectType: 'lead',
    subjectId: subjectId({ kind: 'job_application', id }),
  });
  const extension = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? 'pdf';
  const who = fileNamePart(`${String(record.name)} ${String(record.lastname)}`);
  return {
    found: true,
    body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
    mimeType: String(record.cv_mime_type),
    fileName: `cv-${who ? `${who}-` : ''}${id}.${extension}`,
    bytes: Number(record.cv_bytes),
  };
}

/** How the audit log names the inbox's list and its exports (docs/decisions/0045). */
const LEAD_LIST_SUBJECT = 'lead_list';

/**
 * The inbox for the pages, each read and change checked against the member's role and the lead's brand. A page of the
 * list and an export show many people's names, e-mails and phones at once: each is written to the audit log with its
 * filters and how many leads it held (docs/decisions/0045), after the read, so a read that fails leaves no entry.
 */
export function leadsInboxSource(deps: {
  db: Database;
  storage: FileStorage;
  /** The site's address, for the links of the e-mail an assignment sends. */
  publicUrl: string;
}): LeadsInboxSource {
  const { db } = deps;
  const readScope = (member: StaffMember) => staffBrandScope(member, 'leads.read');
  return {
    async list(actor, asked) {
      const filters = inboxFiltersFor(asked, actor.member.id);
      const page = await listLeads(db, readScope(actor.member), filters);
      await recordBulkRead(db, actor, {
        action: 'lead.list',
        subjectType: LEAD_LIST_SUBJECT,
        subjectId: `página ${page.page}`,
        filters,
        rows: page.rows.length,
        total: page.total,
      });
      return page;
    },
    filterOptions: (member) => inboxFilterOptions(db, readScope(member)),
    detail: (member, lead) => leadDetail(db, readScope(member), lead, member),
    setStatus: (actor, lead, input) => setLeadStatus(db, actor, lead, input),
    assign: (actor, lead, input) => assignLead(db, actor, lead, input, deps.publicUrl),
    addNote: (actor, lead, input) => addLeadNote(db, actor, lead, input),
    setFollowUp: (actor, lead, input) => setLeadFollowUp(db, actor, lead, input),
    bulk: (actor, input) => bulkLeadAction(db, actor, input, deps.publicUrl),
    async exportFile(actor, asked, format) {
      const filters = inboxFiltersFor(asked, actor.member.id);
      const file = await exportLeads(db, readScope(actor.member), filters, format);
      const { page: _page, ...applied } = filters;
      await recordBulkRead(db, actor, {
        action: 'lead.export',
        subjectType: LEAD_LIST_SUBJECT,
        subjectId: file.fileName,
        filters: { ...applied, format },
        rows: file.rows,
      });
      return file;
    },
    cv: (actor, id) => jobApplicationCv(db, deps.storage, actor, id),
    oldest: (member, filters, limit) =>
      oldestLeads(db, readScope(member), inboxFiltersFor(filters, member.id), limit),
    replyTemplates: async (member) => (staffMay(member, 'leads.read') ? listReplyTemplates(db) : []),
    saveReplyTemplate: (actor, id, input) => saveReplyTemplate(db, actor, id, input),
    removeReplyTemplate: (actor, id) => removeReplyTemplate(db, actor, id),
  };
}
