export { createDatabaseCatalogue, offersJson } from './database-catalogue';
export { createRemoteCatalogue } from './remote-catalogue';
export { catalogueRoutes } from './routes';
export { applyStockRows, checkStockCsv, existingChassis } from './stock-import';
export { heldNow, holdLapsed, statusNow, unitAvailable, unitFreeFor } from './unit-holds';
export { unitPhotosOf } from './unit-photos';
