import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import {
  actionRefusal,
  availableActions,
  canTakeAction,
  type FulfilmentAction,
  type FulfilmentOptions,
  type FulfilmentRefusalStatus,
  type FulfilmentResult,
  type FulfilmentState,
  type OperationFulfilment,
  stageAfter,
} from '#domain/operation/operation-fulfilment';
import {
  deliveryScheduleSchema,
  operationNoteSchema,
  resendMailSchema,
  salespersonAssignmentSchema,
  staffCancellationSchema,
} from '#domain/operation/operation-fulfilment-schemas';
import { OPERATION_NOT_FOUND_MESSAGE } from '#domain/operation/operation-messages';
import { summaryLines } from '#domain/operation/printed-statement';
import { refusedFields } from '#domain/shared/field-errors';
import { formatLongDate } from '#domain/shared/mendoza-time';
import type { Database } from '../db/client';
import { locations, operations, salespeople, stockUnits } from '../db/schema';
import { type OutgoingMail, queueMail } from '../mail';
import { RefusalError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import { recordAudit, type StaffActor } from '../staff';
import { type BuyerFacts, createBuyerFacts } from './buyer-facts';
import {
  deliveredMail,
  deliveryScheduledMail,
  documentsReceivedMail,
  type StepMailOperation,
} from './fulfilment-mails';
import { type OperationEvent, recordOperationEvent } from './operation-events';
import { operationStartedMail } from './operation-mails';

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
function invalid(error: z.ZodError): FulfilmentResult<never> {
  return { ok: false, status: 400, ...refusedFields(error) };
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
    const [row] = await db.select().from(operations).where(eq(operations.code, code)).limit(1);
    return row ?? null;
  }

  const facts = (row: OperationRow) => ({
    status: row.status,
    fulfilment: row.fulfilment,
    documentsReceivedAt: row.documentsReceivedAt?.toISOString() ?? null,
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
      audit: string;
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
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.id, id))
      .limit(1);
    return row;
  }

  return {
    async options(rawCode): Promise<FulfilmentOptions | null> {
      const row = await load(rawCode);
      if (!row) return null;
      const [branches, people] = await Promise.all([
        db
          .select({ id: locations.id, name: locations.name, address: locations.address })
          .from(locations)
          .orderBy(asc(locations.sortOrder), asc(locations.id)),
        db
          .select({ id: salespeople.id, fullname: salespeople.fullname })
          .from(salespeople)
          .where(and(eq(salespeople.brandId, row.brandId), eq(salespeople.active, true)))
          .orderBy(asc(salespeople.fullname)),
      ]);
      const until = (await buyerFacts(row)).cancellableUntil;
      return {
        state: stateOf(row),
        actions: availableActions(facts(row)),
        cancellableUntil: row.status === 'reserved' && until ? until.toISOString() : null,
        outsideCancellationWindow: row.status === 'reserved' && until !== null && clock() > until,
        locations: branches,
        salespeople: people,
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

    async scheduleDelivery(actor, rawCode, input) {
      const parsed = deliverySchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const found = await allowed(rawCode, 'schedule_delivery');
      if (!('row' in found)) return found;
      const { row } = found;
      const branch = await branchOf(parsed.data.locationId);
      if (!branch) {
        const message = 'Elegí una sucursal de la lista.';
        return { ok: false, status: 422, message, fieldErrors: { location_id: message } };
      }
      const rescheduled = row.fulfilment === 'delivery_scheduled';
      const set = {
        fulfilment: stageAfter(facts(row), 'schedule_delivery'),
        deliveryAt: parsed.data.at,
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
            delivery_at: parsed.data.at.toISOString(),
            location_id: branch.id,
            location: branch.name,
            ...(rescheduled && row.deliveryAt ? { previous_delivery_at: row.deliveryAt.toISOString() } : {}),
            ...(parsed.data.reason ? { reason: parsed.data.reason } : {}),
          },
        },
        mail: deliveryScheduledMail(
          stepMailOperation(row),
          { ...about, delivery: about.delivery },
          rescheduled,
        ),
      });
    },

    async markDelivered(actor, rawCode) {
      const found = await allowed(rawCode, 'deliver');
      if (!('row' in found)) return found;
      const { row } = found;
      const now = clock();
      const set = {
        fulfilment: stageAfter(facts(row), 'deliver'),
        deliveredAt: now,
        // Handing the car over confirms the documents (domain/operation/operation-fulfilment.ts).
        documentsReceivedAt: row.documentsReceivedAt ?? now,
      };
      return commit(actor, row, {
        audit: 'operation.deliver',
        set,
        event: { kind: 'delivered', detail: { documents_confirmed: row.documentsReceivedAt === null } },
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
        },
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
        const [after] = await db.select().from(operations).where(eq(operations.id, row.id)).limit(1);
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
        if (row.status === 'expired') {
          return { ok: false, status: 409, message: 'La operación venció: su código ya no sirve.' };
        }
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

    async assignSalesperson(actor, rawCode, input) {
      const parsed = salespersonAssignmentSchema.safeParse(input);
      if (!parsed.success) return invalid(parsed.error);
      const row = await load(rawCode);
      if (!row) return { ok: false, status: 404, message: OPERATION_NOT_FOUND_MESSAGE };
      if (row.status !== 'reserved') {
        return { ok: false, status: 409, message: actionRefusal(facts(row), 'schedule_delivery') };
      }
      const [person] = await db
        .select({ id: salespeople.id, fullname: salespeople.fullname })
        .from(salespeople)
        .where(
          and(
            eq(salespeople.id, parsed.data.salesperson_id),
            eq(salespeople.brandId, row.brandId),
            eq(salespeople.active, true),
          ),
        )
        .limit(1);
      if (!person) {
        const message = 'Elegí un asesor activo de la marca de la operación.';
        return { ok: false, status: 422, message, fieldErrors: { salesperson_id: message } };
      }
      return commit(actor, row, {
        audit: 'operation.assign_salesperson',
        set: { salespersonId: person.id },
        event: {
          kind: 'salesperson_assigned',
          detail: {
            salesperson_id: person.id,
            salesperson: person.fullname,
            ...(row.salespersonId !== null ? { previous_salesperson_id: row.salespersonId } : {}),
          },
        },
      });
    },
  };
}
