/**
 * What happens to a reserved operation after the deposit (docs/decisions/0026): the buyer brings the documents, the
 * delivery is scheduled, the unit is delivered. Kept apart from the operation's status (domain/operation/operation-status.ts),
 * which the payment flow owns: an operation stays `reserved` while it moves through these stages.
 *
 * No zod here: the buyer's page and the desk's pages import these labels and rules, and the input schemas live in
 * operation-fulfilment-schemas.ts, which only the server and the server-side form handlers import
 * (docs/decisions/0011).
 */

import type { StaffActor } from '../back-office/staff';
import type { OperationStatus } from './operation-status';
import { formatCuit } from './personal-data';

export const FULFILMENT_STAGES = [
  'awaiting_documents',
  'documents_received',
  'delivery_scheduled',
  'delivered',
] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** How staff read a stage (the desk's lists and filters). */
export const FULFILMENT_STAGE_LABELS: Readonly<Record<FulfilmentStage, string>> = {
  awaiting_documents: 'Esperando la documentación',
  documents_received: 'Documentación recibida',
  delivery_scheduled: 'Entrega programada',
  delivered: 'Entregado',
};

/**
 * The staff actions on a reserved operation that move it (the desk offers each only where it is allowed):
 * - receive_documents: awaiting_documents → documents_received. Also allowed once the delivery is scheduled while the
 *   documents are still missing: the stage stays, the documents are recorded.
 * - schedule_delivery: documents_received → delivery_scheduled, and again from delivery_scheduled (a reschedule).
 *   Allowed from awaiting_documents too: buyers often bring the documents on the day they collect the car, so the
 *   appointment must not wait for them.
 * - deliver: delivery_scheduled → delivered. Handing the car over confirms the documents: when they had not been
 *   recorded, they are recorded then.
 * - cancel: any stage but delivered (a full refund through the gateway, docs/product.md §D6); never after delivery.
 */
export const FULFILMENT_ACTIONS = ['receive_documents', 'schedule_delivery', 'deliver', 'cancel'] as const;
export type FulfilmentAction = (typeof FULFILMENT_ACTIONS)[number];

export const FULFILMENT_MOVES: Readonly<Record<FulfilmentAction, readonly FulfilmentStage[]>> = {
  receive_documents: ['awaiting_documents', 'delivery_scheduled'],
  schedule_delivery: ['awaiting_documents', 'documents_received', 'delivery_scheduled'],
  deliver: ['delivery_scheduled'],
  cancel: ['awaiting_documents', 'documents_received', 'delivery_scheduled'],
};

/** Where an operation stands for the rules below. */
export interface FulfilmentFacts {
  status: OperationStatus;
  fulfilment: FulfilmentStage;
  /** ISO instant; null while the documents have not been received. */
  documentsReceivedAt: string | null;
}

/** Whether staff may take `action` on the operation now (its status and stage; who may is the caller's check). */
export function canTakeAction(facts: FulfilmentFacts, action: FulfilmentAction): boolean {
  if (facts.status !== 'reserved') return false;
  if (!FULFILMENT_MOVES[action].includes(facts.fulfilment)) return false;
  if (action === 'receive_documents') return facts.documentsReceivedAt === null;
  return true;
}

/** The actions the desk offers for the operation, in the order of the stages. */
export function availableActions(facts: FulfilmentFacts): FulfilmentAction[] {
  return FULFILMENT_ACTIONS.filter((action) => canTakeAction(facts, action));
}

/**
 * Whether the asesor can be assigned, and an e-mail resent (issue 33): neither on a cancelled operation (nor an
 * expired one, whose code no longer works); the asesor only once the deposit is paid. The desk offers each only then,
 * and the server refuses it otherwise.
 */
export const canAssignAdvisor = (facts: Pick<FulfilmentFacts, 'status'>): boolean =>
  facts.status === 'reserved';
export const canResendMail = (facts: Pick<FulfilmentFacts, 'status'>): boolean =>
  facts.status !== 'cancelled' && facts.status !== 'expired';

/** The stage an allowed action leads to. */
export function stageAfter(
  facts: FulfilmentFacts,
  action: Exclude<FulfilmentAction, 'cancel'>,
): FulfilmentStage {
  switch (action) {
    case 'receive_documents':
      return facts.fulfilment === 'delivery_scheduled' ? 'delivery_scheduled' : 'documents_received';
    case 'schedule_delivery':
      return 'delivery_scheduled';
    case 'deliver':
      return 'delivered';
  }
}

/** The Spanish refusal of an action the operation's status or stage does not allow (409). */
export function actionRefusal(facts: FulfilmentFacts, action: FulfilmentAction): string {
  if (facts.status === 'cancelled') return 'La operación está cancelada: no se puede modificar.';
  if (facts.status !== 'reserved') return 'La operación todavía no está reservada: falta el pago de la seña.';
  if (facts.fulfilment === 'delivered') {
    return action === 'cancel'
      ? 'La unidad ya se entregó: la reserva no se puede cancelar.'
      : 'La unidad ya se entregó.';
  }
  switch (action) {
    case 'receive_documents':
      return 'La documentación ya está registrada.';
    case 'deliver':
      return 'Primero programá la entrega.';
    default:
      return 'Esta acción no está disponible para la operación.';
  }
}

/** The buyer's steps on "Mi reserva", in order (docs/product.md §2 "Mi reserva"). */
export const BUYER_STEPS = [
  { id: 'reserved', label: 'Reservado' },
  { id: 'documents', label: 'Documentación' },
  { id: 'delivery_scheduled', label: 'Entrega programada' },
  { id: 'delivered', label: 'Entregado' },
] as const;
export type BuyerStepId = (typeof BUYER_STEPS)[number]['id'];

/**
 * done: reached; current: the last step reached, where the buyer is now (aria-current="step"); upcoming: not yet;
 * missing: passed over, still to do (the documents, when the delivery was scheduled before they arrived).
 */
export type BuyerStepState = 'done' | 'current' | 'upcoming' | 'missing';

export interface BuyerStep {
  id: BuyerStepId;
  label: string;
  state: BuyerStepState;
}

const REACHED_STEP: Readonly<Record<FulfilmentStage, number>> = {
  awaiting_documents: 0,
  documents_received: 1,
  delivery_scheduled: 2,
  delivered: 3,
};

/** The buyer's steps with where the operation stands: each labelled by what has happened, the last one current. */
export function buyerSteps(facts: Pick<FulfilmentFacts, 'fulfilment' | 'documentsReceivedAt'>): BuyerStep[] {
  const reached = REACHED_STEP[facts.fulfilment];
  return BUYER_STEPS.map((step, index) => {
    let state: BuyerStepState = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    if (step.id === 'documents' && index < reached && facts.documentsReceivedAt === null) state = 'missing';
    return { id: step.id, label: step.label, state };
  });
}

/** What the buyer's purchase involves, for the list of what to bring. */
export interface ChecklistFacts {
  /** How many used vehicles the buyer hands over. */
  usedVehicles: number;
  /** The buyer finances part of the price. */
  financed: boolean;
  /** The buyer still pays something at the delivery (cash or a balance). */
  paysAtDelivery: boolean;
  /** The CUIT or CUIL the buyer gave for the invoice (digits), if any. */
  cuit?: string | null;
  /** Staff recorded the documents as received: the proof of CUIL or CUIT and of address are not asked again. */
  documentsReceived?: boolean;
}

/**
 * What the buyer brings to the delivery: always their identity (the DNI is shown at the handover, not kept) and the
 * operation, the documents until staff recorded them as received, then what their purchase adds.
 */
export function deliveryChecklist(facts: ChecklistFacts): string[] {
  return [
    'Tu DNI original.',
    ...(facts.documentsReceived
      ? []
      : [
          facts.cuit
            ? `Tu constancia de CUIL o CUIT (${formatCuit(facts.cuit)}).`
            : 'Tu constancia de CUIL o CUIT.',
          'Un comprobante de domicilio a tu nombre (un servicio o un resumen bancario).',
        ]),
    'Tu código de operación.',
    ...(facts.paysAtDelivery
      ? ['El pago del saldo: transferencia bancaria o cheque certificado (coordinalo antes con tu asesor).']
      : []),
    ...(facts.usedVehicles > 0
      ? [
          facts.usedVehicles === 1
            ? 'Tu usado, con su título, la cédula, el formulario 08 firmado y el libre deuda de patentes y multas.'
            : 'Tus usados, cada uno con su título, la cédula, el formulario 08 firmado y el libre deuda de patentes y multas.',
        ]
      : []),
    ...(facts.financed
      ? [
          'Lo que pida el banco para la financiación: tus últimos recibos de sueldo o una constancia de ingresos.',
        ]
      : []),
  ];
}

/**
 * The kinds of an operation's timeline (operation_events): the buyer's and the system's changes (no actor) and the
 * staff's (with the account that made them).
 */
export const OPERATION_EVENT_LABELS = {
  started: 'Operación iniciada',
  payment_started: 'Pago de la seña iniciado',
  payment_rejected: 'Pago de la seña rechazado',
  hold_lapsed: 'Venció el apartado de la unidad',
  reserved: 'Seña aprobada: unidad reservada',
  cancelled: 'Operación cancelada',
  expired: 'Operación vencida',
  documents_received: 'Documentación recibida',
  delivery_scheduled: 'Entrega programada',
  delivery_rescheduled: 'Entrega reprogramada',
  delivered: 'Unidad entregada',
  salesperson_assigned: 'Asesor asignado',
  mail_resent: 'E-mail reenviado',
  documents_undone: 'Documentación desmarcada',
  delivery_undone: 'Entrega deshecha',
  note: 'Nota interna',
} as const;
export type OperationEventKind = keyof typeof OPERATION_EVENT_LABELS;

/** Who cancelled: the buyer (docs/product.md §D6), the payment flow (a unit taken by another), or staff. */

/**
 * An administrator may put a reservation back from "documentación recibida" or "entregada" within this many hours of
 * the change (docs/decisions/0072); later, or anyone else, is refused on the server.
 */
export const UNDO_WINDOW_HOURS = 24;
export const UNDOABLE_STEPS = ['documents', 'delivery'] as const;
export type UndoableStep = (typeof UNDOABLE_STEPS)[number];

/** What an undo needs to know of the operation. */
export interface UndoFacts extends FulfilmentFacts {
  deliveredAt: string | null;
}

/** Why the step cannot be undone now, or null when it can (who may is the caller's check: `reservations.undo`). */
export function undoRefusal(facts: UndoFacts, step: UndoableStep, now: Date): string | null {
  if (facts.status !== 'reserved') return actionRefusal(facts, 'deliver');
  const changedAt = step === 'delivery' ? facts.deliveredAt : facts.documentsReceivedAt;
  if (step === 'delivery' && (facts.fulfilment !== 'delivered' || !changedAt))
    return 'La unidad todavía no se entregó: no hay entrega para deshacer.';
  if (step === 'documents') {
    if (!changedAt) return 'La documentación no está registrada: no hay nada para deshacer.';
    if (facts.fulfilment === 'delivered') return 'La unidad ya se entregó: primero deshacé la entrega.';
  }
  if (!changedAt || now.getTime() - Date.parse(changedAt) > UNDO_WINDOW_HOURS * 3600 * 1000)
    return `Pasaron más de ${UNDO_WINDOW_HOURS} horas desde el cambio: ya no se puede deshacer.`;
  return null;
}

/** The steps the desk offers to undo now (to an administrator). */
export function undoableSteps(facts: UndoFacts, now: Date): UndoableStep[] {
  return UNDOABLE_STEPS.filter((step) => undoRefusal(facts, step, now) === null);
}

/** The field by which a delivery registered before its appointment is confirmed as such (docs/decisions/0072). */
export const EARLY_DELIVERY_FIELD = 'antes_de_la_cita';
export const EARLY_DELIVERY_VALUE = 'si';

export const CANCELLATION_REASON_LABELS: Readonly<Record<string, string>> = {
  buyer: 'El comprador (Botón de arrepentimiento)',
  unit_taken: 'La unidad ya estaba reservada por otra operación',
  staff: 'La concesionaria',
};

/** The e-mails staff may send again. */
export const RESENDABLE_MAILS = ['code', 'receipt'] as const;
export type ResendableMail = (typeof RESENDABLE_MAILS)[number];
export const RESENDABLE_MAIL_LABELS: Readonly<Record<ResendableMail, string>> = {
  code: 'Código de operación',
  receipt: 'Comprobante de la reserva',
};

/** The staff member acting and where from: the back office's one actor (domain/back-office/staff.ts). */
export type FulfilmentActor = StaffActor;

/** An operation's fulfilment after an action: what the desk shows again. */
export interface FulfilmentState {
  code: string;
  status: OperationStatus;
  fulfilment: FulfilmentStage;
  documentsReceivedAt: string | null;
  deliveryAt: string | null;
  deliveryLocationId: number | null;
  deliveredAt: string | null;
  salespersonId: number | null;
  /** The staff account that owns it, its asesor (docs/decisions/0065). */
  advisorAccountId: number | null;
  version: number;
}

export type FulfilmentRefusalStatus = 400 | 403 | 404 | 409 | 422 | 502;

export type FulfilmentResult<Extra = object> =
  | ({ ok: true; operation: FulfilmentState } & Extra)
  | {
      ok: false;
      status: FulfilmentRefusalStatus;
      message: string;
      /** The message of each form field at fault (by its name), as the back office's other forms answer. */
      fieldErrors?: Partial<Record<string, string>>;
    };

/** What a bulk action of the desk did (domain/back-office/reservations-desk.ts): how many changed, how many already were so, and each refusal with its reason. */
export interface DeskBulkOutcome {
  changed: number;
  unchanged: number;
  refused: { code: string; message: string }[];
}

export type DeskBulkResult =
  | { ok: true; outcome: DeskBulkOutcome }
  | { ok: false; status: 400; message: string; fieldErrors?: Partial<Record<string, string>> };

/** What the desk's forms offer for an operation: the allowed actions, the branches and the brand's salespeople. */
export interface FulfilmentOptions {
  state: FulfilmentState;
  actions: FulfilmentAction[];
  /** The right to cancel's last instant (docs/product.md §D6), ISO; null when the operation is not reserved. */
  cancellableUntil: string | null;
  /** Whether cancelling now is outside that window (the caller decides whether the actor may). */
  outsideCancellationWindow: boolean;
  locations: { id: number; name: string; address: string }[];
  /**
   * Whom it can be assigned to: the active staff accounts who may act on the brand's reservations, each with the
   * name of the public card the buyer would see (null when the account has no card of the brand).
   */
  advisors: { id: number; name: string; card: string | null }[];
  /** Whether an e-mail can be sent again (`canResendMail`); the advisors are none when it can't be assigned. */
  resendable: boolean;
  /** What an administrator may undo now (empty for anyone else: the caller decides who sees it). */
  undoable: UndoableStep[];
  /** The times the delivery form offers, from the branches' hours (domain/back-office/branch-agenda.ts). */
  deliveryTimes: string[];
  /** Each branch's hours in words, beside the form. */
  branchHours: { id: number; lines: string[] }[];
}

/**
 * The staff actions on an operation (docs/decisions/0026), for the desk's pages through the router context. Each takes
 * the acting staff member, checks the operation's status and stage, and in one transaction changes the operation,
 * adds to its timeline, writes the audit log and queues the buyer's e-mail. Who may act (role, brand) is the
 * caller's check, except where the rule is the operation's own (cancelling outside the right-to-cancel window needs
 * `outsideWindowAllowed`, which the caller sets from the actor's permission). Inputs are validated with
 * operation-fulfilment-schemas.ts; a refusal is a Spanish message with its HTTP status.
 */
export interface OperationFulfilment {
  options(code: string): Promise<FulfilmentOptions | null>;
  receiveDocuments(actor: FulfilmentActor, code: string): Promise<FulfilmentResult>;
  /**
   * Whether a delivery could be booked as asked (the input, the branch, its hours, holidays and closures), for the
   * confirmation step: null when it could, else the refusal scheduleDelivery would give.
   */
  deliveryRefusal(input: unknown): Promise<Extract<FulfilmentResult, { ok: false }> | null>;
  /**
   * `{ date: 'YYYY-MM-DD', time: 'HH:MM', location_id, reason? }`: schedules, or reschedules, only when the branch is
   * open then (domain/back-office/branch-agenda.ts).
   */
  scheduleDelivery(actor: FulfilmentActor, code: string, input: unknown): Promise<FulfilmentResult>;
  /**
   * The unit becomes sold and leaves the catalogue. Before the appointment's time, only with
   * `{ [EARLY_DELIVERY_FIELD]: EARLY_DELIVERY_VALUE }` (the desk asks again first); otherwise 409.
   */
  markDelivered(actor: FulfilmentActor, code: string, input?: unknown): Promise<FulfilmentResult>;
  /**
   * Puts the operation back from "documentación recibida" (to awaiting the documents) or "entregada" (to the delivery
   * scheduled, the unit reserved again): `reservations.undo` only, within UNDO_WINDOW_HOURS; the buyer is e-mailed.
   */
  undo(actor: FulfilmentActor, code: string, step: UndoableStep): Promise<FulfilmentResult>;
  /** `{ reason }`: a full refund through the gateway, the same path as the Botón de arrepentimiento. */
  cancel(
    actor: FulfilmentActor,
    code: string,
    input: unknown,
    options: { outsideWindowAllowed: boolean },
  ): Promise<FulfilmentResult<{ cancellationCode: string; refunded: number }>>;
  /** `{ mail: 'code' | 'receipt' }`. */
  resendMail(actor: FulfilmentActor, code: string, input: unknown): Promise<FulfilmentResult>;
  /** `{ note }`: internal, never shown to the buyer. */
  addNote(actor: FulfilmentActor, code: string, input: unknown): Promise<FulfilmentResult>;
  /**
   * `{ account_id }`: the asesor, an active account who may act on the brand's reservations; the buyer is shown that
   * account's card of the brand. The same person again writes nothing (no timeline line, no audit entry).
   */
  assignAdvisor(
    actor: FulfilmentActor,
    code: string,
    input: unknown,
  ): Promise<FulfilmentResult<{ unchanged?: true }>>;
  /**
   * `{ action: 'assign' | 'receive_documents', codes: [...], account_id? }`: the action on each operation, each
   * checked (role, brand, stage) and written on its own.
   */
  bulk(actor: FulfilmentActor, input: unknown): Promise<DeskBulkResult>;
}
