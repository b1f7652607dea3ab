export { createContentSource } from './content-source';
export { NEWS_LIMIT, readParameters } from './parameters';
export {
  bookingPrice,
  bookingPrices,
  departmentEmail,
  jobsEmail,
  type Office,
  officeNamed,
  siteSetting,
} from './readers';
export { type ContentRoutesDependencies, contentRoutes } from './routes';
export { readServiceCategories } from './service-categories';
