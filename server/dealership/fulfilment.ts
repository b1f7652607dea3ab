import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '#domain/back-office/audit-actions';
import {
  appointmentRefusal,
  appointmentTimes,
  type BranchCalendar,
  closedDayReason,
  NO_HOURS_REASON,
  weeklyHoursLines,
} from '#domain/back-office/branch-agenda';
import type { DeskBulkOutcome, DeskBulkResult } from '#domain/back-office/reservations-desk';
import { deskBulkSchema } from '#domain/back-office/reservations-desk-query';
import { staffMay } from '#domain/back-office/staff';
import { findBrandById } from '#domain/catalogue/brands';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import {
  actionRefusal,
  availableActions,
  canAssignAdvisor,
  canResendMail,
  canTakeAction,
  EARLY_DELIVERY_FIELD,
  EARLY_DELIVERY_VALUE,
  type FulfilmentAction,
  type FulfilmentOptions,
  type FulfilmentRefusalStatus,
  type FulfilmentResult,
  type FulfilmentState,
  type OperationFulfilment,
  stageAfter,
  type UndoFacts,
  undoableSteps,
  undoRefusal,
} from '#domain/operation/operation-fulfilment';
import {
  advisorAssignmentSchema,
  deliveryScheduleSchema,
  operationNoteSchema,
  resendMailSchema,
  staffCancellationSchema,
} from '#domain/operation/operation-fulfilment-schemas';
import { OPERATION_NOT_FOUND_MESSAGE } from '#domain/operation/operation-messages';
import { summaryLines } from '#domain/operation/printed-statement';
import { refusedFields } from '#domain/shared/field-errors';
import { formatClockTime, formatLongDate, localDate } from '#domain/shared/mendoza-time';
import { departmentEmail } from '../content';
import type { Database } from '../db/client';
import { locations, operations, salespeople, stockUnits } from '../db/schema';
import { type OutgoingMail, queueMail } from '../mail';
import { RefusalError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import { activeStaffWhoMay, recordAudit, type StaffActor } from '../staff';
import {
  notifyAssignment,
  planTeamNotice,
  queueTeamNotice,
  reservationDeliveredNotice,
} from '../staff-notifications';
import { type BuyerFacts, createBuyerFacts } from './buyer-facts';
import {
  deliveredMail,
  deliveryScheduledMail,
  documentsReceivedMail,
  type StepMailOperation,
  stepUndoneMail,
} from './fulfilment-mails';
import { nationalHoliday } from './holidays';
import { type OperationEvent, recordOperationEvent } from './operation-events';
import { operationStartedMail } from './operation-mails';
import { operationRowByCode, operationRowById } from './operation-records';

type OperationRow = typeof operations.$inferSelect;

/**
 * What the payment module does for the desk (server/payments): the cancellation with its refund, by the same path as
 * the Botón de arrepentimiento, and the receipt. Handed in rather than imported, as the payment module uses this one.
 */
export interface FulfilmentReservations {
  cancelByStaff(
    code: string,
    canceller: {
      accountId: number;
      name?: string;
      reason: string;
      outsideWindowAllowed: boolean;
      alongside?: (tx: Database, before: OperationRow, after: OperationRow) => Promise<void>;
    },
  ): Promise<{ cancellation_code: string; refunded: number }>;
  receiptFor(code: string): Promise<OutgoingMail | null>;
}

export interface OperationFulfilmentDependencies {
  db: Database;
  config: { PUBLIC_URL: string; CANCELLATION_DAYS: number; RESERVATION_LINK_SECRET: string };
  reservations: FulfilmentReservations;
  catalogue?: CatalogueSource;
  logger?: Logger;
  now?: () => Date;
}

/** A refusal inside a transaction: it rolls the transaction back and becomes the action's answer. */
class FulfilmentRefusal extends Error {
  constructor(
    readonly status: FulfilmentRefusalStatus,
    message: string,
  ) {
    super(message);
  }
}

const CHANGED_MESSAGE = 'La operación cambió mientras tanto. Recargá la página y probá de nuevo.';

function stateOf(row: OperationRow): FulfilmentState {
  return {
    code: row.code,
    status: row.status,
    fulfilment: row.fulfilment,
    documentsReceivedAt: row.documentsReceivedAt?.toISOString() ?? null,
    deliveryAt: row.deliveryAt?.toISOString() ?? null,
    deliveryLocationId: row.deliveryLocationId,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    salespersonId: row.salespersonId,
    advisorAccountId: row.advisorAccountId,
    version: row.version,
  };
}

/** What the audit log keeps of an operation before and after a staff action: its stage, never the buyer's data. */
function auditView(row: OperationRow) {
  const { code: _code, version: _version, ...rest } = stateOf(row);
  return rest;
}

function stepMailOperation(row: OperationRow): StepMailOperation {
  return { id: row.id, code: row.code, email: row.email, name: row.name ?? '' };
}

/** A refused input: its first message, and each field's. */
function invalid(error: z.ZodError): Extract<FulfilmentResult, { ok: false }> {
  return { ok: false, status: 400, ...refusedFields(error) };
}

/**
 * A delivery at `at` is booked only when the branch is open then (domain/back-office/branch-agenda.ts): its hours, its
 * closures, Argentina's national holidays, never on a Sunday, and never at a branch without hours loaded. The refusal
 * names the field to change: the branch when it has no hours, the day when it is closed that day, else the time.
 */
function deliveryTimeRefusal(
  branch: BranchCalendar,
  at: Date,
): Extract<FulfilmentResult, { ok: false }> | null {
  const date = localDate(at);
  const time = formatClockTime(at);
  const message = appointmentRefusal(branch, date, time, nationalHoliday);
  if (!message) return null;
  const field =
    message === NO_HOURS_REASON
      ? 'location_id'
      : closedDayReason(branch, date, nationalHoliday)
        ? 'date'
        : 'time';
  return { ok: false, status: 422, message, fieldErrors: { [field]: message } };
}

/**
 * The staff actions on an operation (domain/operation/operation-fulfilment.ts, docs/decisions/0026). Each reads the operation,
 * checks its status and stage, then in one transaction changes it only if nobody changed it since (its version),
 * adds the timeline's line with the actor, writes the audit log with the before and after, and queues the buyer's
 * e-mail (mail_outbox.operation_id set). What the e-mails need is read before the transaction: an embedded database
 * runs one statement at a time, the transaction's included.
 */
export function createOperationFulfilment(deps: OperationFulfilmentDependencies): OperationFulfilment {
  const { db, config, reservations, logger } = deps;
  const clock = deps.now ?? (() => new Date());
  const buyerFacts = createBuyerFacts({ ...deps, now: clock });
  const deliverySchema = deliveryScheduleSchema(clock);

  async function load(rawCode: string): Promise<OperationRow | null> {
    const code = normalizeOperationCode(rawCode);
    if (!code) return null;
    return operationRowByCode(db, code);
  }

  const facts = (row: OperationRow): UndoFacts => ({
    status: row.status,
    fulfilment: row.fulfilment,
    documentsReceivedAt: row.documentsReceivedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  });

  /** The operation of a code, when the action is allowed on it now; otherwise the refusal. */
  async function allowed(
    rawCode: string,
    action: FulfilmentAction,
  ): Promise<{ row: OperationRow } | FulfilmentResult<never>> {
    const row = await load(rawCode);
    if (!row) return { ok: false, status: 404, message: OPERATION_NOT_FOUND_MESSAGE };
    if (!canTakeAction(facts(row), action)) {
      return { ok: false, status: 409, message: actionRefusal(facts(row), action) };
    }
    return { row };
  }

  /**
   * The change, applied only to the row as it was read (same version, still reserved), with its timeline line, its
   * audit line, its e-mail and whatever `alongside` writes, in one transaction.
   */
  async function commit(
    actor: StaffActor,
    row: OperationRow,
    change: {
      audit: AuditAction;
      set?: Partial<typeof operations.$inferInsert>;
      event: Omit<OperationEvent, 'operationId' | 'actorAccountId'>;
      mail?: OutgoingMail | undefined;
      alongside?: (tx: Database, after: OperationRow) => Promise<void>;
    },
  ): Promise<FulfilmentResult> {
    try {
      const after = await db.transaction(async (tx) => {
        let updated = row;
        if (change.set) {
          const [moved] = await tx
            .update(operations)
            .set({ ...change.set, version: sql`${operations.version} + 1`, updatedAt: clock() })
            .where(
              and(
                eq(operations.id, row.id),
                eq(operations.version, row.version),
                eq(operations.status, 'reserved'),
              ),
            )
            .returning();
          if (!moved) throw new FulfilmentRefusal(409, CHANGED_MESSAGE);
          updated = moved;
        }
        await change.alongside?.(tx, updated);
        await recordOperationEvent(tx, {
          ...change.event,
          operationId: row.id,
          actorAccountId: actor.member.id,
        });
        await recordAudit(tx, actor, {
          action: change.audit,
          subjectType: 'operation',
          subjectId: row.code,
          before: auditView(row),
          after: change.set ? auditView(updated) : change.event.detail,
        });
        if (change.mail) await queueMail(tx, change.mail);
        return updated;
      });
      logger?.info({ operationId: row.id, action: change.audit, accountId: actor.member.id }, 'staff action');
      return { ok: true, operation: stateOf(after) };
    } catch (error) {
      if (error instanceof FulfilmentRefusal) {
        return { ok: false, status: error.status, message: error.message };
      }
      throw error;
    }
  }

  /** Facts as they will be once the change is made, for the e-mail about it. */
  async function factsAfter(row: OperationRow, changes: Partial<OperationRow>): Promise<BuyerFacts> {
    return buyerFacts({ ...row, ...changes });
  }

  async function branchOf(id: number) {
    const [row] = await db
      .select({
        id: locations.id,
        name: locations.name,
        weeklyHours: locations.weeklyHours,
        closureDays: locations.closureDays,
      })
      .from(locations)
      .where(eq(locations.id, id))
      .limit(1);
    return row;
  }

  /** The appointment asked for, with its branch, when the branch is open then; otherwise the refusal. */
  async function bookable(input: unknown) {
    const parsed = deliverySchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const branch = await branchOf(parsed.data.locationId);
    if (!branch) {
      const message = 'Elegí una sucursal de la lista.';
      return { ok: false as const, status: 422 as const, message, fieldErrors: { location_id: message } };
    }
    return deliveryTimeRefusal(branch, parsed.data.at) ?? { parsed: parsed.data, branch };
  }

  /**
   * Who may own an operation of the brand: the active accounts who may act on its reservations, each with its public
   * card of the brand (the active salesperson linked to the account, docs/decisions/0065), if any.
   */
  async function advisorsOf(brandId: number) {
    const [accounts, cards] = await Promise.all([
      activeStaffWhoMay(db, 'reservations.act', [brandId]),
      db
        .select({ id: salespeople.id, fullname: salespeople.fullname, accountId: salespeople.accountId })
        .from(salespeople)
        .where(
          and(eq(salespeople.brandId, brandId), eq(salespeople.active, true), isNull(salespeople.deletedAt)),
        )
        .orderBy(asc(salespeople.id)),
    ]);
    return accounts.map((account) => {
      const card = cards.find((candidate) => candidate.accountId === account.id) ?? null;
      return { id: account.id, name: account.name, card };
    });
  }

  /**
   * Where a reservation's owner changes, and only here: the asesor's account and the card the buyer sees, the
   * timeline's line and the audit entry, in one transaction. Whatever must follow a new owner (telling the person
   * assigned) belongs in this function.
   */
  async function changeReservationOwner(
    actor: StaffActor,
    row: OperationRow,
    advisor: { id: number; name: string; card: { id: number; fullname: string } | null },
  ): Promise<FulfilmentResult> {
    return commit(actor, row, {
      audit: 'operation.assign_advisor',
      set: { advisorAccountId: advisor.id, salespersonId: advisor.card?.id ?? null },
      event: {
        kind: 'salesperson_assigned',
        detail: {
          account_id: advisor.id,
          advisor: advisor.name,
          ...(advisor.card ? { salesperson_id: advisor.card.id, salesperson: advisor.card.fullname } : {}),
          ...(row.advisorAccountId !== null ? { previous_account_id: row.advisorAccountId } : {}),
        },
      },
      // The person given the reservation hears of it (docs/product.md §6 "Avisos al personal"); one who kept it, with
      // their card changed, was told already.
      alongside: (tx) =>
        row.advisorAccountId === advisor.id
          ? Promise.resolve()
          : notifyAssignment(tx, config.PUBLIC_URL, {
              kind: 'reservation',
              id: row.id,
              brandId: row.brandId,
              assigneeAccountId: advisor.id,
              byAccountId: actor.member.id,
            }),
    });
  }

  const fulfilment: OperationFulfilment = {
    async options(rawCode): Promise<FulfilmentOptions | null> {
      const row = await load(rawCode);
      if (!row) return null;
      const [branches, advisors] = await Promise.all([
        db
          .select({
            id: locations.id,
            name: locations.name,
            address: locations.address,
            weeklyHours: locations.weeklyHours,
            closureDays: locations.closureDays,
          })
          .from(locations)
          .orderBy(asc(locations.sortOrder), asc(locations.id)),
        advisorsOf(row.brandId),
      ]);
      const until = (await buyerFacts(row)).cancellableUntil;
      return {
        state: stateOf(row),
        actions: availableActions(facts(row)),
        cancellableUntil: row.status === 'reserved' && until ? until.toISOString() : null,
        outsideCancellationWindow: row.status === 'reserved' && until !== null && clock() > until,
        locations: branches.map(({ id, name, address }) => ({ id, name, address })),
        // Nobody to offer where the assignment would be refused (a cancelled reservation).
        advisors: canAssignAdvisor(row)
          ? advisors.map(({ id, name, card }) => ({ id, name, card: card?.fullname ?? null }))
          : [],
        resendable: canResendMail(row),
        undoable: undoableSteps(facts(row), clock()),
        deliveryTimes: appointmentTimes(branches),
        branchHours: branches.map((branch) => ({
          id: branch.id,
          lines: weeklyHoursLines(branch.weeklyHours),
        })),
      };
    },

    async receiveDocuments(actor, rawCode) {
      const found = await allowed(rawCode, 'receive_documents');
      if (!('row' in found)) return found;
      const { row } = found;
      const now = clock();
      const set = { fulfilment: stageAfter(facts(row), 'receive_documents'), documentsReceivedAt: now };
      return commit(actor, row, {
        audit: 'operation.documents_received',
        set,
        event: { kind: 'documents_received' },
        mail: documentsReceivedMail(stepMailOperation(row), await factsAfter(row, set)),
      });
    },

    async deliveryRefusal(input) {
      const checked = await bookable(input);
      return 'ok' in checked ? checked : null;
    },

    async scheduleDelivery(actor, rawCode, input) {
      const checked = await bookable(input);
      if ('ok' in checked) return checked;
      const { parsed, branch } = checked;
      const found = await allowed(rawCode, 'schedule_delivery');
      if (!('row' in found)) return found;
      const { row } = found;
      const rescheduled = row.fulfilment === 'delivery_scheduled';
      const set = {
        fulfilment: stageAfter(facts(row), 'schedule_delivery'),
        deliveryAt: parsed.at,
        deliveryLocationId: branch.id,
      };
      const about = await factsAfter(row, set);
      if (!about.delivery) throw new Error('delivery facts missing after scheduling');
      return commit(actor, row, {
        audit: rescheduled ? 'operation.reschedule_delivery' : 'operation.schedule_delivery',
        set,
        event: {
          kind: rescheduled ? 'delivery_rescheduled' : 'delivery_scheduled',
          detail: {
            delivery_at: parsed.at.toISOString(),
            location_id: branch.id,
            location: branch.name,
            ...(rescheduled && row.deliveryAt ? { previous_delivery_at: row.deliveryAt.toISOString() } : {}),
            ...(parsed.reason ? { reason: parsed.reason } : {}),
          },
        },
        mail: deliveryScheduledMail(
          stepMailOperation(row),
          { ...about, delivery: about.delivery },
          rescheduled,
        ),
      });
    },

    async markDelivered(actor, rawCode, input) {
      const found = await allowed(rawCode, 'deliver');
      if (!('row' in found)) return found;
      const { row } = found;
      const now = clock();
      const confirmedEarly =
        typeof input === 'object' &&
        input !== null &&
        (input as Record<string, unknown>)[EARLY_DELIVERY_FIELD] === EARLY_DELIVERY_VALUE;
      // Registering it before the appointment is often a slip of the wrong row: it needs its own confirmation.
      if (row.deliveryAt && now < row.deliveryAt && !confirmedEarly) {
        return {
          ok: false,
          status: 409,
          message: `La entrega está programada para el ${formatLongDate(row.deliveryAt)} a las ${formatClockTime(row.deliveryAt)}: confirmá que la unidad se entrega antes de la cita.`,
        };
      }
      const set = {
        fulfilment: stageAfter(facts(row), 'deliver'),
        deliveredAt: now,
        // Handing the car over confirms the documents (domain/operation/operation-fulfilment.ts).
        documentsReceivedAt: row.documentsReceivedAt ?? now,
      };
      // The delivery is told to the brand's sales team but the person who made it (docs/product.md §6 "Avisos al personal").
      const team = await planTeamNotice(db, {
        brandId: row.brandId,
        fallbackAddress: () => departmentEmail(db, 'sales', row.brandId),
        except: actor.member.id,
        logger,
      });
      const notice = reservationDeliveredNotice(
        {
          operationId: row.id,
          code: row.code,
          model: row.model,
          chassis: row.chassis,
          brandName: findBrandById(row.brandId)?.name ?? null,
        },
        actor.member.name,
      );
      return commit(actor, row, {
        audit: 'operation.deliver',
        set,
        event: {
          kind: 'delivered',
          detail: {
            documents_confirmed: row.documentsReceivedAt === null,
            ...(row.deliveryAt && now < row.deliveryAt ? { before_appointment: true } : {}),
          },
        },
        mail: deliveredMail(stepMailOperation(row), await factsAfter(row, set), now),
        // The unit is sold: it leaves the catalogue, and the change notifies the page cache (migration 0011).
        async alongside(tx) {
          const [sold] = await tx
            .update(stockUnits)
            .set({ status: 'sold', heldUntil: null })
            .where(
              and(
                eq(stockUnits.id, row.stockUnitId),
                eq(stockUnits.holderOperationId, row.id),
                eq(stockUnits.status, 'reserved'),
              ),
            )
            .returning({ id: stockUnits.id });
          if (!sold) {
            throw new FulfilmentRefusal(
              409,
              'La unidad no figura reservada para esta operación: revisala antes de registrar la entrega.',
            );
          }
          await queueTeamNotice(tx, team, notice, { publicUrl: config.PUBLIC_URL });
        },
      });
    },

    async undo(actor, rawCode, step) {
      const row = await load(rawCode);
      if (!row) return { ok: false, status: 404, message: OPERATION_NOT_FOUND_MESSAGE };
      if (!staffMay(actor.member, 'reservations.undo', row.brandId)) {
        return {
          ok: false,
          status: 403,
          message: 'Solo una persona de administración puede deshacer este paso.',
        };
      }
      const refusal = undoRefusal(facts(row), step, clock());
      if (refusal) return { ok: false, status: 409, message: refusal };
      const set: Partial<typeof operations.$inferInsert> =
        step === 'documents'
          ? {
              documentsReceivedAt: null,
              fulfilment: row.fulfilment === 'documents_received' ? 'awaiting_documents' : row.fulfilment,
            }
          : {
              fulfilment: 'delivery_scheduled',
              deliveredAt: null,
              // Documents the delivery itself confirmed go with it (domain/operation/operation-fulfilment.ts).
              ...(row.documentsReceivedAt?.getTime() === row.deliveredAt?.getTime()
                ? { documentsReceivedAt: null }
                : {}),
            };
      return commit(actor, row, {
        audit: step === 'documents' ? 'operation.undo_documents_received' : 'operation.undo_deliver',
        set,
        event: {
          kind: step === 'documents' ? 'documents_undone' : 'delivery_undone',
          detail: {
            undone_at:
              (step === 'documents' ? row.documentsReceivedAt : row.deliveredAt)?.toISOString() ?? null,
          },
        },
        mail: stepUndoneMail(
          stepMailOperation(row),
          await factsAfter(row, set as Partial<OperationRow>),
          step,
        ),
        // The unit is reserved for the buyer again, and back off the catalogue's sold list.
        alongside:
          step === 'delivery'
            ? async (tx) => {
                const [back] = await tx
                  .update(stockUnits)
                  .set({ status: 'reserved' })
                  .where(
                    and(
                      eq(stockUnits.id, row.stockUnitId),
                      eq(stockUnits.holderOperationId, row.id),
                      eq(stockUnits.status, 'sold'),
                    ),
                  )
                  .returning({ id: stockUnits.id });
                if (!back) {
                  throw new FulfilmentRefusal(
                    409,
                    'La unidad ya no figura vendida para esta operación: revisala antes de deshacer la entrega.',
                  );
                }
              }
            : undefined,
      });
    },

    async cancel(actor, rawCode, input, options) {
      const parsed = staffCancellationSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const found = await allowed(rawCode, 'cancel');
      if (!('row' in found)) return found;
      const { row } = found;
      const until = (await buyerFacts(row)).cancellableUntil;
      if (until && clock() > until && !options.outsideWindowAllowed) {
        return {
          ok: false,
          status: 403,
          message: `El plazo de arrepentimiento terminó el ${formatLongDate(until)}: cancelar fuera de plazo necesita un permiso de administración.`,
        };
      }
      try {
        const done = await reservations.cancelByStaff(row.code, {
          accountId: actor.member.id,
          name: actor.member.name,
          reason: parsed.data.reason,
          outsideWindowAllowed: options.outsideWindowAllowed,
          alongside: (tx, before, after) =>
            recordAudit(tx, actor, {
              action: 'operation.cancel',
              subjectType: 'operation',
              subjectId: row.code,
              before: auditView(before),
              after: { ...auditView(after), reason: parsed.data.reason },
            }),
        });
        const after = await operationRowById(db, row.id);
        if (!after) throw new Error('operation gone after its cancellation');
        logger?.info(
          { operationId: row.id, action: 'operation.cancel', accountId: actor.member.id },
          'staff action',
        );
        return {
          ok: true,
          operation: stateOf(after),
          cancellationCode: done.cancellation_code,
          refunded: done.refunded,
        };
      } catch (error) {
        if (error instanceof RefusalError) {
          return { ok: false, status: error.status as FulfilmentRefusalStatus, message: error.message };
        }
        throw error;
      }
    },

    async resendMail(actor, rawCode, input) {
      const parsed = resendMailSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const row = await load(rawCode);
      if (!row) return { ok: false, status: 404, message: OPERATION_NOT_FOUND_MESSAGE };
      if (!canResendMail(row)) {
        const message =
          row.status === 'expired'
            ? 'La operación venció: su código ya no sirve.'
            : actionRefusal(facts(row), 'schedule_delivery');
        return { ok: false, status: 409, message };
      }
      let mail: OutgoingMail | null;
      if (parsed.data.mail === 'receipt') {
        mail = row.status === 'reserved' ? await reservations.receiptFor(row.code) : null;
        if (!mail) {
          return {
            ok: false,
            status: 409,
            message: 'La operación no tiene una seña aprobada: no hay comprobante para reenviar.',
          };
        }
      } else {
        const [unit] = await db
          .select({ color: stockUnits.color, location: stockUnits.location })
          .from(stockUnits)
          .where(eq(stockUnits.id, row.stockUnitId))
          .limit(1);
        mail = operationStartedMail({
          operationId: row.id,
          to: row.email,
          code: row.code,
          publicUrl: config.PUBLIC_URL,
          vehicle: {
            model: row.model,
            color: unit?.color ?? '',
            location: unit?.location ?? '',
            chassis: row.chassis,
          },
          // The lines the start page shows, as the first message gave them (docs/product.md §D3).
          lines: summaryLines((await buyerFacts(row)).statement),
        });
      }
      return commit(actor, row, {
        audit: 'operation.resend_mail',
        event: { kind: 'mail_resent', detail: { mail: parsed.data.mail } },
        mail,
      });
    },

    async addNote(actor, rawCode, input) {
      const parsed = operationNoteSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const row = await load(rawCode);
      if (!row) return { ok: false, status: 404, message: OPERATION_NOT_FOUND_MESSAGE };
      // A note changes nothing of the operation: it may be added whatever its status.
      return commit(actor, row, {
        audit: 'operation.note',
        event: { kind: 'note', note: parsed.data.note, detail: { note: parsed.data.note } },
      });
    },

    async assignAdvisor(actor, rawCode, input) {
      const parsed = advisorAssignmentSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const row = await load(rawCode);
      if (!row) return { ok: false, status: 404, message: OPERATION_NOT_FOUND_MESSAGE };
      if (!canAssignAdvisor(row)) {
        return { ok: false, status: 409, message: actionRefusal(facts(row), 'schedule_delivery') };
      }
      const advisor = (await advisorsOf(row.brandId)).find(
        (account) => account.id === parsed.data.account_id,
      );
      if (!advisor) {
        const message =
          'Elegí un asesor de la lista: una persona activa que atiende las reservas de la marca.';
        return { ok: false, status: 422, message, fieldErrors: { account_id: message } };
      }
      // The same person with the same card is no change: no timeline line, no audit entry (issue 33). The same person
      // whose card was relinked in Sitio since is one: the buyer is shown the card now linked (docs/decisions/0065).
      if (row.advisorAccountId === advisor.id && row.salespersonId === (advisor.card?.id ?? null))
        return { ok: true, operation: stateOf(row), unchanged: true };
      return changeReservationOwner(actor, row, advisor);
    },

    /**
     * A bulk action on the desk's selected operations (issue 33): each goes through the same action as on its own
     * page, in its own transaction with its own timeline line and audit entry, after its own check of the actor's
     * `reservations.act` on its brand, so a forged code of another brand is refused by itself and changes nothing.
     */
    async bulk(actor, input): Promise<DeskBulkResult> {
      const parsed = deskBulkSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error) as Extract<DeskBulkResult, { ok: false }>;
      const { action, codes, account_id: accountId } = parsed.data;
      const outcome: DeskBulkOutcome = { changed: 0, unchanged: 0, refused: [] };
      for (const code of codes) {
        const row = await load(code);
        if (!row) {
          outcome.refused.push({ code, message: OPERATION_NOT_FOUND_MESSAGE });
          continue;
        }
        if (!staffMay(actor.member, 'reservations.act', row.brandId)) {
          outcome.refused.push({ code, message: 'No tenés permiso para modificar esta reserva.' });
          continue;
        }
        const result =
          action === 'assign'
            ? await fulfilment.assignAdvisor(actor, row.code, { account_id: accountId })
            : await fulfilment.receiveDocuments(actor, row.code);
        if (!result.ok) outcome.refused.push({ code: row.code, message: result.message });
        else if ('unchanged' in result && result.unchanged) outcome.unchanged += 1;
        else outcome.changed += 1;
      }
      return { ok: true, outcome };
    },
  };
  return fulfilment;
}
