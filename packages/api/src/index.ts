export { buildApi, type BuildApiOptions } from './app.js';
export { apiModule } from './composition/api.module.js';
export { createApiContainer } from './composition/api-container.js';
export { failure, success, type Envelope, type ErrorBody } from './http/envelope.js';
export { DOCS_PATH, OPENAPI_PATH, buildOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document.js';
export { noncesOf, type PageNonces } from './http/security-headers.js';
