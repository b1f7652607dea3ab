export { openApiDocument } from './document';
export { REDOC_BUNDLE_PATH } from './reference-page';
export { apiDocsRoutes } from './routes';
export { API_DOCS_PATH, OPENAPI_PATH } from './service-paths';
