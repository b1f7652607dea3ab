import type { Currency } from '../catalogue/brands';
import { type PromotionStatus, promotionStatus } from '../catalogue/promotions';
import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';

/**
 * Promotions as the back office edits them (docs/product.md §6, docs/decisions/0007 and 0032): a code, its scope, its
 * value, its period and usage. Inputs are read by promotion-editing-schemas.ts.
 */

/** A promotion of the back office's list and form. Instants are ISO strings. */
export interface PromotionView {
  id: number;
  code: string;
  description: string;
  brandId: number | null;
  brandName: string | null;
  family: string | null;
  chassis: string | null;
  moneyDiscount: number | null;
  currency: Currency | null;
  percentageDiscount: number | null;
  validFrom: string;
  /** Exclusive: the promotion ends at this instant. */
  validUntil: string | null;
  usageLimit: number | null;
  usageCount: number;
  discoverable: boolean;
  active: boolean;
  createdAt: string;
  deletedAt: string | null;
}

export type PromotionEditorState = PromotionStatus | 'removed';

export const PROMOTION_STATE_LABELS: Readonly<Record<PromotionEditorState, string>> = {
  valid: 'Vigente',
  not_started: 'Programada',
  expired: 'Vencida',
  used_up: 'Agotada',
  inactive: 'Inactiva',
  removed: 'Eliminada',
};

/** Where a promotion stands for the list's badge: the buyer's rules (domain/catalogue/promotions.ts), or removed. */
export function promotionEditorState(promotion: PromotionView, now: Date = new Date()): PromotionEditorState {
  if (promotion.deletedAt) return 'removed';
  return promotionStatus(
    {
      ...promotion,
      validFrom: new Date(promotion.validFrom),
      validUntil: promotion.validUntil ? new Date(promotion.validUntil) : null,
    },
    now,
  );
}

/** What the form offers for a family: the dealer system's names of each brand's families. */
export interface PromotionFamilyChoice {
  brandId: number;
  family: string;
}

/**
 * The promotions as the back office's pages reach them (the router context). Every method checks `prices.edit` again
 * on the server; each change is written to the audit log with before and after, in the transaction that makes it.
 */
export interface PromotionEditingSource {
  /** Every promotion, removed ones included, newest first. */
  list(actor: StaffActor): Promise<PromotionView[]>;
  promotion(actor: StaffActor, id: number): Promise<PromotionView | null>;
  families(actor: StaffActor): Promise<PromotionFamilyChoice[]>;
  create(actor: StaffActor, input: unknown): Promise<StaffResult<{ id: number }>>;
  change(actor: StaffActor, id: number, input: unknown): Promise<StaffResult>;
  remove(actor: StaffActor, id: number): Promise<StaffResult>;
  restore(actor: StaffActor, id: number): Promise<StaffResult>;
}

export const PROMOTION_CODE_TAKEN_MESSAGE = 'Ya hay una promoción con ese código: elegí otro.';
export const PROMOTION_CODE_TAKEN_BY_REMOVED_MESSAGE =
  'Ya hay una promoción eliminada con ese código: restaurala desde «Eliminadas» o elegí otro código.';
export const PROMOTION_FAMILY_UNKNOWN_MESSAGE =
  'Elegí un modelo de la lista: tiene que existir en el catálogo de la marca elegida.';
export const PROMOTION_SCOPE_TAKEN_MESSAGE =
  'Ya hay otra promoción automática activa para la misma marca, modelo y unidad: desactivá una de las dos o hacé que esta se aplique solo con el código.';

/** The address of a promotion's page. */
export const promotionPath = (id: number) => `/admin/promociones/${id}`;
export const NEW_PROMOTION_PATH = '/admin/promociones/nueva';

/** The promotion form's choices and their words; the schema (promotion-editing-schemas.ts) checks by them. */
export const PROMOTION_KINDS = ['percentage', 'money'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_KIND_LABELS: Readonly<Record<PromotionKind, string>> = {
  percentage: 'Porcentaje del precio',
  money: 'Monto fijo',
};

export const CURRENCY_LABELS: Readonly<Record<Currency, string>> = {
  ars: 'Pesos (ARS)',
  usd: 'Dólares (USD)',
};
