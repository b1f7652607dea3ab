export { createDatabaseCatalogue, offersJson } from './database-catalogue';
export { createRemoteCatalogue } from './remote-catalogue';
export { catalogueRoutes } from './routes';
export {
  type AcceptedStockRow,
  applyStockRows,
  checkStockCsv,
  existingChassis,
  type VersionAttributesChange,
  versionAttributeChanges,
} from './stock-import';
export { runStockSearch } from './stock-search-source';
export { heldNow, holdLapsed, statusNow, unitAvailable, unitFreeFor } from './unit-holds';
export { unitPhotosOf } from './unit-photos';
export { writeVersionAttributes } from './version-attributes-writes';
