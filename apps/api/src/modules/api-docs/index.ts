export { apiDocsRoutes } from './api-docs.routes';
// Types only: the document's builder is loaded on first use (api-docs.routes.ts).
export type { OpenApiDocument } from './openapi-document';
