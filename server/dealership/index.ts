export {
  decodeGuideFile,
  GUIDE_CSV_COLUMNS,
  type GuideImportReport,
  importGuideCsv,
  NotCsvError,
  type RejectedGuideRow,
} from './guide-import';
export { type PromotionRoutesDependencies, promotionRoutes } from './promotion-routes';
export {
  discoverPromotion,
  findApplicablePromotion,
  type Promotion,
  type PromotionLookup,
  redeemPromotion,
  releasePromotion,
} from './promotions';
export { type UsedVehicleRoutesDependencies, usedVehicleRoutes } from './used-vehicle-routes';
export {
  createValuation,
  getValuation,
  type StoredValuation,
  type ValuationConfig,
  ValuationUnavailableError,
} from './valuations';
