import { Readable } from 'node:stream';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INBOX_NONE,
  INBOX_PAGE_SIZE,
  type InboxChoice,
  type InboxDetail,
  type InboxExport,
  type InboxFilterOptions,
  type InboxFilters,
  type InboxLookup,
  type InboxPage,
  type InboxResult,
  type InboxRow,
  type LeadKind,
  type LeadRef,
  type LeadStatus,
  type LeadsInboxSource,
} from '#domain/back-office/leads-inbox';
import {
  leadAssignmentSchema,
  leadNoteSchema,
  leadStatusChangeSchema,
} from '#domain/back-office/leads-inbox-schemas';
import { pageCountOf, pageOffset } from '#domain/back-office/list-query';
import { type StaffActor, type StaffMember, staffBrandScope, staffMay } from '#domain/back-office/staff';
import { refusedFields } from '#domain/shared/field-errors';
import { type Database, selectRows } from '../db/client';
import { mendozaDayEnd, mendozaDayStart } from '../db/mendoza-days';
import { brands, leadNotes, staffAccounts } from '../db/schema';
import { recordAudit, recordBulkRead } from '../staff';
import type { FileStorage } from '../storage';
import { inboxCsv, inboxCsvFileName } from './inbox-csv';

/** The brands a reader may see: all of them (leads of no brand included), or these (docs/product.md §6). */
export type LeadScope = 'all' | readonly number[];

const TABLES: Readonly<Record<LeadKind, string>> = {
  contact: 'contact_messages',
  price_request: 'price_requests',
  job_application: 'job_applications',
};

/**
 * The three lead tables as one list (docs/decisions/0026): each keeps its own columns, and the inbox reads what they
 * share. The subject is what the lead is about: the contact form's subject, the vehicle asked about, the position.
 */
const LEADS = sql.raw(`(
  select 'contact'::text as kind, id, brand_id, subject, name, lastname, email, telephone as phone, message,
         status, assigned_account_id, created_at
    from contact_messages
  union all
  select 'price_request'::text, id, brand_id, vehicle, name, lastname, email, cellphone, null::text,
         status, assigned_account_id, created_at
    from price_requests
  union all
  select 'job_application'::text, id, brand_id, coalesce(position, ''), name, lastname, email, cellphone, message,
         status, assigned_account_id, created_at
    from job_applications
) as leads`);

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

function scopeCondition(scope: LeadScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`leads.brand_id = any(${sql.raw(`'{${scope.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`;
}

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

async function selectLeads(db: Database, condition: SQL | undefined, limit: number, offset = 0) {
  return selectRows<LeadLine>(
    db,
    sql`select leads.*, brands.name as brand_name, staff_accounts.name as assigned_name
          from ${LEADS}
          left join brands on brands.id = leads.brand_id
          left join staff_accounts on staff_accounts.id = leads.assigned_account_id
          ${whereClause(condition)}
         order by leads.created_at desc, leads.kind, leads.id desc
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

/** The inbox's list: the leads the scope allows that match the filters, newest first, one page and the total. */
export async function listLeads(
  db: Database,
  scope: LeadScope,
  filters: InboxFilters,
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const condition = listConditions(scope, filters);
  const [counted] = await selectRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from ${LEADS} ${whereClause(condition)}`,
  );
  const total = Number(counted?.total ?? 0);
  const page = Math.max(1, filters.page);
  const lines = await selectLeads(db, condition, pageSize, pageOffset(page, pageSize));
  return {
    rows: lines.map(rowOf),
    total,
    page,
    pageCount: pageCountOf(total, pageSize),
    pageSize,
  };
}

/** An export holds every matching lead, up to this many: far more than the dealership receives in years. */
export const CSV_MAX_ROWS = 50_000;

/** Every lead that matches the filters (all pages), as a CSV file for a spreadsheet (./inbox-csv.ts). */
export async function exportLeads(
  db: Database,
  scope: LeadScope,
  filters: InboxFilters,
  now = new Date(),
): Promise<InboxExport & { rows: number }> {
  const lines = await selectLeads(db, listConditions(scope, filters), CSV_MAX_ROWS);
  return {
    fileName: inboxCsvFileName(now),
    text: inboxCsv(lines.map((line) => ({ ...rowOf(line), message: line.message }))),
    rows: lines.length,
  };
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

/** The brands the member may filter by, and the active staff accounts (the assignment filter and select). */
export async function inboxFilterOptions(db: Database, scope: LeadScope): Promise<InboxFilterOptions> {
  const staff = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.active, true))
    .orderBy(asc(staffAccounts.name));
  return { brands: await brandChoices(db, scope), staff };
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
export async function leadDetail(db: Database, scope: LeadScope, lead: LeadRef): Promise<InboxLookup> {
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
  const accounts = await db
    .select({
      id: staffAccounts.id,
      name: staffAccounts.name,
      role: staffAccounts.role,
      brandIds: staffAccounts.brandIds,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.active, true))
    .orderBy(asc(staffAccounts.name));
  const assignees = accounts
    .filter((account) =>
      staffMay({ role: account.role, brandIds: account.brandIds.map(Number) }, 'leads.act', row.brandId),
    )
    .map(({ id, name }) => ({ id, name }));
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

const subjectId = (lead: LeadRef) => `${lead.kind}:${lead.id}`;

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
    if (record.status === status) return { ok: true, message: 'La consulta ya estaba en ese estado.' };
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

export async function assignLead(
  db: Database,
  actor: StaffActor,
  lead: LeadRef,
  input: unknown,
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
    if (before === accountId) return { ok: true, message: 'La consulta ya estaba asignada así.' };
    await tx.execute(
      sql`update ${sql.identifier(TABLES[lead.kind])} set assigned_account_id = ${accountId}, updated_at = now() where id = ${lead.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'lead.assign',
      subjectType: 'lead',
      subjectId: subjectId(lead),
      before: { assignedAccountId: before },
      after: { assignedAccountId: accountId },
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
export function leadsInboxSource(deps: { db: Database; storage: FileStorage }): LeadsInboxSource {
  const { db } = deps;
  const readScope = (member: StaffMember) => staffBrandScope(member, 'leads.read');
  return {
    async list(actor, filters) {
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
    detail: (member, lead) => leadDetail(db, readScope(member), lead),
    setStatus: (actor, lead, input) => setLeadStatus(db, actor, lead, input),
    assign: (actor, lead, input) => assignLead(db, actor, lead, input),
    addNote: (actor, lead, input) => addLeadNote(db, actor, lead, input),
    async exportCsv(actor, filters) {
      const file = await exportLeads(db, readScope(actor.member), filters);
      const { page: _page, ...applied } = filters;
      await recordBulkRead(db, actor, {
        action: 'lead.export',
        subjectType: LEAD_LIST_SUBJECT,
        subjectId: file.fileName,
        filters: applied,
        rows: file.rows,
      });
      return { fileName: file.fileName, text: file.text };
    },
    cv: (actor, id) => jobApplicationCv(db, deps.storage, actor, id),
  };
}
