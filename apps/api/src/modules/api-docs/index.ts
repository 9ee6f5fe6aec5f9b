export { apiDocsRoutes } from './api-docs.routes';
export { documentedRoutes, openApiDocument, type OpenApiDocument } from './openapi-document';
