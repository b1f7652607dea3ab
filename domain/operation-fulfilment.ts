/**
 * What happens to a reserved operation after the deposit (docs/decisions/0026): the buyer brings the documents, the
 * delivery is scheduled, the unit is delivered. Kept apart from the operation's status (domain/operation-status.ts),
 * which the payment flow owns: an operation stays `reserved` while it moves through these stages.
 */

export const FULFILMENT_STAGES = [
  'awaiting_documents',
  'documents_received',
  'delivery_scheduled',
  'delivered',
] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];
