import type { OperationEventKind } from '#domain/operation/operation-fulfilment';
import type { Database } from '../db/client';
import { operationEvents } from '../db/schema';

export interface OperationEvent {
  operationId: number;
  kind: OperationEventKind;
  /** The staff account that made the change; none for the buyer and the system. */
  actorAccountId?: number | null;
  /** What the desk's timeline shows beside the kind (a date, a branch, a reason); never the buyer's personal data. */
  detail?: Record<string, unknown>;
  /** An internal note's text. */
  note?: string | null;
}

/**
 * Adds a line to an operation's timeline (docs/decisions/0026). Pass the transaction that makes the change, so the
 * change and its line are saved together.
 */
export async function recordOperationEvent(db: Database, event: OperationEvent): Promise<void> {
  await db.insert(operationEvents).values({
    operationId: event.operationId,
    kind: event.kind,
    actorAccountId: event.actorAccountId ?? null,
    detail: event.detail ?? {},
    note: event.note ?? null,
  });
}
