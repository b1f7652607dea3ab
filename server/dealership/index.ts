export { type AppointmentReader, branchAgendaSource } from './branch-agenda-source';
export { type BuyerFacts, createBuyerFacts } from './buyer-facts';
export {
  createOperationFulfilment,
  type FulfilmentReservations,
  type OperationFulfilmentDependencies,
} from './fulfilment';
export { FULFILMENT_MAIL_KINDS } from './fulfilment-mails';
export {
  applyGuideRows,
  checkGuideCsv,
  type GuideCheck,
  type GuideImportReport,
  importGuideCsv,
  type RejectedGuideRow,
} from './guide-import';
export { nationalHoliday } from './holidays';
export {
  myReservationPath,
  myReservationSignature,
  myReservationUrl,
  verifyMyReservationSignature,
} from './my-reservation-link';
export { type MyReservationDependencies, myReservationSource } from './my-reservation-source';
export {
  CreditPlanUnavailableError,
  OperationError,
  OperationLockedError,
  OperationNotFoundError,
  PromotionRefusedError,
  StaleOperationError,
  UnitUnavailableError,
  UsedVehicleRefusedError,
} from './operation-errors';
export { type OperationEvent, recordOperationEvent } from './operation-events';
export { OPERATION_MAIL_KINDS, operationStartedMail, resumeUrl } from './operation-mails';
export { type OperationPagesDependencies, operationPagesSource } from './operation-pages';
export {
  type OperationServiceDependencies,
  operationRowByCode,
  operationRowById,
} from './operation-records';
export {
  DEALERSHIP_START_PATH,
  DEALERSHIP_UPDATE_PATH,
  type OperationRoutesDependencies,
  operationRoutes,
} from './operation-routes';
export { createOperationService, type OperationService } from './operations';
export {
  type CodeLookupLimitOptions,
  createCodeLookupLimiter,
  DEFAULT_CODE_LOOKUP_LIMIT,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
} from './operations-rate-limit';
export {
  discoverPromotion,
  findApplicablePromotion,
  type Promotion,
  type PromotionLookup,
  redeemPromotion,
  releasePromotion,
} from './promotion-lookup';
export { type PromotionRoutesDependencies, promotionRoutes } from './promotion-routes';
export {
  type BrandScope,
  brandScopeCondition,
  containsPattern,
  deskFilterOptions,
  folded,
  listReservations,
  reservationDetail,
  reservationsDeskSource,
} from './reservations-desk-source';
export { stripUnpaidOperations } from './unpaid-operations-retention';
export { type UsedVehicleRoutesDependencies, usedVehicleRoutes } from './used-vehicle-routes';
export {
  createValuation,
  getValuation,
  type StoredValuation,
  type ValuationConfig,
  ValuationUnavailableError,
} from './valuations';
