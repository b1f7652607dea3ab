import { and, asc, type Column, count, desc, eq, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DESK_EXPORT,
  type DeskExportRow,
  type ExportFile,
  type ExportFormat,
} from '#domain/back-office/export-columns';
import { EXPORT_MAX_ROWS } from '#domain/back-office/export-formats';
import {
  orderOf,
  type PageOf,
  pageCountOf,
  pageOffset,
  pageSizeOf,
  type SortDirection,
} from '#domain/back-office/list-query';
import {
  DESK_DEFAULT_ORDER,
  DESK_NO_ADVISOR,
  DESK_STAGES,
  type DeskChoice,
  type DeskDetail,
  type DeskDetailLookup,
  type DeskFilterOptions,
  type DeskFilters,
  type DeskListRow,
  type DeskSortColumn,
  type DeskStage,
  deskFiltersFor,
  deskStage,
  type ReservationsDeskSource,
} from '#domain/back-office/reservations-desk';
import { type StaffMember, staffBrandScope } from '#domain/back-office/staff';
import { DOCUMENTS_LATE_HOURS } from '#domain/back-office/today';
import { creditInVehicleCurrency, toVehicleCurrency, usedVehiclesTotal } from '#domain/operation/operation';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import { visitSourceText } from '#domain/shared/visit-source';
import { exportFile } from '../csv';
import type { Database } from '../db/client';
import { mendozaDayEnd, mendozaDayStart } from '../db/mendoza-days';
import {
  brands,
  creditPlans,
  locations,
  mailOutbox,
  operationEvents,
  operations,
  operationUsedVehicles,
  payments,
  reservationVisits,
  salespeople,
  staffAccounts,
  stockUnits,
  valuations,
} from '../db/schema';
import { activeStaffWhoMay, recordBulkRead } from '../staff';

/** The brands a reader may see: all of them, or these (a `sales` member's, docs/product.md §6). */
export type BrandScope = 'all' | readonly number[];

const FULFILMENT_STAGE_SET = new Set<DeskStage>([
  'awaiting_documents',
  'documents_received',
  'delivery_scheduled',
  'delivered',
]);

/** `%text%` for LIKE, with the characters LIKE gives meaning to taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Lower case without the accents Spanish writes, so that 'perez' finds 'Pérez'. */
export function folded(expression: SQL | string): SQL {
  const value = typeof expression === 'string' ? sql`${expression}` : expression;
  return sql`translate(lower(${value}), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`;
}

/** The scope as a condition on a brand column; none for every brand. */
export function brandScopeCondition(column: Column | SQL, scope: BrandScope): SQL | undefined {
  if (scope === 'all') return undefined;
  // No brands: nothing, rather than `= any('{}')`, which planners can't always see through.
  if (scope.length === 0) return sql`false`;
  return sql`${column} = any(${sql.raw(`'{${scope.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`;
}

/**
 * What a search term finds: part of the code (read as codes are, docs/product.md §D4), of the e-mail, of the name
 * (either order), of the chassis, or the DNI's digits.
 */
function searchCondition(term: string): SQL | undefined {
  const pattern = containsPattern(term.toLowerCase());
  const conditions: (SQL | undefined)[] = [
    sql`lower(${operations.email}) like ${pattern}`,
    sql`${folded(sql`coalesce(${operations.name}, '') || ' ' || coalesce(${operations.lastname}, '')`)} like ${folded(pattern)}`,
    sql`${folded(sql`coalesce(${operations.lastname}, '') || ' ' || coalesce(${operations.name}, '')`)} like ${folded(pattern)}`,
    sql`lower(${operations.chassis}) like ${containsPattern(term.replace(/\s+/g, '').toLowerCase())}`,
  ];
  const code = partialCode(term);
  if (code) conditions.push(sql`${operations.code} like ${containsPattern(code)}`);
  // A DNI is written with dots or spaces ("30.123.456"): its digits are compared.
  if (/^[\d.\s]+$/.test(term)) {
    const digits = term.replace(/\D/g, '');
    if (digits.length >= 3) conditions.push(sql`${operations.dni} like ${containsPattern(digits)}`);
  }
  return or(...conditions);
}

/** A piece of an operation code as a person types it: any case, spaces and hyphens, O for 0, I and L for 1. */
function partialCode(term: string): string | null {
  const whole = normalizeOperationCode(term);
  if (whole) return whole;
  const piece = term
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{4,11}$/.test(piece) ? piece : null;
}

function stageCondition(stage: DeskStage): SQL | undefined {
  if (FULFILMENT_STAGE_SET.has(stage))
    return and(eq(operations.status, 'reserved'), sql`${operations.fulfilment} = ${stage}`);
  return sql`${operations.status} = ${stage}`;
}

function listConditions(scope: BrandScope, filters: DeskFilters) {
  const dateColumn =
    filters.dateField === 'reservada'
      ? operations.reservedAt
      : filters.dateField === 'entrega'
        ? operations.deliveryAt
        : operations.createdAt;
  return and(
    brandScopeCondition(operations.brandId, scope),
    filters.brandId ? eq(operations.brandId, filters.brandId) : undefined,
    filters.stage ? stageCondition(filters.stage) : undefined,
    filters.locationId ? eq(operations.deliveryLocationId, filters.locationId) : undefined,
    filters.from ? gte(dateColumn, mendozaDayStart(filters.from)) : undefined,
    filters.to ? lt(dateColumn, mendozaDayEnd(filters.to)) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    filters.lateDocuments
      ? and(
          stageCondition('awaiting_documents'),
          sql`${operations.reservedAt} <= now() - make_interval(hours => ${DOCUMENTS_LATE_HOURS})`,
        )
      : undefined,
    filters.advisor === DESK_NO_ADVISOR
      ? isNull(operations.advisorAccountId)
      : typeof filters.advisor === 'number'
        ? eq(operations.advisorAccountId, filters.advisor)
        : undefined,
  );
}

/** The asesor's account, joined beside the operation's other names. */
const advisorAccounts = alias(staffAccounts, 'advisor_accounts');

/** Where an operation is, as a number that sorts the stages in the order they come (domain `DESK_STAGES`). */
const stageOrder = sql.raw(
  `array_position(array[${DESK_STAGES.map((stage) => `'${stage}'`).join(',')}]::text[], case when operations.status = 'reserved' then operations.fulfilment else operations.status end)`,
);

/** What each column sorts by (the address names the column, never the SQL). */
const SORT_EXPRESSIONS: Readonly<Record<DeskSortColumn, SQL | Column>> = {
  codigo: operations.code,
  estado: stageOrder,
  marca: sql`lower(${brands.name})`,
  comprador: folded(sql`coalesce(${operations.name}, '') || ' ' || coalesce(${operations.lastname}, '')`),
  unidad: sql`lower(${operations.model})`,
  total: operations.totalAmount,
  asesor: folded(sql`${advisorAccounts.name}`),
  inicio: operations.createdAt,
  reserva: operations.reservedAt,
  entrega: operations.deliveryAt,
};

/** The order of a page: the column asked (empty values last), then newest first so that pages never overlap. */
function orderBy(order: { sort: DeskSortColumn; dir: SortDirection }): SQL[] {
  const dir = sql.raw(order.dir === 'asc' ? 'asc nulls last' : 'desc nulls last');
  return [sql`${SORT_EXPRESSIONS[order.sort]} ${dir}`, desc(operations.createdAt), desc(operations.id)];
}

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The desk's list: the operations the scope allows that match the filters, newest first, one page of them and how
 * many match in all. The scope is part of the query: a `sales` member's page and count never include another brand.
 */
export async function listReservations(
  db: Database,
  scope: BrandScope,
  filters: DeskFilters,
  pageSize = pageSizeOf(filters),
): Promise<PageOf<DeskListRow>> {
  const where = listConditions(scope, filters);
  const [counted] = await db.select({ total: count() }).from(operations).where(where);
  const total = counted?.total ?? 0;
  const page = Math.max(1, filters.page);
  const rows = await selectReservations(db, scope, filters, pageSize, pageOffset(page, pageSize));
  return {
    rows: rows.map(({ dni: _dni, telephone: _telephone, ...row }) => row),
    total,
    page,
    pageCount: pageCountOf(total, pageSize),
    pageSize,
  };
}

/** Every operation the list shows with these filters (not one page), in the list's order, for the desk's file. */
export async function exportReservations(
  db: Database,
  scope: BrandScope,
  filters: DeskFilters,
  format: ExportFormat,
  now = new Date(),
): Promise<ExportFile> {
  const rows = await selectReservations(db, scope, filters, EXPORT_MAX_ROWS, 0);
  return exportFile(DESK_EXPORT, rows, format, now);
}

/** The list's query, shared by its pages and its file: the scope is part of it. */
async function selectReservations(
  db: Database,
  scope: BrandScope,
  filters: DeskFilters,
  limit: number,
  offset: number,
): Promise<DeskExportRow[]> {
  const rows = await db
    .select({
      code: operations.code,
      status: operations.status,
      fulfilment: operations.fulfilment,
      brandId: operations.brandId,
      brandName: brands.name,
      name: operations.name,
      lastname: operations.lastname,
      email: operations.email,
      model: operations.model,
      chassis: operations.chassis,
      currency: operations.currency,
      totalAmount: operations.totalAmount,
      createdAt: operations.createdAt,
      reservedAt: operations.reservedAt,
      deliveryAt: operations.deliveryAt,
      deliveryLocation: locations.name,
      advisorId: operations.advisorAccountId,
      advisorName: advisorAccounts.name,
      dni: operations.dni,
      telephone: operations.telephone,
    })
    .from(operations)
    .innerJoin(brands, eq(brands.id, operations.brandId))
    .leftJoin(locations, eq(locations.id, operations.deliveryLocationId))
    .leftJoin(advisorAccounts, eq(advisorAccounts.id, operations.advisorAccountId))
    .where(listConditions(scope, filters))
    .orderBy(...orderBy(orderOf(filters, DESK_DEFAULT_ORDER)))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    code: row.code,
    stage: deskStage(row.status, row.fulfilment),
    brandId: row.brandId,
    brandName: row.brandName,
    buyerName: [row.name, row.lastname].filter(Boolean).join(' ') || null,
    email: row.email,
    vehicle: row.model,
    chassis: row.chassis,
    currency: row.currency,
    totalAmount: row.totalAmount,
    createdAt: iso(row.createdAt),
    reservedAt: isoOrNull(row.reservedAt),
    deliveryAt: isoOrNull(row.deliveryAt),
    deliveryLocation: row.deliveryLocation,
    advisor: row.advisorId === null ? null : { id: row.advisorId, name: row.advisorName ?? '' },
    dni: row.dni,
    telephone: row.telephone,
  }));
}

/**
 * The brands the scope allows, every delivery location, and who may own those brands' reservations (the active
 * accounts that may act on one of them), for the list's filters and its bulk assignment.
 */
export async function deskFilterOptions(db: Database, scope: BrandScope): Promise<DeskFilterOptions> {
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(brandScopeCondition(brands.id, scope))
    .orderBy(asc(brands.name));
  const advisors = await activeStaffWhoMay(
    db,
    'reservations.act',
    brandRows.map((brand) => brand.id),
  );
  return { brands: brandRows, locations: await locationChoices(db), advisors };
}

async function locationChoices(db: Database): Promise<DeskChoice[]> {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.sortOrder), asc(locations.name));
}

/**
 * One operation as the desk's detail shows it, by its code as typed. `forbidden` when it belongs to a brand outside
 * the scope: staff are told it exists but not what it holds.
 */
export async function reservationDetail(
  db: Database,
  scope: BrandScope,
  typedCode: string,
): Promise<DeskDetailLookup> {
  const code = normalizeOperationCode(typedCode);
  if (!code) return { found: false, reason: 'not_found' };
  const [row] = await db
    .select({
      operation: operations,
      brandName: brands.name,
      unitStatus: stockUnits.status,
      unitColor: stockUnits.color,
      unitModelYear: stockUnits.modelYear,
      locationName: locations.name,
      salespersonName: salespeople.fullname,
      advisorName: advisorAccounts.name,
      creditBank: creditPlans.bank,
    })
    .from(operations)
    .innerJoin(brands, eq(brands.id, operations.brandId))
    .leftJoin(stockUnits, eq(stockUnits.id, operations.stockUnitId))
    .leftJoin(locations, eq(locations.id, operations.deliveryLocationId))
    .leftJoin(salespeople, eq(salespeople.id, operations.salespersonId))
    .leftJoin(advisorAccounts, eq(advisorAccounts.id, operations.advisorAccountId))
    .leftJoin(creditPlans, eq(creditPlans.id, operations.creditPlanId))
    .where(eq(operations.code, code));
  if (!row) return { found: false, reason: 'not_found' };
  const operation = row.operation;
  if (scope !== 'all' && !scope.includes(operation.brandId)) return { found: false, reason: 'forbidden' };

  const [usedRows, paymentRows, mailRows, eventRows, visitRows] = await Promise.all([
    db
      .select({ valuation: valuations })
      .from(operationUsedVehicles)
      .innerJoin(valuations, eq(valuations.id, operationUsedVehicles.valuationId))
      .where(eq(operationUsedVehicles.operationId, operation.id))
      .orderBy(asc(operationUsedVehicles.position)),
    db.select().from(payments).where(eq(payments.operationId, operation.id)).orderBy(asc(payments.createdAt)),
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.operationId, operation.id))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db
      .select({ event: operationEvents, actor: staffAccounts.name })
      .from(operationEvents)
      .leftJoin(staffAccounts, eq(staffAccounts.id, operationEvents.actorAccountId))
      .where(eq(operationEvents.operationId, operation.id))
      .orderBy(asc(operationEvents.at), asc(operationEvents.id)),
    // The visit the buyer booked after the deposit (docs/decisions/0089): the one to come, else the last one marked.
    db
      .select({
        id: reservationVisits.id,
        at: reservationVisits.startsAt,
        location: locations.name,
        advisorName: staffAccounts.name,
        state: reservationVisits.state,
      })
      .from(reservationVisits)
      .innerJoin(locations, eq(locations.id, reservationVisits.locationId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, reservationVisits.advisorAccountId))
      .where(and(eq(reservationVisits.operationId, operation.id), ne(reservationVisits.state, 'cancelled')))
      .orderBy(desc(reservationVisits.startsAt))
      .limit(1),
  ]);

  const usdRate = operation.usdRate;
  const usedValuations = usedRows.map(({ valuation }) => valuation.amount);
  const detail: DeskDetail = {
    id: operation.id,
    code: operation.code,
    status: operation.status,
    fulfilment: operation.fulfilment,
    stage: deskStage(operation.status, operation.fulfilment),
    brandId: operation.brandId,
    brandName: row.brandName,
    buyer: {
      email: operation.email,
      name: operation.name,
      lastname: operation.lastname,
      dni: operation.dni,
      telephone: operation.telephone,
      birthdate: operation.birthdate,
      maritalStatusId: operation.maritalStatusId,
      address: operation.address,
    },
    unit: {
      stockUnitId: operation.stockUnitId,
      family: operation.family,
      model: operation.model,
      chassis: operation.chassis,
      color: row.unitColor,
      modelYear: row.unitModelYear,
      unitStatus: row.unitStatus,
    },
    currency: operation.currency,
    usdRate,
    amounts: {
      unitPrice: operation.unitPrice,
      promotionCode: operation.promotionCode,
      promotionDiscount: operation.promotionDiscount,
      total: operation.totalAmount,
      cash: operation.cashAmount,
      usedVehicles: usedVehiclesTotal(usedValuations, usdRate),
      credit: creditInVehicleCurrency(operation.creditAmount, usdRate),
      pending: operation.pendingAmount,
    },
    usedVehicles: usedRows.map(({ valuation }) => ({
      brand: valuation.brand,
      model: valuation.model,
      vehicle: valuation.vehicle,
      year: valuation.year,
      kms: valuation.kms,
      valuation: valuation.amount,
      valuationInVehicleCurrency: toVehicleCurrency(valuation.amount, usdRate),
      valuedAt: iso(valuation.createdAt),
      expiresAt: iso(valuation.expiresAt),
    })),
    credit:
      operation.creditPlanId === null
        ? null
        : {
            planId: operation.creditPlanId,
            name: operation.creditName,
            bank: row.creditBank,
            amount: operation.creditAmount,
            installments: operation.creditInstallments,
            averageInstallment: operation.creditAvgInstallment,
          },
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      gateway: payment.gateway,
      gatewayPaymentId: payment.gatewayPaymentId,
      status: payment.status,
      statusDetail: payment.statusDetail,
      amount: payment.amount,
      installments: payment.installments,
      paymentMethod: payment.paymentMethod,
      refundId: payment.refundId,
      refundedAt: isoOrNull(payment.refundedAt),
      createdAt: iso(payment.createdAt),
      updatedAt: iso(payment.updatedAt),
    })),
    mails: mailRows.map((mail) => ({
      ...mail,
      createdAt: iso(mail.createdAt),
      sentAt: isoOrNull(mail.sentAt),
    })),
    events: eventRows.map(({ event, actor }) => ({
      id: event.id,
      at: iso(event.at),
      kind: event.kind,
      actor,
      detail: event.detail,
      note: event.note,
    })),
    salesperson:
      operation.salespersonId === null
        ? null
        : { id: operation.salespersonId, fullname: row.salespersonName ?? '' },
    advisor:
      operation.advisorAccountId === null
        ? null
        : { id: operation.advisorAccountId, name: row.advisorName ?? '' },
    visit: visitRows[0] ? { ...visitRows[0], at: iso(visitRows[0].at) } : null,
    delivery: {
      at: isoOrNull(operation.deliveryAt),
      locationId: operation.deliveryLocationId,
      location: row.locationName,
    },
    createdAt: iso(operation.createdAt),
    updatedAt: iso(operation.updatedAt),
    reservedAt: isoOrNull(operation.reservedAt),
    documentsReceivedAt: isoOrNull(operation.documentsReceivedAt),
    deliveredAt: isoOrNull(operation.deliveredAt),
    cancelledAt: isoOrNull(operation.cancelledAt),
    cancellationReason: operation.cancellationReason,
    cancellationCode: operation.cancellationCode,
    origin: visitSourceText(operation),
  };
  return { found: true, detail };
}

/**
 * The desk's reads for the pages, each kept to the brands the member may read (domain/back-office/staff.ts). A page of the list
 * shows many buyers' names and e-mails at once: it is written to the audit log with its filters and how many
 * operations it showed (docs/decisions/0045), after the read, so a read that fails leaves no entry.
 */
export function reservationsDeskSource(deps: { db: Database }): ReservationsDeskSource {
  const scopeOf = (member: StaffMember) => staffBrandScope(member, 'reservations.read');
  return {
    async list(actor, asked) {
      const filters = deskFiltersFor(asked, actor.member.id);
      const page = await listReservations(deps.db, scopeOf(actor.member), filters);
      await recordBulkRead(deps.db, actor, {
        action: 'operation.list',
        subjectType: 'operation_list',
        subjectId: `página ${page.page}`,
        filters,
        rows: page.rows.length,
        total: page.total,
      });
      return page;
    },
    filterOptions: (member) => deskFilterOptions(deps.db, scopeOf(member)),
    detail: (member, code) => reservationDetail(deps.db, scopeOf(member), code),
    count: async (member, filters) => (await listReservations(deps.db, scopeOf(member), filters, 1)).total,
    async exportFile(actor, asked, format) {
      const filters = deskFiltersFor(asked, actor.member.id);
      const file = await exportReservations(deps.db, scopeOf(actor.member), filters, format);
      const { page: _page, ...applied } = filters;
      await recordBulkRead(deps.db, actor, {
        action: 'operation.export',
        subjectType: 'operation_list',
        subjectId: file.fileName,
        filters: { ...applied, format },
        rows: file.rows,
      });
      return file;
    },
  };
}
