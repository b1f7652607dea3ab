import type { FinancingEditingSource } from '#domain/back-office/credit-plan-editing';
import { may } from '../back-office';
import type { Database } from '../db/client';
import {
  changeCreditPlan,
  createCreditPlan,
  creditPlanById,
  listCreditPlans,
  setCreditPlanRemoved,
} from './credit-plans';
import { addUsdRate, latestUsdRates, restoreUsdRate } from './usd-rates';

/** Credit plans and the dollar rate for the back office (docs/product.md §6); both are read by the site at once. */
export function financingEditing(deps: { db: Database }): FinancingEditingSource {
  const { db } = deps;
  return {
    plans: async (actor) => (may(actor, 'prices.edit') ? listCreditPlans(db) : []),
    plan: async (actor, id) => (may(actor, 'prices.edit') ? creditPlanById(db, id) : null),
    createPlan: (actor, input) => createCreditPlan(db, actor, input),
    changePlan: (actor, id, input) => changeCreditPlan(db, actor, id, input),
    removePlan: (actor, id) => setCreditPlanRemoved(db, actor, id, true),
    restorePlan: (actor, id) => setCreditPlanRemoved(db, actor, id, false),
    usdRates: async (actor) => (may(actor, 'prices.edit') ? latestUsdRates(db) : []),
    addUsdRate: (actor, input) => addUsdRate(db, actor, input),
    restoreUsdRate: (actor, id, input) => restoreUsdRate(db, actor, id, input),
  };
}
