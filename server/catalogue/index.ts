export { createDatabaseCatalogue, offersJson } from './database-catalogue';
export { createRemoteCatalogue } from './remote-catalogue';
export { catalogueRoutes } from './routes';
export { holdLapsed, unitFreeFor } from './unit-holds';
